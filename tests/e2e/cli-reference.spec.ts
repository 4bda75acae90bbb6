import {expect, test, waitForHydration} from './support/fixtures';

// The generated CLI reference as a reader meets it: tables that fit a phone,
// copyable examples, and a sidebar that nests commands like the command tree.
test.describe('CLI reference', () => {
  for (const path of [
    '/toolhive/reference/cli/thv_run',
    '/toolhive/reference/cli/thv_proxy',
    '/toolhive/reference/cli/',
  ]) {
    test(`${path} fits a phone without sideways scrolling`, async ({page, problems}) => {
      await page.setViewportSize({width: 390, height: 844});
      await page.goto(path);
      await waitForHydration(page);
      const overflowing = await page.evaluate(() =>
        Array.from(document.querySelectorAll('article table'))
          .filter((table) => table.scrollWidth > table.clientWidth + 1)
          .map((table) => table.querySelector('td')?.textContent),
      );
      expect(overflowing, 'tables wider than the screen').toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      expect(problems.externalRequests).toEqual([]);
    });
  }

  test('a flag row shows its type and default on a phone', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/toolhive/reference/cli/thv_serve');
    const row = page
      .locator('.cli-flag-table tr')
      .filter({has: page.locator('td:first-child', {hasText: /^--port$/})});
    await expect(row).toBeVisible();
    const label = await row
      .locator('td')
      .nth(2)
      .evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(label).toBe('"Default "');
    await expect(row.locator('td').nth(2)).toHaveText('8080');
  });

  test('examples are bash blocks with a copy button', async ({page}) => {
    await page.goto('/toolhive/reference/cli/thv_list');
    await waitForHydration(page);
    const example = page.locator('article pre', {hasText: 'thv list --all'});
    await expect(example).toHaveCount(1);
    await expect(
      page
        .locator('.theme-code-block', {hasText: 'thv list --all'})
        .getByRole('button', {name: /copy/i}),
    ).toHaveCount(1);
  });

  test('the sidebar nests commands under their group and marks the current page', async ({
    page,
  }) => {
    await page.goto('/toolhive/reference/cli/thv_config_set-ca-cert');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    const current = sidebar.locator('a[aria-current="page"]');
    await expect(current).toHaveText('set-ca-cert');
    // CLI reference › thv › config › set-ca-cert: three category lists around the link.
    const nesting = await current.evaluate((link) => {
      const labels: string[] = [];
      for (
        let node = link.closest('ul')?.closest('li');
        node;
        node = node.parentElement?.closest('li') ?? null
      ) {
        labels.push(node.querySelector(':scope > div > a, :scope > a')?.textContent?.trim() ?? '');
      }
      return labels;
    });
    expect(nesting.slice(0, 3)).toEqual(['config', 'thv', 'CLI reference']);
    await sidebar.getByRole('link', {name: 'config', exact: true}).click();
    await expect(page).toHaveURL(/\/toolhive\/reference\/cli\/thv_config$/);
  });
});
