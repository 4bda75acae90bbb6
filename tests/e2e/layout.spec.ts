import {currentVersion} from '../../data/docs-versions';
import {expect, test, waitForHydration} from './support/fixtures';

test.describe('shared layout', () => {
  test('the skip link is the first Tab stop and moves focus to the content', async ({page}) => {
    await page.goto('/toolhive/quickstart');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: /skip to main content/i});
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main').first()).toBeInViewport();
  });

  test('navbar shows logo, docs link, version, social links with names and the mode toggle', async ({
    page,
  }) => {
    await page.goto('/toolhive/');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('link', {name: /ToolHive/}).first()).toHaveAttribute('href', '/');
    await expect(navbar.getByRole('link', {name: 'ToolHive Docs'})).toHaveAttribute(
      'href',
      '/toolhive/',
    );
    // The docs version menu names the version of the page.
    await expect(navbar.getByRole('button', {name: currentVersion.release})).toBeVisible();
    await expect(navbar.getByRole('link', {name: 'ToolHive on GitHub'})).toHaveAttribute(
      'href',
      'https://github.com/stacklok/toolhive',
    );
    await expect(navbar.getByRole('link', {name: 'ToolHive community on Discord'})).toHaveAttribute(
      'href',
      'https://discord.gg/stacklok',
    );
    await expect(navbar.getByRole('link', {name: 'ToolHive videos on YouTube'})).toHaveAttribute(
      'href',
      'https://youtube.com/@stacklok',
    );
    await expect(navbar.getByRole('button', {name: /dark and light mode/i})).toBeVisible();
  });

  test('footer has the logo, social links and the fixed copyright line', async ({page}) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer).toContainText('Copyright © 2025 The ToolHive documentation authors');
    const logo = footer.locator('img.footer__logo:visible');
    await expect(logo).toHaveAttribute('alt', 'ToolHive home');
    await expect(logo).toHaveAttribute('width', '132');
    await expect(logo).toHaveAttribute('height', '32');
    for (const name of ['GitHub', 'Discord', 'YouTube']) {
      await expect(footer.getByRole('link', {name})).toBeVisible();
    }
  });

  test('the announcement bar closes and stays closed until its id changes', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const text = `ToolHive ${currentVersion.release} is out`;
    const bar = page.getByRole('banner').filter({hasText: text});
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText(text)).toBeHidden();
    // A new announcement id brings the bar back.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-one'));
    await page.reload();
    await expect(page.getByText(text)).toBeVisible();
  });

  test('the sidebar follows the reader path order', async ({page}) => {
    await page.goto('/toolhive/');
    const topLevel = page.locator(
      'nav[aria-label="Docs sidebar"] > ul > li > div > a, nav[aria-label="Docs sidebar"] > ul > li > a',
    );
    await expect(topLevel).toHaveText([
      'Introduction',
      'Quickstart',
      'Concepts',
      'Using the ToolHive CLI',
      'Kubernetes deployment',
      'Tutorials',
      'MCP server registry',
      'Reference',
    ]);
  });
});
