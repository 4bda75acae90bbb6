import {test as base, expect, type Page, type Request} from '@playwright/test';

export type PageProblems = {
  consoleErrors: string[];
  externalRequests: string[];
  failedRequests: string[];
};

const localHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

function isLocalUrl(url: string): boolean {
  const {protocol, hostname} = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true;
  return localHosts.has(hostname);
}

/**
 * A route's chunks fetched ahead for a link in view (`<link rel="prefetch">`), then cancelled by
 * the browser: a hint it may drop, which the reader never waits for (following the link loads
 * the chunk). In CI the page walk saw one such chunk cancelled while its page was open.
 */
function isCancelledPrefetch(request: Request): boolean {
  return (
    request.headers()['sec-purpose'] === 'prefetch' &&
    request.failure()?.errorText === 'net::ERR_ABORTED'
  );
}

/** Records console errors and warnings, failed requests and any request that leaves localhost. */
export function watchPage(page: Page): PageProblems {
  const problems: PageProblems = {consoleErrors: [], externalRequests: [], failedRequests: []};
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.consoleErrors.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    if (!isLocalUrl(request.url())) problems.externalRequests.push(request.url());
  });
  page.on('requestfailed', (request) => {
    if (!isLocalUrl(request.url()) || isCancelledPrefetch(request)) return;
    problems.failedRequests.push(`${request.url()} (${request.failure()?.errorText})`);
  });
  return problems;
}

/**
 * `test` with a record of the page's problems. The browser resolves no host but this one (see
 * playwright.config.ts), so a request that would leave the machine fails, and is reported.
 */
export const test = base.extend<{problems: PageProblems}>({
  problems: async ({page}, use) => {
    await use(watchPage(page));
  },
});

export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

export {expect};
