// Node side of the search: building the index from a built site, and reading
// it back (the docs MCP server uses loadBuiltSearchEngine).
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {
  createSearchEngine,
  searchIndexFileName,
  versionIndexFileName,
  type PackedPage,
  type SearchEngine,
  type SearchIndexFile,
  type SearchRecord,
} from './engine';
import {extractPage} from './extract';
import {
  encodeSearchIndex,
  isPrebuiltIndexFile,
  prebuiltPostings,
  textsFileName,
  unpackPrebuiltIndex,
  type PrebuiltIndexFile,
} from './prebuilt';

export {searchIndexFileName, textsFileName, versionIndexFileName};

/**
 * JSON with every character outside ASCII escaped (`\u2019`): a browser reads an all-ASCII body
 * into a string several times as fast (the texts file, cold, in the search worker: 3 ms to 0.6),
 * for a few hundred bytes more after gzip.
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * Writes the packed pages as the site serves them: `fileName` (the prebuilt index) and its texts
 * file beside it, in `dir`. Returns the JSON written.
 */
export function writeSearchIndexFiles(
  dir: string,
  fileName: string,
  file: SearchIndexFile,
): {index: string; texts: string} {
  const {index, texts} = encodeSearchIndex(file);
  const written = {index: asciiJson(index), texts: asciiJson(texts)};
  writeFileSync(path.join(dir, fileName), written.index);
  writeFileSync(path.join(dir, textsFileName(fileName)), written.texts);
  return written;
}

/** The parsed index file of a built site and its texts file; errors say what to do. */
function readBuiltFiles(
  buildDir: string,
  fileName: string,
): {index: PrebuiltIndexFile; texts: unknown} {
  const file = path.join(buildDir, fileName);
  const textsFile = path.join(buildDir, textsFileName(fileName));
  for (const [needed, what] of [
    [file, 'search index'],
    [textsFile, 'search texts'],
  ]) {
    if (!existsSync(needed)) {
      throw new Error(`No ${what} at ${needed}. Build the site first (npx docusaurus build).`);
    }
  }
  const index: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isPrebuiltIndexFile(index)) {
    throw new Error(`${file} is not a ToolHive search index (or one of an older format: rebuild).`);
  }
  return {index, texts: JSON.parse(readFileSync(textsFile, 'utf8'))};
}

/**
 * The records of a built site: `<buildDir>/search-index.json` and its texts file, or an older
 * version's pair. `siteUrl` replaces the site address the records were built with.
 */
export function readBuiltSearchRecords(
  buildDir: string,
  siteUrl?: string,
  fileName = searchIndexFileName,
): SearchRecord[] {
  const {index, texts} = readBuiltFiles(buildDir, fileName);
  return unpackPrebuiltIndex(index, texts, siteUrl);
}

/** The engine of a built site, from its prebuilt index: no text is read to index it. */
export function loadBuiltSearchEngine(
  buildDir: string,
  siteUrl?: string,
  fileName = searchIndexFileName,
): SearchEngine {
  const {index, texts} = readBuiltFiles(buildDir, fileName);
  const records = unpackPrebuiltIndex(index, texts, siteUrl);
  return createSearchEngine(records, prebuiltPostings(index, records));
}

export type BuildIndexOptions = {
  outDir: string;
  siteDir: string;
  siteUrl: string;
  routes: string[];
  /** Routes never indexed, besides 404 and noindex pages. */
  ignoreRoutes?: string[];
  /** Extra page rank by route prefix; the longest matching prefix wins. */
  pageRanks?: Record<string, number>;
  /** Route prefixes of pages found first, whatever their page rank, by a query that names them or one of their named records. */
  namedPages?: string[];
  /** Side contexts (Kubernetes, the REST API): the route prefixes of their pages, and the words that name them. */
  contexts?: PageContext[];
  /** Words readers use for a page that it may not use itself, by route prefix. */
  keywords?: PageKeywords[];
  titleSuffix?: string;
  defaultLvl0?: string;
};

export type PageContext = {routes: string[]; words: string[]};
export type PageKeywords = {routes: string[]; words: string[]};

export function htmlFileForRoute(outDir: string, route: string): string | undefined {
  const clean = route.replace(/^\/+/, '');
  const candidates = route.endsWith('.html')
    ? [path.join(outDir, clean)]
    : [
        path.join(outDir, clean, 'index.html'),
        path.join(outDir, `${clean.replace(/\/+$/, '')}.html`),
      ];
  return candidates.find((file) => existsSync(file));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `route` is under `prefix`, a route prefix of the ranking rules in which `*` stands for
 * any characters within one path segment: "/toolhive/reference/api/*-bulk" is every bulk
 * operation, whose pages the API reference generator names after their OpenAPI operationId.
 */
export function routeMatches(route: string, prefix: string): boolean {
  if (!prefix.includes('*')) return route.startsWith(prefix);
  return new RegExp(`^${prefix.split('*').map(escapeRegExp).join('[^/]*')}`).test(route);
}

function rankFor(route: string, ranks: Record<string, number> = {}): number {
  let best = '';
  for (const prefix of Object.keys(ranks)) {
    if (routeMatches(route, prefix) && prefix.length > best.length) best = prefix;
  }
  return best ? ranks[best] : 0;
}

const alwaysIgnored = [/^\/404(\.html)?$/, /^\/search\/?$/];

/** Reads every built page of the site and returns the index file's content. */
export function buildSearchIndex(options: BuildIndexOptions): SearchIndexFile {
  const ignored = new Set(options.ignoreRoutes ?? []);
  const pages: PackedPage[] = [];
  const routes = [...new Set(options.routes)].sort();
  for (const route of routes) {
    if (ignored.has(route) || alwaysIgnored.some((pattern) => pattern.test(route))) continue;
    const file = htmlFileForRoute(options.outDir, route);
    if (!file) continue;
    const html = readFileSync(file, 'utf8');
    const page = extractPage(html, {
      path: route,
      pageRank: rankFor(route, options.pageRanks),
      foundByName: (options.namedPages ?? []).some((prefix) => routeMatches(route, prefix)),
      context: options.contexts?.find((context) =>
        context.routes.some((prefix) => routeMatches(route, prefix)),
      )?.words,
      keywords: options.keywords
        ?.filter((entry) => entry.routes.some((prefix) => routeMatches(route, prefix)))
        .flatMap((entry) => entry.words),
      titleSuffix: options.titleSuffix,
      defaultLvl0: options.defaultLvl0,
    });
    if (!page) continue;
    pages.push(page);
  }
  return {format: 'toolhive-search-index', version: 1, siteUrl: options.siteUrl, pages};
}

/**
 * Splits an index into one file per docs version, so a reader downloads only the version they
 * search. A page of an older version (tagged `docs-<plugin>-<version>`, a tag listed in
 * `versionTags`) goes to that version's file; every other page, the current docs and the pages
 * outside the docs, goes to the main file, and the pages outside the docs to every file.
 */
export function splitByVersion(
  index: SearchIndexFile,
  versionTags: Record<string, string>,
): Map<string, SearchIndexFile> {
  const versionOf = (page: PackedPage) => page.tags.find((tag) => tag in versionTags);
  const outsideDocs = (page: PackedPage) => page.tags.every((tag) => !tag.startsWith('docs-'));
  const files = new Map<string, SearchIndexFile>();
  files.set(searchIndexFileName, {
    ...index,
    pages: index.pages.filter((page) => versionOf(page) === undefined),
  });
  for (const [tag, versionName] of Object.entries(versionTags)) {
    files.set(versionIndexFileName(versionName), {
      ...index,
      pages: index.pages.filter((page) => versionOf(page) === tag || outsideDocs(page)),
    });
  }
  return files;
}

/** Records in Algolia's DocSearch record format, ready to push to a hosted index. */
export function toAlgoliaRecords(records: SearchRecord[]): Record<string, unknown>[] {
  return records.map((record) => ({
    objectID: record.objectID,
    url: record.url,
    url_without_anchor: record.url_without_anchor,
    anchor: record.anchor,
    type: record.type,
    content: record.content,
    hierarchy: record.hierarchy,
    hierarchy_radio: radio(record),
    language: record.language,
    lang: record.language,
    docusaurus_tag: record.docusaurus_tag,
    weight: record.weight,
  }));
}

// DocSearch's hierarchy_radio keeps only the record's own level (for content,
// the deepest heading above it).
function radio(record: SearchRecord): Record<string, string | null> {
  const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
  const own =
    record.type === 'content'
      ? [...levels].reverse().find((level) => record.hierarchy[level] !== null)
      : record.type;
  return Object.fromEntries(
    levels.map((level) => [level, level === own ? record.hierarchy[level] : null]),
  );
}
