import {routeLoader} from './laterRoutes';

// Added to the bundler's runtime by Docusaurus: the URL of a chunk, by chunk name.
declare const __webpack_require__: {gca(chunkName: string): string | undefined};

/**
 * For a route whose table is not loaded yet, the URLs of the chunks that hold it: what idle
 * prefetching can fetch before it knows the route's own chunks. Undefined for any other route.
 */
export function laterChunkUrls(routePath: string): string[] | undefined {
  const missing = routeLoader.missingFor(routePath);
  if (missing.length === 0) return undefined;
  return missing
    .map((entry) => __webpack_require__.gca(entry.chunkName))
    .filter((url): url is string => url !== undefined && !url.includes('undefined'))
    .map((url) => new URL(url, window.location.href).href);
}
