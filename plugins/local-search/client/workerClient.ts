// The site's search client (the modal's and the search page's), answered by the search worker
// (`searchWorkerHandle.ts`). Where no worker runs (none could start, the setting turns it off, the
// worker's code failed to load, or the search page has its own engine), the client answers in the
// page instead.
import type {FacetFilters} from '../engine';
import {indexUrlFor, type IndexFiles, type IndexUrls} from './indexUrl';
import {
  SearchUnavailableError,
  createLocalSearchClient,
  searchClientAnswering,
} from './localClient';
import type {SearchClient, SearchResult} from './localClient';
import {loadEngineInPage} from './pageEngine';
import type {SearchRequest} from './requests';
import {listenToSearchWorker, sendToSearchWorker} from './searchWorkerHandle';
import type {FromSearchWorker} from './workerMessages';

type Pending = {resolve(answer: Promise<SearchResult[]>): void; reject(error: Error): void};

/** The worker could not start or stopped working: the page answers instead. */
class WorkerGone extends Error {}

const pending = new Map<number, Pending>();
let nextId = 0;
// The answers of the latest searches sent, by id: a search superseded by one of them gets its
// answer. The worker names the superseding search before it answers that one, so a short list
// is enough.
const answers = new Map<number, Promise<SearchResult[]>>();
const answersKept = 64;

listenToSearchWorker({
  answer(message: FromSearchWorker) {
    const entry = pending.get(message.id);
    if (!entry) return;
    pending.delete(message.id);
    if (message.kind === 'results') entry.resolve(Promise.resolve(message.results));
    else if (message.kind === 'superseded') {
      const newer = answers.get(message.by);
      // Not kept (it cannot happen while the worker names a recent search): the page answers.
      if (newer) entry.resolve(newer);
      else entry.reject(new WorkerGone());
    } else entry.reject(new SearchUnavailableError(message.message));
  },
  gone() {
    for (const entry of pending.values()) entry.reject(new WorkerGone());
    pending.clear();
  },
});

function askWorker(requests: SearchRequest[], files: IndexFiles[]): Promise<SearchResult[]> {
  const id = nextId;
  nextId += 1;
  const answer = new Promise<SearchResult[]>((resolve, reject) => {
    pending.set(id, {resolve, reject});
  });
  if (!sendToSearchWorker({kind: 'search', id, requests, files})) {
    pending.delete(id);
    return Promise.reject(new WorkerGone());
  }
  answers.set(id, answer);
  answers.delete(id - answersKept);
  // A search superseded by this one shares its failure; that is reported where it is awaited.
  answer.catch(() => undefined);
  return answer;
}

/**
 * A search client answered by the worker: `filesFor` names the index files of a request's docs
 * version; `inPage` answers where there is no worker.
 */
export function createWorkerSearchClient(
  filesFor: (facetFilters: FacetFilters | undefined) => IndexFiles,
  inPage: SearchClient,
): SearchClient {
  return searchClientAnswering(async (requests) => {
    const files = requests.map((request) =>
      filesFor(request.params.facetFilters as FacetFilters | undefined),
    );
    try {
      return await askWorker(requests, files);
    } catch (error) {
      if (!(error instanceof WorkerGone)) throw error;
      return (await inPage.search({requests: requests.map(asDocSearchRequest)})).results;
    }
  });
}

/**
 * The site's local search client, the modal's and the search page's: the worker answers, or where
 * none runs, the page's own engine of a docs version's index files.
 */
export function createSiteSearchClient(urls: IndexUrls): SearchClient {
  const filesFor = (facetFilters: FacetFilters | undefined) => indexUrlFor(urls, facetFilters);
  return createWorkerSearchClient(
    filesFor,
    createLocalSearchClient((facetFilters) => loadEngineInPage(filesFor(facetFilters))),
  );
}

function asDocSearchRequest({indexName, query, params}: SearchRequest) {
  return {indexName, query, ...params};
}
