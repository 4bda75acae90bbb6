import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

import type {Page} from '@playwright/test';

import {expect, test, waitForDiagrams, waitForHydration} from './support/fixtures';

// Size budgets. Bytes are deterministic for a build, so unlike timings they can be tested:
// scripts/lib/page-weight.mjs (shared with `npm run bench`) sums what a first visit downloads,
// gzip computed per response. Chunks Docusaurus prefetches for the links in view are reported
// apart: they are fetched when the browser is idle and do not run.
const jsBudget = 170 * 1024;
const imageBudget = 100 * 1024;

/** Docs pages without a diagram: the shell, the sidebar, the page and nothing more. */
const plainDocsPages = [
  '/toolhive/reference/cli/thv_run',
  '/toolhive/guides-cli/install',
  '/toolhive/guides-cli',
  '/toolhive/reference/client-compatibility',
  '/toolhive/tutorials/toolhive-operator',
  '/toolhive/registry/',
  '/toolhive/registry/github',
];

/** Strings only found in the code of one heavy library, to tell which ones a page loaded. */
const markers = {
  mermaid: 'flowchart-v2',
  redoc: 'activateAndScroll',
  searchModal: 'DocSearch-Modal',
};

type Weight = {
  totals: Record<string, {raw: number; gzip: number; count: number}>;
  resources: {url: string; type: string; gzip: number}[];
};

async function firstVisit(page: Page, url: string): Promise<Weight> {
  const {measurePageWeight} = (await import('../../scripts/lib/page-weight.mjs')) as {
    measurePageWeight: (page: Page, url: string) => Promise<Weight>;
  };
  return measurePageWeight(page, url);
}

/** The scripts a first visit ran (prefetched ones aside). */
const scriptsOf = (weight: Weight) =>
  weight.resources.filter((resource) => resource.type === 'js').map((resource) => resource.url);

/** The libraries whose code the scripts at `urls` contain. */
async function librariesIn(page: Page, urls: string[]): Promise<string[]> {
  const bodies = await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
  return Object.entries(markers)
    .filter(([, marker]) => bodies.some((body) => body.includes(marker)))
    .map(([name]) => name);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const route of plainDocsPages) {
  test(`${route} loads at most ${kb(jsBudget)} of JavaScript and no heavy library`, async ({
    page,
    baseURL,
  }) => {
    const weight = await firstVisit(page, `${baseURL}${route}`);
    const js = weight.totals.js.gzip;
    expect(js, `JavaScript on ${route}: ${kb(js)} gzip`).toBeLessThanOrEqual(jsBudget);
    expect(await librariesIn(page, scriptsOf(weight))).toEqual([]);
    expect(weight.resources.map((resource) => resource.url)).not.toContainEqual(
      expect.stringContaining('search-index'),
    );
  });
}

test('Mermaid loads when a diagram comes into view, Redoc when the reader uses the API page', async ({
  page,
  baseURL,
}) => {
  // The other side of the budget test: the markers do find the libraries where they belong.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${baseURL}/toolhive/concepts/mcp-primer`);
  await waitForHydration(page);
  await waitForDiagrams(page);
  expect(await librariesIn(page, scripts)).toContain('mermaid');
  const api = await firstVisit(page, `${baseURL}/toolhive/reference/api`);
  expect(await librariesIn(page, scriptsOf(api))).toEqual([]);
  scripts.length = 0;
  await page.locator('.menu-content').getByText('Workloads', {exact: true}).click();
  await expect(page.locator('[data-reference="live"]')).toBeAttached({timeout: 30_000});
  expect(await librariesIn(page, scripts)).toContain('redoc');
});

test('a diagram far down the page is drawn only when the reader gets near it', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({width: 1280, height: 400});
  await page.goto(`${baseURL}/toolhive/guides-cli/secrets-management`);
  await waitForHydration(page);
  const slot = page.locator('[data-diagram]').last();
  await expect(slot).toHaveAttribute('data-diagram', 'waiting');
  await slot.scrollIntoViewIfNeeded();
  await expect(slot.locator('.docusaurus-mermaid-container svg')).toBeVisible();
});

test('the search code and index load on search intent, not with the page', async ({
  page,
  baseURL,
}) => {
  const weight = await firstVisit(page, `${baseURL}/toolhive/guides-cli/registry`);
  expect(await librariesIn(page, scriptsOf(weight))).not.toContain('searchModal');
  const index = page.waitForRequest((request) => request.url().includes('search-index'));
  await page.getByRole('button', {name: 'Search'}).hover();
  await index;
});

/** Every file below `dir`. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(full) : [full];
  });
}

test(`no image in the build is over ${kb(imageBudget)}, and every <img> has a size`, () => {
  const files = filesBelow('build');
  const images = files.filter((file) => /\.(png|jpe?g|gif|webp|avif|svg)$/i.test(file));
  expect(images.length).toBeGreaterThan(0);
  const heavy = images.filter((file) => statSync(file).size > imageBudget);
  expect(heavy).toEqual([]);

  const unsized: string[] = [];
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    for (const [tag] of readFileSync(file, 'utf8').matchAll(/<img\b[^>]*>/g)) {
      if (!/\bwidth=/.test(tag) || !/\bheight=/.test(tag)) unsized.push(`${file}: ${tag}`);
    }
  }
  expect(unsized).toEqual([]);
});

test('no web font blocks rendering', () => {
  const css = filesBelow('build/assets/css').map((file) => readFileSync(file, 'utf8'));
  for (const sheet of css) {
    for (const [rule] of sheet.matchAll(/@font-face\s*{[^}]*}/g)) {
      expect(rule).toMatch(/font-display:\s*(swap|optional)/);
    }
  }
});
