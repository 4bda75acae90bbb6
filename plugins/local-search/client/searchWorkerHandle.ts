// The search worker itself, as the page holds it: started on the first sign of a search by the
// search button, which is in every page's code, so this file stays small (no engine, no client:
// the worker's code is its own file, and the modal's client listens through `listenToWorker`).
import type {IndexFiles} from './indexUrl';
import type {FromSearchWorker, ToSearchWorker} from './workerMessages';

export type WorkerListener = {answer(message: FromSearchWorker): void; gone(): void};

// undefined: not started yet; null: no worker here (the page answers).
let worker: Worker | null | undefined;
let listener: WorkerListener | null = null;

/** Stops the worker for good: what is waiting on it, and what comes later, is answered in the page. */
export function stopSearchWorker(): void {
  worker?.terminate();
  worker = null;
  listener?.gone();
}

function startedWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker === 'undefined') return null;
  try {
    const started = new Worker(new URL('./searchWorker.ts', import.meta.url), {
      name: 'toolhive-search',
    });
    started.onmessage = (event: MessageEvent<FromSearchWorker>) => listener?.answer(event.data);
    // The worker catches its own errors, so an error here means its code did not load or run.
    started.onerror = (event) => {
      event.preventDefault();
      stopSearchWorker();
    };
    worker = started;
  } catch {
    worker = null;
  }
  return worker;
}

/** Sends a message, starting the worker if need be; false where there is no worker. */
export function sendToSearchWorker(message: ToSearchWorker): boolean {
  const target = startedWorker();
  if (!target) return false;
  target.postMessage(message);
  return true;
}

/** Asks the worker to load these index files now; false where there is no worker. */
export function warmSearchWorker(files: IndexFiles): boolean {
  return sendToSearchWorker({kind: 'load', files});
}

/** Who hears the worker's answers, and that it is gone (one listener: the modal's client). */
export function listenToSearchWorker(next: WorkerListener): void {
  listener = next;
}

/** Forgets the worker, so the next message starts a new one (tests). */
export function resetSearchWorker(): void {
  stopSearchWorker();
  worker = undefined;
}
