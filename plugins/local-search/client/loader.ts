// Fetches the index built with the site and builds the engine, once. A failed
// load is forgotten, so the next query tries again.
import {
  createSearchEngine,
  isSearchIndexFile,
  unpackSearchIndex,
  type SearchEngine,
} from '../engine';

const engines = new Map<string, Promise<SearchEngine>>();

export function loadSearchEngine(
  url: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<SearchEngine> {
  let engine = engines.get(url);
  if (!engine) {
    engine = fetchImpl(url, {credentials: 'same-origin'})
      .then((response) => {
        if (!response.ok) throw new Error(`The search index answered HTTP ${response.status}.`);
        return response.json() as Promise<unknown>;
      })
      .then((file) => {
        if (!isSearchIndexFile(file)) throw new Error('The search index has an unknown format.');
        return createSearchEngine(unpackSearchIndex(file));
      });
    engines.set(url, engine);
    engine.catch(() => engines.delete(url));
  }
  return engine;
}

/** Forgets loaded engines (tests). */
export function resetSearchEngines(): void {
  engines.clear();
}
