import {expect, test} from './support/fixtures';
import {currentAndSampledOlder, sitemapPaths} from './support/sitemap';

// Every page of the sitemap at 412 px, the width of a common phone: nothing scrolls sideways, and
// every table cell with text lies inside the screen, so no table hides a column behind a scroll.
// Layout only, so pages are checked once they load, without waiting for hydration.
const phone = {width: 412, height: 915};

test('at phone width no page scrolls sideways and every table shows all its columns', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(480_000);
  await page.setViewportSize(phone);
  const paths = currentAndSampledOlder(await sitemapPaths(baseURL!));
  expect(paths.length).toBeGreaterThan(50);
  const problems: string[] = [];
  let tables = 0;
  for (const path of paths) {
    await page.goto(path, {waitUntil: 'load'});
    const found = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const issues: string[] = [];
      const scroller = document.scrollingElement!;
      if (scroller.scrollWidth > scroller.clientWidth + 1) {
        issues.push(`the page is ${scroller.scrollWidth} px wide`);
      }
      // Tables in a closed tab panel have no layout until the reader opens the tab.
      const all = Array.from(document.querySelectorAll('main table')).filter(
        (table) => !table.closest('[hidden]'),
      );
      all.forEach((table, index) => {
        const cells = Array.from(table.querySelectorAll('td')).filter(
          (cell) => (cell.textContent ?? '').trim() !== '',
        );
        const outside = cells.filter((cell) => {
          const box = cell.getBoundingClientRect();
          return box.width === 0 || box.left < -1 || box.right > width + 1;
        });
        if (outside.length > 0) {
          const label = outside[0]!.getAttribute('data-label') ?? outside[0]!.textContent!.trim();
          issues.push(
            `table ${index + 1}: ${outside.length} cells off screen or hidden ("${label.slice(0, 40)}")`,
          );
        }
      });
      return {issues, tables: all.length};
    });
    tables += found.tables;
    problems.push(...found.issues.map((issue) => `${path}: ${issue}`));
  }
  expect(tables, 'tables seen on the walk').toBeGreaterThan(20);
  expect(problems).toEqual([]);
});
