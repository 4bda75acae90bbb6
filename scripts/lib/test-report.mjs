// Reads the Playwright and Vitest JSON reports for what the summary line alone cannot say.

function playwrightTests(report, status) {
  const names = [];
  const visit = (suite, titles) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === status) names.push([...path, spec.title].join(' › '));
      }
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of report?.suites ?? []) visit(suite, []);
  return names;
}

/** Titles of the tests Playwright marked flaky (failed, then passed on a retry). */
export const flakyTests = (report) => playwrightTests(report, 'flaky');

/** Titles of the tests Playwright marked failed (on every try). */
export const failedPlaywrightTests = (report) => playwrightTests(report, 'unexpected');

/**
 * Titles of the tests a Vitest JSON report marks failed, and of the files that failed outside any
 * test (an import that threw, say), with the file's path from `root`.
 */
export function failedVitestTests(report, root = process.cwd()) {
  const names = [];
  for (const file of report?.testResults ?? []) {
    const fileName = file.name.startsWith(`${root}/`)
      ? file.name.slice(root.length + 1)
      : file.name;
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      names.push([fileName, ...test.ancestorTitles, test.title].join(' › '));
    if (failed.length === 0 && file.status === 'failed') {
      names.push(`${fileName}: ${file.message || 'failed outside any test'}`);
    }
  }
  return names;
}
