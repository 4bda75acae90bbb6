import {expect, test, waitForHydration} from './support/fixtures';
import {pageScripts} from './support/scripts';

// How a page loads: content first, JavaScript after the first paint, other pages prefetched in
// idle time, and nothing built that the reader has not asked for.

test('the app scripts are requested only after the first contentful paint', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/toolhive/reference/cli/thv_run')).text();
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);

  await page.goto('/toolhive/reference/cli/thv_run');
  await waitForHydration(page);
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/js\/(runtime~)?main\.[0-9a-f]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timing.paint).toBeGreaterThan(0);
  expect(timing.scripts).toHaveLength(2);
  for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.paint!);
});

test('pages behind links in view are prefetched once each, without what is loaded', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/toolhive/quickstart');
  await waitForHydration(page);
  const prefetched = () =>
    page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'),
        (link) => new URL(link.href).pathname,
      ),
    );
  await expect.poll(async () => (await prefetched()).length).toBeGreaterThan(3);
  await page.waitForLoadState('networkidle');
  const links = await prefetched();
  expect(new Set(links).size).toBe(links.length);
  const loadedByPage = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => new URL(entry.name).pathname),
  );
  expect(loadedByPage.length).toBeGreaterThan(0);
  expect(links.filter((link) => loadedByPage.includes(link))).toEqual([]);

  // What was prefetched is what the next page needs: it opens without fetching its own chunks.
  const afterClick: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') afterClick.push(new URL(req.url()).pathname);
  });
  await page
    .locator('nav[aria-label="Docs sidebar"]')
    .getByRole('link', {name: 'Introduction'})
    .click();
  await expect(page).toHaveURL(/\/toolhive\/$/);
  await expect(page.locator('article h1')).toBeVisible();
  expect(afterClick.filter((url) => !links.includes(url))).toEqual([]);
});

test('the phone menu is built the first time it opens', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/toolhive/reference/cli/thv_run');
  await waitForHydration(page);
  await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  const menu = page.locator('.navbar-sidebar');
  await expect(menu).toBeVisible();
  // The docs sidebar's entry for the page (the version menu links the page too).
  await expect(menu.getByRole('link', {name: 'run', exact: true})).toBeVisible();
});

test('a tab chosen in the URL or earlier is selected once the page runs, without a rebuild', async ({
  page,
}) => {
  // Counts tab panels taken out of the page: the theme's own Tabs rebuilt them all on load.
  await page.addInitScript(() => {
    const counter = window as unknown as {removedPanels: number};
    counter.removedPanels = 0;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.removedNodes))
          if (node instanceof Element && node.querySelector('[role="tabpanel"]'))
            counter.removedPanels += 1;
    }).observe(document, {childList: true, subtree: true});
  });
  await page.goto('/toolhive/guides-cli/run-mcp-servers?protocol=go');
  await waitForHydration(page);
  const go = page.getByRole('tab', {name: 'go (Go)'});
  await expect(go).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').filter({hasText: 'go://'}).first()).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as {removedPanels: number}).removedPanels),
  ).toBe(0);

  // The choice is stored for the group: the next visit without the query keeps it.
  await page.getByRole('tab', {name: 'npx (Node.js)'}).click();
  await page.goto('/toolhive/guides-cli/run-mcp-servers');
  await waitForHydration(page);
  await expect(page.getByRole('tab', {name: 'npx (Node.js)'})).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('code blocks come with their buttons in the HTML, so nothing is built in them on load', async ({
  page,
}) => {
  // Counts nodes added to or removed from code blocks once the page's scripts run: the theme
  // built every block's buttons right after hydration, in one blocking task.
  await page.addInitScript(() => {
    const counter = window as unknown as {codeBlockChanges: number};
    counter.codeBlockChanges = 0;
    // Counted from the end of parsing: the parser's own insertions are the server's HTML.
    let parsed = false;
    document.addEventListener('DOMContentLoaded', () => (parsed = true));
    new MutationObserver((records) => {
      if (!parsed) return;
      for (const record of records)
        if (record.target instanceof Element && record.target.closest('.theme-code-block'))
          counter.codeBlockChanges += record.addedNodes.length + record.removedNodes.length;
    }).observe(document, {childList: true, subtree: true});
  });
  const response = await page.goto('/toolhive/guides-cli/run-mcp-servers');
  const html = (await response!.text()).match(/aria-label="Copy code to clipboard"/g) ?? [];
  const blocks = await page.locator('.theme-code-block pre').count();
  expect(html.length).toBe(blocks);
  await waitForHydration(page);
  await expect(page.getByRole('button', {name: 'Copy code to clipboard'}).first()).toBeAttached();
  await page.waitForTimeout(500);
  expect(
    await page.evaluate(() => (window as unknown as {codeBlockChanges: number}).codeBlockChanges),
  ).toBe(0);
});

test("the updates React makes right after hydration come from the site's own modules", async ({
  page,
}) => {
  // plugins/hydration-transitions swaps two Docusaurus modules for ones that make their first
  // update a transition. The swapped-out window-size hook carries this message; ours does not.
  await page.goto('/toolhive/guides-cli/run-mcp-servers');
  await waitForHydration(page);
  const bundles = (await pageScripts(page, {prefetched: true})).map((script) => script.body);
  expect(bundles.length).toBeGreaterThan(0);
  const has = (text: string) => bundles.some((bundle) => bundle.includes(text));
  expect(has('innerWidth'), "a window-size hook is in the page's scripts").toBe(true);
  expect(
    has('should only be called after React hydration'),
    "Docusaurus' own window-size hook is in the page's scripts",
  ).toBe(false);
});

for (const width of [390, 1280]) {
  test(`a docs page at ${width} px loads without building a collator`, async ({page}) => {
    // The first localeCompare of a page builds the browser's collator: a long task on a phone.
    await page.addInitScript(() => {
      const counter = window as unknown as {localeCompares: number};
      counter.localeCompares = 0;
      const original = String.prototype.localeCompare;
      String.prototype.localeCompare = function (
        this: string,
        ...args: Parameters<typeof original>
      ) {
        counter.localeCompares += 1;
        return original.apply(this, args);
      };
    });
    await page.setViewportSize({width, height: 800});
    await page.goto('/toolhive/guides-cli/run-mcp-servers');
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(
      await page.evaluate(() => (window as unknown as {localeCompares: number}).localeCompares),
    ).toBe(0);
  });
}
