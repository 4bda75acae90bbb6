// `npm run bench`: how heavy and how fast the production site is.
//
// 1. Builds the site (`docusaurus build`), or reuses `build/` when it is newer
//    than every source file.
// 2. Serves `build/` with gzip on 127.0.0.1 (scripts/lib/static-server.mjs).
// 3. Per route, measures the bytes of a first visit in Chromium, per type, raw
//    and gzip (scripts/lib/page-weight.mjs).
// 4. Per route, runs Lighthouse (mobile defaults, simulated throttling) a few
//    times and keeps the median scores, LCP, TBT and CLS.
// 5. Per route, times how long a reader's first press may wait: from the first contentful paint
//    until the page has hydrated, on a 4x slower CPU (median of 3).
// 6. Runs the search benchmark (scripts/bench-search.mjs).
// Then prints a Markdown table, the build time and the search figures; with
// `--write`, also writes them to BENCHMARKS.md.
//
// Usage: npm run bench -- [options]
//   --write             also write BENCHMARKS.md (not when a measurement failed)
//   --rebuild           build even if build/ is up to date
//   --build-time        time a cold build (`docusaurus clear`, then build)
//   --quick             the four main routes, one Lighthouse run and one input timing each,
//                       no search benchmark (under 3 minutes once build/ is up to date)
//   --runs N            Lighthouse runs per route (default 3)
//   --skip-lighthouse   bytes only, no Lighthouse
//   --skip-search       no search benchmark
//   --route PATH        measure only this route (repeatable)
//   --dir DIR           measure an existing build in DIR; never builds
//   --port N            first port to try for the server (default 4300)
// Progress goes to stderr; stdout carries only the results.
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

import {localOnlyChromiumFlag} from './lib/local-only.mjs';
import {measurePageWeight, weightTypes} from './lib/page-weight.mjs';
import {startStaticServer} from './lib/static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchmarksFile = path.join(root, 'BENCHMARKS.md');

/** The routes of `--quick`: the landing page, a guide, a CLI page and an API page. */
const quickRoutes = [
  '/',
  '/toolhive/guides-cli/run-mcp-servers',
  '/toolhive/reference/cli/thv_run',
  '/toolhive/reference/api/create-workload',
];

const defaultRoutes = [
  '/',
  '/toolhive/',
  '/toolhive/guides-cli/run-mcp-servers',
  '/toolhive/reference/cli/thv_run',
  '/search',
  '/toolhive/reference/api',
  '/toolhive/reference/api/create-workload',
  // The other pages with diagrams (/toolhive/ and run-mcp-servers have some too).
  '/toolhive/concepts/mcp-primer',
  '/toolhive/guides-cli/secrets-management',
  '/toolhive/guides-k8s/intro',
  '/toolhive/guides-k8s/run-mcp-k8s',
];

// What the build is made from: when any of these is newer than build/, rebuild.
const sources = [
  'docs',
  'src',
  'plugins',
  'static',
  'data',
  'sidebars',
  'docusaurus.config.ts',
  'sidebars.ts',
];

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Progress and warnings go to stderr, so that stdout is only the results.
const log = (...args) => console.error(...args);

function parseOptions() {
  const {values} = parseArgs({
    options: {
      write: {type: 'boolean', default: false},
      quick: {type: 'boolean', default: false},
      rebuild: {type: 'boolean', default: false},
      'build-time': {type: 'boolean', default: false},
      runs: {type: 'string'},
      'skip-lighthouse': {type: 'boolean', default: false},
      'skip-search': {type: 'boolean', default: false},
      route: {type: 'string', multiple: true},
      dir: {type: 'string'},
      port: {type: 'string', default: '4300'},
    },
  });
  const runs = Number(values.runs ?? (values.quick ? 1 : 3));
  if (values.quick && values.write)
    throw new Error('--quick figures are not written to BENCHMARKS.md');
  const port = Number(values.port);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs: not a positive integer`);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port: invalid`);
  if (values.dir && (values.rebuild || values['build-time']))
    throw new Error('--dir measures an existing build; it cannot be combined with a build');
  return {
    write: values.write,
    rebuild: values.rebuild,
    buildTime: values['build-time'],
    runs,
    lighthouse: !values['skip-lighthouse'],
    search: !values['skip-search'] && !values.quick,
    routes: values.route ?? (values.quick ? quickRoutes : defaultRoutes),
    inputRuns: values.quick ? 1 : 3,
    dir: values.dir ? path.resolve(values.dir) : undefined,
    port,
  };
}

// ---------------------------------------------------------------------------
// Build

/** The newest modification time (ms) of a file or of any file under a folder. */
function newestMtime(target) {
  const stats = statSync(target, {throwIfNoEntry: false});
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, {withFileTypes: true})) {
    if (entry.name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/**
 * When build/ was written: the oldest of some files every build writes, the
 * search index (written by a postBuild hook) among them. Null when one is
 * missing, for instance after a failed build.
 */
function buildMtime(buildDir) {
  let oldest = Infinity;
  for (const file of [
    'index.html',
    '404.html',
    'sitemap.xml',
    'search-index.json',
    'search-texts.json',
  ]) {
    const stats = statSync(path.join(buildDir, file), {throwIfNoEntry: false});
    if (!stats) return null;
    oldest = Math.min(oldest, stats.mtimeMs);
  }
  return oldest;
}

/** Runs `npx docusaurus <command>` with its output on stderr; returns seconds. */
function docusaurus(command) {
  log(`$ npx docusaurus ${command}`);
  const started = performance.now();
  const result = spawnSync('npx', ['docusaurus', command], {
    cwd: root,
    stdio: ['ignore', process.stderr, process.stderr],
  });
  if (result.status !== 0)
    throw new Error(`docusaurus ${command} failed (exit ${result.status ?? result.signal})`);
  return (performance.now() - started) / 1000;
}

/**
 * Builds the site unless build/ is up to date. Returns what happened:
 * {built: false, builtAt} or {built: true, seconds, cold}.
 */
function ensureBuild(options) {
  const buildDir = path.join(root, 'build');
  if (options.buildTime) {
    docusaurus('clear');
    return {built: true, cold: true, seconds: docusaurus('build')};
  }
  const builtAt = buildMtime(buildDir);
  const newestSource = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
  if (!options.rebuild && builtAt !== null && builtAt > newestSource) {
    log(`build/ is newer than every source: reusing it`);
    return {built: false, builtAt: new Date(builtAt)};
  }
  log(
    options.rebuild
      ? 'building (--rebuild)'
      : builtAt === null
        ? 'no complete build in build/: building'
        : 'sources changed since the last build: building',
  );
  return {built: true, cold: false, seconds: docusaurus('build')};
}

// ---------------------------------------------------------------------------
// Serving

/** Starts the static server on the first free port from `firstPort`. */
async function serve(dir, firstPort) {
  for (let port = firstPort; port < firstPort + 20; port += 1) {
    try {
      return await startStaticServer({dir, port, host: '127.0.0.1'});
    } catch (error) {
      if (error.code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`no free port in ${firstPort}-${firstPort + 19}`);
}

/** A path relative to the repository when inside it, else absolute. */
function displayPath(target) {
  const relative = path.relative(root, target);
  return relative === '' ? '.' : relative.startsWith('..') ? target : relative;
}

const isLocal = (url, base) =>
  url.startsWith(`${base}/`) || url === base || /^(data|blob):/.test(url);

/** Debian's Chromium, kept on this machine (no background requests). */
async function launchChromium() {
  const {chromium} = await import('@playwright/test');
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', localOnlyChromiumFlag],
  });
}

// ---------------------------------------------------------------------------
// Page weight

/** First-visit bytes of every route, each in a fresh browser context. */
async function measureWeights(baseUrl, routes) {
  const browser = await launchChromium();
  const results = new Map();
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const result = await measurePageWeight(page, baseUrl + route);
        const outside = [...result.resources, ...result.failed]
          .map((resource) => resource.url)
          .filter((url) => !isLocal(url, baseUrl));
        for (const url of outside) log(`  warning: ${route} requested ${url}`);
        for (const failure of result.failed)
          log(`  warning: ${route}: ${failure.url} failed (${failure.error})`);
        results.set(route, result);
        log(
          `bytes ${route}: ${kb(result.totals.total.raw)} KB raw, ${kb(result.totals.total.gzip)} KB gzip`,
        );
      } catch (error) {
        log(`bytes ${route}: failed: ${error.message}`);
        results.set(route, {error: error.message});
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

// ---------------------------------------------------------------------------
// A cost the site avoids

/**
 * Milliseconds a page's first `localeCompare` takes on a 4x slower CPU, median of five fresh
 * pages: it builds the browser's collator. `src/theme/CodeBlock/Content/String.tsx` and
 * `src/theme/DocSidebar/Mobile` exist to keep it off every docs page (tests/e2e/loading.spec.ts).
 */
async function measureCollatorBuild() {
  const browser = await launchChromium();
  const samples = [];
  try {
    for (let run = 0; run < 5; run += 1) {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
        await page.setContent('<p>collator</p>');
        samples.push(
          await page.evaluate(() => {
            const start = performance.now();
            'a'.localeCompare('b');
            return performance.now() - start;
          }),
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return median(samples);
}

function collatorLine(ms) {
  return (
    `Building the browser's collator (a page's first \`localeCompare\`): ${Math.round(ms)} ms at 4× CPU ` +
    'slowdown, median of 5. `src/theme/CodeBlock/Content/String.tsx` and `src/theme/DocSidebar/Mobile` ' +
    'keep it off every docs page.'
  );
}

// ---------------------------------------------------------------------------
// Time to input

/**
 * Milliseconds from the first contentful paint until the page answers input (React has hydrated
 * it: `data-has-hydrated="true"` on <html>), on a 4x slower CPU, median of `runs` loads. A press
 * in between is held and replayed (plugins/first-paint/scripts/earlyInput.ts), so this is how long
 * a reader's first press can wait.
 */
async function measureInputReady(baseUrl, routes, runs) {
  const browser = await launchChromium();
  const results = new Map();
  try {
    for (const route of routes) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext();
        try {
          const page = await context.newPage();
          await page.addInitScript(() => {
            // Runs before <html> exists, so watch the whole document for the attribute.
            new MutationObserver((_, observer) => {
              if (document.documentElement?.dataset.hasHydrated !== 'true') return;
              window.__inputReadyAt = performance.now();
              observer.disconnect();
            }).observe(document, {attributes: true, subtree: true, childList: true});
          });
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
          await page.goto(baseUrl + route);
          await page.waitForFunction(() => window.__inputReadyAt !== undefined, null, {
            timeout: 30_000,
          });
          const fcp = await page.evaluate(
            () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          );
          const ready = await page.evaluate(() => window.__inputReadyAt);
          samples.push(ready - fcp);
        } catch (error) {
          log(`input ${route}: failed: ${error.message}`);
        } finally {
          await context.close();
        }
      }
      const value = median(samples);
      results.set(route, value);
      log(
        `input ${route}: ${Number.isFinite(value) ? Math.round(value) : 'error'} ms from first paint`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}

// ---------------------------------------------------------------------------
// Lighthouse

function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Runs Lighthouse `runs` times on every route, each run in a new headless
 * Chromium, and keeps the medians. Lighthouse's default config is the mobile
 * one (Moto G Power emulation, simulated slow 4G and 4× CPU slowdown).
 */
async function runLighthouse(baseUrl, routes, runs) {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const results = new Map();
  const warnings = new Set();
  for (const route of routes) {
    const lhrs = [];
    const errors = [];
    for (let run = 1; run <= runs; run += 1) {
      const started = performance.now();
      let chrome;
      try {
        chrome = await chromeLauncher.launch({
          chromePath: chromiumPath,
          chromeFlags: [
            '--headless',
            '--no-sandbox',
            '--disable-dev-shm-usage',
            localOnlyChromiumFlag,
          ],
          logLevel: 'silent',
        });
        const result = await lighthouse(baseUrl + route, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: categories,
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error('Lighthouse returned no result');
        if (lhr.runtimeError)
          throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        for (const warning of lhr.runWarnings) warnings.add(warning);
        // The page must not have fetched anything from outside the server.
        const requests = /** @type {any} */ (lhr.audits['network-requests']?.details);
        for (const item of requests?.items ?? [])
          if (!isLocal(item.url, baseUrl)) log(`  warning: ${route} requested ${item.url}`);
        lhrs.push(lhr);
        const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
        log(
          `lighthouse ${route} run ${run}/${runs}: ${categories.map(score).join(' / ')} ` +
            `(${((performance.now() - started) / 1000).toFixed(0)} s)`,
        );
      } catch (error) {
        log(`lighthouse ${route} run ${run}/${runs}: failed: ${error.message}`);
        errors.push(error.message);
      } finally {
        await chrome?.kill();
      }
    }
    if (lhrs.length === 0) {
      results.set(route, {error: errors[0] ?? 'no run'});
      continue;
    }
    const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
    results.set(route, {
      runs: lhrs.length,
      errors,
      scores: Object.fromEntries(
        categories.map((id) => [
          id,
          median(lhrs.map((lhr) => (lhr.categories[id]?.score ?? NaN) * 100)),
        ]),
      ),
      lcp: median(lhrs.map((lhr) => audit(lhr, 'largest-contentful-paint'))),
      tbt: median(lhrs.map((lhr) => audit(lhr, 'total-blocking-time'))),
      cls: median(lhrs.map((lhr) => audit(lhr, 'cumulative-layout-shift'))),
      benchmarkIndex: median(lhrs.map((lhr) => lhr.environment.benchmarkIndex)),
      version: lhrs[0].lighthouseVersion,
    });
  }
  for (const warning of warnings) log(`lighthouse warning: ${warning}`);
  return results;
}

// ---------------------------------------------------------------------------
// Search

/** Runs the search benchmark and returns its printed lines. */
async function searchLines(buildDir) {
  const {benchSearch, printSearchBench} = await import('./bench-search.mjs');
  const result = await benchSearch({buildDir});
  // printSearchBench writes with console.log; collect its lines instead.
  const lines = [];
  const consoleLog = console.log;
  console.log = (...args) => lines.push(args.join(' '));
  try {
    printSearchBench(result);
  } finally {
    console.log = consoleLog;
  }
  return lines;
}

// ---------------------------------------------------------------------------
// Output

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** A Markdown table with its columns padded, as Prettier formats it. */
function markdownTable(header, rows, alignRight) {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column].length), 3),
  );
  const line = (cells) =>
    `| ${cells
      .map((cell, column) =>
        alignRight[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join(' | ')} |`;
  const rule = `| ${widths
    .map((width, column) => (alignRight[column] ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width)))
    .join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

function resultsTable(routes, weights, lighthouseResults, inputReady) {
  const header = [
    'Route',
    'HTML',
    'JS',
    'CSS',
    'img',
    'other',
    'total',
    'prefetch',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'LCP (ms)',
    'TBT (ms)',
    'CLS',
    'Input (ms)',
  ];
  const rows = routes.map((route) => {
    const weight = weights.get(route);
    const bytes = [...weightTypes, 'total', 'prefetch'].map((type) =>
      weight?.totals ? `${kb(weight.totals[type].raw)} / ${kb(weight.totals[type].gzip)}` : 'error',
    );
    const lh = lighthouseResults?.get(route);
    const missing = lighthouseResults ? 'error' : '–';
    const number = (value, digits = 0) =>
      Number.isFinite(value) ? value.toFixed(digits) : 'error';
    const lhCells = lh?.scores
      ? [
          ...categories.map((id) => number(lh.scores[id])),
          number(lh.lcp),
          number(lh.tbt),
          number(lh.cls, 3),
        ]
      : Array(categories.length + 3).fill(missing);
    const input = inputReady?.get(route);
    const inputCell = inputReady ? number(input) : '–';
    return [`\`${route}\``, ...bytes, ...lhCells, inputCell];
  });
  return markdownTable(header, rows, [false, ...Array(header.length - 1).fill(true)]);
}

function buildLine(build) {
  if (build.external) return `Build: measured the existing build in \`${build.external}\`.`;
  if (!build.built)
    return (
      `Build: reused \`build/\` (written ${build.builtAt.toISOString()}, newer than every source); ` +
      'not timed (`--build-time` times a cold build).'
    );
  return build.cold
    ? `Build time: ${build.seconds.toFixed(1)} s (cold: \`docusaurus clear\`, then \`docusaurus build\`).`
    : `Build time: ${build.seconds.toFixed(1)} s (\`docusaurus build\` with the caches of earlier builds; \`--build-time\` times a cold build).`;
}

function chromiumVersion(fallback) {
  try {
    // Debian's /usr/bin/chromium is a wrapper script; keep only its stdout.
    const output = execFileSync(chromiumPath, ['--version'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return output.toString().trim() || fallback;
  } catch {
    return fallback;
  }
}

function packageVersion(name) {
  const file = path.join(root, 'node_modules', name, 'package.json');
  return JSON.parse(readFileSync(file, 'utf8')).version;
}

/**
 * Routes whose median Performance score is below the goal, each with its recorded reason
 * (data/benchmarks-trades.json): issue 14 lets a score drop only when the benchmarks say by how
 * much and why the trade is right.
 */
function tradesLines(routes, lighthouseResults) {
  if (!lighthouseResults) return [];
  const file = path.join(root, 'data/benchmarks-trades.json');
  const trades = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : {performanceGoal: 95, routes: {}};
  const goal = trades.performanceGoal;
  const below = routes.filter((route) => lighthouseResults.get(route)?.scores?.performance < goal);
  if (below.length === 0) return [`Every route scores at least ${goal} for Performance.`];
  return [
    `Below the Performance goal of ${goal}:`,
    '',
    ...below.map((route) => {
      const score = Math.round(lighthouseResults.get(route).scores.performance);
      const reason =
        trades.routes[route] ?? 'No reason is recorded in data/benchmarks-trades.json.';
      return `- \`${route}\`: ${score}, ${goal - score} below. ${reason}`;
    }),
  ];
}

/**
 * What the second docs version costs: data/benchmarks-versions.json holds the figures of the last
 * commit with one version (and the CI figures with two); this run's page weights are the "after".
 */
function versionsCostLines(weights) {
  const file = path.join(root, 'data/benchmarks-versions.json');
  if (!existsSync(file)) return [];
  const {oneVersion: before, twoVersions: after} = JSON.parse(readFileSync(file, 'utf8'));
  const delta = (a, b) => `${b - a >= 0 ? '+' : ''}${(b - a).toFixed(1)}`;
  const routeRows = Object.entries(before.routes)
    .filter(([route]) => weights.get(route)?.totals)
    .map(([route, old]) => {
      const now = weights.get(route).totals;
      const js = now.js.gzip / 1024;
      const total = now.total.gzip / 1024;
      return [
        `\`${route}\``,
        old.jsGzipKB.toFixed(1),
        js.toFixed(1),
        delta(old.jsGzipKB, js),
        old.totalGzipKB.toFixed(1),
        total.toFixed(1),
      ];
    });
  const ci = (key, unit) =>
    [before[key], after?.[key]].map((value) =>
      value === undefined ? 'not measured' : `${value} ${unit}`,
    );
  const ciRows = [
    ['Docs pages (both versions)', ...ci('docsPages', '')],
    ['Build in CI (`docusaurus build`)', ...ci('buildSeconds', 's')],
    ['Second build in CI (analytics)', ...ci('analyticsBuildSeconds', 's')],
    ['Browser tests in CI', ...ci('browserTestMinutes', 'min')],
    ['Whole CI run (`bash .ci/run`, fresh clone)', ...ci('ciMinutes', 'min')],
    ['Search index of the current docs (gzip)', ...ci('searchIndexGzipKB', 'KB')],
  ];
  return [
    '## Cost of the second docs version',
    '',
    `One version: commit ${before.commit}. Two versions: ${after?.commit ? `commit ${after.commit} for the CI figures, ` : ''}this run for the page weights. The older version's routes, chunk names and registry entries load only when a reader goes there (\`plugins/later-version-routes\`); its doc list stays in global data, written short, for the version dropdown's same-page link. Each version's search index loads only when that version is searched.`,
    '',
    markdownTable(
      [
        'Route',
        'JS gzip before (KB)',
        'JS gzip now (KB)',
        'Change',
        'Total gzip before',
        'Total gzip now',
      ],
      routeRows,
      [false, true, true, true, true, true],
    ),
    '',
    markdownTable(['Measure', 'One version', 'Two versions'], ciRows, [false, true, true]),
    '',
    ...(after?.note ? [after.note, ''] : []),
  ];
}

/**
 * The sections of BENCHMARKS.md written by hand ("## Search before and after …"), which a
 * rewrite keeps as they are: everything from such a heading to the next heading of its level.
 */
export function handWrittenSections(previous) {
  const sections = [];
  const pattern = /^## Search before and after[^\n]*\n[\s\S]*?(?=^## |(?![\s\S]))/gm;
  for (const match of previous.matchAll(pattern)) sections.push(match[0].trimEnd());
  return sections.join('\n\n');
}

function benchmarksMarkdown({
  table,
  build,
  search,
  options,
  environment,
  lighthouseResults,
  weights,
  kept,
}) {
  const lhVersion = packageVersion('lighthouse');
  const benchmarkIndex = lighthouseResults
    ? median([...lighthouseResults.values()].map((result) => result.benchmarkIndex))
    : NaN;
  const lines = [
    '# Benchmarks',
    '',
    `Measured on ${environment.date} with \`npm run bench -- --write\` (\`scripts/bench.mjs\`).`,
    '',
    '## How it was measured',
    '',
    `- Machine: ${environment.cores} CPU cores (${environment.cpuModel}), ${environment.memoryGb} GB of memory, Node.js ${process.version}, ${environment.chromium}.`,
    `- The production build (\`docusaurus build\`) is served from \`${environment.buildDir}/\` on 127.0.0.1 by \`scripts/lib/static-server.mjs\`, with gzip.`,
    '- Bytes: the first visit of each route in a fresh Chromium context (desktop viewport), waiting for the network to go idle and for React to hydrate. Every response counts once; gzip sizes are computed per response with zlib at level 9 (images other than SVG and fonts count raw). KB = 1024 bytes; each cell is raw / gzip. _total_ is HTML, JS, CSS, images and other; _prefetch_ is what Docusaurus prefetches for the links in view, downloaded but not used by the page, and not in the total.',
    options.lighthouse
      ? `- Lighthouse ${lhVersion} with its default (mobile) settings: Moto G Power emulation, simulated slow 4G and 4× CPU slowdown. ${options.runs === 1 ? 'One run' : `Median of ${options.runs} runs`} per route, each in a new headless Chromium${Number.isFinite(benchmarkIndex) ? `; Lighthouse's CPU benchmark index on this machine was about ${Math.round(benchmarkIndex)}` : ''}.`
      : '- Lighthouse was not run (`--skip-lighthouse`).',
    '- Bytes are deterministic for a given build; timings (Lighthouse metrics, build time, search times) depend on the machine and on what else it runs.',
    '',
    '## Results',
    '',
    table,
    '',
    build,
    '',
  ];
  lines.push(...versionsCostLines(weights));
  if (search) lines.push('## Search', '', '```text', ...search, '```', '');
  if (kept) lines.push(kept, '');
  lines.push(
    '## Reproduce',
    '',
    '```bash',
    'npm run bench -- --write',
    '```',
    '',
    '`npm run bench` alone prints the same without writing this file. Options: `--build-time` (time a cold build), `--rebuild`, `--runs N`, `--skip-lighthouse`, `--skip-search`, `--route PATH`.',
    '',
  );
  return lines.join('\n');
}

/** Formats Markdown with the repository's Prettier settings, so lint passes. */
async function prettierMarkdown(text, file) {
  const prettier = await import('prettier');
  const config = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, {...config, filepath: file});
}

// ---------------------------------------------------------------------------

async function main() {
  const started = performance.now();
  const options = parseOptions();
  const build = options.dir ? {external: displayPath(options.dir)} : ensureBuild(options);
  const buildDir = options.dir ?? path.join(root, 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) throw new Error(`no site in ${buildDir}`);

  // Another build writing to the folder during the bench would mix two sites.
  const buildStamp = buildMtime(buildDir);
  const server = await serve(buildDir, options.port);
  log(`serving ${buildDir} at ${server.url}`);
  let weights;
  let lighthouseResults = null;
  let inputReady = null;
  let collatorMs = NaN;
  try {
    try {
      weights = await measureWeights(server.url, options.routes);
    } catch (error) {
      // For instance Chromium failing to start: report every route as failed.
      log(`bytes: failed: ${error.stack ?? error.message}`);
      weights = new Map(options.routes.map((route) => [route, {error: error.message}]));
    }
    try {
      collatorMs = await measureCollatorBuild();
      log(`collator: ${Math.round(collatorMs)} ms`);
    } catch (error) {
      log(`collator: failed: ${error.stack ?? error.message}`);
    }
    try {
      inputReady = await measureInputReady(server.url, options.routes, options.inputRuns);
    } catch (error) {
      log(`input: failed: ${error.stack ?? error.message}`);
    }
    if (options.lighthouse) {
      try {
        lighthouseResults = await runLighthouse(server.url, options.routes, options.runs);
      } catch (error) {
        // For instance Chromium failing to start: keep the other numbers.
        log(`lighthouse: failed: ${error.stack ?? error.message}`);
        lighthouseResults = new Map(options.routes.map((route) => [route, {error: error.message}]));
      }
    }
  } finally {
    await server.close();
  }

  let search = null;
  let searchFailed = false;
  if (options.search) {
    log('search benchmark');
    try {
      search = await searchLines(buildDir);
    } catch (error) {
      searchFailed = true;
      search = [`search benchmark failed: ${error.message}`];
      log(`search: failed: ${error.stack ?? error.message}`);
    }
  }

  const table = resultsTable(options.routes, weights, lighthouseResults, inputReady);
  const trades = tradesLines(options.routes, lighthouseResults);
  const buildText = [
    ...(trades.length > 0 ? [...trades, ''] : []),
    buildLine(build),
    ...(Number.isFinite(collatorMs) ? ['', collatorLine(collatorMs)] : []),
  ].join('\n');
  console.log(table);
  console.log('');
  console.log(buildText);
  for (const line of versionsCostLines(weights)) console.log(line);
  if (search) {
    console.log('');
    console.log('Search:');
    for (const line of search) console.log(line);
  }

  const buildChanged = buildMtime(buildDir) !== buildStamp;
  if (buildChanged) log(`warning: ${displayPath(buildDir)} changed during the bench`);
  const failed =
    buildChanged ||
    searchFailed ||
    [...weights.values()].some((result) => result.error) ||
    [...(lighthouseResults?.values() ?? [])].some((result) => result.error);
  if (options.write) {
    if (failed) {
      log('not writing BENCHMARKS.md: a measurement failed (see above)');
    } else {
      const environment = {
        date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
        buildDir: displayPath(buildDir),
        cores: os.cpus().length,
        cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
        chromium: chromiumVersion(`Chromium at ${chromiumPath}`),
      };
      const markdown = benchmarksMarkdown({
        kept: handWrittenSections(
          existsSync(benchmarksFile) ? readFileSync(benchmarksFile, 'utf8') : '',
        ),
        table,
        build: buildText,
        search,
        options,
        environment,
        lighthouseResults,
        weights,
      });
      writeFileSync(benchmarksFile, await prettierMarkdown(markdown, benchmarksFile));
      log(`wrote ${path.relative(root, benchmarksFile)}`);
    }
  }
  log(`bench took ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  log(error.stack ?? error.message);
  process.exit(1);
});
