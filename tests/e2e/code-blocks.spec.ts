import {expect, test, waitForHydration} from './support/fixtures';

// Code blocks: the word-wrap button shows where the code is wider than its box and wraps it, and
// the buttons stay hidden while they cannot work (before the page runs, or without JavaScript).

test.describe('code blocks', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('word wrap is offered only where code overflows, and wraps and unwraps it', async ({
    page,
  }) => {
    await page.goto('/toolhive/guides-cli/run-mcp-servers');
    await waitForHydration(page);
    const blocks = page.locator('.theme-code-block');
    const overflows = await blocks.evaluateAll((elements) =>
      elements.map((element) => {
        const pre = element.querySelector('pre')!;
        return pre.scrollWidth > pre.clientWidth;
      }),
    );
    const wide = blocks.nth(overflows.indexOf(true));
    const narrow = blocks.nth(overflows.indexOf(false));
    expect(overflows.indexOf(true)).toBeGreaterThanOrEqual(0);
    expect(overflows.indexOf(false)).toBeGreaterThanOrEqual(0);

    await wide.scrollIntoViewIfNeeded();
    const wrap = wide.getByRole('button', {name: 'Toggle word wrap'});
    await expect(wrap).toBeVisible();
    await expect(narrow.getByRole('button', {name: 'Toggle word wrap'})).toBeHidden();

    const pre = wide.locator('pre');
    const overflow = () => pre.evaluate((element) => element.scrollWidth - element.clientWidth);
    await wrap.click();
    await expect(wrap).toHaveAttribute('aria-pressed', 'true');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await wrap.click();
    await expect(wrap).toHaveAttribute('aria-pressed', 'false');
    expect(await overflow()).toBeGreaterThan(0);
    await expect(wrap).toBeVisible();
  });

  test('the copy button says when it has copied', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/toolhive/guides-cli/run-mcp-servers');
    await waitForHydration(page);
    const block = page.locator('.theme-code-block').first();
    await block.scrollIntoViewIfNeeded();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    // The text a reader sees; each line ends in a line break, which adds one at the end.
    const shown = (await block.locator('pre').innerText()).trimEnd();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible({
      timeout: 15_000,
    });
  });
});

test.describe('code highlighting', () => {
  /** What a reader sees of the article's code: coloured tokens, and how many colours. */
  const colours = (page: import('@playwright/test').Page) =>
    page.locator('article').evaluate((article) => {
      const tokens = article.querySelectorAll('pre code .token:not(.plain)');
      const seen = new Set<string>();
      tokens.forEach((token) => seen.add(getComputedStyle(token).color));
      return {tokens: tokens.length, colours: seen.size};
    });

  test('keeps the server’s colours on the page a reader opens, and colours code after a move', async ({
    page,
  }) => {
    const ran: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') ran.push(new URL(request.url()).pathname);
    });
    await page.goto('/toolhive/guides-cli/install');
    await waitForHydration(page);
    const opened = await colours(page);
    expect(opened.tokens).toBeGreaterThan(0);
    expect(opened.colours).toBeGreaterThan(1);
    // The first visit runs no Prism: its chunk is at most prefetched.
    expect(ran.filter((path) => /\/prism\./.test(path))).toEqual([]);

    await page.locator('article').getByRole('link', {name: 'Run your first MCP server'}).click();
    await page.waitForURL('**/toolhive/guides-cli/run-mcp-servers');
    await expect.poll(async () => (await colours(page)).tokens).toBeGreaterThan(0);
    expect((await colours(page)).colours).toBeGreaterThan(1);
  });
});

test.describe('code blocks without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('show no buttons, since the buttons need JavaScript', async ({page}) => {
    await page.goto('/toolhive/guides-cli/run-mcp-servers');
    const copy = page.locator('.theme-code-block button[aria-label="Copy code to clipboard"]');
    expect(await copy.count()).toBeGreaterThan(5);
    await expect(copy.first()).toBeHidden();
  });
});
