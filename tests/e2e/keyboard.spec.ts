import type {Page} from '@playwright/test';

import {expect, test, waitForHydration} from './support/fixtures';

type FocusStop = {
  description: string;
  visible: boolean;
  indicated: boolean;
  inFooter: boolean;
};

/** Presses Tab up to `limit` times and describes every element that takes focus. */
async function tabThrough(page: Page, limit: number): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      element.scrollIntoView({block: 'center'});
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const label =
        element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      return {
        description: `${element.tagName.toLowerCase()} "${label}"`,
        visible: box.width > 0 && box.height > 0 && style.visibility !== 'hidden',
        indicated:
          (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
          style.boxShadow !== 'none',
        inFooter: Boolean(element.closest('footer')),
      };
    });
    if (!stop) continue;
    stops.push(stop);
    if (stop.inFooter) break;
  }
  return stops;
}

test.describe('keyboard', () => {
  test('every focus stop on the theme preview is visible and shows a focus ring, and Tab reaches the footer', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.goto('/theme-preview');
    await waitForHydration(page);
    const stops = await tabThrough(page, 250);
    expect(stops.filter((stop) => !stop.visible).map((stop) => stop.description)).toEqual([]);
    expect(stops.filter((stop) => !stop.indicated).map((stop) => stop.description)).toEqual([]);
    expect(
      stops.some((stop) => stop.inFooter),
      'Tab reaches the footer (no focus trap)',
    ).toBe(true);
    const reached = stops.map((stop) => stop.description).join('\n');
    expect(reached).toContain('Copy code to clipboard');
    expect(reached).toMatch(/button "Switch between dark and light mode/);
    expect(reached).toContain('ToolHive on GitHub');
  });

  test('tabs switch with the arrow keys', async ({page}) => {
    await page.goto('/theme-preview');
    await waitForHydration(page);
    const macos = page.getByRole('tab', {name: 'macOS'});
    await macos.focus();
    await page.keyboard.press('ArrowRight');
    const linux = page.getByRole('tab', {name: 'Linux'});
    await expect(linux).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(linux).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Content for Linux.')).toBeVisible();
  });

  test('the mobile menu works from the keyboard', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/toolhive/');
    await waitForHydration(page);
    const hamburger = page.getByRole('button', {name: /toggle navigation bar/i});
    await hamburger.focus();
    await page.keyboard.press('Enter');
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // Focus moves on through the navbar, then into the open sidebar.
    let focusedInside = false;
    for (let step = 0; step < 15 && !focusedInside; step++) {
      await page.keyboard.press('Tab');
      focusedInside = await page.evaluate(() =>
        Boolean(document.activeElement?.closest('.navbar-sidebar__items')),
      );
    }
    expect(focusedInside).toBe(true);
  });

  test('the code copy button copies the code', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/theme-preview');
    await waitForHydration(page);
    const copy = page.getByRole('button', {name: 'Copy code to clipboard'}).first();
    await copy.focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('thv run fetch');
  });
});
