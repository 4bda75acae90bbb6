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
  /**
   * False when `nbHits` may be short: some pages it did not score might each add a hit (see
   * `countHits` in engine.ts; a fraction of a percent of the hits).
   */
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

/**
 * What one query word adds to a record's score: its rarity times the better of its matches
 * without a typo (`plainWordScore`) and its best match through a typo (`typoWordScore`).
 */
export function wordScore(idf: number, plainScore: number, typoScore: number): number {
  return idf * Math.max(plainScore, typoScore);
}

/**
 * A query word's matches without a typo: the best field they are in, times the best weight of
 * how they matched (as typed, another form), times the flag boost.
 */
export function plainWordScore(fieldBoost: number, weight: number, flagBoost: number): number {
  return fieldBoost * weight * flagBoost;
}

/**
 * A match through a typo scores in its own fields only ("sse" is not in the title that has
 * "use"): their best boost, less per typo, as a 32-bit float like the scores were stored.
 */
export function typoWordScore(fieldBoost: number, typos: number): number {
  return Math.fround(fieldBoost / (1 + typos));
}

/** A section title's bonus: the share of its words the query has, and query word pairs in it. */
export function titleBonusOf(matched: number, total: number, pairs: number): number {
  return (matched > 0 ? titleCoverageWeight * (matched / total) : 0) + titlePhraseWeight * pairs;
}

/**
 * The relevance score a record ranks by (higher first), from its page's query words (those it
 * has anywhere, through a typo too), its own words' scores (`wordScore`), the query's function words in its
 * headings, its section title's bonus (`titleBonusOf`), its page rank (`rankScale` is
 * `pageRankFactor ** rank`) and its context (`contextFactor` when the query names none of it).
 */
export function relevance(
  pageWords: number,
  wordScores: number,
  stopHits: number,
  titleBonus: number,
  rankScale: number,
  contextScale: number,
): number {
  return (
    (pageWordsWeight * pageWords + wordScores + stopWordWeight * stopHits + titleBonus) *
    rankScale *
    contextScale
  );
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

// A record's matches of one query term, OR-ed into one number over the index words it matched:
// the fields it matched in without a typo (bits 0-7, as `fieldBit`), with one typo (bits 8-15)
// and with two (bits 16-23), whether one match was the word as typed (bit 24), and one bit per
// weight of a match without a typo (bits 25-26: the highest set is the best weight).
const fieldBits = (1 << fields.length) - 1;
const typoFieldShift = 8;
const maxTypos = 2;
const exactBit = 1 << 24;
const weightShift = 25;
/** The most terms a query has (`parseQuery`: words, flags and code names). */
const termSlots = 20;
const matchWeights = [...new Set([formWeight, 1])].sort((a, b) => a - b);
/** The best weight for each set of weight bits, as a 32-bit float like the weights were stored. */
const weightOfBits = Float64Array.from({length: 1 << matchWeights.length}, (_, bits) =>
  bits === 0 ? 0 : Math.fround(matchWeights[31 - Math.clz32(bits)]),
);
const weightMask = (1 << matchWeights.length) - 1;

/** A match's code (see above) without its fields, which `fieldShift` places. */
function matchCode({typos, exact, weight}: Expansion): number {
  const weightClass = matchWeights.indexOf(weight);
  if (typos > maxTypos || (typos === 0 && weightClass < 0)) {
    throw new Error(`No match code for ${typos} typos, ${weight}`);
  }
  return (exact ? exactBit : 0) | (typos === 0 ? 1 << (weightShift + weightClass) : 0);
}
const fieldShift = ({typos}: Expansion) => typoFieldShift * typos;
/** All the fields of a match code, with or without a typo. */
const allFields = (code: number) => (code | (code >> 8) | (code >> 16)) & fieldBits;
/** The fewest typos of a match code. */
const fewestTypos = (code: number) => (code & fieldBits ? 0 : code & (fieldBits << 8) ? 1 : 2);

/**
 * What a record matched of one query term, as one number: the fields (bits 0-7), typos (bits
 * 8-15), 1 when it matched a word as typed (bits 16-20), and one query word (bits 21-25). Over
 * several terms they add up (`addFacts`): fields OR-ed, the rest summed.
 */
function matchFacts(fieldsMatched: number, typos: number, exact: number): number {
  return fieldsMatched | (typos << 8) | (exact << 16) | (1 << 21);
}
function addFacts(facts: number, more: number): number {
  return (facts | (more & 0xff)) + (more & ~0xff);
}

/** The index words a query term matches, with their match codes (`matchCode`) and field shifts. */
type TermMatches = {ids: Int32Array; codes: Int32Array; shifts: Uint8Array};

/**
 * Builds the engine. Ranking is a relevance score (`relevance`): each query word's best
 * field boost times its rarity (less for typos, other forms and synonyms), the
 * query words the page has anywhere, and a bonus for a section title about
 * the query (its share of query words, query words next to each other), all
 * scaled by page rank and by the page's context; then DocSearch's tie-breakers
 * (a match in a higher hierarchy level, more exact words, page rank, heading
 * level, position on the page). One hit per URL; a record that matches only
 * through its headings is folded into an earlier hit from the same page; at
 * most two hits of one page in the first five.
 *
 * A query costs what it matches, and most of that is reading the postings of its words once:
 * what a page matched (the terms, a bound on what each term adds, its URLs) is all it keeps for
 * every match. Pages are then scored highest bound first (`bestCandidates`), and within a page
 * only the records whose own bound reaches the best scores so far (`scorePage`), until no page
 * left can reach them; only those best are ordered. The hits are the same as scoring, ordering
 * and folding every match (tests/reference-search.ts); the count of hits is exact unless many
 * pages were left unscored (see `countHits`).
 */
export function createSearchEngine(records: SearchRecord[], prebuilt?: PostingsData): SearchEngine {
  const count = records.length;
  // Built with the site, the postings are loaded as they are; without them, every text is read.
  const postings = new Postings(prebuilt ?? records);
  const ownMask = Uint16Array.from(records, (record) =>
    fieldBit(record.type === 'content' ? 'content' : record.type),
  );
  const pageRank = Float64Array.from(records, (record) => record.weight.pageRank);
  const rankScale = Float64Array.from(pageRank, (rank) => pageRankFactor ** rank);
  const foundByName = Uint8Array.from(records, (record) => (record.foundByName ? 1 : 0));
  const level = Float64Array.from(records, (record) => record.weight.level);
  const position = Float64Array.from(records, (record) => record.weight.position);
  const ids = (key: (record: SearchRecord) => string) => {
    const numbers = new Map<string, number>();
    const result = Int32Array.from(records, (record) => {
      const value = key(record);
      let id = numbers.get(value);
      if (id === undefined) {
        id = numbers.size;
        numbers.set(value, id);
      }
      return id;
    });
    return {ids: result, size: numbers.size};
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
  const {ids: urlId, size: urlCount} = ids((record) => record.url);
  const {ids: pageId, size: pageCount} = ids((record) => record.url_without_anchor);
  const firstOfPage = new Int32Array(pageCount).fill(-1);
  for (let doc = count - 1; doc >= 0; doc -= 1) firstOfPage[pageId[doc]] = doc;
  // What bounds a page's scores: its records' highest page rank scale, whether one has a
  // negative rank (which a query may lift, see `scoreRecord`), and their context (-2: several).
  const pageMaxScale = new Float64Array(pageCount);
  const pageNegative = new Uint8Array(pageCount);
  const pageFoundByName = new Uint8Array(pageCount);
  const pageContext = new Int16Array(pageCount).fill(-3);
  for (let doc = 0; doc < count; doc += 1) {
    const page = pageId[doc];
    pageMaxScale[page] = Math.max(pageMaxScale[page], rankScale[doc]);
    if (pageRank[doc] < 0) pageNegative[page] = 1;
    if (foundByName[doc]) pageFoundByName[page] = 1;
    if (pageContext[page] === -3) pageContext[page] = contextOf[doc];
    else if (pageContext[page] !== contextOf[doc]) pageContext[page] = -2;
  }
  const allowedCache = new Map<string, Uint8Array | null>();

  // Work space, reused by every query; a stamp tells which entries are current.
  let queryStamp = 0;
  let passStamp = 0;
  let termStamp = 0;
  // Per query term: each record's match code (`matchCode`, OR-ed), current when stamped.
  const termCodes = new Int32Array(count);
  const termCodeStamp = new Int32Array(count);
  const touchedList = new Int32Array(count);
  // Per query: the records that match (a stamp each), and each match of a record and a query
  // term: the record, the term's index and its match code, listed by page (through `entryNext`,
  // from `pageEntries`).
  const candidateStamp = new Int32Array(count);
  let candidateCount = 0;
  let entryDoc = new Int32Array(1024);
  let entryCode = new Int32Array(1024);
  let entryTerm = new Int32Array(1024);
  let entryNext = new Int32Array(1024);
  // Per query, for the records of the pages scored: what each matched (`matchFacts`), the function
  // words of the query in its headings, the sum of `wordScore` over its query words, and its
  // `relevance`; the codes of the terms it matched (`termSlots` a record).
  const matchedTerms = new Int32Array(count);
  const facts = new Int32Array(count);
  const slotCodes = new Int32Array(count * termSlots);
  const stopHits = new Uint8Array(count);
  const wordScores = new Float64Array(count);
  const scores = new Float64Array(count);
  const maskOf = (doc: number) => facts[doc] & 0xff;
  const typosOf = (doc: number) => (facts[doc] >> 8) & 0xff;
  const exactOf = (doc: number) => (facts[doc] >> 16) & 31;
  const wordsOf = (doc: number) => facts[doc] >>> 21;
  const scoreOf = (doc: number) => scores[doc];
  // Per query term: its rarity, and whether it is a flag or code name.
  const termIdf = new Float64Array(termSlots);
  const termFlag = new Uint8Array(termSlots);
  let termCount = 0;
  // Per query: what each page matched, anywhere on it.
  const pageStamp = new Int32Array(pageCount);
  const pageList = new Int32Array(pageCount);
  let touchedPages = 0;
  const pageBits = new Int32Array(pageCount);
  const pageWords = new Float32Array(pageCount);
  // Its matches (`entryDoc`), its candidates, its URLs among them and those with a record that
  // matches in its own text, the sum over query terms of the most a term can add to one of its
  // records (from the term's match codes on the page, OR-ed), and its records' section titles that
  // a query word is in (a list through `hitNext`).
  const pageEntries = new Int32Array(pageCount);
  const pageCodes = new Int32Array(pageCount);
  const pageUrls = new Int32Array(pageCount);
  const pageCandidates = new Int32Array(pageCount);
  const pageOwnUrls = new Int32Array(pageCount);
  const pageBound = new Float64Array(pageCount);
  const pageTermStamp = new Int32Array(pageCount);
  const termPages = new Int32Array(pageCount);
  const pageHits = new Int32Array(pageCount);
  const pageLastTitle = new Int32Array(pageCount);
  let hitTitle = new Int32Array(1024);
  let hitNext = new Int32Array(1024);
  const urlCandidate = new Int32Array(urlCount);
  let ownHits = 0;
  // Per ranking pass, and per query for the count of hits: the URLs with a record that matches
  // in its own text, and each page's best record.
  const urlSeen = new Int32Array(urlCount);
  const pageSeen = new Int32Array(pageCount);
  const urlOwn = new Int32Array(urlCount);
  const pageTop = new Int32Array(pageCount);
  // Per query: the pages not scored yet, a heap by their upper bound (`pageUpper`); the records
  // scored, and the best scores among them (a heap of `bestLimit` at most, the lowest first).
  const pageHeap = new Int32Array(pageCount);
  let pageHeapSize = 0;
  const pageUpper = new Float64Array(pageCount);
  const pageScored = new Int32Array(pageCount);
  // Per page scored: the highest bound of the records it left unscored (-Infinity for none; see
  // `scoreRecord`); the pages that left some.
  const pageSkipped = new Float64Array(pageCount);
  const partialPages: number[] = [];
  const scoredStamp = new Int32Array(count);
  const gatherStamp = new Int32Array(count);
  let gatherCount = 0;
  const pageDocs = new Int32Array(count);
  const scoredList = new Int32Array(count);
  let scoredCount = 0;
  let bestHeap = new Float64Array(256);
  let bestSize = 0;
  let bestLimit = 0;

  function allowedFor(filters?: FacetFilters): Uint8Array | null {
    if (!filters || (Array.isArray(filters) && filters.length === 0)) return null;
    const key = JSON.stringify(filters);
    let allowed = allowedCache.get(key);
    if (allowed === undefined) {
      const flags = Uint8Array.from(records, (record) => (matchesGroups(record, filters) ? 1 : 0));
      // A filter every record passes costs nothing per match.
      allowed = flags.includes(0) ? flags : null;
      if (allowedCache.size > 16) allowedCache.clear();
      allowedCache.set(key, allowed);
    }
    return allowed;
  }

  // Typing repeats the words before the one being typed: their index words are kept.
  const matchesCache = new Map<string, TermMatches>();
  function matchesOf(term: QueryTerm): TermMatches {
    const key = [
      term.term,
      term.prefix ? 1 : 0,
      term.maxTypos,
      term.forms?.join(' ') ?? '',
      term.synonyms?.join(' ') ?? '',
    ].join('\u0000');
    let matches = matchesCache.get(key);
    if (!matches) {
      const expanded = postings.expand(term);
      matches = {
        ids: new Int32Array(expanded.size),
        codes: new Int32Array(expanded.size),
        shifts: new Uint8Array(expanded.size),
      };
      let index = 0;
      for (const [termId, match] of expanded) {
        matches.ids[index] = termId;
        matches.codes[index] = matchCode(match);
        matches.shifts[index] = fieldShift(match);
        index += 1;
      }
      if (matchesCache.size >= 256) matchesCache.clear();
      matchesCache.set(key, matches);
    }
    return matches;
  }

  /**
   * Reads each query term's postings once: which records match, and for each, the term's match
   * code (`matchCode`, OR-ed over the words it matched); then lists each match by page and works
   * out what each page matched: the query terms, a bound on what each adds (`pageBound`), its
   * URLs and candidates (see `countHits`), its section titles with a query word (`pageHits`).
   * What a record matched of all terms is worked out only when its page is scored (`scorePage`).
   */
  function collect(terms: QueryTerm[], allowed: Uint8Array | null): void {
    if (terms.length > termSlots) throw new Error(`More than ${termSlots} query terms`);
    queryStamp += 1;
    termCount = terms.length;
    candidateCount = 0;
    touchedPages = 0;
    ownHits = 0;
    let entryCount = 0;
    let hitCount = 0;
    for (let termIndex = 0; termIndex < terms.length; termIndex += 1) {
      const term = terms[termIndex];
      const bit = 1 << termIndex;
      termStamp += 1;
      const stamp = termStamp;
      const {ids: termIds, codes, shifts} = matchesOf(term);
      let touchedCount = 0;
      for (let e = 0; e < termIds.length; e += 1) {
        const docs = postings.docs[termIds[e]];
        const masks = postings.masks[termIds[e]];
        const code = codes[e];
        const shift = shifts[e];
        for (let k = 0; k < docs.length; k += 1) {
          const doc = docs[k];
          if (allowed !== null && allowed[doc] === 0) continue;
          if (termCodeStamp[doc] === stamp) termCodes[doc] |= code | (masks[k] << shift);
          else {
            termCodeStamp[doc] = stamp;
            termCodes[doc] = code | (masks[k] << shift);
            touchedList[touchedCount] = doc;
            touchedCount += 1;
          }
        }
      }
      termIdf[termIndex] = Math.log(1 + count / Math.max(1, touchedCount));
      termFlag[termIndex] = term.flag || term.identifier ? 1 : 0;
      if (entryCount + touchedCount > entryDoc.length) {
        const size = Math.max(entryDoc.length * 2, entryCount + touchedCount);
        const grow = (list: Int32Array) => {
          const grown = new Int32Array(size);
          grown.set(list.subarray(0, entryCount));
          return grown;
        };
        entryDoc = grow(entryDoc);
        entryCode = grow(entryCode);
        entryTerm = grow(entryTerm);
        entryNext = grow(entryNext);
      }
      let termPageCount = 0;
      for (let t = 0; t < touchedCount; t += 1) {
        const doc = touchedList[t];
        const code = termCodes[doc];
        const page = pageId[doc];
        if (pageStamp[page] !== queryStamp) {
          pageStamp[page] = queryStamp;
          pageList[touchedPages] = page;
          touchedPages += 1;
          pageBits[page] = 0;
          pageEntries[page] = -1;
          pageUrls[page] = 0;
          pageCandidates[page] = 0;
          pageOwnUrls[page] = 0;
          pageBound[page] = 0;
          pageHits[page] = -1;
          pageLastTitle[page] = -1;
        }
        if (pageTermStamp[page] !== stamp) {
          pageTermStamp[page] = stamp;
          pageCodes[page] = code;
          termPages[termPageCount] = page;
          termPageCount += 1;
        } else pageCodes[page] |= code;
        entryDoc[entryCount] = doc;
        entryCode[entryCount] = code;
        entryTerm[entryCount] = termIndex;
        entryNext[entryCount] = pageEntries[page];
        pageEntries[page] = entryCount;
        entryCount += 1;
        if (candidateStamp[doc] !== queryStamp) {
          candidateStamp[doc] = queryStamp;
          candidateCount += 1;
          pageCandidates[page] += 1;
          const url = urlId[doc];
          if (urlCandidate[url] !== queryStamp) {
            urlCandidate[url] = queryStamp;
            pageUrls[page] += 1;
          }
        }
        const ownAndTitle = ownAndTitleField[doc];
        const fieldsMatched = allFields(code);
        if (fieldsMatched & ownAndTitle) {
          const url = urlId[doc];
          if (urlOwn[url] !== queryStamp) {
            urlOwn[url] = queryStamp;
            pageOwnUrls[page] += 1;
            ownHits += 1;
          }
        }
        // A section title with a query word may add a bonus to the page's records.
        if ((fieldsMatched << 8) & ownAndTitle && pageLastTitle[page] !== titleOf[doc]) {
          const title = titleOf[doc];
          pageLastTitle[page] = title;
          if (hitCount === hitTitle.length) {
            const grown = new Int32Array(hitCount * 2);
            grown.set(hitTitle);
            hitTitle = grown;
            const grownNext = new Int32Array(hitCount * 2);
            grownNext.set(hitNext);
            hitNext = grownNext;
          }
          hitTitle[hitCount] = title;
          hitNext[hitCount] = pageHits[page];
          pageHits[page] = hitCount;
          hitCount += 1;
        }
      }
      // What the term can add to a record of each page, at most: its score for the page's
      // codes OR-ed (every field, the fewest typos, the best weight any record has).
      for (let i = 0; i < termPageCount; i += 1) {
        const page = termPages[i];
        const code = pageCodes[page];
        pageBits[page] |= bit;
        pageBound[page] += termScore(termIndex, code);
      }
    }
    for (let i = 0; i < touchedPages; i += 1) {
      const page = pageList[i];
      pageWords[page] = popcount(pageBits[page]);
    }
  }

  /** What query term `termIndex` adds to a record that matched it with `code` (`wordScore`). */
  function termScore(termIndex: number, code: number): number {
    const plain = code & fieldBits;
    const flagBoost = termFlag[termIndex] && plain & headingMask ? flagTitleBoost : 1;
    const plainScore =
      plain === 0
        ? 0
        : plainWordScore(
            maskBoost[plain],
            weightOfBits[(code >> weightShift) & weightMask],
            flagBoost,
          );
    const oneTypo = (code >> typoFieldShift) & fieldBits;
    const twoTypos = (code >> (2 * typoFieldShift)) & fieldBits;
    const typoScore = Math.max(
      oneTypo === 0 ? 0 : typoWordScore(maskBoost[oneTypo], 1),
      twoTypos === 0 ? 0 : typoWordScore(maskBoost[twoTypos], 2),
    );
    return wordScore(termIdf[termIndex], plainScore, typoScore);
  }

  // "what is toolhive" should find the heading "What is ToolHive?" first: function
  // words are not searched for, but among equal hits those whose headings
  // contain them rank first. Each record keeps the number of its headings' set of function words
  // (a bit each; the records of a section share it), so a query counts them once per set.
  const stopWordBit = new Map([...stopWords].map((word, index) => [word, index]));
  const stopWordSlots = Math.ceil(stopWordBit.size / 32);
  const stopSets: Uint32Array[] = [];
  const stopSetOf = new Int32Array(count);
  {
    const bitsOf = new Map<string, number[]>();
    const setNumbers = new Map<string, number>();
    const headings = levels.slice(1);
    records.forEach((record, doc) => {
      const before = records[doc - 1]?.hierarchy;
      if (before && headings.every((at) => record.hierarchy[at] === before[at])) {
        stopSetOf[doc] = stopSetOf[doc - 1];
        return;
      }
      const set = new Uint32Array(stopWordSlots);
      for (const level of headings) {
        const text = record.hierarchy[level];
        if (!text) continue;
        let bits = bitsOf.get(text);
        if (!bits) {
          bits = indexTerms(text)
            .map((term) => stopWordBit.get(term))
            .filter((bit): bit is number => bit !== undefined);
          bitsOf.set(text, bits);
        }
        for (const bit of bits) set[bit >> 5] |= 1 << (bit & 31);
      }
      const key = set.join(' ');
      let number = setNumbers.get(key);
      if (number === undefined) {
        number = stopSets.length;
        setNumbers.set(key, number);
        stopSets.push(set);
      }
      stopSetOf[doc] = number;
    });
  }
  const wantedStopBits = new Uint32Array(stopWordSlots);
  const stopSetStamp = new Int32Array(stopSets.length);
  const stopSetHits = new Uint8Array(stopSets.length);

  /** Marks the query's function words in `wantedStopBits`, and says how many there are. */
  function wantStopWords(query: string): number {
    wantedStopBits.fill(0);
    let wanted = 0;
    for (const word of queryStopWords(query)) {
      const bit = stopWordBit.get(word);
      if (bit === undefined) continue;
      wantedStopBits[bit >> 5] |= 1 << (bit & 31);
      wanted += 1;
    }
    return wanted;
  }

  /** How many of the query's function words the record's headings have. */
  function countStopWords(doc: number): number {
    const number = stopSetOf[doc];
    if (stopSetStamp[number] !== queryStamp) {
      const set = stopSets[number];
      let hits = 0;
      for (let slot = 0; slot < stopWordSlots; slot += 1) {
        hits += popcount(set[slot] & wantedStopBits[slot]);
      }
      stopSetStamp[number] = queryStamp;
      stopSetHits[number] = hits;
    }
    return stopSetHits[number];
  }

  // Ranking: the relevance score (each query word's best field boost, times its
  // rarity, less for typos, forms and synonyms), plus the query words the page
  // has anywhere; then DocSearch's tie-breakers.
  const compare = (a: number, b: number) =>
    scoreOf(b) - scoreOf(a) ||
    stopHits[b] - stopHits[a] ||
    maskRank[maskOf(a)] - maskRank[maskOf(b)] ||
    exactOf(b) - exactOf(a) ||
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

  // Each record's own field with, 8 bits up, the field of its section title.
  const ownAndTitleField = Uint16Array.from(ownMask, (own, doc) => own | (titleField[doc] << 8));

  // The words of titles as numbers, so that a query weighs a title with table lookups. Per query,
  // `wordTerm` holds the query term each word stands for (`termIndex`, -1 for none), and
  // `wordPlainBits` the plain query terms (not flags or code names) it stands for as the term or
  // a synonym, a bit each.
  const wordNumbers = new Map<string, number>();
  let wordTerm = new Int32Array(1024).fill(-1);
  let wordPlainBits = new Int32Array(1024);
  const setWords: number[] = [];
  let queryTermOf = new Map<string, number>();
  let plainWordBits = new Map<string, number>();
  let plainBits = 0;

  function setWord(number: number, word: string): void {
    const index = queryTermOf.get(word);
    const plain = plainWordBits.get(word);
    if (index === undefined && plain === undefined) return;
    if (number >= wordTerm.length) {
      const size = Math.max(number + 1, wordTerm.length * 2);
      const grow = (table: Int32Array, fill: number) => {
        const grown = new Int32Array(size).fill(fill);
        grown.set(table);
        return grown;
      };
      wordTerm = grow(wordTerm, -1);
      wordPlainBits = grow(wordPlainBits, 0);
    }
    wordTerm[number] = index ?? -1;
    wordPlainBits[number] = plain ?? 0;
    setWords.push(number);
  }
  function wordNumber(word: string): number {
    let number = wordNumbers.get(word);
    if (number === undefined) {
      number = wordNumbers.size;
      wordNumbers.set(word, number);
      // A title read for the first time during a query may hold one of its words.
      setWord(number, word);
    }
    return number;
  }
  const numbersOf = (words: Iterable<string>) => Int32Array.from(words, wordNumber);

  /** Sets the per-query word tables (see `wordNumbers`) for `terms`. */
  function setQueryWords(terms: QueryTerm[], termOf: Map<string, number>): void {
    for (const number of setWords) {
      wordTerm[number] = -1;
      wordPlainBits[number] = 0;
    }
    setWords.length = 0;
    queryTermOf = termOf;
    plainWordBits = new Map();
    plainBits = 0;
    terms.forEach((term, index) => {
      if (term.flag || term.identifier) return;
      const bit = 1 << index;
      plainBits |= bit;
      for (const word of [term.term, ...(term.synonyms ?? [])]) {
        plainWordBits.set(word, (plainWordBits.get(word) ?? 0) | bit);
      }
    });
    const words = new Set([...termOf.keys(), ...plainWordBits.keys()]);
    for (const word of words) {
      const number = wordNumbers.get(word);
      if (number !== undefined) setWord(number, word);
    }
  }
  const termOfWord = (number: number) => (number < wordTerm.length ? wordTerm[number] : -1);
  function bitsOfWords(numbers: Int32Array, table: Int32Array): number {
    let bits = 0;
    for (let i = 0; i < numbers.length; i += 1) {
      if (numbers[i] < table.length) bits |= table[numbers[i]];
    }
    return bits;
  }

  /** A page title's parts (`hass-mcp` is `hass`, `mcp`), less function words, as numbers. */
  const pageTitles = new Array<Int32Array | undefined>(pageCount).fill(undefined);
  function pageTitleParts(page: number): Int32Array {
    let parts = pageTitles[page];
    if (!parts) {
      parts = numbersOf(
        splitWords(records[firstOfPage[page]].hierarchy.lvl1)
          .flatMap((word) => word.parts.map((part) => part.term))
          .filter((term) => !stopWords.has(term)),
      );
      pageTitles[page] = parts;
    }
    return parts;
  }

  // Each section title's parts, less function words, three numbers a part in `sectionWords` from
  // `titleStart` (-1: not read yet): the part's word number, its whole word's (-1 for a word of
  // one part), and 1 for a part of a flag. One array for all titles: a query reads many of them.
  const titleStart = new Int32Array(titleTexts.length).fill(-1);
  const titleParts = new Uint16Array(titleTexts.length);
  let sectionWords = new Int32Array(4096);
  let sectionWordsEnd = 0;
  function readTitle(id: number): number {
    const parts: number[] = [];
    for (const word of splitWords(titleTexts[id])) {
      for (const part of word.parts) {
        if (stopWords.has(part.term)) continue;
        parts.push(
          wordNumber(part.term),
          word.joined !== null ? wordNumber(word.joined) : -1,
          word.flag !== null ? 1 : 0,
        );
      }
    }
    if (sectionWordsEnd + parts.length > sectionWords.length) {
      const grown = new Int32Array(
        Math.max(sectionWords.length * 2, sectionWordsEnd + parts.length),
      );
      grown.set(sectionWords.subarray(0, sectionWordsEnd));
      sectionWords = grown;
    }
    sectionWords.set(parts, sectionWordsEnd);
    titleStart[id] = sectionWordsEnd;
    titleParts[id] = parts.length / 3;
    sectionWordsEnd += parts.length;
    return sectionWordsEnd - parts.length;
  }

  const bonusStamp = new Int32Array(titleTexts.length);
  const bonusValue = new Float64Array(titleTexts.length);

  /**
   * What a section's title adds for the query: the share of its words the query has, and the
   * query's word pairs found next to each other in it. The title's words are its parts
   * (`--proxy-port` is `proxy` and `port`); function words do not count; a pair does not run
   * from a plain word into a flag (in "thv proxy --port", `proxy` and `port` are not a phrase).
   */
  function titleBonus(id: number): number {
    if (bonusStamp[id] === queryStamp) return bonusValue[id];
    let start = titleStart[id];
    if (start < 0) start = readTitle(id);
    const end = start + 3 * titleParts[id];
    let total = 0;
    let matched = 0;
    let pairs = 0;
    let previous = -1;
    let previousFlag = 0;
    for (let at = start; at < end; at += 3) {
      const flag = sectionWords[at + 2];
      total += 1;
      const joined = sectionWords[at + 1] >= 0 ? termOfWord(sectionWords[at + 1]) : -1;
      const index = joined >= 0 ? joined : termOfWord(sectionWords[at]);
      if (index >= 0) {
        matched += 1;
        if (previous >= 0 && index > previous && (!flag || previousFlag)) pairs += 1;
      }
      previous = index;
      previousFlag = flag;
    }
    const bonus = titleBonusOf(matched, total, pairs);
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

  // Whether the query names each page by its title, worked out once per page and query: the
  // query holds the whole title ("github mcp server token" holds "github MCP server"), or the
  // title holds every plain word of the query, as typed or a synonym ("fetch server").
  const pageFactStamp = new Int32Array(pageCount);
  const holdsTitleFact = new Uint8Array(pageCount);
  function holdsPageTitle(page: number): boolean {
    if (pageFactStamp[page] !== queryStamp) {
      pageFactStamp[page] = queryStamp;
      const parts = pageTitleParts(page);
      let holds = parts.length > 0;
      for (let i = 0; holds && i < parts.length; i += 1) holds = termOfWord(parts[i]) >= 0;
      if (!holds && parts.length > 0 && plainBits !== 0) {
        holds = (bitsOfWords(parts, wordPlainBits) & plainBits) === plainBits;
      }
      holdsTitleFact[page] = holds ? 1 : 0;
    }
    return holdsTitleFact[page] === 1;
  }

  /**
   * Which contexts the query names: it has one of their words, as typed, in another form or as a
   * synonym (the words of `termOf`, from `termIndex`).
   */
  function askedContexts(termOf: Map<string, number>): boolean[] {
    return contexts.map((words) => words.some((word) => termOf.has(word)));
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

  // Per query: what the score of a record depends on besides its own matches.
  let askedContext: boolean[] = [];
  let namedContext: boolean[] = [];
  let withStopWords = false;
  let stopWordCount = 0;
  let allTerms = 0;

  function prepareScores(query: string, terms: QueryTerm[]): void {
    const termOf = termIndex(terms);
    setQueryWords(terms, termOf);
    askedContext = askedContexts(termOf);
    namedContext = askedContexts(typedTermIndex(terms));
    stopWordCount = wantStopWords(query);
    withStopWords = stopWordCount > 0;
    allTerms = terms.length >= 31 ? -1 : (1 << terms.length) - 1;
  }

  /**
   * A record's relevance (`relevance`), in `scores`; or, when even the page rank the query may
   * give it leaves it below `floor`, that bound in its place, and false.
   */
  function scoreRecord(doc: number, floor: number): boolean {
    const page = pageId[doc];
    stopHits[doc] = withStopWords ? countStopWords(doc) : 0;
    // Section titles count on pages that have every word of the query.
    const bonus =
      maskOf(doc) & titleField[doc] && pageBits[page] === allTerms ? titleBonus(titleOf[doc]) : 0;
    const context = contextOf[doc];
    const contextScale = context >= 0 && !askedContext[context] ? contextFactor : 1;
    if (floor > -Infinity) {
      const bound =
        relevance(
          pageWords[page],
          wordScores[doc],
          stopHits[doc],
          bonus,
          pageRank[doc] >= 0 ? rankScale[doc] : Math.max(rankScale[doc], 1),
          contextScale,
        ) *
          (1 + 1e-9) +
        1e-9;
      if (bound < floor) {
        scores[doc] = bound;
        return false;
      }
    }
    // A demoted page keeps its demotion for words in its body, not when the query names its
    // context as typed ("stop workload api"), nor, for a page found by name (a catalogue entry),
    // when the query names it by its title (`holdsPageTitle`).
    const keepsRank =
      pageRank[doc] >= 0 ||
      !((context >= 0 && namedContext[context]) || (foundByName[doc] && holdsPageTitle(page)));
    scores[doc] = relevance(
      pageWords[page],
      wordScores[doc],
      stopHits[doc],
      bonus,
      keepsRank ? rankScale[doc] : 1,
      contextScale,
    );
    return true;
  }

  /**
   * The most a record of the page can score: `relevance` with each query term's best on the page
   * (`pageBound`), every function word of the query, the best bonus of the page's section titles
   * that have a query word, and the page rank and context that score highest. A page whose bound
   * is below the scores of enough records already found needs no scoring.
   */
  function upperBound(page: number): number {
    let bonus = 0;
    if (pageBits[page] === allTerms) {
      for (let hit = pageHits[page]; hit >= 0; hit = hitNext[hit]) {
        bonus = Math.max(bonus, titleBonus(hitTitle[hit]));
      }
    }
    let scale = pageMaxScale[page];
    if (pageNegative[page] && scale < 1 && mayLiftRank(page)) scale = 1;
    const context = pageContext[page];
    let contextScale = 1;
    if (context >= 0 && !askedContext[context]) contextScale = contextFactor;
    else if (context === -2) contextScale = Math.max(1, contextFactor);
    const bound = relevance(
      pageWords[page],
      pageBound[page],
      stopWordCount,
      bonus,
      scale,
      contextScale,
    );
    // Room for rounding: the bound adds the terms' best in another order than a record does.
    return bound * (1 + 1e-9) + 1e-9;
  }

  /** Whether the query may lift a negative page rank on the page (see `scoreRecord`). */
  function mayLiftRank(page: number): boolean {
    const context = pageContext[page];
    if (context === -2 || (context >= 0 && namedContext[context])) return true;
    if (!pageFoundByName[page]) return false;
    return holdsPageTitle(page);
  }

  /**
   * Scores the candidates of the page, and finds its best record (`pageTop`): first what each
   * matched of all query terms, from the page's matches, adding up its words' scores in term order.
   * Unless `all`, a record whose bound is below the best scores so far is left unscored (see
   * `scoreRecord`); the page's best record is then known only when it scores above all those left
   * (`pageSkipped`).
   */
  function scorePage(page: number, all: boolean): void {
    if (pageScored[page] !== queryStamp) {
      pageScored[page] = queryStamp;
      pageSkipped[page] = -Infinity;
    } else if (pageSkipped[page] === -Infinity) return;
    gatherCount += 1;
    let docCount = 0;
    for (let entry = pageEntries[page]; entry >= 0; entry = entryNext[entry]) {
      const doc = entryDoc[entry];
      const termIndex = entryTerm[entry];
      if (gatherStamp[doc] !== gatherCount) {
        gatherStamp[doc] = gatherCount;
        matchedTerms[doc] = 1 << termIndex;
        pageDocs[docCount] = doc;
        docCount += 1;
      } else matchedTerms[doc] |= 1 << termIndex;
      slotCodes[doc * termSlots + termIndex] = entryCode[entry];
    }
    let top = -1;
    let skipped = -Infinity;
    for (let i = 0; i < docCount; i += 1) {
      const doc = pageDocs[i];
      if (scoredStamp[doc] !== queryStamp) {
        const matched = matchedTerms[doc];
        let added = 0;
        let sum = 0;
        for (let termIndex = 0; termIndex < termCount; termIndex += 1) {
          if ((matched & (1 << termIndex)) === 0) continue;
          const code = slotCodes[doc * termSlots + termIndex];
          sum += termScore(termIndex, code);
          added = addFacts(
            added,
            matchFacts(allFields(code), fewestTypos(code), code & exactBit ? 1 : 0),
          );
        }
        facts[doc] = added;
        wordScores[doc] = sum;
        if (!scoreRecord(doc, !all && bestSize >= bestLimit ? bestHeap[0] : -Infinity)) {
          skipped = Math.max(skipped, scores[doc]);
          continue;
        }
        scoredStamp[doc] = queryStamp;
        scoredList[scoredCount] = doc;
        scoredCount += 1;
        offerBest(scores[doc]);
      }
      if (top < 0 || compare(doc, top) < 0) top = doc;
    }
    pageTop[page] = top;
    if (skipped > -Infinity && pageSkipped[page] === -Infinity) partialPages.push(page);
    pageSkipped[page] = skipped;
  }

  /** Whether the page's best record is known: it was scored, and above all records left. */
  function knowsTop(page: number): boolean {
    return (
      pageScored[page] === queryStamp &&
      pageTop[page] >= 0 &&
      scores[pageTop[page]] > pageSkipped[page]
    );
  }

  const countBudget = 4096;

  /** Keeps the `bestLimit` highest scores offered (a heap, lowest first). */
  function offerBest(value: number): void {
    if (bestSize < bestLimit) {
      let at = bestSize;
      bestSize += 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (bestHeap[parent] <= value) break;
        bestHeap[at] = bestHeap[parent];
        at = parent;
      }
      bestHeap[at] = value;
    } else if (value > bestHeap[0]) {
      let at = 0;
      for (;;) {
        let child = 2 * at + 1;
        if (child >= bestSize) break;
        if (child + 1 < bestSize && bestHeap[child + 1] < bestHeap[child]) child += 1;
        if (bestHeap[child] >= value) break;
        bestHeap[at] = bestHeap[child];
        at = child;
      }
      bestHeap[at] = value;
    }
  }

  function setBestLimit(limit: number): void {
    if (bestHeap.length < limit) bestHeap = new Float64Array(limit);
    bestLimit = limit;
    bestSize = 0;
    for (let i = 0; i < scoredCount; i += 1) offerBest(scoreOf(scoredList[i]));
    // A lower threshold may reach records left unscored.
    for (const page of partialPages) scorePage(page, true);
    partialPages.length = 0;
  }

  /** Starts a query's ranking: its pages in a heap by upper bound, nothing scored yet. */
  function startRanking(): void {
    scoredCount = 0;
    bestSize = 0;
    bestLimit = 0;
    partialPages.length = 0;
    pageHeapSize = touchedPages;
    for (let i = 0; i < touchedPages; i += 1) {
      pageHeap[i] = pageList[i];
      pageUpper[pageList[i]] = upperBound(pageList[i]);
    }
    for (let at = (pageHeapSize >> 1) - 1; at >= 0; at -= 1) siftPage(at);
  }

  function siftPage(start: number): void {
    const page = pageHeap[start];
    const value = pageUpper[page];
    let at = start;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= pageHeapSize) break;
      if (child + 1 < pageHeapSize && pageUpper[pageHeap[child + 1]] > pageUpper[pageHeap[child]])
        child += 1;
      if (pageUpper[pageHeap[child]] <= value) break;
      pageHeap[at] = pageHeap[child];
      at = child;
    }
    pageHeap[at] = page;
  }

  /**
   * The `limit` candidates of highest score (and any that tie with the last), unordered: pages are
   * scored highest bound first, until no page left can reach the `limit`-th best score.
   */
  function bestCandidates(limit: number): number[] {
    setBestLimit(limit);
    while (pageHeapSize > 0) {
      const page = pageHeap[0];
      if (bestSize >= limit && pageUpper[page] < bestHeap[0]) break;
      pageHeapSize -= 1;
      if (pageHeapSize > 0) {
        pageHeap[0] = pageHeap[pageHeapSize];
        siftPage(0);
      }
      scorePage(page, false);
    }
    const threshold = bestSize >= limit ? bestHeap[0] : -Infinity;
    const best: number[] = [];
    for (let i = 0; i < scoredCount; i += 1) {
      if (scoreOf(scoredList[i]) >= threshold) best.push(scoredList[i]);
    }
    return best;
  }

  /**
   * How many hits `keepHit` keeps from all matches in order: each URL with a record that matches
   * in its own text (`ownHits`), and on each page with URLs matched through headings alone, the
   * URL of the page's best record (a page's first record in order is always kept; a later one
   * only when it matches in its own text). The best record is known for the pages scored, and
   * needed only on pages that also have URLs of the other kind: those are scored too when they
   * hold at most `countBudget` records in all; else the count leaves them out (a count at most
   * that many short: `exact` is false).
   */
  function countHits(): {hits: number; exact: boolean} {
    let unknown = 0;
    for (let i = 0; i < touchedPages; i += 1) {
      const page = pageList[i];
      const mixed = pageOwnUrls[page] > 0 && pageUrls[page] > pageOwnUrls[page];
      if (mixed && !knowsTop(page)) unknown += pageCandidates[page];
    }
    const exact = unknown <= countBudget;
    let hits = ownHits;
    for (let i = 0; i < touchedPages; i += 1) {
      const page = pageList[i];
      if (pageUrls[page] === pageOwnUrls[page]) continue;
      if (pageOwnUrls[page] === 0) hits += 1;
      else {
        if (!knowsTop(page)) {
          if (!exact) continue;
          scorePage(page, true);
        }
        if (urlOwn[urlId[pageTop[page]]] !== queryStamp) hits += 1;
      }
    }
    return {hits, exact};
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
    const own = (maskOf(doc) & ownMask[doc]) !== 0;
    if (!own && pageSeen[pageId[doc]] === passStamp) return false;
    urlSeen[urlId[doc]] = passStamp;
    pageSeen[pageId[doc]] = passStamp;
    return true;
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
    collect(terms, allowedFor(options.facetFilters));
    prepareScores(query, terms);
    startRanking();
    // Only the best matches are sorted, and only as many as the page of hits needs (more when
    // many fold into one hit): the rest are counted, not ordered.
    const wanted = (page + 1) * hitsPerPage;
    // Never more than the matches there are: a far page must not ask for a huge work space.
    let limit = Math.min(wanted * 4 + 32, Math.max(1, candidateCount));
    let ranked: number[];
    let complete: boolean;
    for (;;) {
      const best = bestCandidates(limit);
      best.sort(compare);
      passStamp += 1;
      const distinct = best.filter(keepHit);
      complete = best.length === candidateCount;
      const diversified = diversify(distinct);
      if (complete || (distinct.length >= wanted + 5 && diversified.filled)) {
        ranked = diversified.hits;
        break;
      }
      limit = Math.min(limit * 4, Math.max(1, candidateCount));
    }
    const counted = complete ? {hits: ranked.length, exact: true} : countHits();
    const slice = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const matchCache = createMatchCache(terms);
    const snippetSizes = parseSnippetSpecs(options.attributesToSnippet);
    return {
      hits: slice.map((doc) =>
        decorate(
          records[doc],
          {
            words: wordsOf(doc),
            typos: typosOf(doc),
            attribute: maskRank[maskOf(doc)],
            exact: exactOf(doc),
            score: scoreOf(doc),
          },
          terms,
          options,
          matchCache,
          snippetSizes,
          leadText(doc),
        ),
      ),
      nbHits: counted.hits,
      page,
      nbPages: Math.ceil(counted.hits / hitsPerPage),
      hitsPerPage,
      query,
      processingTimeMS: Date.now() - started,
      exhaustiveNbHits: counted.exact,
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
