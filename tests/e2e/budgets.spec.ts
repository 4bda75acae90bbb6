import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

import type {Page} from '@playwright/test';

import {expect, test} from './support/fixtures';

// Size budgets. Bytes are deterministic for a build, so unlike timings they can be tested:
// scripts/lib/page-weight.mjs (shared with `npm run bench`) sums what a first visit downloads,
// gzip computed per response. Chunks Docusaurus prefetches for the links in view are reported
// apart: they are fetched when the browser is idle and do not run.
// The issues' budget (issues 7, 14 and 16), for both docs versions. Every page adds its route,
// chunk names and sidebar entry to what each docs page loads, and diagrams are SVG in the page's
// own chunk; Prism loads only when the browser renders code itself (plugins/prism-languages).
// An older version's routes load only on its own pages (plugins/later-version-routes), so a
// current page does not pay for them; the browser gets a registry without module paths, a site
// config without build-only keys (plugins/client-site-config), a chunk map without names
// (plugins/chunk-file-names) and short docs lists in global data (plugins/compact-global-data).
// The first visit's JavaScript is the site's code (React, Docusaurus, the theme, the sidebar and
// route data, our components) plus the page's own text compiled to MDX. The site's code is held to
// 160 KB (153 KB on a current page today, 158 KB on an older version's page, which also loads that
// version's routes); the page's text to 25 KB, since a page that states more facts rightly grows
// (the longest guides are 17 KB today). One 170 KB total let a single added paragraph on the
// longest guide fail the build while leaving the framework room to grow unseen. Should the text
// stop being found, it counts as site code and the first budget fails.
const siteCodeBudget = 160 * 1024;
const pageTextBudget = 25 * 1024;
const imageBudget = 100 * 1024;

/** Docs pages: the shell, the sidebar, the page and nothing more. Diagrams are SVG in the page. */
const docsPages = [
  '/toolhive/reference/cli/thv_run',
  '/toolhive/guides-cli/install',
  '/v0.0.47/toolhive/guides-cli/install',
  '/toolhive/guides-cli',
  '/toolhive/reference/client-compatibility',
  '/toolhive/tutorials/toolhive-operator',
  '/toolhive/reference/api',
  '/toolhive/reference/api/create-workload',
  '/toolhive/registry/',
  '/toolhive/registry/github',
  '/toolhive/reference/mcpserver-crd',
  '/toolhive/reference/operator-chart-values',
  '/toolhive/guides-k8s/worked-example',
  // The pages with diagrams.
  '/toolhive',
  '/toolhive/concepts/mcp-primer',
  '/toolhive/guides-cli/run-mcp-servers',
  '/toolhive/guides-cli/secrets-management',
  '/toolhive/guides-k8s/intro',
  '/toolhive/guides-k8s/run-mcp-k8s',
];

/** Strings only found in the code of one heavy library, to tell which ones a page loaded. */
const markers = {
  mermaid: 'flowchart-v2',
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

/** The bodies of the scripts at `urls`, in the same order. */
async function scriptBodies(page: Page, urls: string[]): Promise<string[]> {
  return Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
}

/** The libraries whose code is in one of the script `bodies`. */
function librariesIn(bodies: string[]): string[] {
  return Object.entries(markers)
    .filter(([, marker]) => bodies.some((body) => body.includes(marker)))
    .map(([name]) => name);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Whether a script holds a page's MDX text: Docusaurus' MDX loader gives each an export `contentTitle`. */
const holdsPageText = (body: string) => /\bcontentTitle:\(\)=>/.test(body);

for (const route of docsPages) {
  test(`${route} loads at most ${kb(siteCodeBudget)} of site code, ${kb(pageTextBudget)} of page text and no heavy library`, async ({
    page,
    baseURL,
  }) => {
    const weight = await firstVisit(page, `${baseURL}${route}`);
    const scripts = weight.resources.filter((resource) => resource.type === 'js');
    const bodies = await scriptBodies(
      page,
      scripts.map((resource) => resource.url),
    );
    const textUrls = new Set(
      scripts.filter((_, index) => holdsPageText(bodies[index])).map((resource) => resource.url),
    );
    const sum = (list: typeof scripts) =>
      list.reduce((total, resource) => total + resource.gzip, 0);
    const pageText = sum(scripts.filter((resource) => textUrls.has(resource.url)));
    const siteCode = sum(scripts.filter((resource) => !textUrls.has(resource.url)));
    expect(siteCode, `site code on ${route}: ${kb(siteCode)} gzip`).toBeLessThanOrEqual(
      siteCodeBudget,
    );
    expect(pageText, `page text on ${route}: ${kb(pageText)} gzip`).toBeLessThanOrEqual(
      pageTextBudget,
    );
    expect(librariesIn(bodies)).toEqual([]);
    for (const file of ['search-index', 'search-texts']) {
      expect(weight.resources.map((resource) => resource.url)).not.toContainEqual(
        expect.stringContaining(file),
      );
    }
  });
}

test('the search code and index load on search intent, not with the page', async ({
  page,
  baseURL,
}) => {
  const weight = await firstVisit(page, `${baseURL}/toolhive/guides-cli/registry`);
  expect(librariesIn(await scriptBodies(page, scriptsOf(weight)))).not.toContain('searchModal');
  const index = page.waitForRequest((request) => request.url().includes('search-index'));
  const texts = page.waitForRequest((request) => request.url().includes('search-texts'));
  await page.getByRole('button', {name: 'Search'}).hover();
  await Promise.all([index, texts]);
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
