// The index files' requests, started before the engine's code has loaded, so that on a slow
// network the files download while the code does: by the search button on the first sign of a
// search where no search worker runs (a worker fetches them itself), and by the page's engine
// beside its own code. Small and free of the engine, since the button is in every page's code.
import type {IndexFiles} from './indexUrl';

const started = new Map<string, Promise<Response>>();
// Files the loader has taken: it keeps the engine it made of them, so a later hover or load must
// not fetch them again (after a failed load, the loader fetches them itself).
const taken = new Set<string>();

/**
 * Starts fetching an index file and its texts (once per URL), the index first where the browser
 * weighs requests: the engine is laid out from the index alone, while the texts still come.
 */
export function prefetchFiles(files: IndexFiles): void {
  for (const url of [files.index, files.texts]) {
    if (started.has(url) || taken.has(url)) continue;
    const priority = url === files.index ? 'high' : 'low';
    const request = fetch(url, {credentials: 'same-origin', priority});
    // A failed request is the loader's to report, when it reads it.
    request.catch(() => undefined);
    started.set(url, request);
  }
}

/** The request started for `url`, once: the next load of the same file fetches it again. */
export function takePrefetched(url: string): Promise<Response> | undefined {
  const request = started.get(url);
  started.delete(url);
  taken.add(url);
  return request;
}

/** Forgets started and taken requests (tests). */
export function resetPrefetched(): void {
  started.clear();
  taken.clear();
}
