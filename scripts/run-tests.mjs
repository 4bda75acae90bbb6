// Runs every suite of tests/suites.mjs and ends with one line:
// "N passed, N failed, N skipped" (totals over all suites). A browser test that passed only on a
// retry counts as passed, and is listed by name as flaky above that line; every test that failed
// is listed by name there too, so that the end of a CI log says what to look for. Exits 1 if
// anything failed.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';

import {suites} from '../tests/suites.mjs';
import {ensureChromium} from './ensure-chromium.mjs';
import {ensureNginx} from './ensure-nginx.mjs';
import {failedPlaywrightTests, failedVitestTests, flakyTests} from './lib/test-report.mjs';

const reportDir = 'test-results/reports';

function run(command, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, {
    shell: true,
    stdio: 'inherit',
    env: {...process.env, FORCE_COLOR: '0', ...env},
  });
  return {ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1)};
}

function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// A runner that exits non-zero with no failed test in its report failed outside any test.
const outsideAnyTest = (runner) =>
  `${runner} exited with an error outside any test; its own output above says which`;

function runVitest(suite) {
  const config = suite.config ? ` --config ${suite.config}` : '';
  const file = path.join(reportDir, `${suite.report ?? 'vitest'}.json`);
  const {ok} = run(
    `npx vitest run${config} --reporter=default --reporter=json --outputFile=${file}`,
  );
  const report = readJson(file);
  if (!report) return {passed: 0, failed: 1, skipped: 0, failures: ['Vitest wrote no report']};
  const failures = failedVitestTests(report);
  if (!ok && failures.length === 0) failures.push(outsideAnyTest('Vitest'));
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  return {passed: report.numPassedTests, failed, skipped, failures};
}

function runPlaywright(suite) {
  const config = suite.config ? ` --config ${suite.config}` : '';
  const file = path.join(reportDir, `${suite.report ?? 'playwright'}.json`);
  const {ok} = run(`npx playwright test${config} --reporter=list,json`, {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  const report = readJson(file);
  const stats = report?.stats;
  if (!stats) return {passed: 0, failed: 1, skipped: 0, failures: ['Playwright wrote no report']};
  const failures = failedPlaywrightTests(report);
  if (!ok && failures.length === 0) failures.push(outsideAnyTest('Playwright'));
  const failed = stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
  return {
    passed: stats.expected + stats.flaky,
    failed,
    skipped: stats.skipped,
    flaky: flakyTests(report),
    failures,
  };
}

function runCheck(suite) {
  const {ok} = run(suite.command, suite.env);
  return ok ? {passed: 1, failed: 0, skipped: 0} : {passed: 0, failed: 1, skipped: 0};
}

const runners = {check: runCheck, vitest: runVitest, playwright: runPlaywright};

rmSync(reportDir, {recursive: true, force: true});
mkdirSync(reportDir, {recursive: true});

const only = process.argv.slice(2);
const chosen = suites.filter(
  (suite) => only.length === 0 || only.some((name) => suite.name.includes(name)),
);
const totals = {passed: 0, failed: 0, skipped: 0};
const rows = [];
const flaky = [];
const failures = [];

// The programs the browser suites need, installed (or found missing) before anything runs: found
// missing only when the first browser suite starts, they ended the run after the unit tests, and
// apt-get inside a suite's web server would eat its start-up time.
const needs = [
  {name: 'Chromium', ensure: ensureChromium, wanted: chosen.some((s) => s.kind === 'playwright')},
  {name: 'nginx', ensure: ensureNginx, wanted: chosen.some((s) => s.needsNginx)},
];
for (const need of needs.filter((each) => each.wanted)) {
  try {
    need.ensure();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(message);
    rows.push(`FAIL set-up: ${need.name}`);
    failures.push(`set-up: ${message}`);
    totals.failed += 1;
  }
}

for (const suite of totals.failed > 0 ? [] : chosen) {
  console.log(`\n=== ${suite.name} ===`);
  const started = Date.now();
  const result = runners[suite.kind](suite);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  rows.push(
    `${result.failed ? 'FAIL' : 'ok  '} ${suite.name}: ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped (${seconds} s)`,
  );
  totals.passed += result.passed;
  totals.failed += result.failed;
  totals.skipped += result.skipped;
  flaky.push(...(result.flaky ?? []));
  failures.push(...(result.failures ?? []).map((name) => `${suite.name}: ${name}`));
}

console.log('\n=== summary ===');
for (const row of rows) console.log(row);
for (const name of flaky) console.log(`flaky (passed on a retry): ${name}`);
for (const name of failures) console.log(`failed: ${name}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
