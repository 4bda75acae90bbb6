import {expect, test, waitForHydration} from './support/fixtures';
import {setColourMode} from './support/journeys';

// An older version's page on a phone: its banners take at most a fifth of the screen, and the
// page title is on the first screen.
const screen = {width: 412, height: 915};

for (const mode of ['light', 'dark'] as const) {
  test(`an older page on a phone shows its title on the first screen (${mode})`, async ({page}) => {
    await page.setViewportSize(screen);
    await setColourMode(page, mode);
    await page.goto('/v0.0.47/toolhive/quickstart');
    await waitForHydration(page);
    const banners = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.theme-announcement-bar, .theme-doc-version-banner'))
        .map((element) => element.getBoundingClientRect().height)
        .reduce((sum, height) => sum + height, 0),
    );
    expect(banners, 'banner height').toBeGreaterThan(0);
    expect(banners, 'banner height').toBeLessThanOrEqual(screen.height / 5);
    const title = await page.locator('article h1').first().boundingBox();
    expect(title!.y + title!.height).toBeLessThanOrEqual(screen.height);
    await expect(page.locator('.theme-doc-version-banner')).toContainText('v0.0.47');
  });
}
