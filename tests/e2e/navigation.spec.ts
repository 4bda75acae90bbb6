import {expect, test, waitForHydration} from './support/fixtures';

test.describe('navigation', () => {
  test('a route change scrolls to the top', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 500});
    await page.goto('/theme-preview');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).toHaveURL(/\/toolhive\/quickstart$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a route change to a hash link scrolls to its anchor', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 500});
    await page.goto('/theme-preview');
    await waitForHydration(page);
    await page.getByRole('link', {name: 'the three ways to use ToolHive'}).click();
    await expect(page).toHaveURL(/\/#ways-in$/);
    await expect(page.locator('#ways-in')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });

  test('the table of contents links jump to their heading', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 600});
    await page.goto('/theme-preview');
    await waitForHydration(page);
    await page.locator('.table-of-contents').getByRole('link', {name: 'Details'}).click();
    await expect(page).toHaveURL(/#details$/);
    await expect(page.locator('#details')).toBeInViewport();
  });

  test('the table of contents shows heading levels 2 and 3 only', async ({page}) => {
    await page.goto('/theme-preview');
    const toc = page.locator('.table-of-contents');
    await expect(toc.getByRole('link', {name: 'Level 3 heading'})).toHaveCount(1);
    await expect(toc.getByRole('link', {name: 'Level 4 heading'})).toHaveCount(0);
  });

  for (const suffix of ['.html', '/index.html']) {
    test(`a path ending in ${suffix} renders the page without it`, async ({page}) => {
      const path = suffix === '.html' ? '/toolhive/quickstart.html' : '/toolhive/index.html';
      const expected = suffix === '.html' ? /\/toolhive\/quickstart\/?$/ : /\/toolhive\/?$/;
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page).toHaveURL(expected);
      await expect(page.locator('article h1')).toBeVisible();
      await expect(page.getByRole('heading', {name: 'Page not found'})).toHaveCount(0);
    });
  }
});
