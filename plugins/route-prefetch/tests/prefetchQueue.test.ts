import {describe, expect, it} from 'vitest';

import {createPrefetchQueue, maxSliceMs, type Deadline} from '../client/prefetchQueue';

/**
 * A queue whose idle callbacks run only when the test says so, on a clock that finding a
 * route's files and requesting a file each move on by `stepMs`.
 */
function setUp(options: {files: Record<string, string[]>; loaded?: string[]; stepMs?: number}) {
  const prefetched: string[] = [];
  const idle: ((deadline: Deadline) => void)[] = [];
  const stepMs = options.stepMs ?? 1;
  let clock = 0;
  let allowed = true;
  const prefetch = createPrefetchQueue({
    fileUrlsFor: (routePath) => {
      clock += stepMs;
      return options.files[routePath] ?? [];
    },
    isLoaded: (url) => options.loaded?.includes(url) ?? false,
    prefetchUrl: (url) => {
      clock += stepMs;
      prefetched.push(url);
    },
    whenIdle: (callback) => idle.push(callback),
    canPrefetch: () => allowed,
    now: () => clock,
  });
  /** Runs the pending idle callback with `ms` of idle time, from now on the clock. */
  const runIdle = (ms: number) => {
    const end = clock + ms;
    idle.shift()?.({didTimeout: false, timeRemaining: () => Math.max(0, end - clock)});
  };
  return {
    prefetch,
    prefetched,
    idle,
    runIdle,
    block: () => {
      allowed = false;
    },
  };
}

describe('createPrefetchQueue', () => {
  it('waits for idle time, then requests each file once across routes', () => {
    const queue = setUp({
      files: {'/a': ['/js/shared.js', '/js/a.js'], '/b': ['/js/shared.js', '/js/b.js']},
    });
    expect(queue.prefetch('/a')).toBe(true);
    expect(queue.prefetch('/b')).toBe(true);
    expect(queue.prefetched).toEqual([]);
    expect(queue.idle).toHaveLength(1);
    queue.runIdle(50);
    expect(queue.prefetched).toEqual(['/js/shared.js', '/js/a.js', '/js/b.js']);
    expect(queue.idle).toHaveLength(0);
  });

  it('skips files the page has already loaded', () => {
    const queue = setUp({files: {'/a': ['/js/main.js', '/js/a.js']}, loaded: ['/js/main.js']});
    queue.prefetch('/a');
    queue.runIdle(50);
    expect(queue.prefetched).toEqual(['/js/a.js']);
  });

  it('skips a file the page starts loading after its route was read', () => {
    const loaded: string[] = [];
    const queue = setUp({files: {'/a': ['/js/lazy.js', '/js/a.js']}, loaded});
    queue.prefetch('/a');
    // One step: the route's files are found, none of them loaded yet.
    queue.runIdle(1.5);
    expect(queue.prefetched).toEqual([]);
    loaded.push('/js/lazy.js');
    queue.runIdle(50);
    expect(queue.prefetched).toEqual(['/js/a.js']);
  });

  it('takes a route once, whatever its hash or query', () => {
    const queue = setUp({files: {'/a': ['/js/a.js']}});
    expect(queue.prefetch('/a#install')).toBe(true);
    expect(queue.prefetch('/a?x=1')).toBe(false);
    expect(queue.prefetch('/a')).toBe(false);
    queue.runIdle(50);
    expect(queue.prefetched).toEqual(['/js/a.js']);
  });

  it('takes at least one step per idle slice and leaves the rest for the next one', () => {
    const files = Object.fromEntries(
      ['/1', '/2', '/3', '/4'].map((route) => [route, [`/js${route}.js`]]),
    );
    const queue = setUp({files});
    for (const route of Object.keys(files)) queue.prefetch(route);
    // No idle time: one step, which finds the first route's file.
    queue.runIdle(0);
    expect(queue.prefetched).toEqual([]);
    expect(queue.idle).toHaveLength(1);
    // 5 ms of idle time, 2 of them kept back: three steps.
    queue.runIdle(5);
    expect(queue.prefetched).toEqual(['/js/1.js', '/js/2.js']);
    queue.runIdle(50);
    expect(queue.prefetched).toHaveLength(4);
    expect(queue.idle).toHaveLength(0);
  });

  it('never works longer than a short slice, however long the idle period', () => {
    const files = Object.fromEntries(
      Array.from({length: 40}, (_, index) => [`/${index}`, [`/js/${index}.js`]]),
    );
    const queue = setUp({files, stepMs: 1});
    for (const route of Object.keys(files)) queue.prefetch(route);
    queue.runIdle(50);
    // Each route is two 1 ms steps; the slice stops once it has worked maxSliceMs.
    expect(queue.prefetched).toHaveLength(maxSliceMs / 2);
    expect(queue.idle).toHaveLength(1);
    while (queue.idle.length > 0) queue.runIdle(50);
    expect(queue.prefetched).toHaveLength(40);
  });

  it('does nothing on a slow or data-saving connection', () => {
    const queue = setUp({files: {'/a': ['/js/a.js']}});
    queue.block();
    expect(queue.prefetch('/a')).toBe(false);
    expect(queue.idle).toHaveLength(0);
  });
});
