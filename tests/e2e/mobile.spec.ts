import {expect, test, waitForHydration} from './support/fixtures';

// 996 px and below is mobile; 997 px and above is desktop.
test.describe('mobile menu', () => {
  test('at 996 px a hamburger opens the sidebar, locks scrolling and goes back to the main menu', async ({
    page,
  }) => {
    await page.setViewportSize({width: 996, height: 800});
    await page.goto('/toolhive/guides-cli/install');
    await waitForHydration(page);
    await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeHidden();
    const hamburger = page.getByRole('button', {name: /toggle navigation bar/i});
    await expect(hamburger).toBeVisible();
    await hamburger.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    // It opens on the docs menu of the current page; go back to the main menu.
    await sidebar.getByRole('button', {name: /back to main menu/i}).click();
    await expect(sidebar.getByRole('link', {name: 'ToolHive Docs'})).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('the sidebar closes when the window grows to desktop width', async ({page}) => {
    await page.setViewportSize({width: 800, height: 800});
    await page.goto('/toolhive/');
    await waitForHydration(page);
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({width: 997, height: 800});
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeVisible();
  });

  test('at 997 px the desktop sidebar shows and there is no hamburger', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await page.goto('/toolhive/');
    await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeVisible();
    await expect(page.getByRole('button', {name: /toggle navigation bar/i})).toBeHidden();
  });

  test('a link in the mobile menu navigates and closes the menu', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/toolhive/');
    await waitForHydration(page);
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await page.locator('.navbar-sidebar').getByRole('link', {name: 'Quickstart'}).click();
    await expect(page).toHaveURL(/\/toolhive\/quickstart$/);
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });
});
