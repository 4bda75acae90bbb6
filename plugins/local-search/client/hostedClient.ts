// A small client for hosted Algolia, used by the search modal and the search page. It sends the
// batched request DocSearch's own client sent.
import {encodeParams, normalizeRequests} from './requests';
import {SearchUnavailableError, type MultiSearchResponse, type SearchClient} from './localClient';

export type HostedClientOptions = {
  appId: string;
  apiKey: string;
  fetchImpl?: typeof fetch;
  /** Per-host time limit; the next host is tried after it. */
  timeoutMs?: number;
};

export class SearchApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function hostedSearchHosts(appId: string): string[] {
  return [
    `${appId}-dsn.algolia.net`,
    `${appId}-1.algolianet.com`,
    `${appId}-2.algolianet.com`,
    `${appId}-3.algolianet.com`,
  ];
}

export function createHostedSearchClient({
  appId,
  apiKey,
  fetchImpl = (...args) => fetch(...args),
  timeoutMs = 2000,
}: HostedClientOptions): SearchClient {
  let agent = 'ToolHive docs search';
  const algoliaAgent = {
    get value() {
      return agent;
    },
    add: ({segment}: {segment: string}) => {
      agent += `; ${segment}`;
      return algoliaAgent;
    },
  };
  return {
    async search(input) {
      const requests = normalizeRequests(input).map((request) => ({
        indexName: request.indexName,
        params: encodeParams({query: request.query, ...request.params}),
      }));
      const credentials = new URLSearchParams({
        'x-algolia-agent': agent,
        'x-algolia-application-id': appId,
        'x-algolia-api-key': apiKey,
      });
      let lastError: unknown;
      for (const host of hostedSearchHosts(appId)) {
        let response: Response;
        try {
          response = await fetchImpl(`https://${host}/1/indexes/*/queries?${credentials}`, {
            method: 'POST',
            headers: {'content-type': 'text/plain'},
            body: JSON.stringify({requests}),
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch (error) {
          lastError = error;
          continue;
        }
        if (response.ok) return (await response.json()) as MultiSearchResponse;
        if (response.status >= 400 && response.status < 500) {
          const body = (await response.json().catch(() => ({}))) as {message?: string};
          throw new SearchApiError(body.message ?? `HTTP ${response.status}`, response.status);
        }
        lastError = new Error(`HTTP ${response.status} from ${host}`);
      }
      throw new SearchUnavailableError('No search host answered.', {cause: lastError});
    },
    addAlgoliaAgent(segment) {
      algoliaAgent.add({segment});
    },
    transporter: {algoliaAgent},
  };
}
