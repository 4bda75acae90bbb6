import {docsRoutes, olderDocsRoutesSample, siteTitle} from './support/routes';
import {expect, test, waitForHydration} from './support/fixtures';

test.describe('every route of the route table serves its screen', () => {
  test('landing page', async ({page, problems}) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`\\| ${siteTitle}$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Simple and secure AI tools');
    for (const way of ['The thv command line', 'The local API', 'The Kubernetes operator']) {
      await expect(page.getByRole('heading', {level: 3, name: way})).toBeVisible();
    }
    await expect(page.getByRole('link', {name: 'Read the docs'})).toHaveAttribute(
      'href',
      '/toolhive/',
    );
    await waitForHydration(page);
    expect(problems.externalRequests).toEqual([]);
  });

  test('search page reads q', async ({page}) => {
    const response = await page.goto('/search?q=secrets');
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toContainText('secrets');
    await expect(page.getByRole('searchbox').first()).toHaveValue('secrets');
  });

  // One walk in one tab: a fresh browser page per route would spend most of its time starting up.
  test('every docs route: status 200, a heading, its title and the docs sidebar', async ({
    page,
  }) => {
    test.setTimeout(600_000);
    for (const route of [...docsRoutes, ...olderDocsRoutesSample]) {
      const response = await page.goto(route);
      expect.soft(response?.status(), `status of ${route}`).toBe(200);
      const heading = page.locator('main h1, article h1').first();
      await expect(heading, `h1 of ${route}`).toBeVisible();
      const headingText = (await heading.innerText()).trim();
      expect.soft(headingText.length, `h1 text of ${route}`).toBeGreaterThan(0);
      await expect.soft(page, `title of ${route}`).toHaveTitle(`${headingText} | ${siteTitle}`);
      await expect
        .soft(page.locator('nav[aria-label="Docs sidebar"]'), `sidebar of ${route}`)
        .toHaveCount(1);
    }
  });

  test('unknown path gives the not-found page with status 404', async ({page}) => {
    const response = await page.goto('/toolhive/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
    await expect(page.getByRole('link', {name: 'Home', exact: true})).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', {name: 'ToolHive documentation'})).toHaveAttribute(
      'href',
      '/toolhive/',
    );
    await expect(page.getByRole('searchbox', {name: 'Search the docs'})).toBeVisible();
  });

  test('the not-found search box leads to the search page', async ({page}) => {
    await page.goto('/definitely/missing');
    await waitForHydration(page);
    await page.getByRole('searchbox', {name: 'Search the docs'}).fill('install');
    await page.getByRole('main').getByRole('button', {name: 'Search', exact: true}).click();
    await expect(page).toHaveURL(/\/search\?q=install$/);
  });
});
