// A reader's walk through nginx, under its Content-Security-Policy: a page of each kind hydrates,
// search opens and answers on it, and the browser reports no policy violation and no console error.
import {expect, test, type Page} from '@playwright/test';

import {watchPage} from '../e2e/support/fixtures';
import {searchButton, searchInput} from '../e2e/support/search';

const pages = {
  landing: '/',
  guide: '/toolhive/guides-cli/install',
  'CLI reference': '/toolhive/reference/cli/thv_run',
  'API reference': '/toolhive/reference/api',
  registry: '/toolhive/registry/github',
  'Kubernetes reference': '/toolhive/reference/mcpserver-crd',
  'older version': '/v0.0.47/toolhive/quickstart',
  'search page': '/search?q=secrets',
};

/** Every securitypolicyviolation event of the page, from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective}: ${event.blockedURI || event.sample || 'inline'}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
}

test('every kind of page runs under the policy and searches without an error', async ({page}) => {
  const problems = watchPage(page);
  const violations = await recordViolations(page);
  for (const [kind, path] of Object.entries(pages)) {
    await test.step(`${kind}: ${path}`, async () => {
      const answer = await page.goto(path);
      expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
      await searchButton(page).click();
      await expect(searchInput(page)).toBeFocused();
      await searchInput(page).fill('secrets');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(searchInput(page)).toHaveCount(0);
      expect(await violations(), kind).toEqual([]);
    });
  }
  expect(problems.consoleErrors).toEqual([]);
  // A prefetch still in flight when the walk moves on is aborted; any other failure counts
  // (a request the policy blocks fails with net::ERR_BLOCKED_BY_CSP).
  expect(
    problems.failedRequests.filter((failure) => !failure.endsWith('(net::ERR_ABORTED)')),
  ).toEqual([]);
  expect(problems.externalRequests).toEqual([]);
});
