import AxeBuilder from '@axe-core/playwright';

import {expect, test, waitForHydration} from './support/fixtures';
import {pagesToVisit, shard} from './support/sitemap';

// WCAG 2.2 AA plus axe's best practices, on every page, in both colour modes,
// at desktop and mobile width.
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const viewports = {desktop: {width: 1280, height: 900}, mobile: {width: 390, height: 844}};
const shardCount = 3;

for (const colorScheme of ['light', 'dark'] as const) {
  for (const [viewportName, viewport] of Object.entries(viewports)) {
    for (let index = 0; index < shardCount; index++) {
      test(`axe: ${colorScheme}, ${viewportName}, pages ${index + 1} of ${shardCount}`, async ({
        browser,
        baseURL,
      }) => {
        test.setTimeout(300_000);
        const context = await browser.newContext({colorScheme, viewport});
        const page = await context.newPage();
        await page.route(
          (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
          (route) => route.abort('blockedbyclient'),
        );
        for (const path of shard(await pagesToVisit(baseURL!), index, shardCount)) {
          await page.goto(path);
          await waitForHydration(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
          const results = await new AxeBuilder({page}).withTags(tags).analyze();
          const violations = results.violations.map(
            (violation) =>
              `${violation.id} (${violation.impact}): ${violation.nodes
                .slice(0, 3)
                .map((node) => node.target.join(' '))
                .join(' | ')}`,
          );
          expect.soft(violations, `axe on ${path} (${colorScheme}, ${viewportName})`).toEqual([]);
        }
        await context.close();
      });
    }
  }
}
