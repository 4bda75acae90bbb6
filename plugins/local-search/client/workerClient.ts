// The page's side of the search worker. The search button starts it on the first sign of a search
// (it carries no engine: the worker's code is its own file), so the index loads while the modal's
// code does; the modal's client then sends it each query. Where no worker can start (or its code
// fails to load), the client answers in the page instead, as it did before there was a worker.
import type {FacetFilters} from '../engine';
import type {IndexFiles} from './indexUrl';
import {SearchUnavailableError, searchClientAnswering} from './localClient';
import type {SearchClient, SearchResult} from './localClient';
import type {SearchRequest} from './requests';
import type {FromSearchWorker, ToSearchWorker} from './workerMessages';

type Pending = {resolve(answer: Promise<SearchResult[]>): void; reject(error: Error): void};

/** The worker could not start or stopped working: the page answers instead. */
class WorkerGone extends Error {}

// undefined: not started yet; null: no worker here (the page answers).
let worker: Worker | null | undefined;
const pending = new Map<number, Pending>();
let nextId = 0;
// The answer to the newest search sent: a search it supersedes gets the same answer.
let newestAnswer: Promise<SearchResult[]> = Promise.resolve([]);

function stopWorker(): void {
  worker?.terminate();
  worker = null;
  for (const entry of pending.values()) entry.reject(new WorkerGone());
  pending.clear();
}

function onAnswer(message: FromSearchWorker): void {
  const entry = pending.get(message.id);
  if (!entry) return;
  pending.delete(message.id);
  if (message.kind === 'results') entry.resolve(Promise.resolve(message.results));
  else if (message.kind === 'superseded') entry.resolve(newestAnswer);
  else entry.reject(new SearchUnavailableError(message.message));
}

function startedWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker === 'undefined') return null;
  try {
    const started = new Worker(new URL('./searchWorker.ts', import.meta.url), {
      name: 'toolhive-search',
    });
    started.onmessage = (event: MessageEvent<FromSearchWorker>) => onAnswer(event.data);
    // The worker catches its own errors, so an error here means its code did not load or run.
    started.onerror = (event) => {
      event.preventDefault();
      stopWorker();
    };
    worker = started;
  } catch {
    worker = null;
  }
  return worker;
}

function send(message: ToSearchWorker): boolean {
  const target = startedWorker();
  if (!target) return false;
  target.postMessage(message);
  return true;
}

/** Asks the worker to load these index files now; false where there is no worker. */
export function warmSearchWorker(files: IndexFiles): boolean {
  return send({kind: 'load', files});
}

function askWorker(requests: SearchRequest[], files: IndexFiles[]): Promise<SearchResult[]> {
  const id = nextId;
  nextId += 1;
  const answer = new Promise<SearchResult[]>((resolve, reject) => {
    pending.set(id, {resolve, reject});
  });
  if (!send({kind: 'search', id, requests, files})) {
    pending.delete(id);
    return Promise.reject(new WorkerGone());
  }
  newestAnswer = answer;
  return answer;
}

/**
 * A search client answered by the worker: `filesFor` names the index files of a request's docs
 * version; `inPage` answers where there is no worker.
 */
export function createWorkerSearchClient(
  filesFor: (facetFilters: FacetFilters | undefined) => IndexFiles,
  inPage: () => Promise<SearchClient>,
): SearchClient {
  return searchClientAnswering(async (requests) => {
    const files = requests.map((request) =>
      filesFor(request.params.facetFilters as FacetFilters | undefined),
    );
    try {
      return await askWorker(requests, files);
    } catch (error) {
      if (!(error instanceof WorkerGone)) throw error;
      const client = await inPage();
      return (await client.search({requests: requests.map(asDocSearchRequest)})).results;
    }
  });
}

function asDocSearchRequest({indexName, query, params}: SearchRequest) {
  return {indexName, query, ...params};
}

/** Stops the worker and forgets it (tests). */
export function resetSearchWorker(): void {
  stopWorker();
  worker = undefined;
  nextId = 0;
}
