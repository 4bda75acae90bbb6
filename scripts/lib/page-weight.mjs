// First-visit page weight: every response a page loads, summed per type, as
// raw bytes and as gzip bytes.
//
// The gzip figures are computed here (zlib level 9 on each response body)
// instead of read from the wire, so they do not depend on the server and the
// same build always gives the same numbers; that makes them usable as size
// budgets in tests. Bodies of types that are not compressed in practice
// (PNG, JPEG, WebP, fonts, ...) count with their raw size in both columns.
//
// Types:
//   html      the document (and any frame documents);
//   js        scripts the page loads (including lazily loaded chunks);
//   css       style sheets;
//   img       images, the favicon included;
//   other     everything else the page fetches (JSON, fonts, YAML, ...);
//   prefetch  resources fetched with <link rel="prefetch"> (Docusaurus
//             prefetches the chunks of the links in view), downloaded on the
//             first visit but not used by the page; not part of `total`.
// A URL fetched several times counts once, under the type of its first
// non-prefetch use if it has one.
import {gzipSync} from 'node:zlib';

export const weightTypes = ['html', 'js', 'css', 'img', 'other'];

/** @typedef {{raw: number, gzip: number, count: number}} Sizes bytes and number of responses */
/** @typedef {Record<'html' | 'js' | 'css' | 'img' | 'other' | 'prefetch' | 'total', Sizes>} Totals */

// Types a server compresses; the others (PNG, JPEG, WebP, fonts) already are.
const compressible =
  /^(text\/|image\/svg\+xml|application\/(json|javascript|xml|yaml|x-yaml|wasm|[\w.-]+\+(json|xml)))/;

function classify(resourceType, contentType) {
  if (resourceType === 'document') return 'html';
  if (resourceType === 'script' || /javascript|ecmascript/.test(contentType)) return 'js';
  if (resourceType === 'stylesheet' || contentType.startsWith('text/css')) return 'css';
  if (resourceType === 'image' || contentType.startsWith('image/')) return 'img';
  return 'other';
}

/** @returns {Totals} */
function emptyTotals() {
  const types = [...weightTypes, 'prefetch', 'total'];
  return /** @type {Totals} */ (
    Object.fromEntries(types.map((type) => [type, {raw: 0, gzip: 0, count: 0}]))
  );
}

/**
 * Follows the requests of `page` from now on. `quiet()` resolves once no
 * request is in flight and none has started for `quietMs` (Playwright's
 * `networkidle` only covers the initial load, while hydration and
 * prefetching start more requests afterwards).
 */
function trackRequests(page) {
  const inFlight = new Set();
  let lastActivity = Date.now();
  const onRequest = (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const onDone = (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  return {
    async quiet({quietMs, timeout}) {
      const deadline = Date.now() + timeout;
      while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() > deadline)
          throw new Error(`network not quiet after ${timeout} ms (${inFlight.size} in flight)`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop() {
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
    },
  };
}

/**
 * Loads `url` in `page` and measures what the first visit downloads. Use a
 * page of a fresh browser context, so that nothing comes from the cache.
 * Waits for the network to go idle, for React to hydrate
 * (`html[data-has-hydrated="true"]`) and for the requests started after
 * hydration to finish.
 *
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 * @param {{quietMs?: number, timeout?: number}} [options]
 * @returns {Promise<{
 *   url: string,
 *   totals: Totals,
 *   resources: Array<{url: string, type: string, resourceType: string,
 *     status: number, contentType: string, raw: number, gzip: number}>,
 *   failed: Array<{url: string, resourceType: string, error: string}>,
 * }>} sizes in bytes; `total` is the sum of every type but `prefetch`.
 */
export async function measurePageWeight(page, url, {quietMs = 500, timeout = 60_000} = {}) {
  const pending = [];
  const failed = [];

  const onResponse = (response) => {
    pending.push(
      (async () => {
        const request = response.request();
        const headers = await request.allHeaders();
        const contentType = (response.headers()['content-type'] ?? '').toLowerCase();
        // Redirects and some aborted responses have no body.
        const body = await response.body().catch(() => Buffer.alloc(0));
        return {
          url: response.url(),
          resourceType: request.resourceType(),
          prefetch: /prefetch/i.test(headers['sec-purpose'] ?? headers['purpose'] ?? ''),
          status: response.status(),
          contentType,
          raw: body.length,
          gzip: compressible.test(contentType)
            ? Math.min(body.length, gzipSync(body, {level: 9}).length)
            : body.length,
        };
      })(),
    );
  };
  const onFailed = (request) => {
    failed.push({
      url: request.url(),
      resourceType: request.resourceType(),
      error: request.failure()?.errorText ?? 'failed',
    });
  };

  const requests = trackRequests(page);
  page.on('response', onResponse);
  page.on('requestfailed', onFailed);
  try {
    await page.goto(url, {waitUntil: 'networkidle', timeout});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout});
    await requests.quiet({quietMs, timeout});
  } finally {
    requests.stop();
    page.off('response', onResponse);
    page.off('requestfailed', onFailed);
  }
  const responses = await Promise.all(pending);

  // One entry per URL: the first non-prefetch response if there is one.
  const byUrl = new Map();
  for (const response of responses) {
    const known = byUrl.get(response.url);
    if (!known || (known.prefetch && !response.prefetch)) byUrl.set(response.url, response);
  }

  const totals = emptyTotals();
  const resources = [];
  for (const {prefetch, ...response} of byUrl.values()) {
    const type = prefetch ? 'prefetch' : classify(response.resourceType, response.contentType);
    resources.push({...response, type});
    for (const key of type === 'prefetch' ? [type] : [type, 'total']) {
      totals[key].raw += response.raw;
      totals[key].gzip += response.gzip;
      totals[key].count += 1;
    }
  }
  return {url, totals, resources, failed};
}
