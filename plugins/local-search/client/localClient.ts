// A search client with the interface Algolia's clients have, answered by the
// local engine instead of by Algolia: in the page, or (`answerRequests`) in the search worker.
import type {FacetFilters, SearchEngine, SearchResponse} from '../engine';
import {
  encodeParams,
  normalizeRequests,
  numberParam,
  stringListParam,
  type SearchRequest,
} from './requests';

export type SearchResult = SearchResponse & {index: string; queryID: string; params: string};
export type MultiSearchResponse = {results: SearchResult[]};

export type SearchClient = {
  search(requests: unknown): Promise<MultiSearchResponse>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: {algoliaAgent: {value: string; add(agent: {segment: string}): unknown}};
};

/** The name of the User Timing measure recorded for each local query. */
export const queryMeasureName = 'toolhive-search-query';

function randomId(): string {
  const bytes = new Uint8Array(16);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A search that could not be answered: named as Algolia's clients name unreachable hosts. */
export class SearchUnavailableError extends Error {
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
    this.name = 'RetryError';
  }
}

let measures = 0;
function measure(start: number): void {
  if (typeof performance === 'undefined' || typeof performance.measure !== 'function') return;
  measures += 1;
  if (measures > 500) {
    performance.clearMeasures(queryMeasureName);
    measures = 1;
  }
  performance.measure(queryMeasureName, {start, end: performance.now()});
}

/** The answer to each request, from the engine of its docs version (`engines`, by position). */
export function answerRequests(requests: SearchRequest[], engines: SearchEngine[]): SearchResult[] {
  return requests.map((request, position): SearchResult => {
    const engine = engines[position];
    const started = typeof performance === 'undefined' ? 0 : performance.now();
    const {params} = request;
    const response = engine.search(request.query, {
      page: numberParam(params.page),
      hitsPerPage: numberParam(params.hitsPerPage),
      facetFilters: params.facetFilters as FacetFilters | undefined,
      attributesToSnippet: stringListParam(params.attributesToSnippet),
      highlightPreTag:
        typeof params.highlightPreTag === 'string' ? params.highlightPreTag : undefined,
      highlightPostTag:
        typeof params.highlightPostTag === 'string' ? params.highlightPostTag : undefined,
      snippetEllipsisText:
        typeof params.snippetEllipsisText === 'string' ? params.snippetEllipsisText : undefined,
    });
    measure(started);
    return {
      ...response,
      index: request.indexName,
      queryID: randomId(),
      params: encodeParams({query: request.query, ...params}),
    };
  });
}

/** A search client whose requests `answer` answers (the rest is the interface of Algolia's clients). */
export function searchClientAnswering(
  answer: (requests: SearchRequest[]) => Promise<SearchResult[]>,
): SearchClient {
  const agent = {
    value: 'ToolHive local search',
    add: ({segment}: {segment: string}) => {
      agent.value += `; ${segment}`;
      return agent;
    },
  };
  return {
    async search(input) {
      return {results: await answer(normalizeRequests(input))};
    },
    addAlgoliaAgent(segment) {
      agent.add({segment});
    },
    transporter: {algoliaAgent: agent},
  };
}

/**
 * What a search's requests read, in order (each index name with the facet filters that pick its
 * docs version): an answer fits the searches it matches.
 */
function indexesRead(requests: SearchRequest[]): string {
  return JSON.stringify(
    requests.map((request) => [request.indexName, request.params.facetFilters ?? null]),
  );
}

/**
 * `getEngine` gets each request's facet filters, so a request for an older docs version can be
 * answered from that version's index.
 */
export function createLocalSearchClient(
  getEngine: (facetFilters: FacetFilters | undefined) => Promise<SearchEngine>,
): SearchClient {
  // Searches made while the index loads wait together. Once it is in, only the newest is worked
  // out; each one it supersedes gets its answer, for the input shows the newest query by then.
  // A reader who types a word before the index is ready costs one cold query, not one a letter.
  let newestTicket = 0;
  let newestAnswer: Promise<SearchResult[]> = Promise.resolve([]);
  let newestIndexes = '';

  async function answer(requests: SearchRequest[], ticket: number): Promise<SearchResult[]> {
    let engines: SearchEngine[];
    try {
      engines = await Promise.all(
        requests.map((request) =>
          getEngine(request.params.facetFilters as FacetFilters | undefined),
        ),
      );
    } catch (error) {
      throw new SearchUnavailableError('The search index could not be loaded.', {cause: error});
    }
    if (ticket !== newestTicket && newestIndexes === indexesRead(requests)) return newestAnswer;
    return answerRequests(requests, engines);
  }

  return searchClientAnswering((requests) => {
    newestTicket += 1;
    const answered = answer(requests, newestTicket);
    newestAnswer = answered;
    newestIndexes = indexesRead(requests);
    return answered;
  });
}
