import {expect, test, waitForHydration} from './support/fixtures';
import {pagesToVisit, shard, sitemapPaths} from './support/sitemap';

// Walk every URL of the sitemap (plus the pages it leaves out) as a reader
// would, in both colour modes: the page hydrates, logs no console error or
// warning, makes no failed request and none that leaves the machine. A
// screenshot of each page is kept as a test artefact.
const shardCount = 3;

test('the sitemap lists the docs pages and leaves out noindex pages', async ({baseURL}) => {
  const paths = await sitemapPaths(baseURL!);
  expect(paths).toContain('/');
  expect(paths).toContain('/toolhive/quickstart');
  expect(paths).toContain('/toolhive/reference/cli/thv_run');
  expect(paths).not.toContain('/theme-preview');
  expect(paths).not.toContain('/search');
  expect(paths.length).toBeGreaterThan(50);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`every page is clean in ${colorScheme} mode`, () => {
    test.use({colorScheme});

    for (let index = 0; index < shardCount; index++) {
      test(`pages ${index + 1} of ${shardCount}`, async ({page, problems, baseURL}, testInfo) => {
        test.setTimeout(300_000);
        for (const path of shard(await pagesToVisit(baseURL!), index, shardCount)) {
          await page.goto(path, {waitUntil: 'networkidle'});
          await waitForHydration(page);
          // The not-found page is served with status 404, which Chromium logs.
          const consoleErrors = problems.consoleErrors.filter(
            (message) => !(path === '/no-such-page' && message.includes('status of 404')),
          );
          expect.soft(consoleErrors, `console on ${path}`).toEqual([]);
          expect.soft(problems.failedRequests, `failed requests on ${path}`).toEqual([]);
          expect.soft(problems.externalRequests, `external requests on ${path}`).toEqual([]);
          problems.consoleErrors.length = 0;
          problems.failedRequests.length = 0;
          problems.externalRequests.length = 0;
          const name = path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
          await page.screenshot({path: testInfo.outputPath(`${colorScheme}-${name}.png`)});
        }
      });
    }
  });
}
