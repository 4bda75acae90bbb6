import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

import {expect, test, waitForHydration} from './support/fixtures';

// The "Copy page" control: copy the page's Markdown twin, view it, reach it
// all by keyboard, in both colour modes and on a phone.
test.use({permissions: ['clipboard-read', 'clipboard-write']});

const pagePath = '/toolhive/guides-cli/install';
const twinPath = '/toolhive/guides-cli/install.md';

async function openPage(page: Page, path = pagePath): Promise<string[]> {
  const markdownRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.md')) markdownRequests.push(request.url());
  });
  await page.goto(path);
  await waitForHydration(page);
  return markdownRequests;
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in ${colorScheme} mode`, () => {
    test.use({colorScheme});

    test('copies the page as Markdown with the keyboard and announces it', async ({
      page,
      request,
      problems,
    }) => {
      const markdownRequests = await openPage(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      expect(markdownRequests, 'no Markdown is fetched on page load').toEqual([]);

      // The control follows the breadcrumbs in the tab order.
      await page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('link').last().focus();
      await page.keyboard.press('Tab');
      const copy = page.getByRole('button', {name: 'Copy page'});
      await expect(copy).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(page.getByRole('status')).toHaveText(
        'Copied the page to the clipboard as Markdown.',
      );
      await expect(page.getByRole('button', {name: 'Copied'})).toBeFocused();
      const expected = await (await request.get(twinPath)).text();
      expect(expected).toMatch(/^# .+\n\nCanonical URL: /);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
      expect(markdownRequests).toHaveLength(1);
      expect(problems.consoleErrors).toEqual([]);
    });

    test('menu works with arrows, Home, End and Escape', async ({page}) => {
      test.slow(); // axe takes a while on a busy machine
      await openPage(page);
      const toggle = page.getByRole('button', {name: 'More page options'});
      await expect(toggle).toHaveAttribute('aria-haspopup', 'menu');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.focus();
      await page.keyboard.press('ArrowDown');
      const menu = page.getByRole('menu', {name: 'Page options'});
      await expect(menu).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const items = menu.getByRole('menuitem');
      await expect(items).toHaveCount(5);
      await expect(items.nth(0)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(items.nth(1)).toBeFocused();
      await page.keyboard.press('End');
      await expect(items.nth(4)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(items.nth(0)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(items.nth(4)).toBeFocused();
      await page.keyboard.press('Home');
      await expect(items.nth(0)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();

      const results = await new AxeBuilder({page}).include('.th-copy-page').analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      const openResults = await new AxeBuilder({page}).include('.th-copy-page').analyze();
      expect(openResults.violations.map((violation) => violation.id)).toEqual([]);
    });

    test('"View as Markdown" opens the twin', async ({page}) => {
      await openPage(page);
      await page.getByRole('button', {name: 'More page options'}).focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const view = page.getByRole('menuitem', {name: /View as Markdown/});
      await expect(view).toBeFocused();
      await expect(view).toHaveAttribute('href', twinPath);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith(twinPath)),
        page.keyboard.press('Enter'),
      ]);
      expect(response.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${twinPath}$`));
    });
  });
}

test('"Open in ChatGPT" and "Open in Claude" ask the assistant to read the Markdown twin', async ({
  page,
}) => {
  await openPage(page);
  await page.getByRole('button', {name: 'More page options'}).click();
  for (const [name, origin] of [
    ['Open in ChatGPT', 'https://chatgpt.com/'],
    ['Open in Claude', 'https://claude.ai/new'],
  ]) {
    const item = page.getByRole('menuitem', {name: new RegExp(name)});
    const href = (await item.getAttribute('href'))!;
    expect(href.startsWith(`${origin}?`), href).toBe(true);
    // The site's public URL (SITE_URL) plus the twin's path.
    expect(new URL(href).searchParams.get('q')).toMatch(new RegExp(`https?://[^/\\s]+${twinPath}`));
    await expect(item).toHaveAttribute('target', '_blank');
  }
});

test('copying from the menu, then clicking outside closes it', async ({page}) => {
  await openPage(page, '/toolhive/');
  await page.getByRole('button', {name: 'More page options'}).click();
  await page.getByRole('menuitem', {name: /Copy page as Markdown/}).click();
  await expect(page.getByRole('status')).toHaveText(
    'Copied the page to the clipboard as Markdown.',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /^# .+\n\nCanonical URL: \S+\/toolhive\/\n/,
  );
  await expect(page.getByRole('button', {name: 'More page options'})).toBeFocused();
  await page.getByRole('button', {name: 'More page options'}).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.locator('h1').click();
  await expect(page.getByRole('menu')).toBeHidden();
});

test('an address with a slash added or dropped copies and views the page it shows', async ({
  page,
}) => {
  // The web server answers both forms; the twin is named after the address the site links.
  for (const [path, twin, canonical] of [
    ['/toolhive/registry', '/toolhive/registry/index.md', '/toolhive/registry/'],
    [
      '/toolhive/guides-cli/install/',
      '/toolhive/guides-cli/install.md',
      '/toolhive/guides-cli/install',
    ],
  ]) {
    await openPage(page, path);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.locator('.th-copy-page').getByRole('status'), path).toHaveText(
      'Copied the page to the clipboard as Markdown.',
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`^# .+\\n\\nCanonical URL: \\S+${canonical}\\n`),
    );
    await page.getByRole('button', {name: 'More page options'}).click();
    await expect(page.getByRole('menuitem', {name: /View as Markdown/})).toHaveAttribute(
      'href',
      twin,
    );
  }
});

test('a failed fetch is announced, not thrown', async ({page, problems}) => {
  await openPage(page);
  await page.route('**/*.md', (route) => route.fulfill({status: 500, body: 'no'}));
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('status')).toContainText('Could not copy the page');
  expect(problems.consoleErrors.filter((error) => error.includes('pageerror'))).toEqual([]);
});

test('generated index pages and the API reference have the control too', async ({page}) => {
  for (const path of ['/toolhive/guides-cli', '/toolhive/reference/api', '/theme-preview']) {
    await page.goto(path);
    await expect(page.getByRole('button', {name: 'Copy page'}), path).toBeVisible();
  }
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('the control and its menu fit the screen', async ({page}) => {
    await openPage(page);
    const copy = page.getByRole('button', {name: 'Copy page'});
    await expect(copy).toBeInViewport();
    await page.getByRole('button', {name: 'More page options'}).tap();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.getByRole('menuitem', {name: /Copy page as Markdown/}).tap();
    await expect(page.getByRole('status')).toHaveText(
      'Copied the page to the clipboard as Markdown.',
    );
  });
});
