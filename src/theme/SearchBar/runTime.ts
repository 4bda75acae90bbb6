// How long code that was just loaded took to run, without the time its files took to arrive: the
// CPU's share of a lazy load, which tells a slow device from a slow network.

type Timings = Pick<Performance, 'getEntriesByType'>;

/**
 * The time from the arrival of the last script or stylesheet requested since `started` until
 * `now`. Without such entries (none recorded, or the browser's buffer of them is full) it is the
 * whole time since `started`.
 */
export function runTimeSince(started: number, now: number, timings: Timings = performance): number {
  let arrived = started;
  for (const entry of timings.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    const code = entry.initiatorType === 'script' || entry.initiatorType === 'link';
    if (code && entry.startTime >= started) arrived = Math.max(arrived, entry.responseEnd);
  }
  return now - arrived;
}
