import type {Locator, Page} from '@playwright/test';

import {currentVersion} from '../../data/docs-versions';
import {expect, test, waitForHydration} from './support/fixtures';
import {openModal, openPage, searchInput} from './support/search';

// Tabs follow the reader: a search hit, a link or a deep link to text inside a tab panel opens
// that panel and lands on the text, and tabs that share a choice keep it across the page and
// across pages.

/** Where the target's top sits below the navbar's bottom, in pixels. */
function offsetBelowNavbar(target: Locator): Promise<number> {
  return target.evaluate((element) => {
    const navbar = document.querySelector('nav.navbar')!.getBoundingClientRect().bottom;
    return element.getBoundingClientRect().top - navbar;
  });
}

/** The target is shown 0–100 px under the navbar 1.5 s after arriving, and still 1.5 s later. */
async function expectLandedOn(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  for (const wait of [1500, 1500]) {
    await page.waitForTimeout(wait);
    const offset = await offsetBelowNavbar(target);
    expect(offset, 'distance below the navbar').toBeGreaterThanOrEqual(0);
    expect(offset, 'distance below the navbar').toBeLessThanOrEqual(100);
  }
}

/** The release archive's name stem for the release these pages describe, e.g. `toolhive_0.1.0`. */
const archiveStem = `toolhive_${currentVersion.release.replace(/^v/, '')}`;

function tab(page: Page, name: string): Locator {
  return page.getByRole('tab', {name, exact: true});
}

const arm64Heading = (page: Page) => page.getByRole('heading', {name: 'Linux on ARM64 (arm64)'});

test.describe('tabs follow the reader', () => {
  test('searching "linux arm64" and choosing the arm64 hit opens its tab and lands on it', async ({
    page,
  }) => {
    await openPage(page);
    await openModal(page);
    await searchInput(page).fill('linux arm64');
    const hit = page.locator('.DocSearch-Hit a').filter({hasText: 'Linux on ARM64'}).first();
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page).toHaveURL(/\/toolhive\/guides-cli\/install(\?[^#]*)?#archive-linux-arm64$/);
    await expect(tab(page, 'Release archive').first()).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Linux, ARM64')).toHaveAttribute('aria-selected', 'true');
    await expectLandedOn(page, arm64Heading(page));
    await expect(page.getByText(`${archiveStem}_linux_arm64.tar.gz.sig`).first()).toBeVisible();
  });

  test('a deep link to an anchor in a nested tab opens both levels on first load', async ({
    page,
  }) => {
    await page.goto('/toolhive/guides-cli/install#archive-windows-arm64');
    await waitForHydration(page);
    await expect(tab(page, 'Windows, ARM64')).toHaveAttribute('aria-selected', 'true');
    await expectLandedOn(page, page.getByRole('heading', {name: 'Windows on ARM64 (arm64)'}));
  });

  test('after a deep link into a tab, the reader can still choose another tab', async ({page}) => {
    await page.goto('/toolhive/guides-cli/install#archive-windows-arm64');
    await waitForHydration(page);
    await expect(tab(page, 'Windows, ARM64')).toHaveAttribute('aria-selected', 'true');
    await tab(page, 'Linux, ARM64').click();
    await expect(tab(page, 'Linux, ARM64')).toHaveAttribute('aria-selected', 'true');
    await expect(arm64Heading(page)).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Windows on ARM64 (arm64)'})).toBeHidden();
  });

  test('before the app runs, a deep link into a tab already shows that tab and its text', async ({
    page,
  }) => {
    // The app's scripts never arrive: what the reader sees is the page and its inline scripts.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto('/toolhive/guides-cli/install#archive-windows-arm64');
    await expect(tab(page, 'Windows, ARM64')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'macOS, Apple silicon')).toHaveAttribute('aria-selected', 'false');
    const heading = page.getByRole('heading', {name: 'Windows on ARM64 (arm64)'});
    await expect(heading).toBeVisible();
    await expect(page.getByRole('heading', {name: 'macOS on Apple silicon (arm64)'})).toBeHidden();
    await expect(heading).toBeInViewport();
  });

  test('a link from another page to a heading inside a tab opens that tab', async ({page}) => {
    await openPage(page, '/toolhive/quickstart');
    await tab(page, 'Linux').click();
    await page.getByRole('link', {name: 'Install from a release archive'}).click();
    await expect(page).toHaveURL(/\/toolhive\/guides-cli\/install(\?[^#]*)?#release-archive$/);
    await expect(tab(page, 'Release archive').first()).toHaveAttribute('aria-selected', 'true');
    await expectLandedOn(page, page.getByRole('heading', {name: 'Install from a release archive'}));
  });

  test('a deep link into a tab opens it for the visit and keeps the saved choice', async ({
    page,
  }) => {
    // The reader chose the Linux ARM64 archive once.
    await openPage(page, '/toolhive/guides-cli/install');
    await tab(page, 'Release archive').first().click();
    await tab(page, 'Linux, ARM64').click();
    const saved = await page.evaluate(() => ({...window.localStorage}));
    expect(Object.values(saved)).toContain('linux-arm64');
    // A link to the Windows ARM64 steps shows them...
    await page.goto('/toolhive/guides-cli/install#archive-windows-arm64');
    await waitForHydration(page);
    await expect(tab(page, 'Windows, ARM64')).toHaveAttribute('aria-selected', 'true');
    await expectLandedOn(page, page.getByRole('heading', {name: 'Windows on ARM64 (arm64)'}));
    // ...without changing what the reader chose.
    expect(await page.evaluate(() => ({...window.localStorage}))).toEqual(saved);
    await page.goto('/toolhive/quickstart');
    await waitForHydration(page);
    await tab(page, 'Linux').click();
    await expect(tab(page, 'ARM64')).toHaveAttribute('aria-selected', 'true');
  });

  test('a search hit inside a tab names the tab, opens it and keeps the saved choice', async ({
    page,
  }) => {
    await openPage(page, '/toolhive/guides-cli/install');
    await tab(page, 'Release archive').first().click();
    const saved = await page.evaluate(() => ({...window.localStorage}));
    expect(Object.values(saved)).toContain('binary');
    await openModal(page);
    await searchInput(page).fill('winget install');
    const hit = page.locator('.DocSearch-Hit a').filter({hasText: 'WinGet'}).first();
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page).toHaveURL(/\/toolhive\/guides-cli\/install(\?[^#]*)?#install-winget$/);
    await expect(tab(page, 'WinGet').first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('winget install', {exact: false}).first()).toBeVisible();
    expect(await page.evaluate(() => ({...window.localStorage}))).toEqual(
      expect.objectContaining(saved),
    );
  });

  test('a shared choice holds across the page and on other pages', async ({page}) => {
    await openPage(page, '/toolhive/guides-cli/install');
    // The installer choice: the install, upgrade and uninstall tabs move together.
    await tab(page, 'WinGet').first().click();
    await expect(tab(page, 'WinGet')).toHaveCount(3);
    for (const each of await tab(page, 'WinGet').all()) {
      await expect(each).toHaveAttribute('aria-selected', 'true');
    }
    // The platform choice carries to the quickstart's Linux archive commands.
    await tab(page, 'Release archive').first().click();
    await tab(page, 'Linux, ARM64').click();
    await page.goto('/toolhive/quickstart');
    await waitForHydration(page);
    await tab(page, 'Linux').click();
    await expect(tab(page, 'ARM64')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(`tar -xzf ${archiveStem}_linux_arm64.tar.gz`)).toBeVisible();
    // And a reload keeps the installer choice.
    await page.goto('/toolhive/guides-cli/install');
    await waitForHydration(page);
    await expect(tab(page, 'Release archive').first()).toHaveAttribute('aria-selected', 'true');
  });
});
