// The local search engine: DocSearch-shaped records in, Algolia-shaped
// responses out. Pure (no DOM, no React, no Node APIs): the browser search,
// the build and the docs MCP server all run this same code.
//
// Stable API (the MCP server depends on it):
//   type SearchRecord, createSearchEngine(records).search(query, options)
//   unpackSearchIndex(file) turns build/search-index.json into records;
//   readBuiltSearchRecords(buildDir) in ./node.ts does it from disk.
import MiniSearch from 'minisearch';

import {
  createMatchCache,
  highlightAndSnippet,
  parseQuery,
  queryStopWords,
  matchTerm,
  indexTerms,
  transpositions,
  type Highlighted,
  type QueryTerm,
} from './text';

export {escapeHtml, highlight, indexTerms, parseQuery, snippet, splitWords} from './text';
export type {Highlighted, QueryTerm} from './text';

export const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof levels)[number];
export type RecordType = Exclude<Level, 'lvl0'> | 'content';

export type Hierarchy = {lvl0: string; lvl1: string} & Record<
  Exclude<Level, 'lvl0' | 'lvl1'>,
  string | null
>;

/** One searchable unit, in DocSearch's record format. */
export type SearchRecord = {
  objectID: string;
  /** Absolute URL, with the anchor of the nearest heading. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  content: string | null;
  hierarchy: Hierarchy;
  language: string;
  docusaurus_tag: string[];
  weight: {pageRank: number; level: number; position: number};
};

type HierarchyHighlights = Record<Level, Highlighted>;

export type SearchHit = SearchRecord & {
  hierarchy_camel: Hierarchy[];
  _highlightResult: {
    content?: Highlighted;
    hierarchy: Partial<HierarchyHighlights>;
    hierarchy_camel: Partial<HierarchyHighlights>[];
  };
  _snippetResult: {content?: Highlighted; hierarchy: Partial<HierarchyHighlights>};
  _rankingInfo: {
    words: number;
    nbTypos: number;
    firstMatchedAttribute: string;
    nbExactWords: number;
  };
};

/** Algolia facet filters: an AND of entries, each a filter or an OR of filters. */
export type FacetFilters = string | (string | string[])[];

export type SearchOptions = {
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  /** Algolia syntax: `content:10`, `hierarchy.lvl1:5`. Default: every level and content, 10 words. */
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
};

export type SearchResponse = {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
};

export type SearchEngine = {
  search(query: string, options?: SearchOptions): SearchResponse;
  readonly records: readonly SearchRecord[];
};

export const maxQueryLength = 512;
export const defaultHitsPerPage = 20;
export const levelWeights: Record<RecordType | 'lvl0', number> = {
  lvl0: 100,
  lvl1: 90,
  lvl2: 80,
  lvl3: 70,
  lvl4: 60,
  lvl5: 50,
  lvl6: 40,
  content: 0,
};

const fields = [...levels, 'content'] as const;
type Field = (typeof fields)[number];
// Searchable attributes in priority order: DocSearch's, except that lvl0 comes
// last. Here lvl0 is the sidebar section, shared by every page in it, so a
// match there says little about a page ("toolhive" is in "Using the ToolHive CLI").
const attributeOrder: Field[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content', 'lvl0'];
const fieldRank = new Map<string, number>(attributeOrder.map((field, index) => [field, index]));
const headingFields = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
const fieldBoost: Record<Field, number> = {
  lvl0: 1.5,
  lvl1: 4,
  lvl2: 3,
  lvl3: 2.5,
  lvl4: 2,
  lvl5: 1.5,
  lvl6: 1.5,
  content: 1,
};

type Indexed = {id: number; record: SearchRecord};

function fieldText(record: SearchRecord, field: Field): string {
  if (field === 'content') return record.content ?? '';
  return record.hierarchy[field] ?? '';
}

function valuesOf(record: SearchRecord, attribute: string): string[] {
  if (attribute === 'docusaurus_tag') return record.docusaurus_tag;
  const value = (record as unknown as Record<string, unknown>)[attribute];
  if (Array.isArray(value)) return value.map(String);
  return value === undefined || value === null ? [] : [String(value)];
}

function matchesFilter(record: SearchRecord, filter: string): boolean {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  if (colon < 0) return true;
  const found = valuesOf(record, body.slice(0, colon)).includes(body.slice(colon + 1));
  return negated ? !found : found;
}

export function matchesFacetFilters(record: SearchRecord, filters?: FacetFilters): boolean {
  if (!filters) return true;
  const groups = typeof filters === 'string' ? [filters] : filters;
  return groups.every((group) =>
    Array.isArray(group)
      ? group.length === 0 || group.some((filter) => matchesFilter(record, filter))
      : matchesFilter(record, group),
  );
}

type Candidate = {
  id: number;
  words: number;
  /** Function words of the query found in the record's headings. */
  stopWords: number;
  typos: number;
  attribute: number;
  exact: number;
  ownMatch: boolean;
  score: number;
};

function ownField(record: SearchRecord): Field {
  return record.type === 'content' ? 'content' : record.type;
}

function compare(records: readonly SearchRecord[], a: Candidate, b: Candidate): number {
  const ra = records[a.id];
  const rb = records[b.id];
  return (
    b.words - a.words ||
    a.typos - b.typos ||
    b.stopWords - a.stopWords ||
    a.attribute - b.attribute ||
    b.exact - a.exact ||
    rb.weight.pageRank - ra.weight.pageRank ||
    rb.weight.level - ra.weight.level ||
    ra.weight.position - rb.weight.position ||
    b.score - a.score ||
    a.id - b.id
  );
}

function parseSnippetSpecs(specs: string[] | undefined): Map<string, number> {
  const result = new Map<string, number>();
  const list = specs ?? [...levels.map((level) => `hierarchy.${level}:10`), 'content:10'];
  for (const spec of list) {
    const [attribute, words] = spec.split(':');
    result.set(attribute, Math.max(1, Number(words) || 10));
  }
  return result;
}

function attributeName(field: Field | undefined): string {
  if (!field) return 'none';
  return field === 'content' ? 'content' : `hierarchy.${field}`;
}

function decorate(
  record: SearchRecord,
  candidate: Candidate,
  terms: QueryTerm[],
  options: SearchOptions,
  cache: ReturnType<typeof createMatchCache>,
  snippetSizes: Map<string, number>,
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
      hierarchy: hierarchySnippets,
    },
    _rankingInfo: {
      words: candidate.words,
      nbTypos: candidate.typos,
      firstMatchedAttribute: attributeName(attributeOrder[candidate.attribute]),
      nbExactWords: candidate.exact,
    },
  };
}

/**
 * Builds the engine. Ranking follows DocSearch's index settings: more query
 * words matched, fewer typos, a match in a higher hierarchy level, more exact
 * words, then page rank, heading level and position on the page. One hit per
 * URL; a record that matches only through its headings is folded into an
 * earlier hit from the same page.
 */
export function createSearchEngine(records: SearchRecord[]): SearchEngine {
  const index = new MiniSearch<Indexed>({
    idField: 'id',
    fields: [...fields],
    extractField: (document, field) =>
      field === 'id' ? String(document.id) : fieldText(document.record, field as Field),
    tokenize: indexTerms,
    processTerm: (term) => term,
    searchOptions: {tokenize: (text) => [text], processTerm: (term) => term},
  });
  index.addAll(records.map((record, id) => ({id, record})));

  type TermMatch = {typos: number; attribute: number; exact: boolean; own: boolean; score: number};

  /** Every record the term matches, with how well: exact, prefix or with typos. */
  function matchOne(
    term: QueryTerm,
    filters: FacetFilters | undefined,
    allowed: Map<number, boolean>,
  ) {
    const matches = new Map<number, TermMatch>();
    const verdicts = new Map<string, ReturnType<typeof matchTerm>>();
    const searchOptions = {maxFuzzy: 2, boost: fieldBoost, combineWith: 'OR' as const};
    const results = index.search(term.term, {
      ...searchOptions,
      prefix: term.prefix,
      fuzzy: term.maxTypos > 0 ? term.maxTypos : false,
    });
    for (const synonym of term.synonyms ?? []) {
      results.push(...index.search(synonym, {...searchOptions, prefix: false}));
    }
    // Levenshtein counts a swap of letters as two edits; Algolia counts one.
    if (term.maxTypos === 1) {
      for (const variant of transpositions(term.term)) {
        results.push(...index.search(variant, {...searchOptions, prefix: term.prefix}));
      }
    }
    for (const result of results) {
      const id = result.id as number;
      let ok = allowed.get(id);
      if (ok === undefined) {
        ok = matchesFacetFilters(records[id], filters);
        allowed.set(id, ok);
      }
      if (!ok) continue;
      const own = ownField(records[id]);
      const match = matches.get(id) ?? {
        typos: Infinity,
        attribute: Infinity,
        exact: false,
        own: false,
        score: 0,
      };
      let found = false;
      for (const [word, matchedFields] of Object.entries(result.match)) {
        if (!verdicts.has(word)) verdicts.set(word, matchTerm(word, term));
        const verdict = verdicts.get(word);
        if (!verdict) continue;
        found = true;
        match.typos = Math.min(match.typos, verdict.typos);
        match.exact ||= verdict.exact;
        for (const field of matchedFields) {
          match.attribute = Math.min(match.attribute, fieldRank.get(field) ?? fields.length);
          match.own ||= field === own;
        }
      }
      if (!found) continue;
      match.score = Math.max(match.score, result.score);
      matches.set(id, match);
    }
    return matches;
  }

  // "what is toolhive" should find the heading "What is ToolHive?" first: function
  // words are not searched for, but among equal hits those whose headings
  // contain them rank first.
  function countStopWords(words: string[], byId: Map<number, Candidate>): void {
    for (const word of words) {
      for (const result of index.search(word, {
        fields: headingFields,
        prefix: false,
        fuzzy: false,
      })) {
        const candidate = byId.get(result.id as number);
        if (candidate) candidate.stopWords += 1;
      }
    }
  }

  function candidates(terms: QueryTerm[], filters?: FacetFilters): Candidate[] {
    const byId = new Map<number, Candidate>();
    const allowed = new Map<number, boolean>();
    for (const term of terms) {
      for (const [id, match] of matchOne(term, filters, allowed)) {
        const candidate = byId.get(id);
        if (candidate) {
          candidate.words += 1;
          candidate.typos += match.typos;
          candidate.attribute = Math.min(candidate.attribute, match.attribute);
          candidate.exact += match.exact ? 1 : 0;
          candidate.ownMatch ||= match.own;
          candidate.score += match.score;
        } else {
          byId.set(id, {
            id,
            words: 1,
            stopWords: 0,
            typos: match.typos,
            attribute: match.attribute,
            exact: match.exact ? 1 : 0,
            ownMatch: match.own,
            score: match.score,
          });
        }
      }
    }
    return [...byId.values()];
  }

  function search(rawQuery: string, options: SearchOptions = {}): SearchResponse {
    const started = Date.now();
    const query = rawQuery.slice(0, maxQueryLength);
    const hitsPerPage = Math.max(
      1,
      Math.min(1000, Math.floor(options.hitsPerPage ?? defaultHitsPerPage)),
    );
    const page = Math.max(0, Math.floor(options.page ?? 0));
    const terms = parseQuery(query);
    const found = candidates(terms, options.facetFilters);
    if (found.length > 0) {
      const byId = new Map(found.map((candidate) => [candidate.id, candidate]));
      countStopWords(queryStopWords(query), byId);
    }
    const ranked = found.sort((a, b) => compare(records, a, b));
    const seenUrls = new Set<string>();
    const seenPages = new Set<string>();
    const distinct: Candidate[] = [];
    for (const candidate of ranked) {
      const record = records[candidate.id];
      if (seenUrls.has(record.url)) continue;
      if (!candidate.ownMatch && seenPages.has(record.url_without_anchor)) continue;
      seenUrls.add(record.url);
      seenPages.add(record.url_without_anchor);
      distinct.push(candidate);
    }
    const slice = distinct.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const matchCache = createMatchCache(terms);
    const snippetSizes = parseSnippetSpecs(options.attributesToSnippet);
    return {
      hits: slice.map((candidate) =>
        decorate(records[candidate.id], candidate, terms, options, matchCache, snippetSizes),
      ),
      nbHits: distinct.length,
      page,
      nbPages: Math.ceil(distinct.length / hitsPerPage),
      hitsPerPage,
      query,
      processingTimeMS: Date.now() - started,
      exhaustiveNbHits: true,
    };
  }

  return {search, records};
}

// --- The index file ---------------------------------------------------------
// build/search-index.json stores pages, not records, so that headings shared
// by many records are written once. A page item is [level, text, anchor?]:
// level 1-6 is a heading, 0 a paragraph, list item, table row or code block.

export type PackedItem = [level: number, text: string, anchor?: string];

export type PackedPage = {
  /** Path from the site root, without anchor. */
  path: string;
  lvl0: string;
  language: string;
  tags: string[];
  pageRank?: number;
  items: PackedItem[];
};

export type SearchIndexFile = {
  format: 'toolhive-search-index';
  version: 1;
  siteUrl: string;
  pages: PackedPage[];
};

export function isSearchIndexFile(value: unknown): value is SearchIndexFile {
  const file = value as SearchIndexFile | null;
  return (
    typeof file === 'object' &&
    file !== null &&
    file.format === 'toolhive-search-index' &&
    file.version === 1 &&
    Array.isArray(file.pages)
  );
}

/** Expands the index file into records. `siteUrl` overrides the one in the file. */
export function unpackSearchIndex(file: SearchIndexFile, siteUrl = file.siteUrl): SearchRecord[] {
  if (!isSearchIndexFile(file)) throw new Error('Not a ToolHive search index file.');
  const origin = siteUrl.replace(/\/+$/, '');
  const records: SearchRecord[] = [];
  for (const page of file.pages) {
    const pageUrl = origin + page.path;
    const hierarchy: Hierarchy = {
      lvl0: page.lvl0,
      lvl1: '',
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    let anchor: string | null = null;
    page.items.forEach(([level, text, itemAnchor], position) => {
      let type: RecordType = 'content';
      if (level >= 1 && level <= 6) {
        type = levels[level] as RecordType;
        hierarchy[type as Exclude<Level, 'lvl0'>] = text;
        for (let deeper = level + 1; deeper <= 6; deeper += 1) {
          hierarchy[levels[deeper] as Exclude<Level, 'lvl0' | 'lvl1'>] = null;
        }
        anchor = level === 1 ? null : itemAnchor || anchor;
      }
      records.push({
        objectID: `${page.path}:${position}`,
        url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
        url_without_anchor: pageUrl,
        anchor,
        type,
        content: type === 'content' ? text : null,
        hierarchy: {...hierarchy},
        language: page.language,
        docusaurus_tag: page.tags,
        weight: {pageRank: page.pageRank ?? 0, level: levelWeights[type], position},
      });
    });
  }
  return records;
}
