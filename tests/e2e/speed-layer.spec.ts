import {readFileSync} from 'node:fs';

import {chunkNamesByRoutePath} from '../../plugins/route-prefetch/client/chunkNames';
import {expect, test, waitForHydration} from './support/fixtures';
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

test('a docs page loads no tslib, and no description of a doc that no card shows', async ({
  page,
}) => {
  await page.goto('/toolhive/guides-cli/run-mcp-servers');
  await waitForHydration(page);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => entry.name),
  );
  const bodies = await Promise.all(
    scripts.map(async (url) => (await page.request.get(url)).text()),
  );
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
