import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import {olderVersion} from '../../data/docs-versions';
import {engineCodeMark} from '../../plugins/local-search/client/timingMarks';
import {chunkNamesByRoutePath} from '../../plugins/route-prefetch/client/chunkNames';
import {expect, test, waitForHydration} from './support/fixtures';
import {pageScripts} from './support/scripts';
import {sitemapPaths} from './support/sitemap';

// Each speed technique must be in effect in the production build; a technique that silently
// switched off (a plugin dropped from the config, an internal that moved) fails here. The other
// techniques have theirs in loading.spec.ts (first paint, prefetch, hydration transitions).

test('the app starts in steps, and asks for the route chunks before the app is evaluated', async ({
  page,
}) => {
  await page.goto('/toolhive/guides-cli/run-mcp-servers');
  await waitForHydration(page);
  const timeline = await page.evaluate(() => {
    const marks = performance
      .getEntriesByType('mark')
      .filter((entry) => entry.name.startsWith('staged-start:'))
      .map((entry) => ({name: entry.name, at: entry.startTime}));
    const chunks = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/js\/[0-9a-f]+\.[0-9a-f]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime);
    return {marks, firstChunk: Math.min(...chunks)};
  });
  expect(timeline.marks.map((mark) => mark.name)).toEqual([
    'staged-start:routes',
    'staged-start:route-chunks-requested',
    'staged-start:app',
    'staged-start:client-entry',
  ]);
  const appMark = timeline.marks.find((mark) => mark.name === 'staged-start:app')!;
  expect(timeline.firstChunk).toBeLessThan(appMark.at);
});

test('route chunk names in the real build have the format route-prefetch reads', async ({
  baseURL,
}) => {
  const routesChunkNames = JSON.parse(readFileSync('.docusaurus/routesChunkNames.json', 'utf8'));
  const byPath = chunkNamesByRoutePath(routesChunkNames);
  const paths = await sitemapPaths(baseURL!);
  expect(paths.length).toBeGreaterThan(10);
  for (const path of paths) {
    expect(byPath.get(path)?.length ?? 0, `no chunk names for ${path}`).toBeGreaterThan(0);
  }
});

/**
 * The functions called on the spot (`(function (…) {…})(…)`, `(…) => …` likewise) inside another
 * function of a bundled file: each call of that function makes them anew. The bundler's wrapper
 * (a file's outermost function called on the spot) and its module functions (numbered methods:
 * `{9717(e, t, r) {…}}`) run once, so what they hold directly is not counted.
 */
function functionsCalledInsideFunctions(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const calledOnTheSpot = (node: ts.Node): boolean => {
    if (!ts.isCallExpression(node)) return false;
    let callee: ts.Expression = node.expression;
    while (ts.isParenthesizedExpression(callee)) callee = callee.expression;
    return ts.isFunctionExpression(callee) || ts.isArrowFunction(callee);
  };
  const runsOnce = (fn: ts.Node): boolean => {
    if (ts.isMethodDeclaration(fn)) return /^\d+$/.test(fn.name.getText(source));
    let call: ts.Node = fn.parent;
    while (ts.isParenthesizedExpression(call)) call = call.parent;
    return calledOnTheSpot(call) && ts.isSourceFile(call.parent.parent);
  };
  const found: string[] = [];
  const visit = (node: ts.Node, inside: number) => {
    if (calledOnTheSpot(node) && inside > 0) found.push(node.getText(source).slice(0, 80));
    const isFunction = ts.isFunctionLike(node) && !ts.isCallSignatureDeclaration(node);
    const next = isFunction && !runsOnce(node) ? inside + 1 : inside;
    ts.forEachChild(node, (child) => visit(child, next));
  };
  visit(source, 0);
  return found;
}

test('the built search engine keeps its once-called functions where they are written', () => {
  // plugins/minifier-keeps-functions: by default the minifier moves each once-called step of the
  // engine into its caller, as a function called on the spot, which made the queries slower. The
  // engine's code is in the worker's script and in the page's own chunk.
  const dir = path.join('build', 'assets', 'js');
  const engineFiles = readdirSync(dir)
    .map((name) => path.join(dir, name))
    .filter((file) => readFileSync(file, 'utf8').includes(engineCodeMark));
  expect(engineFiles).toHaveLength(2);
  for (const file of engineFiles) expect(functionsCalledInsideFunctions(file), file).toEqual([]);
});

test('a docs page loads no tslib, and no description of a doc that no card shows', async ({
  page,
}) => {
  await page.goto('/toolhive/guides-cli/run-mcp-servers');
  await waitForHydration(page);
  const bodies = (await pageScripts(page, {prefetched: true})).map((script) => script.body);
  const all = bodies.join('\n');
  // tslib's helpers, which plugins/utils-common-esm keeps out of the browser bundle.
  expect(all).not.toContain('__classPrivateFieldGet');
  // plugins/version-metadata-trim: the sidebar data is there, with a guide's description (the
  // category page shows it on a card) but not a CLI reference page's.
  const metadata = bodies.find((body) => body.includes('"docsSidebars"'));
  expect(metadata, 'no script holds the version metadata').toBeDefined();
  expect(metadata).toContain('Run MCP servers with thv run');
  expect(metadata).toContain('"toolhive/reference/cli/thv_run"');
  expect(metadata).not.toMatch(/"toolhive\/reference\/cli\/thv_run":\{[^}]*description/);
});

const olderPrefix = olderVersion.routePrefix;
// A route of the older version only: in its route table, chunk names and doc list.
const olderRoute = `${olderPrefix}/toolhive/guides-cli/install`;
const holdsOlderRoutes = (body: string) => body.includes(`"${olderRoute}`);

test('a current docs page loads no older version’s routes, module paths or build-only config', async ({
  page,
  problems,
}) => {
  await page.goto('/toolhive/guides-cli/install');
  await waitForHydration(page);
  const scripts = await pageScripts(page);
  expect(scripts.length).toBeGreaterThan(2);
  // plugins/later-version-routes: no older route, and a registry without module paths.
  expect(scripts.filter((script) => holdsOlderRoutes(script.body)).map((s) => s.url)).toEqual([]);
  // (A doc's own metadata names its source file; the registry in the main bundle names none.)
  const main = scripts.find((script) => /\/main\.[0-9a-f]+\.js$/.test(script.url));
  expect(main?.body).toContain('webpackChunk');
  expect(main?.body).not.toContain('"@site/');
  // plugins/client-site-config and plugins/compact-global-data.
  const all = scripts.map((script) => script.body).join('\n');
  expect(all).not.toContain('ssrTemplate');
  expect(all).toContain('__compactDocsSidebar');
  // plugins/chunk-file-names: chunk files are named by id.
  const chunks = scripts
    .map((script) => new URL(script.url).pathname)
    .filter((p) => !/\/(main|runtime~main)\./.test(p));
  expect(chunks.length).toBeGreaterThan(0);
  for (const chunk of chunks) expect(chunk).toMatch(/^\/assets\/js\/\d+\.[0-9a-f]{8}\.js$/);

  // Hovering a link into the older version loads its routes; the click then stays in the app.
  await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
  const menu = page
    .locator('.navbar__items .dropdown')
    .filter({has: page.locator('.dropdown__menu')});
  await menu.first().hover();
  const older = menu.first().getByRole('link', {name: olderVersion.release, exact: true});
  await older.hover();
  await expect
    .poll(async () => (await pageScripts(page)).some((s) => holdsOlderRoutes(s.body)))
    .toBe(true);
  await older.click();
  await expect(page).toHaveURL(olderRoute);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Install ToolHive');
  expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(true);
  expect(problems.consoleErrors).toEqual([]);
});

test('an older version’s page loads its routes before the app starts, and moves in the app', async ({
  page,
  problems,
}) => {
  await page.goto(olderRoute);
  await waitForHydration(page);
  const [routesScript] = (await pageScripts(page)).filter((script) =>
    holdsOlderRoutes(script.body),
  );
  expect(routesScript, 'no script holds the older version’s routes').toBeDefined();
  expect(routesScript.url).not.toMatch(/\/main\.[0-9a-f]+\.js$/);
  // It is one of the page's app scripts: requested with the main bundle, before the app has run.
  const routesMark = await page.evaluate(
    () => performance.getEntriesByName('staged-start:routes', 'mark')[0]?.startTime,
  );
  expect(routesMark).toBeDefined();
  expect(routesScript.at).toBeLessThan(routesMark!);

  // Sidebar link, back and forward: all without reloading the page.
  await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
  const target = `${olderPrefix}/toolhive/guides-cli/run-mcp-servers`;
  await page.locator(`.theme-doc-sidebar-menu a[href="${target}"]`).click();
  await expect(page).toHaveURL(target);
  await expect(page.getByRole('note', {name: 'Docs version'})).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(olderRoute);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Install ToolHive');
  await page.goForward();
  await expect(page).toHaveURL(target);
  expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(true);
  expect(problems.consoleErrors).toEqual([]);
});
