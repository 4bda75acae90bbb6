// The site search's engine, in a worker: the index files are fetched, parsed and laid out, and
// queries answered, off the page's main thread, so that the modal opens and takes keys while the
// index loads, on a second core where the reader's device has one.
// First, so that the index files download while the rest of this file's code runs.
import {firstFiles} from './workerFirstFetch';
import {loadSearchEngine} from './loader';
import {warmUpTextCode} from './textWarmUp';
import {createSearchWorkerHandler} from './workerHandler';
import type {FromSearchWorker, ToSearchWorker} from './workerMessages';

// The worker's global scope, as much of it as this file uses (the DOM types describe a window).
const scope = self as unknown as {
  postMessage(message: FromSearchWorker): void;
  onmessage: ((event: MessageEvent<ToSearchWorker>) => void) | null;
};

const handle = createSearchWorkerHandler(
  (message) => scope.postMessage(message),
  (files) => loadSearchEngine(files),
);
scope.onmessage = (event) => void handle(event.data);

// A browser that does not name workers leaves the name undefined: the files then load with the
// first search.
if (firstFiles) void handle({kind: 'load', files: firstFiles});
// While the files download (their requests are under way): the layout waits for the files and
// this, and a message that comes in meanwhile waits for this. Only a head start; should it fail,
// the engine's own run reports any fault.
try {
  warmUpTextCode();
} catch {
  // Nothing to do: see above.
}
