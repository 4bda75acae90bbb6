// What the page and the search worker say to each other.
import type {IndexFiles} from './indexUrl';
import type {SearchResult} from './localClient';
import type {SearchRequest} from './requests';

/**
 * Page to worker: load these files (a search is coming), waiting for the page to send those it
 * downloads (`fromPage`) rather than fetching them; one of those files, as the page downloaded it
 * (or why it could not); or answer these requests.
 */
export type ToSearchWorker =
  | {kind: 'load'; files: IndexFiles; fromPage: string[]}
  | {kind: 'file'; url: string; bytes: ArrayBuffer}
  | {kind: 'file'; url: string; error: string}
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
