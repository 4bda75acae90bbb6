import {docsVersionOfRoute} from '../../../data/docs-versions';

/** Paths of every URL in the built sitemap. */
export async function sitemapPaths(baseURL: string): Promise<string[]> {
  const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** The sitemap plus the pages it leaves out on purpose (noindex) and the not-found page. */
export async function pagesToVisit(baseURL: string): Promise<string[]> {
  return [...(await sitemapPaths(baseURL)), '/search', '/theme-preview', '/no-such-page'];
}

/** Splits a list into `count` interleaved shards, so each test gets a similar mix. */
export function shard<T>(items: T[], index: number, count: number): T[] {
  return items.filter((_, position) => position % count === index);
}

/** Pages generated from reference data: CLI, API, catalogue, Kubernetes. Each kind shares a template. */
export const generatedReference = /^\/toolhive\/(reference\/(cli|api|kubernetes)\/|registry\/)/;

/** Every hand-written page, and every `every`-th generated reference page. */
export function handWrittenAndSampledReference<T>(
  items: T[],
  pathOf: (item: T) => string,
  every: number,
): T[] {
  const generated = items.filter((item) => generatedReference.test(pathOf(item)));
  return items.filter(
    (item) => !generatedReference.test(pathOf(item)) || generated.indexOf(item) % every === 0,
  );
}

/** Whether a path belongs to an older docs version (`/v0.0.47/...`). */
export function isOlderVersion(path: string): boolean {
  return !docsVersionOfRoute(path).isCurrent;
}

/** The same path in the current version's terms, for the generated-reference test. */
function inCurrentTerms(path: string): string {
  const version = docsVersionOfRoute(path);
  return version.isCurrent ? path : path.slice(version.routePrefix.length);
}

/**
 * The pages a walk visits: every page of the current version and of no version, and a sample of
 * each older version: its hand-written pages and every tenth generated reference page. The older
 * version's pages come from the same templates and components as the current one's, and each
 * version's generated pages are checked against its data by the unit tests.
 */
export function currentAndSampledOlder(paths: string[]): string[] {
  const older = paths.filter(isOlderVersion);
  const sampled = handWrittenAndSampledReference(older, inCurrentTerms, 10);
  return [...paths.filter((path) => !isOlderVersion(path)), ...sampled];
}
