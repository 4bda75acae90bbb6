import {afterEach, describe, expect, it, vi} from 'vitest';

import {createSearchEngine, unpackSearchIndex, type SearchEngine} from '../engine';
import {createLocalSearchClient, type SearchClient} from '../client/localClient';
import type {IndexFiles} from '../client/indexUrl';
import {loadSearchEngine, resetSearchEngines} from '../client/loader';
import {encodeSearchIndex} from '../prebuilt';
import {createSearchWorkerHandler} from '../client/workerHandler';
import {
  loadInSearchWorker,
  noNewSearchWorker,
  resetSearchWorker,
} from '../client/searchWorkerHandle';
import {createWorkerSearchClient} from '../client/workerClient';
import {
  filesOfSearchWorkerName,
  searchWorkerName,
  type FromSearchWorker,
  type ToSearchWorker,
} from '../client/workerMessages';
import {smallIndex} from './fixtures/small-index';

const index = smallIndex;
const files: IndexFiles = {index: '/search-index.json', texts: '/search-texts.json'};
const olderFiles: IndexFiles = {
  index: '/search-index-0.0.47.json',
  texts: '/search-texts-0.0.47.json',
};
const prebuilt = encodeSearchIndex(index);
/** What the site serves at `url`: the test index's texts file, or its index file. */
const servedBody = (url: unknown) =>
  JSON.stringify(String(url).includes('texts') ? prebuilt.texts : prebuilt.index);
const request = (query: string) => ({requests: [{indexName: 'docs', query, hitsPerPage: 5}]});
const searchMessage = (id: number, query: string, pair = files): ToSearchWorker => ({
  kind: 'search',
  id,
  files: [pair],
  requests: [{indexName: 'docs', query, params: {hitsPerPage: 5}}],
});

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
    const handled = [
      handle(searchMessage(0, 's')),
      handle(searchMessage(1, 'se')),
      handle(searchMessage(2, 'secret')),
    ];
    release();
    await Promise.all(handled);
    expect(queries).toEqual(['secret']);
    expect(answers.map(({id, kind, ...rest}) => [id, kind, 'by' in rest ? rest.by : null])).toEqual(
      [
        [0, 'superseded', 2],
        [1, 'superseded', 2],
        [2, 'results', null],
      ],
    );
    const [results] = answers.filter((answer) => answer.kind === 'results');
    expect(results.kind === 'results' && results.results[0].hits[0].url).toBe(
      'https://docs.example/secrets',
    );
    // Once loaded, a search is answered when no newer one has come in behind it.
    await handle(searchMessage(3, 'regis'));
    await Promise.all([handle(searchMessage(4, 'registr')), handle(searchMessage(5, 'registry'))]);
    expect(queries).toEqual(['secret', 'regis', 'registry']);
  });

  it("works out a stale search of another docs version's files itself", async () => {
    const {load, release, queries} = slowEngine();
    const answers: FromSearchWorker[] = [];
    const handle = createSearchWorkerHandler((message) => answers.push(message), load);
    const handled = [
      handle(searchMessage(0, 'secret', olderFiles)),
      handle(searchMessage(1, 'reg')),
    ];
    release();
    await Promise.all(handled);
    expect(queries).toEqual(['secret', 'reg']);
    expect(answers.map((answer) => answer.kind)).toEqual(['results', 'results']);
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

  it('reads the files to load first from its name, and no other name', () => {
    const name = searchWorkerName(olderFiles);
    expect(name.startsWith('toolhive-search ')).toBe(true);
    expect(filesOfSearchWorkerName(name)).toEqual(olderFiles);
    expect(filesOfSearchWorkerName('toolhive-search')).toBeNull();
    expect(filesOfSearchWorkerName('toolhive-search {"index": 1}')).toBeNull();
    expect(filesOfSearchWorkerName('toolhive-search {not json')).toBeNull();
    expect(filesOfSearchWorkerName(`other ${JSON.stringify(files)}`)).toBeNull();
  });
});

describe("the worker's own code", () => {
  afterEach(() => {
    resetSearchEngines();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('fetches the files its name gives as soon as it runs, before any message', async () => {
    const download = vi.fn<typeof fetch>((url) => Promise.resolve(new Response(servedBody(url))));
    vi.stubGlobal('fetch', download);
    const scope = {name: searchWorkerName(files), postMessage: vi.fn(), onmessage: null};
    vi.stubGlobal('self', scope);
    await import('../client/searchWorker');
    expect(download.mock.calls.map(([url]) => url)).toEqual([files.index, files.texts]);
    expect(scope.onmessage).toBeTypeOf('function');
  });

  it('waits for messages where its name gives no files', async () => {
    const download = vi.fn<typeof fetch>(() => Promise.reject(new Error('no fetch here')));
    vi.stubGlobal('fetch', download);
    const scope: {
      name: undefined;
      postMessage: () => void;
      onmessage: ((event: {data: ToSearchWorker}) => void) | null;
    } = {name: undefined, postMessage: vi.fn(), onmessage: null};
    vi.stubGlobal('self', scope);
    await import('../client/searchWorker');
    expect(download).not.toHaveBeenCalled();
    scope.onmessage?.({data: {kind: 'load', files: olderFiles}});
    await vi.waitFor(() =>
      expect(download.mock.calls.map(([url]) => url)).toEqual([olderFiles.index, olderFiles.texts]),
    );
  });
});

/**
 * A Worker that runs the handler in this process, as a browser would in its own thread, and loads
 * the files its name gives as the real one's code does.
 */
function installFakeWorker(load: (files: IndexFiles) => Promise<SearchEngine>) {
  const sent: ToSearchWorker[] = [];
  const workers: FakeWorker[] = [];
  class FakeWorker {
    onmessage: ((event: {data: FromSearchWorker}) => void) | null = null;
    onerror: ((event: {preventDefault(): void}) => void) | null = null;
    terminated = false;
    readonly name: string;
    private readonly handle = createSearchWorkerHandler(
      (message) => setTimeout(() => this.onmessage?.({data: message}), 0),
      load,
    );
    constructor(_url: URL, options: {name: string}) {
      this.name = options.name;
      workers.push(this);
      const first = filesOfSearchWorkerName(options.name);
      if (first) setTimeout(() => void this.handle({kind: 'load', files: first}), 0);
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
    resetSearchEngines();
    vi.unstubAllGlobals();
  });

  const inPageNever: SearchClient = {
    search: () => Promise.reject(new Error('The page must not answer here.')),
    addAlgoliaAgent: () => undefined,
    transporter: {algoliaAgent: {value: '', add: () => undefined}},
  };
  const inPageFrom = (engine: SearchEngine) =>
    createLocalSearchClient(() => Promise.resolve(engine));

  it('loads on intent, in a worker named with the files, then gives stale searches the newest answer', async () => {
    const {load, release, queries} = slowEngine();
    const {sent, workers} = installFakeWorker(load);
    expect(loadInSearchWorker(files)).toBe(true);
    expect(workers.map((worker) => worker.name)).toEqual([searchWorkerName(files)]);
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
    expect(sent.map((message) => message.kind)).toEqual(['search', 'search', 'search']);
  });

  it("sends nothing more for the same files, and another docs version's files in a message", () => {
    const {sent, workers} = installFakeWorker(() => new Promise(() => undefined));
    expect(loadInSearchWorker(files)).toBe(true);
    // Asked again (the modal opens after a hover), nothing more is sent.
    expect(loadInSearchWorker(files)).toBe(true);
    expect(sent).toEqual([]);
    // Another docs version later: the same worker loads it too.
    expect(loadInSearchWorker(olderFiles)).toBe(true);
    expect(loadInSearchWorker(olderFiles)).toBe(true);
    expect(sent).toEqual([{kind: 'load', files: olderFiles}]);
    expect(workers).toHaveLength(1);
  });

  it('tries a failed first load again for the search that comes after it', async () => {
    // The worker's first fetch of the index answers 503; its next one works.
    let indexFetches = 0;
    const workerFetch = vi.fn<typeof fetch>((url) => {
      if (String(url).includes('index')) indexFetches += 1;
      return Promise.resolve(
        String(url).includes('index') && indexFetches === 1
          ? new Response('busy', {status: 503})
          : new Response(servedBody(url)),
      );
    });
    installFakeWorker((pair) => loadSearchEngine(pair, workerFetch));
    expect(loadInSearchWorker(files)).toBe(true);
    const client = createWorkerSearchClient(() => files, inPageNever);
    await vi.waitFor(() => expect(workerFetch).toHaveBeenCalledTimes(2));
    const answer = await client.search(request('secrets'));
    expect(answer.results[0].hits[0].url).toBe('https://docs.example/secrets');
    expect(workerFetch.mock.calls.map(([url]) => url)).toEqual([
      files.index,
      files.texts,
      files.index,
      files.texts,
    ]);
  });

  it('starts no worker when the setting turns it off, and answers in the page', async () => {
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => (key === 'toolhive-search-worker' ? 'never' : null),
    });
    const {workers, sent} = installFakeWorker(() => new Promise(() => undefined));
    expect(loadInSearchWorker(files)).toBe(false);
    expect(workers).toEqual([]);
    const client = createWorkerSearchClient(
      () => files,
      inPageFrom(createSearchEngine(unpackSearchIndex(index))),
    );
    const answer = await client.search(request('secrets'));
    expect(answer.results[0].hits[0].url).toBe('https://docs.example/secrets');
    expect(sent).toEqual([]);
  });

  it('shows a failed load as the unreachable error DocSearch knows', async () => {
    installFakeWorker(() => Promise.reject(new Error('The search texts answered HTTP 404.')));
    loadInSearchWorker(files);
    const client = createWorkerSearchClient(() => files, inPageNever);
    await expect(client.search(request('secrets'))).rejects.toMatchObject({
      name: 'RetryError',
      message: 'The search texts answered HTTP 404.',
    });
  });

  it('answers in the page when the worker cannot run, and from then on', async () => {
    const {workers} = installFakeWorker(() => new Promise(() => undefined));
    const engine = createSearchEngine(unpackSearchIndex(index));
    const inPage = inPageFrom(engine);
    const search = vi.spyOn(inPage, 'search');
    loadInSearchWorker(files);
    const client = createWorkerSearchClient(() => files, inPage);
    const pending = client.search(request('registry'));
    // The worker's code fails to load: the browser reports an error on the Worker.
    workers[0].onerror?.({preventDefault: () => undefined});
    const answer = await pending;
    expect(answer.results[0].hits[0].url).toBe('https://docs.example/registry');
    expect(workers[0].terminated).toBe(true);
    expect(loadInSearchWorker(files)).toBe(false);
    await client.search(request('secrets'));
    expect(search).toHaveBeenCalledTimes(2);
    expect(workers).toHaveLength(1);
  });

  it("gives stale searches the newest one's failure when it fails", async () => {
    let fail: (error: Error) => void = () => undefined;
    const failing = new Promise<SearchEngine>((_, reject) => (fail = reject));
    // The worker reads it later; until then the test holds it, so its failure is not unhandled.
    failing.catch(() => undefined);
    installFakeWorker(() => failing);
    loadInSearchWorker(files);
    const client = createWorkerSearchClient(() => files, inPageNever);
    const answers = [client.search(request('s')), client.search(request('se'))].map((answer) =>
      answer.then(
        () => 'answered',
        (error: Error) => error.message,
      ),
    );
    fail(new Error('The search index answered HTTP 503.'));
    expect(await Promise.all(answers)).toEqual([
      'The search index answered HTTP 503.',
      'The search index answered HTTP 503.',
    ]);
  });

  it('on the search page, asks a worker that runs already, and starts none where none runs', async () => {
    const {load, release, queries} = slowEngine();
    const {workers} = installFakeWorker(load);
    loadInSearchWorker(files);
    noNewSearchWorker();
    const client = createWorkerSearchClient(() => files, inPageNever);
    const waiting = client.search(request('secrets'));
    release();
    expect((await waiting).results[0].hits[0].url).toBe('https://docs.example/secrets');
    expect(queries).toEqual(['secrets']);
    expect(workers[0].terminated).toBe(false);
    resetSearchWorker();
    // A search page opened first: the page answers, and no hover starts a worker later.
    noNewSearchWorker();
    expect(loadInSearchWorker(files)).toBe(false);
    expect(workers).toHaveLength(1);
    const inPage = createWorkerSearchClient(
      () => files,
      inPageFrom(createSearchEngine(unpackSearchIndex(index))),
    );
    expect((await inPage.search(request('registry'))).results[0].hits[0].url).toBe(
      'https://docs.example/registry',
    );
  });

  it('answers in the page where there is no Worker at all', async () => {
    vi.stubGlobal('Worker', undefined);
    const client = createWorkerSearchClient(
      () => files,
      inPageFrom(createSearchEngine(unpackSearchIndex(index))),
    );
    expect(loadInSearchWorker(files)).toBe(false);
    const answer = await client.search(request('secrets'));
    expect(answer.results[0].hits[0].url).toBe('https://docs.example/secrets');
  });
});
