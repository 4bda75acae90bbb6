import {readFileSync} from 'node:fs';

import {parse} from 'yaml';

import type {Locator, Page} from '@playwright/test';

import {expect, test, waitForHydration} from './support/fixtures';

type Operation = {summary: string; operationId: string; tags: string[]};

// Read relative to the repository root, where Playwright runs (import.meta would turn this
// file into an ES module, which the yaml import does not survive).
const spec = parse(readFileSync('static/api-specs/toolhive-api.yaml', 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};
const methods = ['get', 'post', 'put', 'patch', 'delete'];
const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
  methods.filter((method) => method in item).map((method) => ({path, method, ...item[method]})),
);

const route = '/toolhive/reference/api';

/**
 * An operation's heading. Its accessible name also holds Redoc's share-link label, so match
 * the heading's own text instead.
 */
const headingOf = (scope: Locator, summary: string) =>
  scope
    .locator('h2')
    .filter({hasText: new RegExp(`^\\s*${summary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`)});
/** The page's text colour in each mode, from src/components/ApiReference/redocTheme.ts. */
const textColour = {light: 'rgb(27, 24, 48)', dark: 'rgb(232, 230, 242)'};
/**
 * Redoc loads and replaces the server's HTML after the reader's first press, touch, focus or
 * key in the reference: a second or more of work, longer on a busy machine.
 */
const waitForLiveReference = (page: Page) =>
  expect(page.locator('[data-reference="live"]')).toBeAttached({timeout: 30_000});
/** Marks Redoc's code: a method of its menu store that survives minification. */
const redocMarker = 'activateAndScroll';

// Redoc makes this the heaviest page of the site: give its tests room on a busy machine.
test.describe.configure({timeout: 60_000});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`API reference in ${scheme} mode`, () => {
    test.use({colorScheme: scheme});

    test('shows every endpoint with its summary, in the colours of the mode', async ({
      page,
      problems,
    }) => {
      await page.goto(route);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      const content = page.locator('.api-content');
      await expect(content).toBeVisible();

      // Each operation's endpoint box reads "<method> <path>".
      const endpoints = content.locator('button:has(.http-verb)');
      await expect(endpoints).toHaveCount(operations.length);
      const shown = await endpoints.evaluateAll((buttons) =>
        buttons.map((button) => {
          const verb = button.querySelector('.http-verb')!;
          return `${verb.textContent} ${verb.nextElementSibling?.textContent}`;
        }),
      );
      const expected = operations.map((op) => `${op.method} ${op.path}`);
      expect(shown.sort()).toEqual(expected.sort());

      const headings = await content.locator('h2').evaluateAll((elements) =>
        elements.map((h2) => ({
          text: h2.textContent?.trim(),
          colour: getComputedStyle(h2).color,
        })),
      );
      for (const op of operations) {
        const heading = headings.find((h2) => h2.text === op.summary);
        expect(heading, op.summary).toBeDefined();
        expect(heading!.colour, op.summary).toBe(textColour[scheme]);
      }

      expect(problems.consoleErrors).toEqual([]);
      expect(problems.externalRequests).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    });

    test('goes to an operation from the Redoc side menu', async ({page, problems}) => {
      await page.goto(route);
      await waitForHydration(page);
      const menu = page.locator('.menu-content');
      const target = operations.find((op) => op.operationId === 'deleteWorkload')!;

      await menu.getByText('Workloads', {exact: true}).click();
      await waitForLiveReference(page);
      const item = menu.getByText(target.summary, {exact: true});
      await expect(item).toBeVisible();
      const scrolledBefore = await page.evaluate(() => window.scrollY);
      await item.click();

      await expect(page).toHaveURL(new RegExp(`#tag/workloads/operation/${target.operationId}$`));
      const heading = headingOf(page.locator('.api-content'), target.summary);
      await expect(heading).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledBefore + 500);
      // The heading sits below the sticky navbar, not under it.
      const navbarBottom = await page
        .locator('nav.navbar')
        .evaluate((nav) => nav.getBoundingClientRect().bottom);
      expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(navbarBottom - 1);

      expect(problems.consoleErrors).toEqual([]);
      expect(problems.externalRequests).toEqual([]);
    });
  });
}

test.describe('API reference page', () => {
  test('lays its sections out near the screen first, then the rest in idle time', async ({
    page,
    browser,
  }) => {
    // As the server sends it, every section is laid out only near the screen.
    const context = await browser.newContext({javaScriptEnabled: false});
    const staticPage = await context.newPage();
    await staticPage.goto(route);
    const contentVisibility = await staticPage
      .locator('.api-content > [data-section-id]')
      .evaluateAll((sections) =>
        sections.map((section) => getComputedStyle(section).contentVisibility),
      );
    expect(new Set(contentVisibility)).toEqual(new Set(['auto']));
    await context.close();

    await page.goto(route);
    await waitForHydration(page);
    const skipped = () =>
      page
        .locator('.api-content > [data-section-id]')
        .evaluateAll(
          (sections) =>
            sections.filter((section) => getComputedStyle(section).contentVisibility === 'auto')
              .length,
        );
    const sections = await page.locator('.api-content > [data-section-id]').count();
    expect(sections).toBeGreaterThan(20);
    await expect.poll(skipped, {timeout: 15_000}).toBe(0);
  });

  test('keeps the reader in place when Redoc takes over', async ({page, problems}) => {
    await page.goto(route);
    await waitForHydration(page);
    // Once every section is laid out, as for a reader who has been reading for a moment.
    await expect
      .poll(
        () =>
          page
            .locator('.api-content > [data-section-id]')
            .evaluateAll(
              (sections) =>
                sections.filter((element) => getComputedStyle(element).contentVisibility === 'auto')
                  .length,
            ),
        {timeout: 15_000},
      )
      .toBe(0);
    const section = page.locator('[data-section-id="tag/registry"]');
    await section.evaluate((element) =>
      window.scrollBy(0, element.getBoundingClientRect().top - 200),
    );
    // Wait until nothing moves.
    const top = () =>
      section.evaluate(
        (element) =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve(element.getBoundingClientRect().top)),
            ),
          ),
      );
    let before = await top();
    await expect
      .poll(async () => {
        const now = await top();
        const settled = now === before;
        before = now;
        return settled;
      })
      .toBe(true);
    // A press on the reference is what wakes Redoc up.
    await section.locator('h2').click();
    await waitForLiveReference(page);
    const after = await top();
    expect(Math.abs(after - before)).toBeLessThan(4);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('is live at once when reached from another page of the site', async ({page, problems}) => {
    await page.goto('/toolhive/guides-cli/api-server');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('link', {name: 'API reference'}).first().click();
    await expect(page).toHaveURL(new RegExp(`${route}$`));
    await waitForLiveReference(page);
    await expect(headingOf(page.locator('.api-content'), operations[0].summary)).toHaveCount(1);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('opens at an operation given in the URL', async ({page, problems}) => {
    await page.goto(`${route}#tag/registry/operation/getRegistryServer`);
    await waitForHydration(page);
    const heading = headingOf(page.locator('.api-content'), 'Get one server from a registry');
    await expect(heading).toBeInViewport();
    expect(problems.consoleErrors).toEqual([]);
  });

  test('switches colour mode in place, without rendering Redoc again', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(route);
    await waitForHydration(page);
    const heading = page.locator('.api-content h2').first();
    await expect(heading).toHaveCSS('color', textColour.light);
    await heading.evaluate((element) => element.setAttribute('data-still-here', 'yes'));

    await page.emulateMedia({colorScheme: 'dark'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(heading).toHaveCSS('color', textColour.dark);
    // The same element, restyled by CSS variables: nothing was thrown away and redrawn.
    await expect(heading).toHaveAttribute('data-still-here', 'yes');
    const sidebar = page.locator('.menu-content');
    await expect(sidebar).toHaveCSS('background-color', 'rgb(27, 25, 40)');
  });

  test('offers the raw OpenAPI file for download', async ({page, request}) => {
    await page.goto(route);
    const link = page.getByRole('link', {name: 'Download the OpenAPI file'});
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/api-specs/toolhive-api.yaml');
    await expect(link).toHaveAttribute('download', 'toolhive-api.yaml');
    const response = await request.get('/api-specs/toolhive-api.yaml');
    expect(response.status()).toBe(200);
    const body = await response.text();
    expect(body).toMatch(/^openapi: 3\.1\.0$/m);
    expect(body).toContain('title: ToolHive API');
  });

  test('reads without JavaScript: the server HTML holds the whole reference', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto(route);
    const content = page.locator('.api-content');
    await expect(content).toBeVisible();
    for (const op of operations) {
      await expect(headingOf(content, op.summary)).toHaveCount(1);
    }
    await expect(content.locator('h2').first()).toHaveCSS('color', textColour.light);
    await context.close();
  });

  test('works on a phone: the menu opens from its button and leads to an operation', async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(route);
    await waitForHydration(page);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);

    const menu = page.locator('.menu-content');
    const menuButton = page.getByRole('button', {name: 'API menu'});
    await expect(menu).not.toBeInViewport();
    await expect(menuButton).toBeInViewport();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // It works from the keyboard too.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await waitForLiveReference(page);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeInViewport();

    await menu.getByText('Version', {exact: true}).click();
    await menu.getByText('Get the ToolHive version', {exact: true}).click();
    await expect(page).toHaveURL(/#tag\/version\/operation\/getVersion$/);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(
      headingOf(page.locator('.api-content'), 'Get the ToolHive version'),
    ).toBeInViewport();
    // Scrolled down, the site's back-to-top button shows too, clear of the menu button.
    await page.mouse.wheel(0, -200);
    const backToTop = page.getByRole('button', {name: /back to top/i});
    await expect(backToTop).toBeInViewport();
    const [a, b] = [(await menuButton.boundingBox())!, (await backToTop.boundingBox())!];
    const overlap =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap).toBe(false);
    expect(problems.consoleErrors).toEqual([]);
  });
});

test.describe("Redoc's code", () => {
  for (const other of ['/', '/toolhive/quickstart', '/toolhive/reference/client-compatibility']) {
    test(`is not loaded by ${other}`, async ({page}) => {
      const scripts: string[] = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() === 'script') scripts.push(await response.text());
      });
      await page.goto(other);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBeGreaterThan(1);
      expect(scripts.filter((script) => script.includes(redocMarker))).toEqual([]);
    });
  }

  test('waits on the API reference until the reader uses it', async ({page}) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await page.goto(route);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((script) => script.includes(redocMarker))).toEqual([]);
    await expect(page.locator('[data-reference="server"]')).toBeAttached();

    await page.locator('.api-content h2').first().hover();
    await page.mouse.down();
    await page.mouse.up();
    await waitForLiveReference(page);
    await expect.poll(() => scripts.some((script) => script.includes(redocMarker))).toBe(true);
  });
});
