import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

import {expect, test, waitForHydration} from './support/fixtures';
import {
  currentAndSampledOlder,
  handWrittenAndSampledReference,
  isOlderVersion,
  pagesToVisit,
  shard,
  sitemapPaths,
} from './support/sitemap';

// Every URL of the sitemap, plus the pages it leaves out, visited as a reader would. On each
// visit the page must hydrate, log no console error or warning, make no failed request and none
// that leaves the machine, carry valid structured data, and pass axe's WCAG 2.2 AA and
// best-practice rules. One walk does all of it: loading each page once per walk keeps the suite
// short.
//
// Walks, chosen to fit CI's time budget (axe's contrast check is most of a visit):
// - desktop, light: every page;
// - desktop, dark: every hand-written page and every third generated reference page. Generated
//   pages of a kind share one template and differ only in their data's text, so their colours
//   are those of the pages sampled;
// - phone, light and dark by turns: every hand-written page and every fifth generated page, so
//   the phone layout's own parts (the menu button, the collapsed contents) are checked in both
//   modes. phone-width.spec.ts checks every page's layout at phone width.
// The older version is sampled (see currentAndSampledOlder), half in light and half in dark.
//
// With EVERY_PAGE_SCREENSHOTS=1 a screenshot of each visit is kept in test-results, for review.
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const viewports = {desktop: {width: 1280, height: 900}, mobile: {width: 390, height: 844}};

test('the sitemap lists the docs pages and leaves out noindex pages', async ({baseURL}) => {
  const paths = await sitemapPaths(baseURL!);
  expect(paths).toContain('/');
  expect(paths).toContain('/toolhive/quickstart');
  expect(paths).toContain('/toolhive/reference/cli/thv_run');
  expect(paths).not.toContain('/theme-preview');
  expect(paths).not.toContain('/search');
  expect(paths.length).toBeGreaterThan(50);
});

/**
 * Pages that change state once the reader uses them: axe checks them in both states. An API
 * operation page's request builder shows its problems when the body is wrong.
 */
const otherStates: Record<string, {name: string; reach: (page: Page) => Promise<void>}> = {
  '/toolhive/reference/api/create-workload': {
    name: 'request builder with an invalid body',
    reach: async (page) => {
      await page.getByLabel('Body (JSON)').fill('{"image": 1}');
      await expect(page.getByRole('alert')).toBeVisible();
    },
  },
};

/**
 * Problems with the page's structured data: every JSON-LD block must parse, and a docs page
 * carries a TechArticle whose headline is the page's title.
 */
async function structuredDataProblems(page: Page): Promise<string[]> {
  const {blocks, title, isDoc} = await page.evaluate(() => ({
    blocks: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
      (script) => script.textContent ?? '',
    ),
    title: document.title,
    isDoc: document.querySelector('.theme-doc-markdown') !== null,
  }));
  const problems: string[] = [];
  const articles: {headline?: string; dateModified?: string}[] = [];
  for (const block of blocks) {
    try {
      const data = JSON.parse(block);
      if (data['@type'] === 'TechArticle') articles.push(data);
    } catch (error) {
      problems.push(`unparsable JSON-LD: ${(error as Error).message}`);
    }
  }
  if (isDoc && articles.length !== 1) problems.push(`${articles.length} TechArticle blocks`);
  for (const article of articles) {
    if (!article.headline || !title.startsWith(`${article.headline} | `)) {
      problems.push(`headline "${article.headline}" is not the title "${title}"`);
    }
    if (article.dateModified && Number.isNaN(Date.parse(article.dateModified))) {
      problems.push(`dateModified "${article.dateModified}" is not a date`);
    }
  }
  return problems;
}

/** Axe's violations on the page, one line each. */
async function axeViolations(page: Page): Promise<string[]> {
  // Axe in the page's own frame only (legacy mode) and collecting only violations: half the
  // time of the default run, which opens an extra page to merge frame results. That is only
  // sound while pages have no frames, so check that first.
  expect(page.frames(), `frames on ${page.url()}`).toHaveLength(1);
  const results = await new AxeBuilder({page})
    .withTags(tags)
    // Experimental in axe, so off unless asked for: a control's name must contain its visible
    // label (WCAG 2.5.3), which speech users rely on.
    .options({resultTypes: ['violations'], rules: {'label-content-name-mismatch': {enabled: true}}})
    .setLegacyMode(true)
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

type Mode = 'light' | 'dark';

const walks: {
  name: string;
  viewport: {width: number; height: number};
  mode: (n: number) => Mode;
  pages: (all: string[]) => string[];
  shards: number;
}[] = [
  {
    name: 'desktop, light',
    viewport: viewports.desktop,
    mode: () => 'light',
    pages: (all) => olderSampleByTurns(all, 0),
    shards: 4,
  },
  {
    name: 'desktop, dark',
    viewport: viewports.desktop,
    mode: () => 'dark',
    pages: (all) => handWrittenAndSampledReference(olderSampleByTurns(all, 1), (path) => path, 3),
    shards: 4,
  },
  {
    name: 'phone, light and dark by turns',
    viewport: viewports.mobile,
    mode: (n) => (n % 2 === 0 ? 'light' : 'dark'),
    pages: (all) =>
      handWrittenAndSampledReference(
        all.filter((path) => !isOlderVersion(path)),
        (path) => path,
        5,
      ),
    shards: 2,
  },
];

/**
 * Every current page, and half of the older version's sample (see currentAndSampledOlder): the
 * light walk takes one half and the dark walk the other, so each sampled page is seen once.
 */
function olderSampleByTurns(all: string[], turn: 0 | 1): string[] {
  const pages = currentAndSampledOlder(all);
  const older = pages.filter(isOlderVersion);
  return pages.filter((path) => !isOlderVersion(path) || older.indexOf(path) % 2 === turn);
}

const keepScreenshots = process.env.EVERY_PAGE_SCREENSHOTS === '1';

for (const walk of walks) {
  test.describe(walk.name, () => {
    test.use({viewport: walk.viewport});

    for (let index = 0; index < walk.shards; index++) {
      test(`pages ${index + 1} of ${walk.shards}`, async ({page, problems, baseURL}, testInfo) => {
        test.setTimeout(900_000);
        const paths = walk.pages(await pagesToVisit(baseURL!));
        for (const path of shard(paths, index, walk.shards)) {
          const colorScheme = walk.mode(paths.indexOf(path));
          await page.emulateMedia({colorScheme});
          await page.goto(path);
          await waitForHydration(page);
          await expect(page.locator('html'), path).toHaveAttribute('data-theme', colorScheme);

          expect.soft(await structuredDataProblems(page), `JSON-LD on ${path}`).toEqual([]);
          expect.soft(await axeViolations(page), `axe on ${path}, ${colorScheme}`).toEqual([]);
          const otherState = otherStates[path];
          if (otherState) {
            await otherState.reach(page);
            expect
              .soft(await axeViolations(page), `axe on ${path}, ${colorScheme}, ${otherState.name}`)
              .toEqual([]);
          }

          // Network idle is awaited after axe rather than before it: the page's late fetches
          // (prefetched routes, lazy chunks) finish while axe runs, so this rarely waits. The
          // not-found page is served with status 404, which Chromium logs.
          await page.waitForLoadState('networkidle');
          const consoleErrors = problems.consoleErrors.filter(
            (message) => !(path === '/no-such-page' && message.includes('status of 404')),
          );
          expect.soft(consoleErrors, `console on ${path}`).toEqual([]);
          expect.soft(problems.failedRequests, `failed requests on ${path}`).toEqual([]);
          expect.soft(problems.externalRequests, `external requests on ${path}`).toEqual([]);
          problems.consoleErrors.length = 0;
          problems.failedRequests.length = 0;
          problems.externalRequests.length = 0;

          if (keepScreenshots) {
            const name = path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
            await page.screenshot({
              path: testInfo.outputPath(`${colorScheme}-${walk.viewport.width}-${name}.png`),
            });
          }
        }
      });
    }
  });
}
