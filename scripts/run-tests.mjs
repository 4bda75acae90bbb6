// Runs every suite of tests/suites.mjs and ends with one line:
// "N passed, N failed" (totals over all suites). Exits 1 if anything failed.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';

import {suites} from '../tests/suites.mjs';
import {ensureChromium} from './ensure-chromium.mjs';

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

function runVitest() {
  const file = path.join(reportDir, 'vitest.json');
  const {ok} = run(`npx vitest run --reporter=default --reporter=json --outputFile=${file}`);
  const report = readJson(file);
  if (!report) return {passed: 0, failed: 1};
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  return {passed: report.numPassedTests, failed};
}

function runPlaywright() {
  ensureChromium();
  const file = path.join(reportDir, 'playwright.json');
  const {ok} = run('npx playwright test --reporter=list,json', {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  const stats = readJson(file)?.stats;
  if (!stats) return {passed: 0, failed: 1};
  const failed = stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
  return {passed: stats.expected + stats.flaky, failed};
}

function runCheck(suite) {
  const {ok} = run(suite.command, suite.env);
  return ok ? {passed: 1, failed: 0} : {passed: 0, failed: 1};
}

const runners = {check: runCheck, vitest: runVitest, playwright: runPlaywright};

rmSync(reportDir, {recursive: true, force: true});
mkdirSync(reportDir, {recursive: true});

const only = process.argv.slice(2);
const totals = {passed: 0, failed: 0};
const rows = [];
for (const suite of suites) {
  if (only.length > 0 && !only.some((name) => suite.name.includes(name))) continue;
  console.log(`\n=== ${suite.name} ===`);
  const started = Date.now();
  const result = runners[suite.kind](suite);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  rows.push(
    `${result.failed ? 'FAIL' : 'ok  '} ${suite.name}: ${result.passed} passed, ${result.failed} failed (${seconds} s)`,
  );
  totals.passed += result.passed;
  totals.failed += result.failed;
}

console.log('\n=== summary ===');
for (const row of rows) console.log(row);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
