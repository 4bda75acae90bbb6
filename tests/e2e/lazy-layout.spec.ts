import type {Page} from '@playwright/test';

import {expect, test, waitForHydration} from './support/fixtures';
import {pagesToVisit} from './support/sitemap';

// The blocks of a docs page have `content-visibility: auto` (src/css/custom.css): the browser
// lays them out only near the screen. A rendered block of that kind is contained (layout, style
// and paint), and containment must change nothing a reader sees: no block may move or change
// size when containment is lifted, nothing may overflow a block (containment would clip it
// beyond the clip margin), focus rings must fit in the clip margin, and the page must not shift
// while it loads (blocks on the first screen are left out, since the browser may first give them
// their placeholder size).

const widths = {phone: 390, desktop: 1280};

/** Marks the page's lazily laid out blocks, and returns how many there are. */
async function markLazyBlocks(page: Page): Promise<number> {
  return page.evaluate(() => {
    let count = 0;
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('.markdown *'))) {
      if (getComputedStyle(element).contentVisibility !== 'auto') continue;
      element.dataset.lazyBlock = '';
      count += 1;
    }
    return count;
  });
}

/**
 * The layout shifts of the docs content so far, a second after the page has hydrated: what
 * moved, and when. Shifts outside the content are left out: while the browser parses a page
 * under load it can paint half a navbar, which then moves, and that is not the lazy blocks.
 */
async function layoutShiftsOnLoad(page: Page): Promise<string[]> {
  await page.waitForTimeout(1000);
  return page.evaluate(() => {
    type Shift = PerformanceEntry & {
      value: number;
      sources: {node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}[];
    };
    const observer = new PerformanceObserver(() => {});
    observer.observe({type: 'layout-shift', buffered: true});
    const shifts = observer.takeRecords() as Shift[];
    observer.disconnect();
    const inContent = (node?: Node) => node instanceof Element && node.closest('.markdown');
    return shifts
      .filter((shift) => shift.sources.some((source) => inContent(source.node)))
      .map((shift) => {
        const moved = shift.sources.map((source) => {
          const node = source.node;
          const name =
            node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : '?';
          return `${name} ${Math.round(source.previousRect.y)} -> ${Math.round(source.currentRect.y)}`;
        });
        return `${shift.value.toFixed(4)} at ${Math.round(shift.startTime)} ms: ${moved.join(', ')}`;
      });
  });
}

type Measured = {block: string; top: number; height: number; overflow: number; clip: number};

/** Lays every marked block out, contained or not, and measures each. */
async function measure(page: Page, contained: boolean): Promise<Measured[]> {
  const contain = contained ? 'layout style paint' : 'none';
  const style = await page.addStyleTag({
    content: `[data-lazy-block] { content-visibility: visible !important; contain: ${contain} !important; }`,
  });
  const measured = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-lazy-block]'), (element, index) => {
      const box = element.getBoundingClientRect();
      return {
        block: `${index}: ${element.tagName.toLowerCase()} "${(element.textContent ?? '').slice(0, 40)}"`,
        top: Math.round(box.top + window.scrollY),
        height: Math.round(box.height),
        overflow: element.scrollWidth - element.clientWidth,
        clip: parseFloat(getComputedStyle(element).overflowClipMargin) || 0,
      };
    }),
  );
  await style.evaluate((element) => (element as Element).remove());
  return measured;
}

for (const [widthName, width] of Object.entries(widths)) {
  test(`containing the lazily laid out blocks changes nothing on any page (${widthName})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({width, height: 900});
    let pagesWithBlocks = 0;
    for (const path of await pagesToVisit(baseURL!)) {
      await page.goto(path);
      await waitForHydration(page);
      expect.soft(await layoutShiftsOnLoad(page), `layout shifts on ${path}`).toEqual([]);
      if ((await markLazyBlocks(page)) === 0) continue;
      pagesWithBlocks += 1;
      const contained = await measure(page, true);
      const free = await measure(page, false);
      const moved = contained
        .filter(
          (block, index) => block.top !== free[index]!.top || block.height !== free[index]!.height,
        )
        .map(
          (block, index) =>
            `${block.block}: top ${block.top} -> ${free[index]!.top}, height ${block.height} -> ${free[index]!.height}`,
        );
      expect.soft(moved.slice(0, 5), `blocks that containment moves on ${path}`).toEqual([]);
      const clipped = free
        .filter((block) => block.overflow > block.clip)
        .map((block) => `${block.block}: ${block.overflow}px wider than its box`);
      expect
        .soft(clipped.slice(0, 5), `blocks whose content would be clipped on ${path}`)
        .toEqual([]);
    }
    expect(pagesWithBlocks, 'pages with lazily laid out blocks').toBeGreaterThan(40);
  });
}

test('a focus ring in a lazily laid out block fits in its clip margin', async ({page}) => {
  await page.goto('/toolhive/guides-cli/run-mcp-servers');
  await waitForHydration(page);
  // The first link in a paragraph that is laid out lazily.
  const links = page.locator('.markdown > p a[href]');
  const lazy = await links.evaluateAll((elements) =>
    elements.findIndex(
      (element) => getComputedStyle(element.closest('p')!).contentVisibility === 'auto',
    ),
  );
  expect(lazy).toBeGreaterThanOrEqual(0);
  const link = links.nth(lazy);
  // Focus after a key press, so the browser shows the ring as it does for keyboard readers.
  await page.keyboard.press('Shift');
  await link.focus();
  const {ring, clip, contentVisibility} = await link.evaluate((element) => {
    const own = getComputedStyle(element);
    const block = getComputedStyle(element.closest('.markdown > p')!);
    return {
      ring: parseFloat(own.outlineWidth) + parseFloat(own.outlineOffset),
      clip: parseFloat(block.overflowClipMargin) || 0,
      contentVisibility: block.contentVisibility,
    };
  });
  expect(contentVisibility).toBe('auto');
  expect(ring).toBeGreaterThan(0);
  expect(clip).toBeGreaterThanOrEqual(ring);
});

test('a link to a heading far down a long page lands on the heading', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/toolhive/guides-cli/run-mcp-servers');
  await waitForHydration(page);
  const id = await page.locator('.markdown h2[id]').last().getAttribute('id');
  await page.goto(`/toolhive/guides-cli/run-mcp-servers#${id}`);
  await waitForHydration(page);
  const heading = page.locator(`[id="${id}"]`);
  await expect(heading).toBeInViewport();
  // Still in place once the blocks above it have been laid out at their real height.
  await page.waitForTimeout(1000);
  const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(200);
});
