import {expect, test, waitForHydration} from './support/fixtures';

const themeOf = (page: import('@playwright/test').Page) =>
  page.locator('html').getAttribute('data-theme');

test.describe('colour mode', () => {
  test('is dark by default when the OS states no preference', async ({browser}) => {
    // Chromium always reports light or dark, so stand in for an OS without a preference.
    const context = await browser.newContext();
    await context.addInitScript(() => {
      window.matchMedia = (query: string) =>
        ({matches: false, media: query, addEventListener() {}, removeEventListener() {}}) as never;
    });
    const page = await context.newPage();
    await page.goto('/toolhive/');
    expect(await themeOf(page)).toBe('dark');
    await context.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`follows an OS preference for ${scheme}`, async ({browser}) => {
      const context = await browser.newContext({colorScheme: scheme});
      const page = await context.newPage();
      await page.goto('/toolhive/');
      expect(await themeOf(page)).toBe(scheme);
      await context.close();
    });
  }

  test('has no flash of the wrong mode: the first paint already has the stored mode', async ({
    browser,
  }) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    await context.addInitScript(() => window.localStorage.setItem('theme', 'light'));
    const page = await context.newPage();
    // Read the attribute as soon as the document exists, before any bundle runs.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/toolhive/');
    expect(await themeOf(page)).toBe('light');
    await context.close();
  });

  test('the toggle takes a press before hydration and cycles system, light, dark', async ({
    browser,
  }) => {
    const context = await browser.newContext({colorScheme: 'light'});
    const page = await context.newPage();
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/toolhive/');
    const toggle = page.locator('.navbar button[class*="toggleButton"]').first();
    // The theme renders it disabled until hydration; the early-input script enables it so that
    // a press is held and played back (tests/e2e/early-input.spec.ts).
    await expect(toggle).toBeEnabled();
    await page.unroute('**/*.js');

    await page.goto('/toolhive/');
    await waitForHydration(page);
    await expect(toggle).toBeEnabled();
    // Starts on "system" (light here), then light, then dark, then system again.
    await expect(toggle).toHaveAttribute('title', /system mode/i);
    await toggle.click();
    await expect(toggle).toHaveAttribute('title', /light mode/i);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    expect(await themeOf(page)).toBe('light');
    await toggle.click();
    await expect(toggle).toHaveAttribute('title', /dark mode/i);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    expect(await themeOf(page)).toBe('dark');
    await toggle.click();
    await expect(toggle).toHaveAttribute('title', /system mode/i);
    expect(await themeOf(page)).toBe('light');
    await context.close();
  });

  test('a choice made in one tab reaches the other tabs', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'light'});
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/toolhive/');
    await second.goto('/toolhive/quickstart');
    await waitForHydration(first);
    await waitForHydration(second);
    expect(await themeOf(second)).toBe('light');
    const toggle = first.locator('.navbar button[class*="toggleButton"]').first();
    await toggle.click(); // system → light
    await toggle.click(); // light → dark
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });
});
