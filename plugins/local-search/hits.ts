// A hit as DocSearch shows it: the record with its highlights, snippets and ranking facts.
import {attributeName, attributeOrder} from './fields';
import {levels, type SearchRecord} from './record';
import type {HierarchyHighlights, SearchHit, SearchOptions} from './search-api';
import {createMatchCache, highlightAndSnippet, type QueryTerm} from './text';

/** What a hit reports of its ranking (`_rankingInfo`); `attribute` is a rank in `attributeOrder`. */
export type Ranking = {
  words: number;
  typos: number;
  attribute: number;
  exact: number;
  score: number;
};

/** Words per snippet, by attribute, from Algolia's `attributesToSnippet`. */
export function parseSnippetSpecs(specs: string[] | undefined): Map<string, number> {
  const result = new Map<string, number>();
  const list = specs ?? [...levels.map((level) => `hierarchy.${level}:10`), 'content:10'];
  for (const spec of list) {
    const [attribute, words] = spec.split(':');
    result.set(attribute, Math.max(1, Number(words) || 10));
  }
  return result;
}

// The first text below a heading record, on the same page.
export function leadText(
  records: readonly SearchRecord[],
  pageId: Int32Array,
  doc: number,
): string | null {
  const next = records[doc + 1];
  if (records[doc].type === 'content' || !next || pageId[doc + 1] !== pageId[doc]) return null;
  return next.type === 'content' ? next.content : null;
}

export function decorate(
  record: SearchRecord,
  ranking: Ranking,
  terms: QueryTerm[],
  options: SearchOptions,
  cache: ReturnType<typeof createMatchCache>,
  snippetSizes: Map<string, number>,
  lead: string | null = null,
): SearchHit {
  const style = {
    tags: {pre: options.highlightPreTag ?? '<mark>', post: options.highlightPostTag ?? '</mark>'},
    ellipsis: options.snippetEllipsisText ?? '…',
    cache,
  };
  const hierarchyHighlights: Partial<HierarchyHighlights> = {};
  const hierarchySnippets: Partial<HierarchyHighlights> = {};
  for (const level of levels) {
    const text = record.hierarchy[level];
    if (text === null) continue;
    const both = highlightAndSnippet(text, terms, snippetSizes.get(`hierarchy.${level}`), style);
    hierarchyHighlights[level] = both.highlight;
    hierarchySnippets[level] = both.snippet;
  }
  const content = record.content ?? null;
  const contentResults =
    content === null
      ? null
      : highlightAndSnippet(content, terms, snippetSizes.get('content') ?? 10, style);
  // A heading has no content of its own: its snippet is the text just below it.
  const leadSnippet =
    content === null && lead
      ? highlightAndSnippet(lead, terms, snippetSizes.get('content') ?? 10, style).snippet
      : null;
  return {
    ...record,
    hierarchy_camel: [record.hierarchy],
    _highlightResult: {
      ...(contentResults ? {content: contentResults.highlight} : {}),
      hierarchy: hierarchyHighlights,
      hierarchy_camel: [hierarchyHighlights],
    },
    _snippetResult: {
      ...(contentResults ? {content: contentResults.snippet} : {}),
      ...(leadSnippet ? {content: leadSnippet} : {}),
      hierarchy: hierarchySnippets,
    },
    _rankingInfo: {
      words: ranking.words,
      nbTypos: ranking.typos,
      firstMatchedAttribute: attributeName(attributeOrder[ranking.attribute]),
      nbExactWords: ranking.exact,
      score: ranking.score,
    },
  };
}
