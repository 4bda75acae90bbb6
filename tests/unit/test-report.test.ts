import {describe, expect, it} from 'vitest';

import {flakyTests} from '../../scripts/lib/test-report.mjs';

describe('flakyTests', () => {
  it('names the tests that passed only on a retry, with their describe titles', () => {
    const report = {
      suites: [
        {
          title: 'journeys.spec.ts',
          specs: [{title: 'steady', tests: [{status: 'expected'}]}],
          suites: [
            {
              title: 'desktop, dark mode',
              specs: [
                {title: 'a contents click lands', tests: [{status: 'flaky'}]},
                {title: 'a deep link lands', tests: [{status: 'unexpected'}]},
              ],
            },
          ],
        },
      ],
    };
    expect(flakyTests(report)).toEqual([
      'journeys.spec.ts › desktop, dark mode › a contents click lands',
    ]);
  });

  it('finds none in an empty or missing report', () => {
    expect(flakyTests(undefined)).toEqual([]);
    expect(flakyTests({suites: []})).toEqual([]);
  });
});
