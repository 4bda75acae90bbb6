// What the search worker does with each message from the page: loads index files (downloaded by
// the page, or itself), answers searches, and skips a search when a newer one of the same indexes
// came in before it was worked out (while the index loaded, or faster than queries are answered).
import type {SearchEngine} from '../engine';
import type {IndexFiles} from './indexUrl';
import {answerRequests} from './localClient';
import {providePrefetched} from './prefetch';
import type {FromSearchWorker, ToSearchWorker} from './workerMessages';

/** Resolves after the next task: messages already queued for the worker usually come in first. */
function afterQueuedMessages(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

type FileWait = {resolve(response: Response): void; reject(error: Error): void};

export function createSearchWorkerHandler(
  post: (message: FromSearchWorker) => void,
  load: (files: IndexFiles) => Promise<SearchEngine>,
): (message: ToSearchWorker) => Promise<void> {
  let newestSearch = -1;
  let newestFiles = '';
  // Files the page said it is downloading, until their bytes come.
  const awaited = new Map<string, FileWait>();

  function awaitFromPage(url: string): void {
    providePrefetched(
      url,
      new Promise<Response>((resolve, reject) => awaited.set(url, {resolve, reject})),
    );
  }

  function receiveFile(message: Extract<ToSearchWorker, {kind: 'file'}>): void {
    const wait = awaited.get(message.url);
    if (!wait) return;
    awaited.delete(message.url);
    if ('bytes' in message) wait.resolve(new Response(message.bytes, {status: 200}));
    else wait.reject(new Error(message.error));
  }

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
    if (message.kind === 'file') receiveFile(message);
    else if (message.kind === 'load') {
      for (const url of message.fromPage) awaitFromPage(url);
      await load(message.files).catch(() => undefined);
    } else if (message.kind === 'search') await search(message);
  };
}
