/** The part of `IdleDeadline` the queue reads. */
export type Deadline = {didTimeout: boolean; timeRemaining(): number};

export type PrefetchQueueOptions = {
  /** The URLs of the files a route needs. */
  fileUrlsFor(routePath: string): string[];
  /** Whether the page has fetched this URL, or is fetching it. */
  isLoaded(url: string): boolean;
  /** Starts a low-priority download of one URL. */
  prefetchUrl(url: string): void;
  /** Runs `callback` when the browser is idle. */
  whenIdle(callback: (deadline: Deadline) => void): void;
  /** False on a slow or data-saving connection. */
  canPrefetch(): boolean;
  /** The current time in ms; `performance.now` unless a test gives its own clock. */
  now?(): number;
};

/** Idle time a slice keeps back for the browser, in ms. */
const reserveMs = 2;

/**
 * The longest a slice works, in ms, however much idle time the browser offers. An idle period
 * can last 50 ms, and on a phone four times slower than this machine a slice that filled it
 * would be a long task of 200 ms.
 */
export const maxSliceMs = 6;

/**
 * A `prefetch(routePath)` that queues the route and, in idle time, requests each of its files
 * that nothing has requested yet. The work goes in small steps (finding a route's files, or
 * requesting one file); a slice takes at least one step and goes on only while it is within
 * `maxSliceMs` and the browser's idle time.
 */
export function createPrefetchQueue(options: PrefetchQueueOptions): (routePath: string) => boolean {
  const now = options.now ?? (() => performance.now());
  const queuedRoutes = new Set<string>();
  const requestedUrls = new Set<string>();
  const routes: string[] = [];
  const urls: string[] = [];
  let scheduled = false;

  const step = () => {
    const url = urls.shift();
    if (url === undefined) {
      for (const found of options.fileUrlsFor(routes.shift()!)) {
        if (requestedUrls.has(found)) continue;
        requestedUrls.add(found);
        urls.push(found);
      }
      return;
    }
    // Checked here, not when the route is read: the page may start a file itself in between (a
    // lazy part of the page), and a prefetch then would download it a second time.
    if (!options.isLoaded(url)) options.prefetchUrl(url);
  };

  const hasWork = () => urls.length > 0 || routes.length > 0;

  const runSlice = (deadline: Deadline) => {
    scheduled = false;
    const start = now();
    do step();
    while (hasWork() && now() - start < maxSliceMs && deadline.timeRemaining() > reserveMs);
    if (hasWork()) schedule();
  };

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    options.whenIdle(runSlice);
  };

  return (target) => {
    const routePath = target.replace(/[?#].*$/, '');
    if (!options.canPrefetch() || queuedRoutes.has(routePath)) return false;
    queuedRoutes.add(routePath);
    routes.push(routePath);
    schedule();
    return true;
  };
}
