/** The part of `IdleDeadline` the queue reads. */
export type Deadline = {didTimeout: boolean; timeRemaining(): number};

export type PrefetchQueueOptions = {
  /** The URLs of the files a route needs. */
  fileUrlsFor(routePath: string): string[];
  /** Whether the page has already fetched this URL. */
  isLoaded(url: string): boolean;
  /** Starts a low-priority download of one URL. */
  prefetchUrl(url: string): void;
  /** Runs `callback` when the browser is idle. */
  whenIdle(callback: (deadline: Deadline) => void): void;
  /** False on a slow or data-saving connection. */
  canPrefetch(): boolean;
};

/** Idle time a slice keeps back once it has handled at least one route, in ms. */
const reserveMs = 2;

/**
 * A `prefetch(routePath)` that queues the route and, in idle time, requests each of its files
 * that nothing has requested yet. Each idle slice handles at least one route and then goes on
 * while idle time remains, so no slice becomes a long task.
 */
export function createPrefetchQueue(options: PrefetchQueueOptions): (routePath: string) => boolean {
  const queuedRoutes = new Set<string>();
  const requestedUrls = new Set<string>();
  const queue: string[] = [];
  let scheduled = false;

  const prefetchRoute = (routePath: string) => {
    for (const url of options.fileUrlsFor(routePath)) {
      if (requestedUrls.has(url)) continue;
      requestedUrls.add(url);
      if (!options.isLoaded(url)) options.prefetchUrl(url);
    }
  };

  const runSlice = (deadline: Deadline) => {
    scheduled = false;
    do prefetchRoute(queue.shift()!);
    while (queue.length > 0 && deadline.timeRemaining() > reserveMs);
    if (queue.length > 0) schedule();
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
    queue.push(routePath);
    schedule();
    return true;
  };
}
