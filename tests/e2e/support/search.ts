import type {Locator, Page, Route} from '@playwright/test';

import {encodeSearchIndex} from '../../../plugins/local-search/prebuilt';
import {productionSiteUrl} from '../../../src/utils/siteUrl';
import {expect, waitForHydration} from './fixtures';

export const indexPattern = '**/search-index.json*';
export const textsPattern = '**/search-texts.json*';

type Item = [number, string, string?];
type Page_ = {path: string; lvl0?: string; language?: string; tags?: string[]; items: Item[]};

/** The two files a search loads, as JSON: the prebuilt index and its texts. */
export type SearchFiles = {index: string; texts: string};

/**
 * A small search index in the site's format (the pages packed as the plugin packs them, then
 * written as the build writes them), served instead of the built one. Like the built index, its
 * hits are on the site's own URL (the test build sets no SITE_URL).
 */
export function indexFile(pages: Page_[], siteUrl = productionSiteUrl): SearchFiles {
  const {index, texts} = encodeSearchIndex({
    format: 'toolhive-search-index',
    version: 1,
    siteUrl,
    pages: pages.map((page) => ({
      lvl0: 'Guides',
      language: 'en',
      tags: ['docs-default-current'],
      ...page,
    })),
  });
  return {index: JSON.stringify(index), texts: JSON.stringify(texts)};
}

export async function serveIndex(page: Page, files: SearchFiles): Promise<void> {
  for (const [pattern, body] of [
    [indexPattern, files.index],
    [textsPattern, files.texts],
  ]) {
    await page.route(pattern, (route: Route) =>
      route.fulfill({status: 200, contentType: 'application/json', body}),
    );
  }
}

export function searchButton(page: Page) {
  return page.locator('nav.navbar').getByRole('button', {name: 'Search', exact: true});
}

export function searchInput(page: Page) {
  return page.locator('.DocSearch-Input');
}

/** Opens a docs page and waits until React owns it. */
export async function openPage(page: Page, path = '/toolhive/quickstart'): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export async function openModal(page: Page): Promise<void> {
  await searchButton(page).click();
  await expect(searchInput(page)).toBeFocused();
}

/** Records every value the modal's data-status takes, in order. */
export async function recordStatuses(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as {searchStatuses: string[]}).searchStatuses = seen;
    const observer = new MutationObserver(() => {
      const status = document.querySelector('.thv-search')?.getAttribute('data-status');
      if (status && seen[seen.length - 1] !== status) seen.push(status);
    });
    observer.observe(document.body, {subtree: true, attributes: true, childList: true});
  });
}

export async function statuses(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as {searchStatuses: string[]}).searchStatuses);
}

/**
 * Where an echoed query ends and the text after it starts: inside `container`, the element
 * matching `echo` and its next sibling. Isolated, a right-to-left override in the query cannot
 * move the text after it to its left.
 */
export function echoOrder(
  container: Locator,
  echo: string,
): Promise<{echoRight: number; afterLeft: number}> {
  return container.evaluate((element, selector) => {
    const echoed = element.querySelector(selector)!;
    const range = document.createRange();
    range.selectNodeContents(echoed.nextSibling!);
    return {
      echoRight: echoed.getBoundingClientRect().right,
      afterLeft: range.getBoundingClientRect().left,
    };
  }, echo);
}
