// The search worker itself, as the page holds it: started on the first sign of a search by the
// search button, which is in every page's code, so this file stays small (no engine, no client:
// the worker's code is its own file, and the modal's client listens through
// `listenToSearchWorker`).
import type {IndexFiles} from './indexUrl';
import {searchWorkerName} from './workerMessages';
import type {FromSearchWorker, ToSearchWorker} from './workerMessages';

export type WorkerListener = {answer(message: FromSearchWorker): void; gone(): void};

// undefined: not started yet; null: no worker here (the page answers).
let worker: Worker | null | undefined;
let listener: WorkerListener | null = null;
// The index files the worker was told to load.
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

// A maintainer's switch, for trying the page's own way on any device: `never` starts no worker.
const settingKey = 'toolhive-search-worker';

/** Whether the reader's `toolhive-search-worker` setting in local storage says `never`. */
function isWorkerTurnedOff(): boolean {
  try {
    return globalThis.localStorage?.getItem(settingKey) === 'never';
  } catch {
    return false;
  }
}

/** The running worker, started with `files` as the first to load; null where none can run. */
function startedWorker(files: IndexFiles): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker === 'undefined' || isWorkerTurnedOff()) return null;
  try {
    const started = new Worker(new URL('./searchWorker.ts', import.meta.url), {
      name: searchWorkerName(files),
    });
    started.onmessage = (event: MessageEvent<FromSearchWorker>) => listener?.answer(event.data);
    // The worker catches the errors of its searches, so an error here means its code did not load
    // or broke: the page answers from now on.
    started.onerror = (event) => {
      event.preventDefault();
      stopSearchWorker('its code did not load or broke');
    };
    worker = started;
    handed.add(files.index);
  } catch {
    worker = null;
  }
  return worker;
}

/**
 * Sends a message to the running worker; false where none runs. A worker that cannot take it is
 * stopped, so that what waits on it is answered in the page.
 */
export function sendToSearchWorker(message: ToSearchWorker): boolean {
  if (!worker) return false;
  try {
    worker.postMessage(message);
    return true;
  } catch {
    stopSearchWorker('it could not take a message');
    return false;
  }
}

/**
 * Has the worker lay out these index files and answer their searches; false where no worker runs
 * (none can start, the setting turns it off, its code failed, or the search page answers), and the
 * page loads the index itself. The first call starts the worker, which fetches the files as soon as
 * its code runs, on another core, while the modal's code loads; a later call for another docs
 * version's files sends them.
 */
export function loadInSearchWorker(files: IndexFiles): boolean {
  if (!startedWorker(files)) return false;
  if (handed.has(files.index)) return true;
  if (!sendToSearchWorker({kind: 'load', files})) return false;
  handed.add(files.index);
  return true;
}

/**
 * The search page is open: it asks the worker where one runs (the reader came from the modal, and
 * the worker holds the index); where none runs, the page loads the index itself, and no worker
 * starts for the rest of the visit, so that the modal shares the page's engine rather than loading
 * the index a second time.
 */
export function noNewSearchWorker(): void {
  if (worker === undefined) worker = null;
}

/** Who hears the worker's answers, and that it is gone (one listener: the modal's client). */
export function listenToSearchWorker(next: WorkerListener): void {
  listener = next;
}

/** Forgets the worker, so the next message starts a new one (tests). */
export function resetSearchWorker(): void {
  stopSearchWorker('reset');
  worker = undefined;
  handed.clear();
}
