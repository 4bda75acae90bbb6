// The search button tells a slow CPU from a slow network by how long the modal's code ran once its
// files were in (src/theme/SearchBar/runTime.ts).
import {describe, expect, test} from 'vitest';

import {codeArrival} from '../../src/theme/SearchBar/runTime';

type Entry = {initiatorType: string; startTime: number; responseEnd: number};

const timings = (entries: Entry[]) => ({
  getEntriesByType: (type: string) => (type === 'resource' ? entries : []) as never,
});

describe("the arrival of a lazy load's files", () => {
  test('is when the last script requested by the load finished arriving', () => {
    const entries = [
      {initiatorType: 'script', startTime: 101, responseEnd: 140},
      {initiatorType: 'script', startTime: 102, responseEnd: 180},
      {initiatorType: 'script', startTime: 102, responseEnd: 150},
    ];
    expect(codeArrival(100, 102, timings(entries))).toBe(180);
  });

  test('leaves out fetches, prefetches, the worker and scripts requested before or after', () => {
    const entries = [
      {initiatorType: 'script', startTime: 101, responseEnd: 130},
      {initiatorType: 'fetch', startTime: 101, responseEnd: 190},
      {initiatorType: 'link', startTime: 101, responseEnd: 191},
      {initiatorType: 'other', startTime: 101, responseEnd: 192},
      {initiatorType: 'script', startTime: 20, responseEnd: 199},
      {initiatorType: 'script', startTime: 150, responseEnd: 198},
    ];
    expect(codeArrival(100, 102, timings(entries))).toBe(130);
  });

  test('is unknown when no script of the load was recorded', () => {
    expect(codeArrival(100, 102, timings([]))).toBeNull();
    const before = [{initiatorType: 'script', startTime: 20, responseEnd: 199}];
    expect(codeArrival(100, 102, timings(before))).toBeNull();
  });
});
