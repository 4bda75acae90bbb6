// Fetches the index built with the site and its texts, both at once, and loads
// the engine, once per index. A failed load is forgotten, so the next query
// tries again.
import type {SearchEngine} from '../engine';
import {engineWithTexts, prepareIndex} from '../prebuilt';
import type {IndexFiles} from './indexUrl';
import {resetPrefetched, takePrefetched} from './prefetch';
import {engineCodeMark, indexLayoutMark} from './timingMarks';

const engines = new Map<string, Promise<SearchEngine>>();

if (typeof performance !== 'undefined' && typeof performance.mark === 'function') {
  performance.mark(engineCodeMark);
}

function markLayout(): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') {
    performance.mark(indexLayoutMark);
  }
}

function fetchJson(url: string, fetchImpl: typeof fetch, what: string): Promise<unknown> {
  const request = takePrefetched(url) ?? fetchImpl(url, {credentials: 'same-origin'});
  return request.then((response) => {
    if (!response.ok) throw new Error(`The search ${what} answered HTTP ${response.status}.`);
    return response.json() as Promise<unknown>;
  });
}

/**
 * The engine of an index, loaded once. Both files are fetched and parsed at once; laying the
 * index out also waits for `layoutAfter()`, asked only when the load starts (so that a modal
 * that is opening is drawn first).
 */
export function loadSearchEngine(
  files: IndexFiles,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  layoutAfter: () => Promise<void> = () => Promise.resolve(),
): Promise<SearchEngine> {
  let engine = engines.get(files.index);
  if (!engine) {
    const index = fetchJson(files.index, fetchImpl, 'index');
    const texts = fetchJson(files.texts, fetchImpl, 'texts');
    // Both requests are under way before either answer is read; a failure of one is the load's.
    texts.catch(() => undefined);
    // The index is read, and the engine set up, while the texts (the larger file) may still be
    // coming: on a slow network only filling them in is left when they arrive.
    engine = Promise.all([index, layoutAfter()]).then(([indexFile]) => {
      markLayout();
      const prepared = prepareIndex(indexFile);
      return texts.then((textsFile) => engineWithTexts(prepared, textsFile));
    });
    engines.set(files.index, engine);
    engine.catch(() => engines.delete(files.index));
  }
  return engine;
}

/** Forgets loaded engines (tests). */
export function resetSearchEngines(): void {
  engines.clear();
  resetPrefetched();
}
