import {describe, expect, it} from 'vitest';

import {
  failedPlaywrightTests,
  failedVitestTests,
  flakyTests,
} from '../../scripts/lib/test-report.mjs';

const playwrightReport = {
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

describe('flakyTests', () => {
  it('names the tests that passed only on a retry, with their describe titles', () => {
    expect(flakyTests(playwrightReport)).toEqual([
      'journeys.spec.ts › desktop, dark mode › a contents click lands',
    ]);
  });

  it('finds none in an empty or missing report', () => {
    expect(flakyTests(undefined)).toEqual([]);
    expect(flakyTests({suites: []})).toEqual([]);
  });
});

describe('failedPlaywrightTests', () => {
  it('names the tests that failed on every try, and not the flaky ones', () => {
    expect(failedPlaywrightTests(playwrightReport)).toEqual([
      'journeys.spec.ts › desktop, dark mode › a deep link lands',
    ]);
    expect(failedPlaywrightTests(undefined)).toEqual([]);
  });
});

describe('failedVitestTests', () => {
  const root = '/repo';
  const report = {
    testResults: [
      {
        name: '/repo/tests/relevance/search-equivalence.test.ts',
        status: 'failed',
        message: '',
        assertionResults: [
          {ancestorTitles: ['on a corpus 20 times larger'], title: 'k', status: 'failed'},
          {ancestorTitles: ['on a corpus 20 times larger'], title: 'toolhi', status: 'passed'},
        ],
      },
      {
        name: '/repo/tests/unit/broken.test.ts',
        status: 'failed',
        message: 'Cannot find module ./gone',
        assertionResults: [],
      },
      {name: '/repo/tests/unit/fine.test.ts', status: 'passed', message: '', assertionResults: []},
    ],
  };

  it('names each failed test with its file and describe titles, and each file that failed outside any test', () => {
    expect(failedVitestTests(report, root)).toEqual([
      'tests/relevance/search-equivalence.test.ts › on a corpus 20 times larger › k',
      'tests/unit/broken.test.ts: Cannot find module ./gone',
    ]);
  });

  it('finds none in a passing or missing report', () => {
    expect(failedVitestTests({testResults: [report.testResults[2]]}, root)).toEqual([]);
    expect(failedVitestTests(undefined, root)).toEqual([]);
  });
});
