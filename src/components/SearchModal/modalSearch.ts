// What the modal asks for each query, and of whom: the site's local search (its worker, or the
// page's engine where none runs), or hosted Algolia when configured. The request is DocSearch's:
// 20 hits, highlighted, with snippets of the headings and the text.
// Relative imports: the unit tests load this file without the site's aliases.
import type {SearchGlobalData} from '../../../plugins/local-search';
import {createHostedSearchClient} from '../../../plugins/local-search/client/hostedClient';
import type {SearchClient} from '../../../plugins/local-search/client/localClient';
import {createSiteSearchClient} from '../../../plugins/local-search/client/workerClient';
import {hitsPerPage} from '../SearchCore/limits';
import {toSitePath} from '../SearchCore/urls';
import type {Hit} from './hitText';
import type {Answer} from './searchSession';

const snippetAttributes = [
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
  'hierarchy.lvl4',
  'hierarchy.lvl5',
  'hierarchy.lvl6',
  'content',
];

export function modalClient(settings: SearchGlobalData): SearchClient {
  if (settings.mode === 'algolia' && settings.algolia) {
    return createHostedSearchClient(settings.algolia);
  }
  return createSiteSearchClient(settings);
}

/** The modal's search: a query in, its hits out. `snippetWords` is asked at each query. */
export function modalSearch(
  settings: SearchGlobalData,
  facetFilters: string[][],
  snippetWords: () => number,
  client: SearchClient = modalClient(settings),
): (query: string) => Promise<Answer> {
  return async (query) => {
    const words = snippetWords();
    const {results} = await client.search([
      {
        indexName: settings.indexName,
        params: {
          query,
          hitsPerPage,
          facetFilters,
          attributesToRetrieve: [
            'hierarchy.lvl0',
            ...snippetAttributes.slice(0, -1),
            'content',
            'type',
            'url',
          ],
          attributesToSnippet: snippetAttributes.map((attribute) => `${attribute}:${words}`),
          snippetEllipsisText: '…',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          ...(settings.mode === 'algolia' ? {clickAnalytics: true} : {}),
        },
      },
    ]);
    const [result] = results;
    // Hits on this site open through the router: their URLs become site paths.
    const hits = (result.hits as unknown as Hit[]).map((hit) => ({
      ...hit,
      url: toSitePath(hit.url, settings.siteUrl),
    }));
    return {query, hits, nbHits: result.nbHits};
  };
}
