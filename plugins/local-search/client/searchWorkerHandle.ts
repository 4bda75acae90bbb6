// The search worker itself, as the page holds it: started on the first sign of a search by the
// search button, which is in every page's code, so this file stays small (no engine, no client:
// the worker's code is its own file, and the modal's client listens through
// `listenToSearchWorker`).
import type {IndexFiles} from './indexUrl';
import {isPrefetched, takePrefetched} from './prefetch';
import type {FromSearchWorker, ToSearchWorker} from './workerMessages';

export type WorkerListener = {answer(message: FromSearchWorker): void; gone(): void};

// undefined: not started yet; null: no worker here (the page answers).
let worker: Worker | null | undefined;
let listener: WorkerListener | null = null;
// Whether the worker was chosen to answer this page's searches, and the index files handed to it.
let chosen = false;
const handed = new Set<string>();

/** The User Timing mark a stop leaves, with its reason as the detail (for tests and maintainers). */
const stoppedMark = 'toolhive-search-worker-stopped';

/** Stops the worker for good: what is waiting on it, and what comes later, is answered in the page. */
export function stopSearchWorker(reason: string): void {
  if (worker && typeof performance !== 'undefined' && typeof performance.mark === 'function') {
    performance.mark(stoppedMark, {detail: reason});
  }
  worker?.terminate();
  worker = null;
  listener?.gone();
}

// A maintainer's switch, for trying either way on any device: `always` hands the index to the
// worker however fast the page is, `never` starts no worker.
const settingKey = 'toolhive-search-worker';

/** The reader's `toolhive-search-worker` setting in local storage, if it says `always` or `never`. */
export function workerSetting(): 'always' | 'never' | null {
  try {
    const value = globalThis.localStorage?.getItem(settingKey);
    return value === 'always' || value === 'never' ? value : null;
  } catch {
    return null;
  }
}

function startedWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker === 'undefined' || workerSetting() === 'never') return null;
  try {
    const started = new Worker(new URL('./searchWorker.ts', import.meta.url), {
      name: 'toolhive-search',
    });
    started.onmessage = (event: MessageEvent<FromSearchWorker>) => listener?.answer(event.data);
    // The worker catches the errors of its searches, so an error here means its code did not load
    // or broke: the page answers from now on.
    started.onerror = (event) => {
      event.preventDefault();
      stopSearchWorker('its code did not load or broke');
    };
    worker = started;
  } catch {
    worker = null;
  }
  return worker;
}

/**
 * Sends a message to the running worker; false where none runs. A worker that cannot take it is
 * stopped, so that what waits on it is answered in the page.
 */
export function sendToSearchWorker(
  message: ToSearchWorker,
  transfer: Transferable[] = [],
): boolean {
  if (!worker) return false;
  try {
    worker.postMessage(message, transfer);
    return true;
  } catch {
    stopSearchWorker('it could not take a message');
    return false;
  }
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Hands a file the page is downloading to the worker, as bytes: no copy, and no second fetch. */
function sendBytes(url: string, request: Promise<Response>): void {
  request
    .then((response) => {
      if (!response.ok) throw new Error(`The search index file answered HTTP ${response.status}.`);
      return response.arrayBuffer();
    })
    .then(
      (bytes) => sendToSearchWorker({kind: 'file', url, bytes}, [bytes]),
      (error: unknown) => sendToSearchWorker({kind: 'file', url, error: reason(error)}),
    );
}

/** Starts the worker, so its code loads while the modal's does; the index is not loaded yet. */
export function startSearchWorker(): void {
  startedWorker();
}

/**
 * Whether the worker lays these index files out and answers their searches: the first time, only
 * when `slowPage` (see `SearchModal`'s `preloadIndex`) or the setting says `always`; once chosen,
 * for every docs version. When the page answers instead, the worker stops. The files the page
 * started downloading are handed over; the worker fetches any others itself.
 */
export function searchInWorker(files: IndexFiles, slowPage: boolean): boolean {
  if (!worker || !(chosen || slowPage || workerSetting() === 'always')) {
    stopSearchWorker('the page is fast enough to answer');
    return false;
  }
  chosen = true;
  if (handed.has(files.index)) return true;
  const fromPage = [files.index, files.texts].filter(isPrefetched);
  if (!sendToSearchWorker({kind: 'load', files, fromPage})) return false;
  handed.add(files.index);
  for (const url of fromPage) sendBytes(url, takePrefetched(url) as Promise<Response>);
  return true;
}

/**
 * The page has an engine of its own (the search page's): the modal shares it rather than loading
 * the index a second time in a worker, for as long as this page stays open.
 */
export function keepSearchInPage(): void {
  stopSearchWorker('the search page answers');
}

/** Who hears the worker's answers, and that it is gone (one listener: the modal's client). */
export function listenToSearchWorker(next: WorkerListener): void {
  listener = next;
}

/** Forgets the worker, so the next message starts a new one (tests). */
export function resetSearchWorker(): void {
  stopSearchWorker('reset');
  worker = undefined;
  chosen = false;
  handed.clear();
}
