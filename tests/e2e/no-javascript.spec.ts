import {expect, test} from './support/fixtures';

// The server-rendered HTML must carry the whole page: text, headings, code and
// navigation. Compare each page without JavaScript to the same page with it.
const pages = [
  '/',
  '/toolhive/',
  '/toolhive/quickstart',
  '/toolhive/guides-cli/run-mcp-servers',
  '/toolhive/guides-k8s/run-mcp-k8s',
  '/toolhive/reference/cli/thv_run',
  '/toolhive/registry/',
  '/toolhive/registry/github',
  '/theme-preview',
];

async function outline(page: import('@playwright/test').Page) {
  return page.evaluate(() => ({
    headings: Array.from(document.querySelectorAll('main h1, main h2, main h3')).map((heading) =>
      heading.textContent?.replace(/\u200b/g, '').trim(),
    ),
    codeBlocks: document.querySelectorAll('main pre code').length,
    sidebarLinks: document.querySelectorAll('nav[aria-label="Docs sidebar"] a[href]').length,
    navbarLinks: document.querySelectorAll('nav.navbar a[href]').length,
    words: Array.from(document.querySelectorAll('main :is(p, li, td, th, pre, h1, h2, h3, h4)'))
      .map((element) => element.textContent ?? '')
      .join(' ')
      .split(/\s+/).length,
  }));
}

for (const path of pages) {
  test(`${path} reads without JavaScript`, async ({browser}) => {
    const withScript = await browser.newContext();
    const withoutScript = await browser.newContext({javaScriptEnabled: false});
    const scripted = await withScript.newPage();
    const plain = await withoutScript.newPage();
    await scripted.goto(path, {waitUntil: 'networkidle'});
    await plain.goto(path);
    const expected = await outline(scripted);
    const actual = await outline(plain);
    expect(actual.headings).toEqual(expected.headings);
    expect(actual.codeBlocks).toBe(expected.codeBlocks);
    expect(actual.sidebarLinks).toBeGreaterThanOrEqual(expected.sidebarLinks);
    expect(actual.navbarLinks).toBeGreaterThan(0);
    expect(actual.words).toBeGreaterThan(expected.words * 0.9);
    await withScript.close();
    await withoutScript.close();
  });
}
