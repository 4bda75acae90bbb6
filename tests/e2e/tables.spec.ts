import {expect, test, waitForHydration} from './support/fixtures';
import type {Locator, Page} from '@playwright/test';

/** Opens run-mcp-servers at `width` and returns its three table wrappers. */
async function openTables(tab: Page, width: number): Promise<Locator> {
  await tab.setViewportSize({width, height: 800});
  await tab.goto('/toolhive/guides-cli/run-mcp-servers');
  await waitForHydration(tab);
  const wrappers = tab.locator('.markdown div:has(> table)');
  await expect(wrappers).toHaveCount(3);
  return wrappers;
}

test.describe('tables', () => {
  test('on a phone a table of three or more columns stacks, each value under its column label', async ({
    page: tab,
  }) => {
    const wrappers = await openTables(tab, 412);
    const table = wrappers.nth(2).locator('table');
    await expect(table).toHaveAttribute('data-stack');
    const headers = await table.locator('thead th').allTextContents();
    expect(headers.length).toBeGreaterThanOrEqual(3);
    const cells = table.locator('tbody tr').first().locator('td');
    for (const [column, header] of headers.entries()) {
      const cell = cells.nth(column);
      await expect(cell).toHaveAttribute('data-label', header.trim());
      const shown = await cell.evaluate((element) => getComputedStyle(element, '::before').content);
      expect(shown).toBe(JSON.stringify(header.trim()));
    }
    // Stacked tables fit, so none is a scroll region.
    await expect(tab.locator('.markdown [role="region"]')).toHaveCount(0);
  });

  test('at desktop width the same table is a table again, with its header row', async ({
    page: tab,
  }) => {
    const wrappers = await openTables(tab, 1280);
    const table = wrappers.nth(2).locator('table');
    await expect(table.locator('thead th').first()).toBeVisible();
    const before = await table
      .locator('tbody td')
      .first()
      .evaluate((element) => getComputedStyle(element, '::before').content);
    expect(before).toBe('none');
  });

  test('a table wider than the page is a named region that scrolls from the keyboard, until it fits', async ({
    page: tab,
  }) => {
    const wrappers = await openTables(tab, 1280);
    await expect(tab.locator('.markdown [role="region"]')).toHaveCount(0);
    // A table too wide for any layout (as a JSX table without labels can be): the wrapper scrolls.
    await wrappers
      .nth(2)
      .locator('table')
      .evaluate((table) => (table.style.minWidth = '2400px'));
    await tab.setViewportSize({width: 1200, height: 800});
    const region = tab.getByRole('region', {name: 'Table 3, scrolls sideways'});
    await expect(region).toHaveCount(1);
    await expect(region).toHaveAttribute('tabindex', '0');
    await region.focus();
    await tab.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await wrappers
      .nth(2)
      .locator('table')
      .evaluate((table) => (table.style.minWidth = ''));
    await tab.setViewportSize({width: 1280, height: 800});
    await expect(tab.locator('.markdown [role="region"]')).toHaveCount(0);
    await expect(wrappers.nth(2)).not.toHaveAttribute('tabindex');
  });
});
