// Reads the Playwright JSON report for what the summary line alone cannot say.

/** Titles of the tests Playwright marked flaky (failed, then passed on a retry). */
export function flakyTests(report) {
  const names = [];
  const visit = (suite, titles) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') names.push([...path, spec.title].join(' › '));
      }
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of report?.suites ?? []) visit(suite, []);
  return names;
}
