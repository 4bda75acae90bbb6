// Runs the search page's queries: page 0 when the query changes, then the
// next page of 20 each time the reader reaches the end of the list.
import {useCallback, useEffect, useMemo, useRef, useState} from 'react';

import {createHostedSearchClient} from '@site/plugins/local-search/client/hostedClient';
import type {SearchClient, SearchResult} from '@site/plugins/local-search/client/localClient';
import {noNewSearchWorker} from '@site/plugins/local-search/client/searchWorkerHandle';
import {createSiteSearchClient} from '@site/plugins/local-search/client/workerClient';
import {hitsPerPage, type SearchGlobalData} from '@site/src/components/SearchCore';

export type PageHit = SearchResult['hits'][number];
export type ResultsState = {
  status: 'idle' | 'loading' | 'error';
  query: string;
  hits: PageHit[];
  nbHits: number;
  page: number;
  nbPages: number;
};

const empty: ResultsState = {status: 'idle', query: '', hits: [], nbHits: 0, page: 0, nbPages: 0};

function createClient(settings: SearchGlobalData): SearchClient {
  if (settings.mode === 'algolia' && settings.algolia) {
    return createHostedSearchClient(settings.algolia);
  }
  return createSiteSearchClient(settings);
}

export function useSearchResults(
  settings: SearchGlobalData,
  query: string,
  facetFilters: string[][],
): ResultsState & {loadMore: () => void} {
  const client = useMemo(() => createClient(settings), [settings]);
  // The search worker answers where it runs already; else this page loads the index itself, and
  // the navbar's modal answers from the same engine.
  useEffect(() => {
    if (settings.mode === 'local') noNewSearchWorker();
  }, [settings.mode]);
  const [state, setState] = useState<ResultsState>(empty);
  const latest = useRef(0);

  const run = useCallback(
    (page: number) => {
      latest.current += 1;
      const call = latest.current;
      setState((previous) => ({...previous, status: 'loading'}));
      // The helper's request shape: [{indexName, params}].
      client
        .search([
          {
            indexName: settings.indexName,
            params: {
              query,
              page,
              hitsPerPage,
              facetFilters,
              attributesToSnippet: ['content:30'],
              snippetEllipsisText: '…',
              highlightPreTag: '<mark>',
              highlightPostTag: '</mark>',
              clickAnalytics: settings.mode === 'algolia',
            },
          },
        ])
        .then(({results: [result]}) => {
          if (call !== latest.current) return;
          setState((previous) => ({
            status: 'idle',
            query,
            hits: page === 0 ? result.hits : [...previous.hits, ...result.hits],
            nbHits: result.nbHits,
            page: result.page,
            nbPages: result.nbPages,
          }));
        })
        .catch(() => {
          if (call === latest.current) setState((previous) => ({...previous, status: 'error'}));
        });
    },
    [client, facetFilters, query, settings.indexName, settings.mode],
  );

  useEffect(() => {
    if (!query.trim()) {
      latest.current += 1;
      setState(empty);
      return;
    }
    run(0);
  }, [query, run]);

  const loadMore = useCallback(() => {
    if (state.status !== 'idle' || state.page + 1 >= state.nbPages) return;
    run(state.page + 1);
  }, [run, state.nbPages, state.page, state.status]);

  return {...state, loadMore};
}
