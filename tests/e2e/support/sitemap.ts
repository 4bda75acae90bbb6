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
