// The search button tells a slow CPU from a slow network by how long the modal's code ran once its
// files were in (src/theme/SearchBar/runTime.ts).
import {describe, expect, test} from 'vitest';

import {runTimeSince} from '../../src/theme/SearchBar/runTime';

type Entry = {initiatorType: string; startTime: number; responseEnd: number};

const timings = (entries: Entry[]) => ({
  getEntriesByType: (type: string) => (type === 'resource' ? entries : []) as never,
});

describe('the run time of lazily loaded code', () => {
  test('counts from the last script or stylesheet requested since the start', () => {
    const entries = [
      {initiatorType: 'script', startTime: 101, responseEnd: 140},
      {initiatorType: 'script', startTime: 102, responseEnd: 180},
      {initiatorType: 'link', startTime: 102, responseEnd: 150},
    ];
    expect(runTimeSince(100, 195, timings(entries))).toBe(15);
  });

  test('leaves out the index files, the worker and what was requested before the start', () => {
    const entries = [
      {initiatorType: 'script', startTime: 101, responseEnd: 130},
      {initiatorType: 'fetch', startTime: 101, responseEnd: 190},
      {initiatorType: 'other', startTime: 101, responseEnd: 192},
      {initiatorType: 'script', startTime: 20, responseEnd: 199},
    ];
    expect(runTimeSince(100, 200, timings(entries))).toBe(70);
  });

  test('is the whole time when no file was recorded', () => {
    expect(runTimeSince(100, 160, timings([]))).toBe(60);
  });
});
