// What a search takes and returns: Algolia's request options and response, DocSearch's hits.
import type {FacetFilters} from './facet-filters';
import type {Hierarchy, Level, SearchRecord} from './record';
import type {Highlighted} from './text';

export type HierarchyHighlights = Record<Level, Highlighted>;

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
