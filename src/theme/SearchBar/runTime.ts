// When the files of a lazy load arrived, so that the time its code then took to run (the CPU's
// share of the load, without the network's) tells a slow device from a slow network.

type Timings = Pick<Performance, 'getEntriesByType'>;

/**
 * When the last script requested between `started` and `requested` (the moments before and after
 * the `import()` calls that insert them) finished arriving; null when the browser recorded none,
 * as when its buffer of resource timings is full. Scripts requested at other moments (a link's
 * page code fetched on hover, say) are not the load's.
 */
export function codeArrival(
  started: number,
  requested: number,
  timings: Timings = performance,
): number | null {
  let arrived: number | null = null;
  for (const entry of timings.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (entry.initiatorType !== 'script') continue;
    if (entry.startTime < started || entry.startTime > requested) continue;
    arrived = Math.max(arrived ?? entry.responseEnd, entry.responseEnd);
  }
  return arrived;
}
