// Which index file answers a request: an older docs version has its own, named
// by the version tag in the request's facet filters; everything else is in the
// main file.
import type {FacetFilters} from '../engine';

export type IndexUrls = {indexUrl: string; versionIndexUrls?: Record<string, string>};

export function indexUrlFor(settings: IndexUrls, facetFilters: FacetFilters | undefined): string {
  const filters = typeof facetFilters === 'string' ? [facetFilters] : (facetFilters ?? []).flat();
  for (const filter of filters) {
    const tag = /^docusaurus_tag:(.+)$/.exec(filter)?.[1];
    const url = tag === undefined ? undefined : settings.versionIndexUrls?.[tag];
    if (url) return url;
  }
  return settings.indexUrl;
}
