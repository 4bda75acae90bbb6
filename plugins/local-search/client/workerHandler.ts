// What the search worker does with each message from the page: loads index files, answers
// searches, and skips a search when a newer one of the same indexes came in before it was worked
// out (while the index loaded, or faster than queries are answered).
import type {SearchEngine} from '../engine';
import type {IndexFiles} from './indexUrl';
import {answerRequests} from './localClient';
import type {FromSearchWorker, ToSearchWorker} from './workerMessages';

/** Resolves after the next task: messages already queued for the worker usually come in first. */
function afterQueuedMessages(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createSearchWorkerHandler(
  post: (message: FromSearchWorker) => void,
  load: (files: IndexFiles) => Promise<SearchEngine>,
): (message: ToSearchWorker) => Promise<void> {
  let newestSearch = -1;
  let newestFiles = '';

  async function search({id, requests, files}: Extract<ToSearchWorker, {kind: 'search'}>) {
    const filesKey = JSON.stringify(files.map((pair) => pair.index));
    if (id > newestSearch) {
      newestSearch = id;
      newestFiles = filesKey;
    }
    let engines: SearchEngine[];
    try {
      engines = await Promise.all(files.map((pair) => load(pair)));
    } catch (error) {
      post({kind: 'failed', id, message: reason(error)});
      return;
    }
    // Keys typed while the index loaded (or faster than queries are answered) each sent a query:
    // only the newest one received by now is worked out.
    await afterQueuedMessages();
    if (id < newestSearch && newestFiles === filesKey) {
      post({kind: 'superseded', id, by: newestSearch});
      return;
    }
    try {
      post({kind: 'results', id, results: answerRequests(requests, engines)});
    } catch (error) {
      post({kind: 'failed', id, message: reason(error)});
    }
  }

  return async (message) => {
    if (message.kind === 'load') await load(message.files).catch(() => undefined);
    else if (message.kind === 'search') await search(message);
  };
}
