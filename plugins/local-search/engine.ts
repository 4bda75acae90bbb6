// The local search engine: DocSearch-shaped records in, Algolia-shaped
// responses out. Pure (no DOM, no React, no Node APIs): the browser search,
// the build and the docs MCP server all run this same code.
//
// Stable API (the MCP server depends on it):
//   type SearchRecord, createSearchEngine(records).search(query, {page, hitsPerPage})
//   unpackSearchIndex(file): the records of the packed pages the build extracts.
//   The build writes them as a prebuilt index (prebuilt.ts); node.ts reads it back.
import SearchableMap from 'minisearch/SearchableMap';

import rankingData from '../../data/search-ranking.json';

import {
  createMatchCache,
  highlightAndSnippet,
  indexTerms,
  parseQuery,
  splitWords,
  queryStopWords,
  stopWords,
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
  /** The page drops a negative page rank when a query names it (see `namedPages`). */
  foundByName?: boolean;
  /** A record of its own, titled by its element (a flag, a field, a tool): see `namedLevel`. */
  named?: boolean;
  /** Words that name the page's context (Kubernetes, the REST API): see `PackedPage.context`. */
  context?: readonly string[];
  /** Words readers use for the page that it may not use itself: see `PackedPage.keywords`. */
  keywords?: readonly string[];
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
    /** The relevance score the hit ranked by (higher first): shows why a hit ranks where it does. */
    score: number;
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
  /** False when `nbHits` counts the matches beyond the ranked ones without folding them in order. */
  exhaustiveNbHits: boolean;
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

/** The fields a term can be found in, in the order of their bits in a posting's mask. */
export const fields = [...levels, 'content'] as const;
export type Field = (typeof fields)[number];
const fieldBit = (field: Field) => 1 << fields.indexOf(field);
// Searchable attributes in priority order: DocSearch's, except that lvl0 comes
// last. Here lvl0 is the sidebar section, shared by every page in it, so a
// match there says little about a page ("toolhive" is in "Using the ToolHive CLI").
const attributeOrder: Field[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content', 'lvl0'];
const headingMask = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].reduce(
  (mask, field) => mask | fieldBit(field as Field),
  0,
);
// Field boosts and weights: data/search-ranking.json says why each has its value.
const weights = rankingData.weights;
const fieldBoost: Record<Field, number> = weights.fieldBoosts.value;
// For each set of matched fields (a bit mask): the best attribute rank, and the best boost.
const maskRank = new Uint8Array(1 << fields.length);
const maskBoost = new Float32Array(1 << fields.length);
for (let mask = 1; mask < maskRank.length; mask += 1) {
  const matched = attributeOrder.filter((field) => mask & fieldBit(field));
  maskRank[mask] = attributeOrder.indexOf(matched[0]);
  maskBoost[mask] = Math.max(...matched.map((field) => fieldBoost[field]));
}

export function fieldText(record: SearchRecord, field: Field): string {
  if (field === 'content') return record.content ?? '';
  // A page's keywords count as words of its title.
  if (field === 'lvl1' && record.keywords?.length)
    return `${record.hierarchy.lvl1} ${record.keywords.join(' ')}`;
  return record.hierarchy[field] ?? '';
}

/** Whether the record has `value` in `attribute`: a string equal to it, or a list holding it. */
function hasFacet(record: SearchRecord, attribute: string, value: string): boolean {
  const own = (record as Record<string, unknown>)[attribute];
  if (typeof own === 'string') return own === value;
  return Array.isArray(own) && own.some((item) => String(item) === value);
}

function matchesFilter(record: SearchRecord, filter: string): boolean {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  if (colon < 0) return true;
  const found = hasFacet(record, body.slice(0, colon), body.slice(colon + 1));
  return negated ? !found : found;
}

function matchesGroups(record: SearchRecord, filters?: FacetFilters): boolean {
  if (!filters) return true;
  const groups = typeof filters === 'string' ? [filters] : filters;
  return groups.every((group) =>
    Array.isArray(group)
      ? group.length === 0 || group.some((filter) => matchesFilter(record, filter))
      : matchesFilter(record, group),
  );
}

export function matchesFacetFilters(record: SearchRecord, filters?: FacetFilters): boolean {
  return matchesGroups(record, filters);
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

type Ranking = {words: number; typos: number; attribute: number; exact: number; score: number};

function decorate(
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

type Expansion = {typos: number; exact: boolean; weight: number};
const formWeight = weights.formWeight.value;
const flagTitleBoost = weights.flagTitleBoost.value;
const pageWordsWeight = weights.pageWordsWeight.value;
const stopWordWeight = weights.stopWordWeight.value;
const pageRankFactor = weights.pageRankFactor.value;
const contextFactor = weights.contextFactor.value;
const titleCoverageWeight = weights.titleCoverageWeight.value;
const titlePhraseWeight = weights.titlePhraseWeight.value;

/** The `k`-th largest value (1-based) of `values`, which it reorders (quickselect). */
export function kthLargest(values: Float64Array, k: number): number {
  let left = 0;
  let right = values.length - 1;
  const target = k - 1;
  while (left < right) {
    const pivot = values[(left + right) >> 1];
    let i = left;
    let j = right;
    while (i <= j) {
      while (values[i] > pivot) i += 1;
      while (values[j] < pivot) j -= 1;
      if (i <= j) {
        const swap = values[i];
        values[i] = values[j];
        values[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (target <= j) right = j;
    else if (target >= i) left = i;
    else return values[target];
  }
  return values[target];
}

function popcount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

/**
 * The postings of an index built ahead (plugins/local-search/prebuilt.ts): term `i` is
 * `terms[i]`, found in records `docs[i]` (ascending), in the fields of `masks[i]` (a bit each,
 * in the order of `fields`).
 */
export type PostingsData = {
  terms: readonly string[];
  docs: Int32Array[];
  masks: Uint16Array[];
};

/** The words of the index: a radix tree (MiniSearch's) for prefix and typo lookups, and postings. */
class Postings {
  readonly vocabulary = new SearchableMap<number>();
  docs: Int32Array[] = [];
  masks: Uint16Array[] = [];

  constructor(source: SearchRecord[] | PostingsData) {
    if (!Array.isArray(source)) {
      source.terms.forEach((term, termId) => this.vocabulary.set(term, termId));
      this.docs = source.docs;
      this.masks = source.masks;
      return;
    }
    const records = source;
    const docs: number[][] = [];
    const masks: number[][] = [];
    // A hash map while building (much faster than the tree), the tree once at the end.
    const ids = new Map<string, number>();
    // Headings repeat on every record below them: split each text once.
    const termsOf = new Map<string, string[]>();
    records.forEach((record, id) => {
      for (const field of fields) {
        const bit = fieldBit(field);
        const text = fieldText(record, field);
        if (!text) continue;
        let terms = termsOf.get(text);
        if (!terms) {
          terms = indexTerms(text);
          termsOf.set(text, terms);
        }
        for (const term of terms) {
          let termId = ids.get(term);
          if (termId === undefined) {
            termId = docs.length;
            ids.set(term, termId);
            docs.push([]);
            masks.push([]);
          }
          const list = docs[termId];
          if (list[list.length - 1] === id) masks[termId][list.length - 1] |= bit;
          else {
            list.push(id);
            masks[termId].push(bit);
          }
        }
      }
    });
    for (const [term, termId] of ids) this.vocabulary.set(term, termId);
    this.docs = docs.map((list) => Int32Array.from(list));
    this.masks = masks.map((list) => Uint16Array.from(list));
  }

  /** The index words a query term stands for, with the typos each costs. */
  expand(term: QueryTerm): Map<number, Expansion> {
    const found = new Map<number, Expansion>();
    const add = (termId: number | undefined, typos: number, exact: boolean, weight = 1) => {
      if (termId === undefined) return;
      const known = found.get(termId);
      if (
        !known ||
        typos < known.typos ||
        (typos === known.typos && (weight > known.weight || (exact && !known.exact)))
      ) {
        found.set(termId, {typos, exact, weight});
      }
    };
    add(this.vocabulary.get(term.term), 0, true);
    for (const form of term.forms ?? []) add(this.vocabulary.get(form), 0, true, formWeight);
    for (const synonym of term.synonyms ?? []) {
      add(this.vocabulary.get(synonym), 0, true);
    }
    if (term.prefix) {
      for (const [word, termId] of this.vocabulary.atPrefix(term.term))
        add(termId, 0, word === term.term);
    }
    if (term.maxTypos > 0) {
      for (const [word, [termId, distance]] of this.vocabulary.fuzzyGet(term.term, term.maxTypos)) {
        // A typo never turns a term into a function word: `thv` must not match `the`.
        if (distance > 0 && !stopWords.has(word)) add(termId, distance, false);
      }
      // Levenshtein counts a swap of letters as two edits; Algolia counts one.
      if (term.maxTypos === 1) {
        for (const variant of transpositions(term.term)) {
          if (!stopWords.has(variant)) add(this.vocabulary.get(variant), 1, false);
        }
      }
    }
    return found;
  }
}

/**
 * Builds the engine. Ranking is a relevance score: each query word's best
 * field boost times its rarity (less for typos, other forms and synonyms), the
 * query words the page has anywhere, and a bonus for a section title about
 * the query (its share of query words, query words next to each other), all
 * scaled by page rank and by the page's context; then DocSearch's tie-breakers
 * (a match in a higher hierarchy level, more exact words, page rank, heading
 * level, position on the page). One hit per URL; a record that matches only
 * through its headings is folded into an earlier hit from the same page; at
 * most two hits of one page in the first five.
 */
export function createSearchEngine(records: SearchRecord[], prebuilt?: PostingsData): SearchEngine {
  const count = records.length;
  // Built with the site, the postings are loaded as they are; without them, every text is read.
  const postings = new Postings(prebuilt ?? records);
  const ownMask = Uint16Array.from(records, (record) =>
    fieldBit(record.type === 'content' ? 'content' : record.type),
  );
  const pageRank = Float64Array.from(records, (record) => record.weight.pageRank);
  const foundByName = Uint8Array.from(records, (record) => (record.foundByName ? 1 : 0));
  const level = Float64Array.from(records, (record) => record.weight.level);
  const position = Float64Array.from(records, (record) => record.weight.position);
  const ids = (key: (record: SearchRecord) => string) => {
    const numbers = new Map<string, number>();
    return Int32Array.from(records, (record) => {
      const value = key(record);
      if (!numbers.has(value)) numbers.set(value, numbers.size);
      return numbers.get(value)!;
    });
  };
  // Each record's context, as an index into `contexts` (-1: the default context).
  const contexts: (readonly string[])[] = [];
  const contextKeys = new Map<string, number>();
  const contextOf = Int16Array.from(records, (record) => {
    if (!record.context) return -1;
    const key = record.context.join(' ');
    if (!contextKeys.has(key)) {
      contextKeys.set(key, contexts.length);
      contexts.push(record.context);
    }
    return contextKeys.get(key)!;
  });
  const urlId = ids((record) => record.url);
  const pageId = ids((record) => record.url_without_anchor);
  const allowedCache = new Map<string, Uint8Array>();

  // Work space, reused by every query; a stamp tells which entries are current.
  const candidateStamp = new Int32Array(count);
  const termStamp = new Int32Array(count);
  const words = new Uint8Array(count);
  const typos = new Uint16Array(count);
  const mask = new Uint16Array(count);
  const exact = new Uint8Array(count);
  const stopHits = new Uint8Array(count);
  const score = new Float64Array(count);
  // Which query terms a record matched (a bit each), and which its page matched anywhere.
  const termBits = new Uint32Array(count);
  const pageBits = new Uint32Array(count);
  const pageStamp = new Int32Array(count);
  const pageWords = new Float32Array(count);
  const pageScore = new Float64Array(count);
  const termTypos = new Uint8Array(count);
  const termMask = new Uint16Array(count);
  const termExact = new Uint8Array(count);
  const termWeight = new Float32Array(count);
  // The fields a query term matched without a typo, and the best score of its typo matches.
  const termPlainMask = new Uint16Array(count);
  const termTypoScore = new Float32Array(count);
  const urlSeen = new Int32Array(count);
  const pageSeen = new Int32Array(count);
  const chosenStamp = new Int32Array(count);
  const scoreScratch = new Float64Array(count);
  let queryStamp = 0;
  let passStamp = 0;
  let termCounter = 0;

  function allowedFor(filters?: FacetFilters): Uint8Array | null {
    if (!filters || (Array.isArray(filters) && filters.length === 0)) return null;
    const key = JSON.stringify(filters);
    let allowed = allowedCache.get(key);
    if (!allowed) {
      allowed = Uint8Array.from(records, (record) => (matchesGroups(record, filters) ? 1 : 0));
      if (allowedCache.size > 16) allowedCache.clear();
      allowedCache.set(key, allowed);
    }
    return allowed;
  }

  // Scratch lists of record numbers, reused by every query (no garbage per match).
  const touchedList = new Int32Array(count);
  const candidateList = new Int32Array(count);

  function collect(terms: QueryTerm[], allowed: Uint8Array | null): Int32Array {
    queryStamp += 1;
    let candidateCount = 0;
    for (let termIndex = 0; termIndex < terms.length; termIndex += 1) {
      const term = terms[termIndex];
      termCounter += 1;
      let touchedCount = 0;
      const flagOrName = term.flag === true || term.identifier === true;
      for (const [termId, match] of postings.expand(term)) {
        const docs = postings.docs[termId];
        const masks = postings.masks[termId];
        const matchTypos = match.typos;
        const matchExact = match.exact ? 1 : 0;
        const matchWeight = match.weight;
        for (let k = 0; k < docs.length; k += 1) {
          const doc = docs[k];
          if (allowed !== null && allowed[doc] === 0) continue;
          const fields = masks[k];
          // A word matched through a typo scores in its own fields only: it lends no field to the
          // term's other matches ("sse" is not in the title that has "use").
          const typoScore = matchTypos > 0 ? maskBoost[fields] / (1 + matchTypos) : 0;
          if (termStamp[doc] !== termCounter) {
            termStamp[doc] = termCounter;
            termTypos[doc] = matchTypos;
            termMask[doc] = fields;
            termExact[doc] = matchExact;
            termPlainMask[doc] = matchTypos === 0 ? fields : 0;
            termWeight[doc] = matchTypos === 0 ? matchWeight : 0;
            termTypoScore[doc] = typoScore;
            touchedList[touchedCount] = doc;
            touchedCount += 1;
          } else {
            if (matchTypos < termTypos[doc]) termTypos[doc] = matchTypos;
            termMask[doc] |= fields;
            if (matchExact) termExact[doc] = 1;
            if (matchTypos === 0) {
              termPlainMask[doc] |= fields;
              if (matchWeight > termWeight[doc]) termWeight[doc] = matchWeight;
            } else if (typoScore > termTypoScore[doc]) termTypoScore[doc] = typoScore;
          }
        }
      }
      const idf = Math.log(1 + count / Math.max(1, touchedCount));
      for (let t = 0; t < touchedCount; t += 1) {
        const doc = touchedList[t];
        if (candidateStamp[doc] !== queryStamp) {
          candidateStamp[doc] = queryStamp;
          words[doc] = 0;
          typos[doc] = 0;
          mask[doc] = 0;
          exact[doc] = 0;
          stopHits[doc] = 0;
          termBits[doc] = 0;
          score[doc] = 0;
          candidateList[candidateCount] = doc;
          candidateCount += 1;
        }
        words[doc] += 1;
        termBits[doc] |= 1 << termIndex;
        typos[doc] += termTypos[doc];
        mask[doc] |= termMask[doc];
        exact[doc] += termExact[doc];
        const plain = termPlainMask[doc];
        const flagBoost = flagOrName && plain & headingMask ? flagTitleBoost : 1;
        const plainScore = plain === 0 ? 0 : maskBoost[plain] * termWeight[doc] * flagBoost;
        score[doc] += idf * Math.max(plainScore, termTypoScore[doc]);
      }
    }
    const candidates = candidateList.subarray(0, candidateCount);
    // A page that answers every word of a question, across its sections, beats
    // one section elsewhere that has more of them by chance.
    for (const doc of candidates) {
      const pageIndex = pageId[doc];
      if (pageStamp[pageIndex] !== queryStamp) {
        pageStamp[pageIndex] = queryStamp;
        pageBits[pageIndex] = 0;
      }
      pageBits[pageIndex] |= termBits[doc];
    }
    for (const doc of candidates) pageWords[doc] = popcount(pageBits[pageId[doc]]);
    return candidates;
  }

  // "what is toolhive" should find the heading "What is ToolHive?" first: function
  // words are not searched for, but among equal hits those whose headings
  // contain them rank first. Each record keeps which function words its headings have (a bit
  // each), so a query counts them on its candidates alone.
  const stopWordBit = new Map([...stopWords].map((word, index) => [word, index]));
  const stopWordSlots = Math.ceil(stopWordBit.size / 32);
  const headingStopBits = new Uint32Array(count * stopWordSlots);
  {
    const bitsOf = new Map<string, number[]>();
    records.forEach((record, doc) => {
      for (const level of levels.slice(1)) {
        const text = record.hierarchy[level];
        if (!text) continue;
        let bits = bitsOf.get(text);
        if (!bits) {
          bits = indexTerms(text)
            .map((term) => stopWordBit.get(term))
            .filter((bit): bit is number => bit !== undefined);
          bitsOf.set(text, bits);
        }
        for (const bit of bits)
          headingStopBits[doc * stopWordSlots + (bit >> 5)] |= 1 << (bit & 31);
      }
    });
  }

  function countStopWords(query: string, candidates: ArrayLike<number>): void {
    const wanted = new Uint32Array(stopWordSlots);
    let any = false;
    for (const word of queryStopWords(query)) {
      const bit = stopWordBit.get(word);
      if (bit === undefined) continue;
      wanted[bit >> 5] |= 1 << (bit & 31);
      any = true;
    }
    if (!any) return;
    for (let i = 0; i < candidates.length; i += 1) {
      const doc = candidates[i];
      let hits = 0;
      for (let slot = 0; slot < stopWordSlots; slot += 1) {
        hits += popcount(headingStopBits[doc * stopWordSlots + slot] & wanted[slot]);
      }
      stopHits[doc] = hits;
    }
  }

  // Ranking: the relevance score (each query word's best field boost, times its
  // rarity, less for typos, forms and synonyms), plus the query words the page
  // has anywhere; then DocSearch's tie-breakers.
  const compare = (a: number, b: number) =>
    pageScore[b] - pageScore[a] ||
    stopHits[b] - stopHits[a] ||
    maskRank[mask[a]] - maskRank[mask[b]] ||
    exact[b] - exact[a] ||
    pageRank[b] - pageRank[a] ||
    level[b] - level[a] ||
    position[a] - position[b] ||
    a - b;

  // The first text below a heading record, on the same page.
  function leadText(doc: number): string | null {
    const next = records[doc + 1];
    if (records[doc].type === 'content' || !next || pageId[doc + 1] !== pageId[doc]) return null;
    return next.type === 'content' ? next.content : null;
  }

  // Each record's section title (its deepest hierarchy level) as a number, the same for records
  // of one section, so a query weighs each title once.
  const titleTexts: string[] = [];
  const titleKeys = new Map<string, number>();
  // The field the section title is in: a record whose match misses it gets no title bonus.
  const titleField = new Uint16Array(count);
  const titleOf = Int32Array.from(records, (record, doc) => {
    let title = '';
    for (const at of levels.slice(1)) {
      const text = record.hierarchy[at];
      if (text === null) continue;
      title = text;
      titleField[doc] = fieldBit(at);
    }
    let id = titleKeys.get(title);
    if (id === undefined) {
      id = titleTexts.length;
      titleKeys.set(title, id);
      titleTexts.push(title);
    }
    return id;
  });
  type TitleWord = {term: string; joined: string | null; flag: boolean};
  const titleWordsCache: (TitleWord[] | undefined)[] = [];
  /** A title's parts, less function words. */
  function titleWordList(id: number): TitleWord[] {
    let list = titleWordsCache[id];
    if (!list) {
      list = [];
      for (const word of splitWords(titleTexts[id])) {
        for (const part of word.parts) {
          if (stopWords.has(part.term)) continue;
          list.push({term: part.term, joined: word.joined, flag: word.flag !== null});
        }
      }
      titleWordsCache[id] = list;
    }
    return list;
  }
  const bonusStamp = new Int32Array(titleTexts.length);
  const bonusValue = new Float64Array(titleTexts.length);

  /**
   * What a section's title adds for the query: the share of its words the query has, and the
   * query's word pairs found next to each other in it. The title's words are its parts
   * (`--proxy-port` is `proxy` and `port`); function words do not count; a pair does not run
   * from a plain word into a flag (in "thv proxy --port", `proxy` and `port` are not a phrase).
   */
  function titleBonus(id: number, termOf: Map<string, number>): number {
    if (bonusStamp[id] === queryStamp) return bonusValue[id];
    let total = 0;
    let matched = 0;
    let pairs = 0;
    let previous = -1;
    let previousFlag = false;
    for (const word of titleWordList(id)) {
      total += 1;
      const index =
        (word.joined !== null ? termOf.get(word.joined) : undefined) ?? termOf.get(word.term) ?? -1;
      if (index >= 0) {
        matched += 1;
        if (previous >= 0 && index > previous && (!word.flag || previousFlag)) pairs += 1;
      }
      previous = index;
      previousFlag = word.flag;
    }
    const bonus =
      (matched > 0 ? titleCoverageWeight * (matched / total) : 0) + titlePhraseWeight * pairs;
    bonusStamp[id] = queryStamp;
    bonusValue[id] = bonus;
    return bonus;
  }
  /** Each word that stands for a query term (as typed, another form, a synonym): the term's index. */
  function termIndex(terms: QueryTerm[]): Map<string, number> {
    const termOf = new Map<string, number>();
    terms.forEach((term, index) => {
      for (const word of [term.term, ...(term.forms ?? []), ...(term.synonyms ?? [])]) {
        if (!termOf.has(word)) termOf.set(word, index);
      }
    });
    return termOf;
  }

  // Whether the query names each page by its title, worked out once per page and query.
  const pageFactStamp = new Int32Array(count);
  const holdsTitleFact = new Uint8Array(count);
  let factTerms: QueryTerm[] = [];
  let factTermOf = new Map<string, number>();
  function pageFacts(doc: number, terms: QueryTerm[]): number {
    const page = pageId[doc];
    if (pageFactStamp[page] !== queryStamp || factTerms !== terms) {
      if (factTerms !== terms) {
        factTerms = terms;
        factTermOf = termIndex(terms);
      }
      pageFactStamp[page] = queryStamp;
      const parts = titleParts(doc);
      const words = terms.filter((term) => !term.flag && !term.identifier);
      // The query holds the whole title ("github mcp server token" holds "github MCP server"), or
      // the title holds every word of the query ("fetch server").
      holdsTitleFact[page] =
        parts.length > 0 &&
        (parts.every((part) => factTermOf.has(part)) ||
          (words.length > 0 &&
            words.every((term) =>
              [term.term, ...(term.synonyms ?? [])].some((word) => parts.includes(word)),
            )))
          ? 1
          : 0;
    }
    return page;
  }

  // The words of each page's title, function words aside (split into parts: `hass-mcp` is `hass`, `mcp`).
  const pageTitleParts = new Map<number, string[]>();
  function titleParts(doc: number): string[] {
    let parts = pageTitleParts.get(pageId[doc]);
    if (!parts) {
      parts = splitWords(records[doc].hierarchy.lvl1)
        .flatMap((word) => word.parts.map((part) => part.term))
        .filter((term) => !stopWords.has(term));
      pageTitleParts.set(pageId[doc], parts);
    }
    return parts;
  }
  /** Whether the query holds the page's whole title, or the title every word of the query. */
  function holdsPageTitle(doc: number, terms: QueryTerm[]): boolean {
    return holdsTitleFact[pageFacts(doc, terms)] === 1;
  }

  /** Each word that is a query term as typed or in another form (no synonyms): the term's index. */
  function typedTermIndex(terms: QueryTerm[]): Map<string, number> {
    const termOf = new Map<string, number>();
    terms.forEach((term, index) => {
      for (const word of [term.term, ...(term.forms ?? [])]) {
        if (!termOf.has(word)) termOf.set(word, index);
      }
    });
    return termOf;
  }

  /**
   * Which contexts the query names: it has one of their words, as typed, in another form or as a
   * synonym (the words of `termOf`, from `termIndex`).
   */
  function askedContexts(termOf: Map<string, number>): boolean[] {
    return contexts.map((words) => words.some((word) => termOf.has(word)));
  }

  /** At most `perPage` hits from one page among the first `top`: the others move down just after. */
  function diversify(hits: number[], top = 5, perPage = 2): {hits: number[]; filled: boolean} {
    const first: number[] = [];
    const deferred: number[] = [];
    const counts = new Map<number, number>();
    let index = 0;
    for (; index < hits.length && first.length < top; index += 1) {
      const doc = hits[index];
      const seen = counts.get(pageId[doc]) ?? 0;
      if (seen >= perPage) deferred.push(doc);
      else {
        counts.set(pageId[doc], seen + 1);
        first.push(doc);
      }
    }
    return {hits: [...first, ...deferred, ...hits.slice(index)], filled: first.length >= top};
  }

  /** Whether a match is a hit of its own: the first of its URL, and not folded into its page's. */
  function keepHit(doc: number): boolean {
    if (urlSeen[urlId[doc]] === passStamp) return false;
    const own = (mask[doc] & ownMask[doc]) !== 0;
    if (!own && pageSeen[pageId[doc]] === passStamp) return false;
    urlSeen[urlId[doc]] = passStamp;
    pageSeen[pageId[doc]] = passStamp;
    return true;
  }

  /** The `limit` candidates of highest score (and any that tie with the last), unordered. */
  function bestCandidates(candidates: Int32Array, limit: number): number[] {
    if (candidates.length <= limit) return Array.from(candidates);
    const scores = scoreScratch.subarray(0, candidates.length);
    for (let i = 0; i < candidates.length; i += 1) scores[i] = pageScore[candidates[i]];
    const threshold = kthLargest(scores, limit);
    const best: number[] = [];
    for (const doc of candidates) if (pageScore[doc] >= threshold) best.push(doc);
    return best;
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
    const candidates = collect(terms, allowedFor(options.facetFilters));
    countStopWords(query, candidates);
    const termOf = termIndex(terms);
    const asked = askedContexts(termOf);
    const namedContexts = askedContexts(typedTermIndex(terms));
    for (const doc of candidates) {
      // Section titles count on pages that have every word of the query.
      const bonus =
        mask[doc] & titleField[doc] && popcount(pageBits[pageId[doc]]) === terms.length
          ? titleBonus(titleOf[doc], termOf)
          : 0;
      // A demoted page keeps its demotion for words in its body, not when the query names its
      // context as typed ("stop workload api"), nor, for a page found by name (a catalogue
      // entry), when the query holds its whole title ("github mcp server token") or its title
      // holds every word of the query ("fetch server").
      const context = contextOf[doc];
      const rank =
        (pageRank[doc] < 0 && context >= 0 && namedContexts[context]) ||
        (pageRank[doc] < 0 && foundByName[doc] && holdsPageTitle(doc, terms))
          ? 0
          : pageRank[doc];
      pageScore[doc] =
        (pageWordsWeight * pageWords[doc] + score[doc] + stopWordWeight * stopHits[doc] + bonus) *
        pageRankFactor ** rank *
        (context >= 0 && !asked[context] ? contextFactor : 1);
    }
    // Only the best matches are sorted, and only as many as the page of hits needs (more when
    // many fold into one hit): the rest are counted, not ordered.
    const wanted = (page + 1) * hitsPerPage;
    let limit = wanted * 4 + 32;
    let ranked: number[];
    let nbHits: number;
    let exhaustive = true;
    for (;;) {
      const best = bestCandidates(candidates, limit);
      best.sort(compare);
      passStamp += 1;
      const distinct = best.filter(keepHit);
      const complete = best.length === candidates.length;
      const diversified = diversify(distinct);
      if (complete || (distinct.length >= wanted + 5 && diversified.filled)) {
        ranked = diversified.hits;
        nbHits = distinct.length;
        if (!complete) {
          exhaustive = false;
          for (const doc of best) chosenStamp[doc] = passStamp;
          for (const doc of candidates) {
            if (chosenStamp[doc] !== passStamp && keepHit(doc)) nbHits += 1;
          }
        }
        break;
      }
      limit *= 4;
    }
    const slice = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const matchCache = createMatchCache(terms);
    const snippetSizes = parseSnippetSpecs(options.attributesToSnippet);
    return {
      hits: slice.map((doc) =>
        decorate(
          records[doc],
          {
            words: words[doc],
            typos: typos[doc],
            attribute: maskRank[mask[doc]],
            exact: exact[doc],
            score: pageScore[doc],
          },
          terms,
          options,
          matchCache,
          snippetSizes,
          leadText(doc),
        ),
      ),
      nbHits,
      page,
      nbPages: Math.ceil(nbHits / hitsPerPage),
      hitsPerPage,
      query,
      processingTimeMS: Date.now() - started,
      exhaustiveNbHits: exhaustive,
    };
  }

  return {search, records};
}

// --- The packed pages ------------------------------------------------------
// What the build extracts from each page: pages, not records, so that headings
// shared by many records are written once (prebuilt.ts writes them, without
// their texts, into build/search-index.json, and the texts beside it). A page item is [level, text, anchor?]:
// level 1-6 is a heading, 0 a paragraph, list item, table row or code block.
// A named record (an element with `id` and `data-search-title`: a CLI flag, a
// manifest field) is [7, title, id, text]: its title sits one level below the
// heading above it, and the items after it stay under that heading.

export const namedLevel = 7;

export type PackedItem =
  | [level: number, text: string, anchor?: string]
  | [level: typeof namedLevel, title: string, anchor: string, text: string]
  /**
   * Text inside a tab panel: the panel's id, the tab labels around it (`Release archive › Linux,
   * ARM64`), and the level of its section's heading (headings in other panels come after it).
   */
  | [level: 0, text: string, panel: string, tabs: string, sectionLevel: number];

export type PackedPage = {
  /** Path from the site root, without anchor. */
  path: string;
  lvl0: string;
  language: string;
  tags: string[];
  pageRank?: number;
  /** A query that names this page (its title holds every query word) ignores its page rank. */
  foundByName?: true;
  /**
   * Words that name the page's context, when it is not the default one: a page about Kubernetes
   * or the REST API ranks lower for a query that names none of them (see `contextFactor`).
   */
  context?: string[];
  /**
   * Words readers use for the page that it may not use itself ("migrate" for the upgrade page):
   * they match like words of its title, on every record of the page.
   */
  keywords?: string[];
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
    page.items.forEach((item, position) => {
      const [level, text, itemAnchor] = item;
      if (level === namedLevel) {
        records.push(
          recordBelowSection(page, pageUrl, position, hierarchy, {
            title: text,
            anchor: itemAnchor ?? '',
            content: item[3] ?? '',
            named: true,
          }),
        );
        return;
      }
      if (level === 0 && itemAnchor && typeof item[3] === 'string') {
        // Text inside a tab panel: it links to the panel, which the site's Tabs open for the
        // visit, and the tab's label stands one level below its section, so the hit says which
        // tab holds the text.
        records.push(
          recordBelowSection(page, pageUrl, position, hierarchy, {
            title: item[3],
            anchor: itemAnchor,
            content: text,
            sectionLevel: Number(item[4] ?? 6),
          }),
        );
        return;
      }
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
        ...(page.foundByName ? {foundByName: true} : {}),
        ...(page.context ? {context: page.context} : {}),
        ...(page.keywords ? {keywords: page.keywords} : {}),
      });
    });
  }
  return records;
}

/**
 * A record with its own title and anchor one level below its section (at most `sectionLevel`
 * deep): a named record (a flag row, a field) or the text of a tab panel under its tab's label.
 */
function recordBelowSection(
  page: PackedPage,
  pageUrl: string,
  position: number,
  hierarchy: Hierarchy,
  own: {title: string; anchor: string; content: string; sectionLevel?: number; named?: true},
): SearchRecord {
  const placed = {...hierarchy};
  let deepest = 1;
  for (let at = 2; at <= Math.min(6, own.sectionLevel ?? 6); at += 1) {
    if (placed[levels[at]]) deepest = at;
  }
  for (let at = deepest + 1; at <= 6; at += 1) {
    placed[levels[at] as Exclude<Level, 'lvl0' | 'lvl1'>] = null;
  }
  placed[levels[Math.min(6, deepest + 1)] as Exclude<Level, 'lvl0' | 'lvl1'>] = own.title;
  return {
    objectID: `${page.path}:${position}`,
    url: `${pageUrl}#${own.anchor}`,
    url_without_anchor: pageUrl,
    anchor: own.anchor,
    type: 'content',
    content: own.content,
    hierarchy: placed,
    language: page.language,
    docusaurus_tag: page.tags,
    weight: {pageRank: page.pageRank ?? 0, level: levelWeights.content, position},
    ...(page.foundByName ? {foundByName: true} : {}),
    ...(page.context ? {context: page.context} : {}),
    ...(page.keywords ? {keywords: page.keywords} : {}),
    ...(own.named ? {named: true} : {}),
  };
}

/** The index file, relative to the build directory: the current docs and the pages outside them. */
export const searchIndexFileName = 'search-index.json';

/** The index file of an older docs version, by its Docusaurus version name (`0.0.47`). */
export function versionIndexFileName(versionName: string): string {
  return `search-index-${versionName}.json`;
}
