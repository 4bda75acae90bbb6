import {expect, test, waitForHydration} from './support/fixtures';
import {holdMs, maxGapPx, placeOf, settleMs, widths} from './support/journeys';

// Links into the site this one replaces keep working: an old heading anchor lands on the section
// that covers the same subject, with JavaScript or without.
const links = [
  {path: '/toolhive/quickstart', old: 'step-1-install-toolhive', heading: 'install'},
  {path: '/toolhive/', old: 'why-toolhive', heading: 'why-containers'},
  {
    path: '/toolhive/tutorials/toolhive-operator',
    old: 'step-1-create-a-kind-cluster',
    heading: 'step-1',
  },
];

for (const [width, viewport] of Object.entries(widths)) {
  test.describe(width, () => {
    test.use({viewport});

    for (const {path, old, heading} of links) {
      test(`${path}#${old} lands on #${heading}, marked`, async ({page}) => {
        await page.goto(`${path}#${old}`);
        await waitForHydration(page);
        for (const wait of [settleMs, holdMs]) {
          await page.waitForTimeout(wait);
          const place = await placeOf(page, heading);
          expect(place.gap, `#${heading} under the navbar`).toBeGreaterThanOrEqual(0);
          expect(place.gap <= maxGapPx || place.atEnd, `#${heading} is ${place.gap} px down`).toBe(
            true,
          );
        }
        const outline = await page.evaluate(
          (id) => getComputedStyle(document.getElementById(id)!).outlineStyle,
          heading,
        );
        expect(outline).not.toBe('none');
      });
    }
  });
}

test('without JavaScript an old anchor still lands on its section', async ({page}) => {
  await page.route('**/assets/js/**', (route) => route.abort());
  await page.goto('/toolhive/quickstart#step-1-install-toolhive');
  await expect(page.locator('#install')).toBeInViewport();
});
