// The page's own engine of an index, where no search worker answers: the modal's and the search
// page's. Its code (the engine, its text handling and the index loader) is one chunk that both
// load on demand, so neither carries it in its own code, and a page that has it does not fetch it
// again; the index files start downloading first, beside it.
import type {SearchEngine} from '../engine';
import type {IndexFiles} from './indexUrl';
import {prefetchFiles} from './prefetch';

/** The engine of these files, laid out in the page once `layoutAfter` resolves. */
export function loadEngineInPage(
  files: IndexFiles,
  layoutAfter?: () => Promise<void>,
): Promise<SearchEngine> {
  prefetchFiles(files);
  return import('./loader').then(({loadSearchEngine}) =>
    loadSearchEngine(files, undefined, layoutAfter),
  );
}
