// What the page and the search worker say to each other.
import type {SearchRequest} from './requests';
import type {IndexFiles} from './indexUrl';
import type {SearchResult} from './localClient';

/** Page to worker: load these files now (a search is coming), or answer these requests. */
export type ToSearchWorker =
  | {kind: 'load'; files: IndexFiles}
  | {kind: 'search'; id: number; requests: SearchRequest[]; files: IndexFiles[]};

/**
 * Worker to page: the answer to a search; or that a newer search came in while the index loaded,
 * so this one was not worked out (the page gives it the newer one's answer); or why it failed.
 */
export type FromSearchWorker =
  | {kind: 'results'; id: number; results: SearchResult[]}
  | {kind: 'superseded'; id: number}
  | {kind: 'failed'; id: number; message: string};
