import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes} from 'react-router-config';

import {laterChunkUrls} from '../../later-version-routes/client/prefetch';
import {chunkNamesByRoutePath} from './chunkNames';
import {createPrefetchQueue, type Deadline} from './prefetchQueue';
import {replacePrefetch} from './replacePrefetch';

// Added to the bundler's runtime by Docusaurus: the URL of a chunk, by chunk name.
declare const __webpack_require__: {gca(chunkName: string): string | undefined};

type NetworkInformation = {effectiveType?: string; saveData?: boolean};

function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: NetworkInformation}).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g'));
}

/** Runs `callback` once the page has loaded: prefetching never competes with the page itself. */
function afterLoad(callback: () => void): void {
  if (document.readyState === 'complete') callback();
  else window.addEventListener('load', () => callback(), {once: true});
}

function whenIdle(callback: (deadline: Deadline) => void): void {
  afterLoad(() => whenIdleNow(callback));
}

function whenIdleNow(callback: (deadline: Deadline) => void): void {
  if ('requestIdleCallback' in window) {
    window.requestIdleCallback(callback, {timeout: 5000});
    return;
  }
  // Safari has no requestIdleCallback: give the slice a fixed budget.
  setTimeout(() => {
    const start = performance.now();
    callback({
      didTimeout: false,
      timeRemaining: () => Math.max(0, 8 - (performance.now() - start)),
    });
  }, 50);
}

/**
 * Whether the page has fetched `url` (a resource entry) or is fetching it as a script: the
 * bundler's chunk loader adds a script element that has no resource entry until it has loaded.
 */
function isFetched(url: string): boolean {
  if (performance.getEntriesByName(url, 'resource').length > 0) return true;
  for (const script of Array.from(document.scripts)) if (script.src === url) return true;
  return false;
}

let linkPrefetchWorks: boolean | undefined;

function supportsLinkPrefetch(): boolean {
  try {
    linkPrefetchWorks ??= document.createElement('link').relList.supports('prefetch');
  } catch {
    linkPrefetchWorks = false;
  }
  return linkPrefetchWorks;
}

function prefetchUrl(url: string): void {
  if (supportsLinkPrefetch()) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    document.head.appendChild(link);
  } else {
    fetch(url, {credentials: 'same-origin'}).catch(() => {});
  }
}

if (ExecutionEnvironment.canUseDOM) {
  let chunkNames: Map<string, string[]> | undefined;
  // Loading an older version's routes adds their chunk names (plugins/later-version-routes).
  let chunkNamesCount = 0;
  const fileUrlsFor = (routePath: string) => {
    // Routes of an older docs version not loaded yet: their own module is what to fetch.
    const later = laterChunkUrls(routePath);
    if (later) return later;
    const count = Object.keys(routesChunkNames).length;
    if (!chunkNames || count !== chunkNamesCount) {
      chunkNames = chunkNamesByRoutePath(routesChunkNames);
      chunkNamesCount = count;
    }
    return matchRoutes(routes, routePath)
      .flatMap((match) => chunkNames!.get(match.route.path ?? '') ?? [])
      .map((name) => __webpack_require__.gca(name))
      .filter((url): url is string => url !== undefined && !url.includes('undefined'))
      .map((url) => new URL(url, window.location.href).href);
  };
  replacePrefetch(
    window as unknown as Parameters<typeof replacePrefetch>[0],
    createPrefetchQueue({
      fileUrlsFor,
      isLoaded: isFetched,
      prefetchUrl,
      whenIdle,
      canPrefetch: () => !isSlowConnection(),
    }),
  );
}
