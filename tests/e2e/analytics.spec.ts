import {expect, test, waitForHydration} from './support/fixtures';

// Runs against build-analytics/, built with GTAG_ID=G-TESTTAG123. The tag
// script itself is answered locally so the test never reaches Google.
type DataLayerEntry = unknown[];

async function dataLayer(page: import('@playwright/test').Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() =>
    ((window as unknown as {dataLayer?: IArguments[]}).dataLayer ?? []).map((entry) =>
      Array.from(entry),
    ),
  );
}

test('with a tag id configured, every client-side route change reports a page view', async ({
  page,
}) => {
  const tagRequests: string[] = [];
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    tagRequests.push(route.request().url());
    await route.fulfill({contentType: 'text/javascript', body: '/* stub tag */'});
  });
  await page.goto('/toolhive/');
  await waitForHydration(page);
  expect(tagRequests.some((url) => url.includes('id=G-TESTTAG123'))).toBe(true);

  const initial = await dataLayer(page);
  expect(initial).toContainEqual(['config', 'G-TESTTAG123', {anonymize_ip: true}]);

  // Each route change sets the page path, then sends a page view.
  const views = async () =>
    (await dataLayer(page))
      .filter(
        (entry) =>
          (entry[0] === 'set' && entry[1] === 'page_path') ||
          (entry[0] === 'event' && entry[1] === 'page_view'),
      )
      .map((entry) => (entry[0] === 'set' ? `path ${entry[2]}` : 'page_view'));
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  await sidebar.getByRole('link', {name: 'Quickstart'}).click();
  await expect(page).toHaveURL(/\/toolhive\/quickstart$/);
  // As a reader does, the next click comes once the page is there: a click during a route change
  // replaces it (on a loaded machine the test clicked before the first view was reported).
  await expect.poll(views).toEqual(['path /toolhive/quickstart', 'page_view']);
  await sidebar.getByRole('link', {name: 'MCP primer'}).click();
  await expect(page).toHaveURL(/\/toolhive\/concepts\/mcp-primer$/);
  await expect
    .poll(views)
    .toEqual([
      'path /toolhive/quickstart',
      'page_view',
      'path /toolhive/concepts/mcp-primer',
      'page_view',
    ]);
});

test('each answer to "Was this page helpful?" is an event with the page', async ({page}) => {
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({contentType: 'text/javascript', body: '/* stub tag */'}),
  );
  await page.goto('/toolhive/quickstart');
  await waitForHydration(page);
  const group = page.getByRole('group', {name: 'Was this page helpful?'});
  await group.getByRole('button', {name: 'Yes'}).click();
  await group.getByRole('button', {name: 'No'}).click();
  await expect
    .poll(async () =>
      (await dataLayer(page)).filter(
        (entry) => entry[0] === 'event' && entry[1] === 'page_feedback',
      ),
    )
    .toEqual([
      ['event', 'page_feedback', {helpful: 'yes', page_path: '/toolhive/quickstart'}],
      ['event', 'page_feedback', {helpful: 'no', page_path: '/toolhive/quickstart'}],
    ]);
});

test('the default build carries no analytics tag at all', async ({request}) => {
  const port = Number(process.env.TEST_PORT_BASE ?? 3100);
  const html = await (await request.get(`http://127.0.0.1:${port}/toolhive/`)).text();
  expect(html).not.toContain('googletagmanager');
  expect(html).not.toContain('gtag(');
});
