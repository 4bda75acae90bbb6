import {afterEach, describe, expect, it, vi} from 'vitest';

import {
  createSearchEngine,
  unpackSearchIndex,
  type SearchEngine,
  type SearchIndexFile,
} from '../engine';
import {createLocalSearchClient, type SearchClient} from '../client/localClient';
import type {IndexFiles} from '../client/indexUrl';
import {createSearchWorkerHandler} from '../client/workerHandler';
import {
  createWorkerSearchClient,
  resetSearchWorker,
  warmSearchWorker,
} from '../client/workerClient';
import type {FromSearchWorker, ToSearchWorker} from '../client/workerMessages';

const index: SearchIndexFile = {
  format: 'toolhive-search-index',
  version: 1,
  siteUrl: 'https://docs.example',
  pages: [
    {
      path: '/secrets',
      lvl0: 'Guides',
      items: [
        [1, 'Secrets management'],
        [0, 'Store a secret.'],
      ],
    },
    {
      path: '/registry',
      lvl0: 'Guides',
      items: [
        [1, 'The registry'],
        [0, 'Find a server.'],
      ],
    },
  ],
};
const files: IndexFiles = {index: '/search-index.json', texts: '/search-texts.json'};
const request = (query: string) => ({requests: [{indexName: 'docs', query, hitsPerPage: 5}]});

/** An engine whose load waits until `release` is called, and which counts its searches. */
function slowEngine() {
  const engine = createSearchEngine(unpackSearchIndex(index));
  const queries: string[] = [];
  const counted: SearchEngine = {
    ...engine,
    search: (query, options) => {
      queries.push(query);
      return engine.search(query, options);
    },
  };
  let release: () => void = () => undefined;
  const ready = new Promise<SearchEngine>((resolve) => (release = () => resolve(counted)));
  return {load: () => ready, release, queries};
}

describe('the search worker', () => {
  it('answers only the newest of the searches sent while the index loaded', async () => {
    const {load, release, queries} = slowEngine();
    const answers: FromSearchWorker[] = [];
    const handle = createSearchWorkerHandler((message) => answers.push(message), load);
    const search = (id: number, query: string): ToSearchWorker => ({
      kind: 'search',
      id,
      files: [files],
      requests: [{indexName: 'docs', query, params: {hitsPerPage: 5}}],
    });
    const handled = [handle(search(0, 's')), handle(search(1, 'se')), handle(search(2, 'secret'))];
    release();
    await Promise.all(handled);
    expect(queries).toEqual(['secret']);
    expect(answers.map((answer) => [answer.id, answer.kind])).toEqual([
      [0, 'superseded'],
      [1, 'superseded'],
      [2, 'results'],
    ]);
    const [results] = answers.filter((answer) => answer.kind === 'results');
    expect(results.kind === 'results' && results.results[0].hits[0].url).toBe(
      'https://docs.example/secrets',
    );
    // Once loaded, a search is answered when no newer one has come in behind it.
    await handle(search(3, 'regis'));
    await Promise.all([handle(search(4, 'registr')), handle(search(5, 'registry'))]);
    expect(queries).toEqual(['secret', 'regis', 'registry']);
  });

  it('says why a search failed when the index does not load', async () => {
    const answers: FromSearchWorker[] = [];
    const handle = createSearchWorkerHandler(
      (message) => answers.push(message),
      () => Promise.reject(new Error('The search index answered HTTP 500.')),
    );
    await handle({kind: 'load', files});
    await handle({kind: 'search', id: 0, files: [files], requests: []});
    expect(answers).toEqual([
      {kind: 'failed', id: 0, message: 'The search index answered HTTP 500.'},
    ]);
  });
});

/** A Worker that runs the handler in this process, as a browser would in its own thread. */
function installFakeWorker(load: (files: IndexFiles) => Promise<SearchEngine>) {
  const sent: ToSearchWorker[] = [];
  const workers: FakeWorker[] = [];
  class FakeWorker {
    onmessage: ((event: {data: FromSearchWorker}) => void) | null = null;
    onerror: ((event: {preventDefault(): void}) => void) | null = null;
    terminated = false;
    private readonly handle = createSearchWorkerHandler(
      (message) => setTimeout(() => this.onmessage?.({data: message}), 0),
      load,
    );
    constructor() {
      workers.push(this);
    }
    postMessage(message: ToSearchWorker) {
      sent.push(message);
      setTimeout(() => void this.handle(message), 0);
    }
    terminate() {
      this.terminated = true;
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return {sent, workers};
}

describe('the page side of the search worker', () => {
  afterEach(() => {
    resetSearchWorker();
    vi.unstubAllGlobals();
  });

  const inPageNever = () => Promise.reject(new Error('The page must not answer here.'));

  it('loads on intent, then gives stale searches the newest answer', async () => {
    const {load, release, queries} = slowEngine();
    const {sent} = installFakeWorker(load);
    expect(warmSearchWorker(files)).toBe(true);
    const client = createWorkerSearchClient(() => files, inPageNever);
    const answers = Promise.all([
      client.search(request('s')),
      client.search(request('se')),
      client.search(request('secrets')),
    ]);
    release();
    const [first, second, third] = await answers;
    expect(queries).toEqual(['secrets']);
    expect(first).toEqual(third);
    expect(second).toEqual(third);
    expect(third.results[0].query).toBe('secrets');
    expect(sent.map((message) => message.kind)).toEqual(['load', 'search', 'search', 'search']);
  });

  it('shows a failed load as the unreachable error DocSearch knows', async () => {
    installFakeWorker(() => Promise.reject(new Error('The search texts answered HTTP 404.')));
    const client = createWorkerSearchClient(() => files, inPageNever);
    await expect(client.search(request('secrets'))).rejects.toMatchObject({
      name: 'RetryError',
      message: 'The search texts answered HTTP 404.',
    });
  });

  it('answers in the page when the worker cannot run, and from then on', async () => {
    const {workers} = installFakeWorker(() => new Promise(() => undefined));
    const engine = createSearchEngine(unpackSearchIndex(index));
    let inPageCalls = 0;
    const inPage = (): Promise<SearchClient> => {
      inPageCalls += 1;
      return Promise.resolve(createLocalSearchClient(() => Promise.resolve(engine)));
    };
    const client = createWorkerSearchClient(() => files, inPage);
    const pending = client.search(request('registry'));
    // The worker's code fails to load: the browser reports an error on the Worker.
    workers[0].onerror?.({preventDefault: () => undefined});
    const answer = await pending;
    expect(answer.results[0].hits[0].url).toBe('https://docs.example/registry');
    expect(workers[0].terminated).toBe(true);
    expect(warmSearchWorker(files)).toBe(false);
    await client.search(request('secrets'));
    expect(inPageCalls).toBe(2);
    expect(workers).toHaveLength(1);
  });

  it('answers in the page where there is no Worker at all', async () => {
    vi.stubGlobal('Worker', undefined);
    const engine = createSearchEngine(unpackSearchIndex(index));
    const client = createWorkerSearchClient(
      () => files,
      () => Promise.resolve(createLocalSearchClient(() => Promise.resolve(engine))),
    );
    expect(warmSearchWorker(files)).toBe(false);
    const answer = await client.search(request('secrets'));
    expect(answer.results[0].hits[0].url).toBe('https://docs.example/secrets');
  });
});
