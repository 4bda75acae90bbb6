// What the page and the search worker say to each other.
import type {IndexFiles} from './indexUrl';
import type {SearchResult} from './localClient';
import type {SearchRequest} from './requests';

/** Page to worker: fetch and lay out these files (a search is coming); or answer these requests. */
export type ToSearchWorker =
  | {kind: 'load'; files: IndexFiles}
  | {kind: 'search'; id: number; requests: SearchRequest[]; files: IndexFiles[]};

/**
 * Worker to page: the answer to a search; or that a newer search of the same indexes (`by`) came
 * in before this one was worked out, so it was not (the page gives it the newer one's answer); or
 * why it failed.
 */
export type FromSearchWorker =
  | {kind: 'results'; id: number; results: SearchResult[]}
  | {kind: 'superseded'; id: number; by: number}
  | {kind: 'failed'; id: number; message: string};

// The worker's name carries the files it loads first: the worker reads its name as soon as its code
// runs, where a message posted before then waits for the page's main thread to hand it over (as a
// Chromium trace shows), and that thread is busy running the modal's code just then.
const namePrefix = 'toolhive-search';

/** The worker's name: `toolhive-search`, then the files it loads first, as JSON. */
export function searchWorkerName(files: IndexFiles): string {
  return `${namePrefix} ${JSON.stringify({index: files.index, texts: files.texts})}`;
}

/** The files a worker's name says to load first; null for any other name. */
export function filesOfSearchWorkerName(name: string): IndexFiles | null {
  if (!name.startsWith(`${namePrefix} `)) return null;
  try {
    const files = JSON.parse(name.slice(namePrefix.length + 1)) as Partial<IndexFiles> | null;
    return typeof files?.index === 'string' && typeof files.texts === 'string'
      ? {index: files.index, texts: files.texts}
      : null;
  } catch {
    return null;
  }
}
