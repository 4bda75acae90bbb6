// The page walks' record of problems (support/fixtures.ts) reports a request that fails, and
// leaves out a prefetch the browser cancelled: a hint no reader waits for.
import {expect, test, watchPage} from './support/fixtures';

const pagePath = '/page-problems-check';

test('a failed script is reported, a cancelled prefetch is not', async ({page}) => {
  const problems = watchPage(page);
  await page.route(`**${pagePath}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>check</title>
        <link rel="prefetch" href="/prefetch-cancelled.js">
        <script src="/script-failed.js"></script>`,
    }),
  );
  await page.route('**/prefetch-cancelled.js', (route) => route.abort('aborted'));
  await page.route('**/script-failed.js', (route) => route.abort('failed'));
  const prefetch = page.waitForEvent('requestfailed', (request) =>
    request.url().endsWith('/prefetch-cancelled.js'),
  );
  await page.goto(pagePath);
  expect((await prefetch).failure()?.errorText).toBe('net::ERR_ABORTED');
  await expect.poll(() => problems.failedRequests).toHaveLength(1);
  expect(problems.failedRequests[0]).toContain('/script-failed.js');
});
