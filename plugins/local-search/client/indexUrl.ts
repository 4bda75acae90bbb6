// Which index files answer a request: an older docs version has its own pair, named
// by the version tag in the request's facet filters; everything else is in the
// main pair.
import type {FacetFilters} from '../engine';

export type IndexUrls = {
  indexUrl: string;
  textsUrl: string;
  versionIndexUrls?: Record<string, string>;
  versionTextsUrls?: Record<string, string>;
};

/** The two files a search loads: the index, and the texts its hits show. */
export type IndexFiles = {index: string; texts: string};

export function indexUrlFor(
  settings: IndexUrls,
  facetFilters: FacetFilters | undefined,
): IndexFiles {
  const filters = typeof facetFilters === 'string' ? [facetFilters] : (facetFilters ?? []).flat();
  for (const filter of filters) {
    const tag = /^docusaurus_tag:(.+)$/.exec(filter)?.[1];
    const index = tag === undefined ? undefined : settings.versionIndexUrls?.[tag];
    const texts = tag === undefined ? undefined : settings.versionTextsUrls?.[tag];
    if (index && texts) return {index, texts};
  }
  return {index: settings.indexUrl, texts: settings.textsUrl};
}
