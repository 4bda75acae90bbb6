// The search worker's first import: the files its name names start downloading before the rest
// of its code (the engine's) is read and run, so that the two overlap instead of following each
// other. The loader takes the requests started here (`takePrefetched`).
import {prefetchFiles} from './prefetch';
import {filesOfSearchWorkerName} from './workerMessages';
import type {IndexFiles} from './indexUrl';

const scope = self as unknown as {name?: string};

/** The files the worker's name names; null for a worker with no such name. */
export const firstFiles: IndexFiles | null =
  typeof scope.name === 'string' ? filesOfSearchWorkerName(scope.name) : null;

if (firstFiles) prefetchFiles(firstFiles);
