import {describe, expect, it, vi} from 'vitest';

import {createSearchEngine, unpackSearchIndex} from '../engine';
import {createHostedSearchClient, hostedSearchHosts} from '../client/hostedClient';
import {createLocalSearchClient} from '../client/localClient';
import {loadSearchEngine, resetSearchEngines} from '../client/loader';
import {prefetchFiles} from '../client/prefetch';
import {encodeSearchIndex} from '../prebuilt';
import {normalizeRequests, parseParamString} from '../client/requests';
import {smallIndex} from './fixtures/small-index';

const index = smallIndex;
const engine = () => Promise.resolve(createSearchEngine(unpackSearchIndex(index)));

describe('request shapes', () => {
  it('reads DocSearch requests: {requests: [{indexName, query, ...params}]}', () => {
    expect(
      normalizeRequests({
        requests: [
          {indexName: 'docs', query: 'secret', hitsPerPage: 20, facetFilters: ['language:en']},
        ],
      }),
    ).toEqual([
      {
        indexName: 'docs',
        query: 'secret',
        params: {hitsPerPage: 20, facetFilters: ['language:en']},
      },
    ]);
  });

  it('reads helper requests: [{indexName, params}] with params as an object or a string', () => {
    expect(normalizeRequests([{indexName: 'docs', params: {query: 'a', page: 2}}])).toEqual([
      {indexName: 'docs', query: 'a', params: {page: 2}},
    ]);
    const encoded =
      'query=a%20b&hitsPerPage=20&page=1&facetFilters=%5B%5B%22language%3Aen%22%5D%5D&highlightPreTag=%3Cmark%3E';
    expect(normalizeRequests([{indexName: 'docs', params: encoded}])).toEqual([
      {
        indexName: 'docs',
        query: 'a b',
        params: {
          hitsPerPage: 20,
          page: 1,
          facetFilters: [['language:en']],
          highlightPreTag: '<mark>',
        },
      },
    ]);
    expect(parseParamString('query=123')).toEqual({query: '123'});
  });

  it('rejects anything else with a clear message', () => {
    expect(() => normalizeRequests('query')).toThrow(/array of requests/);
    expect(() => normalizeRequests([42])).toThrow(/must be an object/);
  });
});

/**
 * A local client whose engine loads when `ready()` is called; it records the queries it answers
 * in `searched`, and throws while `fail` is set.
 */
function clientOfLoadingEngine() {
  let ready: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => (ready = resolve));
  const state = {
    ready: () => ready(),
    searched: [] as string[],
    fail: false,
    client: createLocalSearchClient(async () => {
      await loaded;
      const real = await engine();
      return {
        ...real,
        search(query: string, options?: Parameters<typeof real.search>[1]) {
          if (state.fail) throw new Error('broken');
          state.searched.push(query);
          return real.search(query, options);
        },
      };
    }),
  };
  return state;
}

describe('the local client', () => {
  it('answers both shapes with Algolia result fields', async () => {
    const client = createLocalSearchClient(engine);
    const docsearch = await client.search({
      requests: [
        {
          indexName: 'docs',
          query: 'secret',
          hitsPerPage: 20,
          facetFilters: [['language:en']],
          attributesToSnippet: ['content:10'],
        },
      ],
    });
    const helper = await client.search([
      {indexName: 'docs', params: 'query=secret&hitsPerPage=20&page=0'},
    ]);
    for (const {results} of [docsearch, helper]) {
      const [result] = results;
      expect(Object.keys(result)).toEqual(
        expect.arrayContaining([
          'hits',
          'nbHits',
          'page',
          'nbPages',
          'hitsPerPage',
          'query',
          'index',
          'queryID',
          'params',
        ]),
      );
      expect(result).toMatchObject({index: 'docs', query: 'secret', page: 0, hitsPerPage: 20});
      expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
      expect(result.hits[0]).toHaveProperty('_highlightResult.hierarchy.lvl1.value');
      expect(result.hits[0]).toHaveProperty('_snippetResult');
    }
    expect(docsearch.results[0].nbHits).toBe(1);
    expect(helper.results[0].nbHits).toBe(2);
    expect(docsearch.results[0].queryID).not.toBe(helper.results[0].queryID);
  });

  it('works out only the newest of the searches made while the index loads; the rest get its answer', async () => {
    const {client, ready, searched} = clientOfLoadingEngine();
    const ask = (query: string) => client.search({requests: [{indexName: 'docs', query}]});
    const typed = ['s', 'se', 'sec', 'secret'].map(ask);
    ready();
    const answers = await Promise.all(typed);
    expect(searched).toEqual(['secret']);
    for (const {results} of answers) expect(results[0].query).toBe('secret');
    // Once the index is in, every search is worked out for its own query.
    const store = await ask('store');
    const safely = await ask('safely');
    expect(searched).toEqual(['secret', 'store', 'safely']);
    expect([store, safely].map(({results}) => results[0].query)).toEqual(['store', 'safely']);
  });

  it('answers a superseded search of other indexes itself, and fails it with the newest', async () => {
    const loading = clientOfLoadingEngine();
    const {client, ready, searched} = loading;
    const other = client.search({requests: [{indexName: 'older', query: 'store'}]});
    const newest = client.search({requests: [{indexName: 'docs', query: 'secret'}]});
    ready();
    expect((await other).results[0].query).toBe('store');
    expect((await newest).results[0].query).toBe('secret');
    expect(searched).toEqual(['store', 'secret']);

    loading.fail = true;
    const superseded = client.search({requests: [{indexName: 'docs', query: 's'}]});
    const failing = client.search({requests: [{indexName: 'docs', query: 'se'}]});
    await expect(failing).rejects.toThrow('broken');
    await expect(superseded).rejects.toThrow('broken');
  });

  it('fails like an unreachable Algolia when the index cannot load', async () => {
    const client = createLocalSearchClient(() => Promise.reject(new Error('offline')));
    await expect(
      client.search({requests: [{indexName: 'docs', query: 'x'}]}),
    ).rejects.toMatchObject({
      name: 'RetryError',
    });
  });

  const files = {index: '/search-index.json', texts: '/search-texts.json'};
  const prebuilt = encodeSearchIndex(index);
  /** Answers each file's URL with `bodies[file]` (an Error rejects). */
  const serve = (bodies: Partial<Record<'index' | 'texts', unknown>>) =>
    vi.fn<typeof fetch>((url) => {
      const body = String(url).includes('texts') ? bodies.texts : bodies.index;
      if (body instanceof Error) return Promise.reject(body);
      if (body instanceof Response) return Promise.resolve(body);
      return Promise.resolve(new Response(JSON.stringify(body)));
    });

  it('fetches the index and its texts together, once, and again after a failure', async () => {
    resetSearchEngines();
    const offline = serve({index: prebuilt.index, texts: new Error('offline')});
    await expect(loadSearchEngine(files, offline)).rejects.toThrow('offline');
    expect(offline).toHaveBeenCalledTimes(2);
    await Promise.resolve();
    const fetchImpl = serve(prebuilt);
    const loaded = await loadSearchEngine(files, fetchImpl);
    expect(await loadSearchEngine(files, fetchImpl)).toBe(loaded);
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual([files.index, files.texts]);
    expect(loaded.search('secret').hits[0]._snippetResult.content?.value).toBe(
      'Store a <mark>secret</mark> safely.',
    );
  });

  it('lays the index out only once its gate opens, asks the gate once, and fails without it', async () => {
    resetSearchEngines();
    let open: () => void = () => undefined;
    const gate = vi.fn(() => new Promise<void>((resolve) => (open = resolve)));
    let laidOut = false;
    const loading = loadSearchEngine(files, serve(prebuilt), gate).then((loaded) => {
      laidOut = true;
      return loaded;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(laidOut).toBe(false);
    expect(loadSearchEngine(files, serve(prebuilt), gate)).toBe(loadSearchEngine(files));
    expect(gate).toHaveBeenCalledTimes(1);
    open();
    expect((await loading).search('secret').nbHits).toBeGreaterThan(0);

    resetSearchEngines();
    const closed = () => new Promise<void>(() => undefined);
    await expect(
      loadSearchEngine(files, serve({index: new Error('offline'), texts: prebuilt.texts}), closed),
    ).rejects.toThrow('offline');
  });

  it('reads files the search button started fetching, once', async () => {
    resetSearchEngines();
    const early = serve(prebuilt);
    vi.stubGlobal('fetch', early);
    prefetchFiles(files);
    prefetchFiles(files);
    vi.unstubAllGlobals();
    expect(early).toHaveBeenCalledTimes(2);
    const late = serve(prebuilt);
    await loadSearchEngine(files, late);
    expect(late).not.toHaveBeenCalled();
    resetSearchEngines();
    await loadSearchEngine(files, late);
    expect(late).toHaveBeenCalledTimes(2);
  });

  it('rejects a missing, malformed or mismatched pair of files', async () => {
    const other = encodeSearchIndex({...index, pages: index.pages.slice(1)});
    const cases: [Parameters<typeof serve>[0], RegExp][] = [
      [{index: {}, texts: prebuilt.texts}, /index has an unknown format/],
      [{index: prebuilt.index, texts: {}}, /texts have an unknown format/],
      [{index: prebuilt.index, texts: other.texts}, /not those of this search index/],
      [
        {
          index: {...prebuilt.index, postings: `"${prebuilt.index.postings}`},
          texts: prebuilt.texts,
        },
        /malformed/,
      ],
      [{index: {...prebuilt.index, postings: ''}, texts: prebuilt.texts}, /too few postings/],
      [{index: new Response('', {status: 404}), texts: prebuilt.texts}, /HTTP 404/],
      [{index: new Response('<html>'), texts: prebuilt.texts}, /JSON/],
    ];
    for (const [bodies, message] of cases) {
      resetSearchEngines();
      await expect(loadSearchEngine(files, serve(bodies))).rejects.toThrow(message);
    }
  });
});

describe('the hosted client', () => {
  const answer = {
    results: [
      {
        hits: [],
        nbHits: 0,
        page: 0,
        nbPages: 0,
        hitsPerPage: 20,
        query: 'x',
        index: 'docs',
        queryID: 'q1',
      },
    ],
  };

  it('POSTs the batch to /1/indexes/*/queries with the credentials in the URL', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(answer)));
    const client = createHostedSearchClient({appId: 'APP1', apiKey: 'search-key', fetchImpl});
    const response = await client.search({
      requests: [
        {
          indexName: 'docs',
          query: 'secret',
          hitsPerPage: 20,
          clickAnalytics: true,
          facetFilters: [['language:en']],
        },
      ],
    });
    expect(response).toEqual(answer);
    const [url, init] = fetchImpl.mock.calls[0];
    const parsed = new URL(String(url));
    expect(parsed.origin + parsed.pathname).toBe(
      'https://APP1-dsn.algolia.net/1/indexes/*/queries'.replace('APP1', 'app1'),
    );
    expect(parsed.searchParams.get('x-algolia-application-id')).toBe('APP1');
    expect(parsed.searchParams.get('x-algolia-api-key')).toBe('search-key');
    expect(init?.method).toBe('POST');
    const body = JSON.parse(String(init?.body));
    expect(body.requests[0].indexName).toBe('docs');
    const params = new URLSearchParams(body.requests[0].params);
    expect(params.get('query')).toBe('secret');
    expect(params.get('hitsPerPage')).toBe('20');
    expect(params.get('clickAnalytics')).toBe('true');
    expect(params.get('facetFilters')).toBe('[["language:en"]]');
  });

  it('tries the next host when one is down, and gives up with an unreachable error', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('network'))
      .mockResolvedValueOnce(new Response('', {status: 503}))
      .mockResolvedValueOnce(new Response(JSON.stringify(answer)));
    const client = createHostedSearchClient({appId: 'APP1', apiKey: 'k', fetchImpl});
    await client.search([{indexName: 'docs', params: {query: 'x'}}]);
    expect(fetchImpl.mock.calls.map(([url]) => new URL(String(url)).hostname)).toEqual(
      hostedSearchHosts('APP1')
        .slice(0, 3)
        .map((host) => host.toLowerCase()),
    );
    const down = createHostedSearchClient({
      appId: 'APP1',
      apiKey: 'k',
      fetchImpl: () => Promise.reject(new TypeError('network')),
    });
    await expect(down.search([{indexName: 'docs', params: {query: 'x'}}])).rejects.toMatchObject({
      name: 'RetryError',
    });
  });

  it('reports an API error without retrying', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response(JSON.stringify({message: 'Invalid API key'}), {status: 403}));
    const client = createHostedSearchClient({appId: 'APP1', apiKey: 'bad', fetchImpl});
    await expect(client.search([{indexName: 'docs', params: {query: 'x'}}])).rejects.toMatchObject({
      name: 'ApiError',
      status: 403,
      message: 'Invalid API key',
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
