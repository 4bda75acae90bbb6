import {expect, test, waitForHydration} from './support/fixtures';
import type {Locator, Page} from '@playwright/test';

/** Opens run-mcp-servers at `width` and returns its three table wrappers; at phone width the
 * second and third tables are wider than the page. */
async function openTables(tab: Page, width: number): Promise<Locator> {
  await tab.setViewportSize({width, height: 800});
  await tab.goto('/toolhive/guides-cli/run-mcp-servers');
  await waitForHydration(tab);
  const wrappers = tab.locator('.markdown div:has(> table)');
  await expect(wrappers).toHaveCount(3);
  return wrappers;
}

test.describe('wide tables', () => {
  test('on a phone a table too wide for the page is a named region that scrolls from the keyboard', async ({
    page: tab,
  }) => {
    const wrappers = await openTables(tab, 390);
    await expect(wrappers.nth(0)).not.toHaveAttribute('role');
    await expect(wrappers.nth(0)).not.toHaveAttribute('tabindex');
    for (const [index, name] of [
      [1, 'Table 2, scrolls sideways'],
      [2, 'Table 3, scrolls sideways'],
    ] as const) {
      const region = tab.getByRole('region', {name});
      await expect(region).toHaveCount(1);
      await expect(wrappers.nth(index)).toHaveAttribute('aria-label', name);
      await expect(region).toHaveAttribute('tabindex', '0');
    }
    const region = tab.getByRole('region', {name: 'Table 2, scrolls sideways'});
    await region.focus();
    await expect(region).toBeFocused();
    await tab.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });

  test('a table that fits is not a region, and becomes one when the window narrows', async ({
    page: tab,
  }) => {
    await openTables(tab, 1280);
    await expect(tab.locator('.markdown [role="region"]')).toHaveCount(0);
    await expect(tab.locator('.markdown div:has(> table)[tabindex]')).toHaveCount(0);
    await tab.setViewportSize({width: 390, height: 800});
    await expect(tab.getByRole('region', {name: 'Table 3, scrolls sideways'})).toHaveCount(1);
    await tab.setViewportSize({width: 1280, height: 800});
    await expect(tab.locator('.markdown [role="region"]')).toHaveCount(0);
  });
});
