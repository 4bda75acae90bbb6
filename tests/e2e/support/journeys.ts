import type {Page} from '@playwright/test';

import {expect} from './fixtures';
import {isOlderVersion, sitemapPaths} from './sitemap';

/** How long after a move the reader looks, and how long the place must then hold. */
export const settleMs = 1500;
export const holdMs = 1500;
/** The heading's top must be this close under the navbar (or the page cannot scroll further). */
export const maxGapPx = 100;

export const widths = {desktop: {width: 1280, height: 720}, phone: {width: 412, height: 860}};

export type TocPage = {path: string; headings: string[]};

const tocLink = /<a href=["']?#([^"' >]+)["']? class="?table-of-contents__link/g;

/** Every page in the sitemap that has a table of contents, with the heading ids it lists. */
/**
 * The current version's pages with a table of contents. The older version's pages share every
 * template and component that decides where a heading lands, so the journeys walk only these.
 */
export async function pagesWithToc(baseURL: string): Promise<TocPage[]> {
  const pages: TocPage[] = [];
  for (const path of (await sitemapPaths(baseURL)).filter((path) => !isOlderVersion(path))) {
    const html = await (await fetch(`${baseURL}${path}`)).text();
    // The desktop and mobile contents list the same ids; keep each once, in order.
    const headings = [
      ...new Set([...html.matchAll(tocLink)].map((match) => decodeURIComponent(match[1]))),
    ];
    if (headings.length > 0) pages.push({path, headings});
  }
  return pages;
}

/** A heading two thirds down the contents: far enough that a wrong landing shows. */
export function deepHeading(page: TocPage): string {
  return page.headings[Math.floor((page.headings.length * 2) / 3)];
}

export type Place = {gap: number; atEnd: boolean; scrollY: number; scrollHeight: number};

/** Where the heading sits relative to the navbar's bottom edge. */
export async function placeOf(page: Page, id: string): Promise<Place> {
  return page.evaluate((target) => {
    const heading = document.getElementById(target);
    const navbar = document.querySelector('.navbar');
    if (!heading) throw new Error(`no element with id "${target}"`);
    const navbarBottom = navbar ? navbar.getBoundingClientRect().bottom : 0;
    const scroller = document.scrollingElement ?? document.documentElement;
    return {
      gap: Math.round(heading.getBoundingClientRect().top - navbarBottom),
      atEnd: Math.ceil(scroller.scrollTop + window.innerHeight) >= scroller.scrollHeight - 2,
      scrollY: Math.round(scroller.scrollTop),
      scrollHeight: scroller.scrollHeight,
    };
  }, id);
}

function landed(place: Place): boolean {
  if (place.gap >= 0 && place.gap <= maxGapPx) return true;
  // A heading near the end of a short page cannot reach the top; it must at least be on screen.
  return place.atEnd && place.gap >= 0;
}

/**
 * The journey's pass rule: 1.5 s after the move the heading's top is 0–100 px below the navbar
 * (or the page cannot scroll further), and 1.5 s later it is still there.
 */
export async function expectLanded(page: Page, id: string, journey: string): Promise<void> {
  await page.waitForTimeout(settleMs);
  const first = await placeOf(page, id);
  await page.waitForTimeout(holdMs);
  const second = await placeOf(page, id);
  const where = `${journey}: ${page.url()} heading #${id}`;
  // The page's scroll position and height go with a failure: a rare one (the heading under the
  // navbar after Back on a phone, in some full runs) has not been reproduced alone.
  const at = (place: Place) =>
    `(scrollY ${place.scrollY} of ${place.scrollHeight}${place.atEnd ? ', at the end' : ''})`;
  expect(
    landed(first),
    `${where} is ${first.gap} px below the navbar after the move ${at(first)}`,
  ).toBe(true);
  expect(
    landed(second),
    `${where} moved to ${second.gap} px below the navbar later ${at(second)} from ${at(first)}`,
  ).toBe(true);
}

export async function setColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), mode);
}

/**
 * Opens the page and waits for it to hydrate. A page that does not (seen once in a full CI run,
 * in one of five tabs, not reproduced) fails with what could explain it on the first line of its
 * message, which is all a walk reports: failed requests, page errors and the app's scripts.
 */
export async function openAtTop(page: Page, path: string): Promise<void> {
  const trouble: string[] = [];
  page.on('requestfailed', (request) =>
    trouble.push(`request failed: ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('pageerror', (error) => trouble.push(`page error: ${error.message}`));
  await page.goto(path);
  try {
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1, {
      timeout: 30_000,
    });
  } catch (error) {
    const state = await page.evaluate(() => ({
      readyState: document.readyState,
      appScripts: Array.from(
        document.querySelectorAll<HTMLScriptElement>('script[src]'),
        (script) => script.src.replace(window.location.origin, ''),
      ),
      // Each script fetched, with its status (0: no response).
      scriptsFetched: performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map(
          (entry) =>
            `${entry.name.replace(window.location.origin, '')} ${(entry as PerformanceResourceTiming).responseStatus}`,
        ),
    }));
    throw new Error(`${path} did not hydrate within 30 s: ${JSON.stringify({...state, trouble})}`, {
      cause: error,
    });
  }
}

/**
 * Clicks the heading's entry in the table of contents, as a reader at this width would, and
 * checks that the click took the page to the heading's fragment: a click that does not fails
 * here and says so, rather than later as a heading left far below the navbar.
 */
export async function clickContentsEntry(page: Page, id: string): Promise<void> {
  const desktop = page.locator(`.theme-doc-toc-desktop a[href="#${id}"]`);
  if (await desktop.isVisible()) {
    await desktop.click();
  } else {
    const mobile = page.locator('.theme-doc-toc-mobile');
    await mobile.locator('button').first().click();
    // A reader taps an entry of the list as it stands open. While it is still opening, its box
    // clips the entries, and Playwright's scroll into view scrolls that box: the entry then moves
    // under the pointer as the box grows, and the press and release land on different entries (a
    // click on neither, seen in CI under load). Docusaurus sets the height to auto when it is open.
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              document.querySelector<HTMLElement>('.theme-doc-toc-mobile button + *')?.style
                .height ?? 'no list',
          ),
        {timeout: 10_000},
      )
      .toBe('auto');
    await mobile.locator(`a[href="#${id}"]`).click();
  }
  const state = () =>
    page.evaluate(() => {
      const toggle = document.querySelector('.theme-doc-toc-mobile button');
      return {
        hash: decodeURIComponent(window.location.hash.slice(1)),
        list: toggle?.getAttribute('aria-expanded') ?? 'no phone list',
        scrollY: window.scrollY,
      };
    });
  try {
    await expect.poll(async () => (await state()).hash, {timeout: 10_000}).toBe(id);
  } catch (error) {
    // The list and the scroll as they ended, with the fragment the page is at.
    const last = JSON.stringify(await state());
    throw new Error(
      `the contents entry #${id} was clicked, but the page did not go to it: ${last}`,
      {cause: error},
    );
  }
}

/** Adds a link to `href` in the page's article and clicks it, as a reader following a link would. */
export async function followLinkInPage(page: Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    link.textContent = 'elsewhere';
    link.id = 'journey-elsewhere';
    document.querySelector('.theme-doc-markdown')?.append(link);
  }, href);
  await page.evaluate(() => document.getElementById('journey-elsewhere')?.click());
}
