import {expect, test, waitForHydration} from './support/fixtures';

// Walk every URL of the sitemap (plus the pages the sitemap leaves out) as a
// reader would: it hydrates, logs no console error or warning, makes no
// failed request and no request that leaves the machine.
async function sitemapPaths(baseURL: string): Promise<string[]> {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

test('the sitemap lists the docs pages', async ({baseURL}) => {
  const paths = await sitemapPaths(baseURL!);
  expect(paths).toContain('/');
  expect(paths).toContain('/toolhive/quickstart');
  expect(paths).not.toContain('/theme-preview');
  expect(paths.length).toBeGreaterThan(40);
});

test.describe('every sitemap page is clean', () => {
  test.describe.configure({timeout: 240_000});

  for (const shard of [0, 1, 2, 3]) {
    test(`pages in shard ${shard + 1} of 4`, async ({page, problems, baseURL}) => {
      const paths = (await sitemapPaths(baseURL!)).filter((_, index) => index % 4 === shard);
      if (shard === 0) paths.push('/search', '/theme-preview', '/no-such-page');
      for (const path of paths) {
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
      }
    });
  }
});
