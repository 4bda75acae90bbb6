import {expect, test, waitForHydration} from './support/fixtures';
import {echoOrder, indexFile, indexPattern, serveIndex, textsPattern} from './support/search';

const input = (page: import('@playwright/test').Page) =>
  page.getByRole('main').getByRole('searchbox', {name: 'Search the docs'});

test.describe('the search results page', () => {
  test('a cold load of /search?q= shows the count and every hit with breadcrumb and snippet', async ({
    page,
    problems,
  }) => {
    await page.goto('/search?q=secrets');
    await waitForHydration(page);
    await expect(input(page)).toHaveValue('secrets');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "secrets"');
    const count = page.getByText(/^\d+ results? for "secrets"$/);
    await expect(count).toBeVisible();
    const total = Number((await count.innerText()).split(' ')[0]);
    expect(total).toBeGreaterThan(0);
    const hits = page.locator('main ol > li');
    await expect(hits.first()).toBeVisible();
    expect(await hits.count()).toBe(Math.min(total, 20));
    const first = hits.first();
    await expect(first.getByRole('heading', {level: 2}).getByRole('link')).toHaveAttribute(
      'href',
      /^\//,
    );
    await expect(page.locator('main ol mark').first()).toBeVisible();
    // A hit below a page title shows the path to it, and text hits a snippet.
    await expect(page.locator('main ol li p').filter({hasText: '›'}).first()).toBeVisible();
    expect(problems.externalRequests).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('typing updates q in the URL, and the back button restores it', async ({page}) => {
    await page.goto('/search?q=secrets');
    await waitForHydration(page);
    await input(page).fill('registry');
    await expect(page).toHaveURL(/\/search\?q=registry$/);
    await expect(page.getByText(/^\d+ results? for "registry"$/)).toBeVisible();
    await page.getByRole('main').locator('ol a').first().click();
    await expect(page).not.toHaveURL(/\/search/);
    await page.goBack();
    await expect(input(page)).toHaveValue('registry');
  });

  test('loads 20 hits at a time as the reader scrolls', async ({page}) => {
    await serveIndex(
      page,
      indexFile(
        Array.from({length: 45}, (_, index) => ({
          path: `/toolhive/p${index}`,
          items: [[1, `Needle page ${index}`] as [number, string]],
        })),
      ),
    );
    await page.goto('/search?q=needle');
    await waitForHydration(page);
    await expect(page.getByText('45 results for "needle"')).toBeVisible();
    const hits = page.locator('main ol > li');
    await expect(hits).toHaveCount(20);
    await hits.nth(19).scrollIntoViewIfNeeded();
    await expect(hits).toHaveCount(40);
    await hits.nth(39).scrollIntoViewIfNeeded();
    await expect(hits).toHaveCount(45);
    await expect(page.getByRole('button', {name: 'Load more results'})).toHaveCount(0);
  });

  test('the Load more button loads the next page from the keyboard', async ({page}) => {
    await serveIndex(
      page,
      indexFile(
        Array.from({length: 25}, (_, index) => ({
          path: `/toolhive/p${index}`,
          items: [[1, `Needle page ${index}`] as [number, string]],
        })),
      ),
    );
    // Without IntersectionObserver the list cannot grow on scroll: the button is the way on.
    await page.addInitScript(() => {
      delete (window as unknown as {IntersectionObserver?: unknown}).IntersectionObserver;
    });
    await page.goto('/search?q=needle');
    await waitForHydration(page);
    const hits = page.locator('main ol > li');
    await expect(hits).toHaveCount(20);
    const more = page.getByRole('button', {name: 'Load more results'});
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(hits).toHaveCount(25);
    await expect(more).toHaveCount(0);
  });

  test('queries are cut at 512 characters', async ({page}) => {
    await page.goto(`/search?q=${'a'.repeat(600)}`);
    await waitForHydration(page);
    await expect(input(page)).toHaveAttribute('maxlength', '512');
    expect((await input(page).inputValue()).length).toBe(512);
  });

  test('a hostile query renders as text', async ({page, problems}) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const hostile = '<img src=x onerror=alert(1)>';
    await page.goto(`/search?q=${encodeURIComponent(hostile)}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      `Search results for "${hostile}"`,
    );
    await expect(page.locator('main p').filter({hasText: `for "${hostile}"`})).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
    expect(problems.externalRequests).toEqual([]);
  });

  test('no hits, and an index that fails to load, each say so', async ({page}) => {
    await page.goto('/search?q=zzqxv');
    await waitForHydration(page);
    await expect(page.getByText('No results for "zzqxv"')).toBeVisible();
    await page.route(indexPattern, (route) => route.abort('failed'));
    await page.goto('/search?q=secrets');
    await waitForHydration(page);
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
    await expect(page.getByRole('alert')).toContainText(
      'You might want to check your network connection.',
    );
  });

  test('a malformed index, or texts that fail to load, say so the same way', async ({
    page,
    problems,
  }) => {
    const files = indexFile([{path: '/toolhive/quickstart', items: [[1, 'Secrets']]}]);
    const malformed = [
      {index: '{"format": "toolhive-search-index", "version": 1, "pages": []}', texts: files.texts},
      {index: files.index, texts: '{"format": "toolhive-search-texts"}'},
      {index: files.index.replace('"postings":"', '"postings":"\\u00e9'), texts: files.texts},
    ];
    for (const broken of malformed) {
      await serveIndex(page, broken);
      await page.goto('/search?q=secrets');
      await waitForHydration(page);
      await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
      await page.unrouteAll();
    }
    await page.route(textsPattern, (route) => route.abort('failed'));
    await page.goto('/search?q=secrets');
    await waitForHydration(page);
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
    expect(problems.consoleErrors.filter((message) => message.startsWith('pageerror'))).toEqual([]);
  });

  test('an empty query shows the form only', async ({page}) => {
    await page.goto('/search');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
    await expect(input(page)).toHaveValue('');
    await expect(page.locator('main ol')).toHaveCount(0);
  });
  test('every hit shows a snippet with the matched words highlighted', async ({page}) => {
    await page.goto('/search?q=permission%20profile');
    await waitForHydration(page);
    const hits = page.locator('main ol > li');
    await expect(hits.first()).toBeVisible();
    const count = await hits.count();
    const snippets = page.locator('main ol > li > p[class*="snippet"]');
    await expect(snippets).toHaveCount(count);
    await expect(snippets.locator('mark').first()).toBeVisible();
  });

  test('the echoed query is isolated and cut short', async ({page}) => {
    // U+202E would flip the rest of the heading, the closing quote included, if not isolated.
    const query = 'abc\u202Edef';
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await waitForHydration(page);
    const heading = page.getByRole('heading', {level: 1});
    await expect(heading.locator('bdi')).toHaveText(query);
    const order = await echoOrder(heading, 'bdi');
    expect(order.afterLeft).toBeGreaterThanOrEqual(order.echoRight - 1);
    expect(await page.title()).toContain('\u2068abc\u202Edef\u2069');
    const long = 'x'.repeat(100);
    await input(page).fill(long);
    await expect(heading.locator('bdi')).toHaveText(`${'x'.repeat(59)}…`);
    await expect(page.locator('main p bdi').first()).toHaveText(`${'x'.repeat(59)}…`);
  });
});
