import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

import {expect, test, waitForHydration} from './support/fixtures';
import {
  followLinkInPage,
  holdMs,
  maxGapPx,
  placeOf,
  setColourMode,
  settleMs,
  widths,
} from './support/journeys';

// Targets that are not headings: a CLI flag row, a registry tool, an API response field. A deep
// link or an in-app navigation to one ends with it fully visible 0-100 px under the navbar, marked,
// and still there after late layout; the mark keeps its text readable (axe contrast) in both modes.
const targets = [
  {kind: 'CLI flag row', path: '/toolhive/reference/cli/thv_run', id: 'flag-target-port'},
  {kind: 'CLI flag row', path: '/toolhive/reference/cli/thv_serve', id: 'flag-host'},
  {kind: 'registry tool', path: '/toolhive/registry/k8s', id: 'tool-list_resources'},
  {
    kind: 'API field',
    path: '/toolhive/reference/api/list-registry-servers',
    id: 'response-200-servers',
  },
];

async function expectLandedAndMarked(page: Page, id: string, how: string): Promise<void> {
  for (const wait of [settleMs, holdMs]) {
    await page.waitForTimeout(wait);
    const place = await placeOf(page, id);
    const where = `${how}: #${id} on ${page.url()}`;
    expect(place.gap, `${where} top is ${place.gap} px under the navbar`).toBeGreaterThanOrEqual(0);
    expect(
      place.gap <= maxGapPx || place.atEnd,
      `${where} top is ${place.gap} px under the navbar`,
    ).toBe(true);
    const bottom = await page.evaluate(
      (target) => document.getElementById(target)!.getBoundingClientRect().bottom,
      id,
    );
    expect(bottom, `${where} ends below the screen`).toBeLessThanOrEqual(
      page.viewportSize()!.height,
    );
  }
  const outline = await page.evaluate(
    (target) => getComputedStyle(document.getElementById(target)!).outlineStyle,
    id,
  );
  expect(outline, `#${id} is not marked`).not.toBe('none');
}

for (const [width, viewport] of Object.entries(widths)) {
  for (const mode of ['light', 'dark'] as const) {
    test.describe(`${width}, ${mode} mode`, () => {
      test.use({viewport});

      for (const {kind, path, id} of targets) {
        test(`a deep link to a ${kind} (#${id}) lands under the navbar, marked`, async ({page}) => {
          await setColourMode(page, mode);
          await page.goto(`${path}#${id}`);
          await waitForHydration(page);
          await expectLandedAndMarked(page, id, 'deep link');
          const contrast = await new AxeBuilder({page})
            .include(`[id="${id}"]`)
            .withRules(['color-contrast'])
            .analyze();
          expect(contrast.violations).toEqual([]);
        });
      }

      test('a link inside the app to a flag row lands under the navbar, marked', async ({page}) => {
        const {path, id} = targets[0];
        await setColourMode(page, mode);
        await page.goto('/toolhive/quickstart');
        await waitForHydration(page);
        await followLinkInPage(page, `${path}#${id}`);
        await page.waitForURL((url) => url.pathname === path && url.hash === `#${id}`);
        await expectLandedAndMarked(page, id, 'link in the app');
        await expect(page.locator(`[id="${id}"]`)).toHaveAttribute('data-hash-target', '');
      });
    });
  }
}
