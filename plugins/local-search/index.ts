// Docusaurus plugin: after the build, reads the rendered pages and writes the
// search index next to them; tells the theme which search to use.
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {writeServedGzip} from '../../scripts/lib/served-gzip.mjs';

import type {AlgoliaSettings} from './env';
import {
  buildSearchIndex,
  searchIndexFileName,
  splitByVersion,
  textsFileName,
  versionIndexFileName,
  writeSearchIndexFiles,
  type PageContext,
  type PageKeywords,
} from './node';

export type LocalSearchOptions = {
  /** Hosted search settings (from readAlgoliaEnv); without them the local index is used. */
  algolia?: AlgoliaSettings;
  /** Name of the local index: it keys the reader's recent and favourite searches. */
  indexName?: string;
  /** Routes never indexed (404, /search and noindex pages never are). */
  ignoreRoutes?: string[];
  /** Page rank by route prefix: a higher rank ranks first among otherwise equal hits. */
  pageRanks?: Record<string, number>;
  /** Route prefixes of pages found first, whatever their page rank, by a query that names them or one of their named records. */
  namedPages?: string[];
  /** Side contexts (Kubernetes, the REST API): their pages rank lower for a query that names none of their words. */
  contexts?: PageContext[];
  /** Words readers use for a page that it may not use itself: they match like words of its title. */
  keywords?: PageKeywords[];
  /** Hits whose URL matches this pattern leave the site instead of navigating in the app. */
  externalUrlRegex?: string;
  /** Older docs versions by their page tag (`docs-default-0.0.47` → `0.0.47`): each gets an index file of its own. */
  olderVersions?: Record<string, string>;
};

/** What the theme reads with usePluginData('local-search'). */
export type SearchGlobalData = {
  mode: 'local' | 'algolia';
  indexName: string;
  /** URL of the local index, relative to the site. */
  indexUrl: string;
  /** URL of the texts that go with the local index (snippets): fetched beside it. */
  textsUrl: string;
  /** URL of each older docs version's index, by the page tag its facet filter names. */
  versionIndexUrls: Record<string, string>;
  /** URL of each older docs version's texts, by the same tag. */
  versionTextsUrls: Record<string, string>;
  algolia: {appId: string; apiKey: string} | null;
  externalUrlRegex: string | null;
  siteUrl: string;
};

export const pluginName = 'local-search';
/** The index a reader downloads before the first hit (issue 32); its texts come beside it. */
export const indexSizeBudget = 100 * 1024;

export default function localSearchPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = (rawOptions ?? {}) as LocalSearchOptions;
  const {siteConfig, siteDir, baseUrl} = context;
  const buildId = Date.now().toString(36);
  const algolia = options.algolia;
  const indexName = algolia?.indexName ?? options.indexName ?? 'toolhive-docs';
  const titleSuffix = ` ${siteConfig.titleDelimiter ?? '|'} ${siteConfig.title}`;

  return {
    name: pluginName,

    async contentLoaded({actions}) {
      const data: SearchGlobalData = {
        mode: algolia ? 'algolia' : 'local',
        indexName,
        indexUrl: `${baseUrl}${searchIndexFileName}?v=${buildId}`,
        textsUrl: `${baseUrl}${textsFileName(searchIndexFileName)}?v=${buildId}`,
        versionIndexUrls: Object.fromEntries(
          Object.entries(options.olderVersions ?? {}).map(([tag, name]) => [
            tag,
            `${baseUrl}${versionIndexFileName(name)}?v=${buildId}`,
          ]),
        ),
        versionTextsUrls: Object.fromEntries(
          Object.entries(options.olderVersions ?? {}).map(([tag, name]) => [
            tag,
            `${baseUrl}${textsFileName(versionIndexFileName(name))}?v=${buildId}`,
          ]),
        ),
        algolia: algolia ? {appId: algolia.appId, apiKey: algolia.apiKey} : null,
        externalUrlRegex: options.externalUrlRegex ?? null,
        siteUrl: siteConfig.url.replace(/\/+$/, '') + baseUrl.replace(/\/+$/, ''),
      };
      actions.setGlobalData(data);
    },

    injectHtmlTags() {
      // Only hosted search talks to a third party; local search stays on the site.
      if (!algolia) return {};
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {
              rel: 'preconnect',
              href: `https://${algolia.appId}-dsn.algolia.net`,
              crossorigin: 'anonymous',
            },
          },
        ],
      };
    },

    async postBuild({outDir, routesPaths}) {
      const index = buildSearchIndex({
        outDir,
        siteDir,
        siteUrl: siteConfig.url.replace(/\/+$/, '') + baseUrl.replace(/\/+$/, ''),
        routes: routesPaths.map((route) => `/${route.slice(baseUrl.length)}`),
        ignoreRoutes: options.ignoreRoutes,
        pageRanks: options.pageRanks,
        namedPages: options.namedPages,
        contexts: options.contexts,
        keywords: options.keywords,
        titleSuffix,
      });
      // Each version's files are compressed at once (Zopfli takes seconds; scripts/lib/served-gzip.mjs).
      // The .gz written here is the one served (scripts/precompress.mjs keeps it), so it is measured.
      const summaries = await Promise.all(
        [...splitByVersion(index, options.olderVersions ?? {})].map(async ([fileName, file]) => {
          writeSearchIndexFiles(outDir, fileName, file);
          const [indexBytes, textsBytes] = (
            await Promise.all([
              writeServedGzip(path.join(outDir, fileName)),
              writeServedGzip(path.join(outDir, textsFileName(fileName))),
            ])
          ).map((gzip) => gzip.bytes);
          const items = file.pages.reduce((sum, page) => sum + page.items.length, 0);
          const summary =
            `${file.pages.length} pages, ${items} records, ${(indexBytes / 1024).toFixed(1)} KB gzip, ` +
            `and ${(textsBytes / 1024).toFixed(1)} KB gzip of texts`;
          return {fileName, summary, over: indexBytes > indexSizeBudget};
        }),
      );
      for (const {fileName, summary, over} of summaries) {
        if (over) console.warn(`[local-search] ${fileName} is over its 100 KB budget: ${summary}.`);
        else console.log(`[local-search] Wrote ${fileName}: ${summary}.`);
      }
    },
  };
}
