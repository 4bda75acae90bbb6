import type {Page} from '@playwright/test';

export type PageScript = {url: string; body: string; at: number};

/**
 * The JavaScript files the page has loaded so far, with their text and when each was requested.
 * Files the browser only prefetched (for links in view) are left out unless `prefetched` is set.
 */
export async function pageScripts(page: Page, {prefetched = false} = {}): Promise<PageScript[]> {
  const entries = await page.evaluate(
    (withPrefetched) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) =>
          withPrefetched
            ? entry.name.endsWith('.js')
            : (entry as PerformanceResourceTiming).initiatorType === 'script',
        )
        .map((entry) => ({url: entry.name, at: entry.startTime})),
    prefetched,
  );
  return Promise.all(
    entries.map(async (entry) => ({
      ...entry,
      body: await (await page.request.get(entry.url)).text(),
    })),
  );
}
