import type {PrismLike} from './tokens';

// The browser's Prism, loaded on demand. Code blocks on the page a reader opens arrive highlighted
// in the HTML and keep that markup (see src/theme/CodeBlock/Content), so the first visit needs no
// Prism. It is needed for code rendered in the browser: the next page a reader moves to, or
// samples that change as the reader types. The chunk is prefetched (fetched when the browser is
// idle, not run), so those usually find it in the cache.

let instance: PrismLike | undefined;
let pending: Promise<PrismLike> | undefined;

/** The Prism if it has loaded, else `undefined`. */
export function loadedPrism(): PrismLike | undefined {
  return instance;
}

export function loadPrism(): Promise<PrismLike> {
  pending ??= import(
    /* webpackChunkName: "prism", webpackPrefetch: true */ '@generated/prism-languages/default/prism.js'
  ).then((module) => {
    instance = module.default();
    return instance;
  });
  return pending;
}
