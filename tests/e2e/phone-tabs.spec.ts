import type {Locator} from '@playwright/test';

import {expect, test, waitForHydration} from './support/fixtures';
import {setColourMode} from './support/journeys';

// Tabs on a phone: labels on at most two lines, a row that does not fit scrolls sideways with a
// visible cue, the selected tab comes into view, and the arrow keys still move between tabs.
const phone = {width: 412, height: 915};

/** How many lines of text a tab's label takes. */
function labelLines(tab: Locator): Promise<number> {
  return tab.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
    return tops.size;
  });
}

/** Whether the tab lies wholly inside the visible part of its row. */
function shownInRow(tab: Locator): Promise<boolean> {
  return tab.evaluate((element) => {
    const row = element.parentElement!.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return box.left >= row.left - 1 && box.right <= row.right + 1;
  });
}

for (const mode of ['light', 'dark'] as const) {
  test(`the client tabs of the quickstart fit a phone (${mode})`, async ({page}) => {
    await page.setViewportSize(phone);
    await setColourMode(page, mode);
    await page.goto('/toolhive/quickstart#connect');
    await waitForHydration(page);
    const row = page.locator('#connect ~ .tabs-container [role="tablist"]').first();
    const tabs = row.getByRole('tab');
    const count = await tabs.count();
    expect(count).toBeGreaterThan(4);
    for (let index = 0; index < count; index += 1) {
      expect(await labelLines(tabs.nth(index)), `tab ${index + 1}`).toBeLessThanOrEqual(2);
    }
    const overflow = await row.evaluate((element) => ({
      scrolls: element.scrollWidth > element.clientWidth,
      overflowX: getComputedStyle(element).overflowX,
      cue: getComputedStyle(element).backgroundImage,
    }));
    expect(overflow.scrolls).toBe(true);
    expect(['auto', 'scroll']).toContain(overflow.overflowX);
    expect(overflow.cue).toContain('gradient');

    // From the first tab, ArrowLeft goes round to the last one; Enter picks it.
    await tabs.first().focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.last()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => shownInRow(tabs.last())).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect(tabs.first()).toBeFocused();
  });
}
