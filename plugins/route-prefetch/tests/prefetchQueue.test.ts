import {describe, expect, it} from 'vitest';

import {createPrefetchQueue, type Deadline} from '../client/prefetchQueue';

/** A queue whose idle callbacks run only when the test says so. */
function setUp(options: {files: Record<string, string[]>; loaded?: string[]; slow?: boolean}) {
  const prefetched: string[] = [];
  const idle: ((deadline: Deadline) => void)[] = [];
  let allowed = true;
  const prefetch = createPrefetchQueue({
    fileUrlsFor: (routePath) => options.files[routePath] ?? [],
    isLoaded: (url) => options.loaded?.includes(url) ?? false,
    prefetchUrl: (url) => prefetched.push(url),
    whenIdle: (callback) => idle.push(callback),
    canPrefetch: () => allowed,
  });
  /** Runs the pending idle callback with `ms` of idle time (counted down per route). */
  const runIdle = (ms: number) => {
    let remaining = ms;
    const callback = idle.shift();
    callback?.({
      didTimeout: false,
      timeRemaining: () => {
        remaining -= 3;
        return Math.max(0, remaining);
      },
    });
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

  it('takes a route once, whatever its hash or query', () => {
    const queue = setUp({files: {'/a': ['/js/a.js']}});
    expect(queue.prefetch('/a#install')).toBe(true);
    expect(queue.prefetch('/a?x=1')).toBe(false);
    expect(queue.prefetch('/a')).toBe(false);
    queue.runIdle(50);
    expect(queue.prefetched).toEqual(['/js/a.js']);
  });

  it('handles at least one route per idle slice and leaves the rest for the next one', () => {
    const files = Object.fromEntries(
      ['/1', '/2', '/3', '/4'].map((route) => [route, [`/js${route}.js`]]),
    );
    const queue = setUp({files});
    for (const route of Object.keys(files)) queue.prefetch(route);
    queue.runIdle(0);
    expect(queue.prefetched).toEqual(['/js/1.js']);
    expect(queue.idle).toHaveLength(1);
    queue.runIdle(7);
    expect(queue.prefetched).toEqual(['/js/1.js', '/js/2.js', '/js/3.js']);
    queue.runIdle(50);
    expect(queue.prefetched).toHaveLength(4);
    expect(queue.idle).toHaveLength(0);
  });

  it('does nothing on a slow or data-saving connection', () => {
    const queue = setUp({files: {'/a': ['/js/a.js']}});
    queue.block();
    expect(queue.prefetch('/a')).toBe(false);
    expect(queue.idle).toHaveLength(0);
  });
});
