import {copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {createSearchEngine} from '../engine';
import {
  asciiJson,
  buildSearchIndex,
  loadBuiltSearchEngine,
  readBuiltSearchRecords,
  routeMatches,
  searchIndexFileName,
  textsFileName,
  toAlgoliaRecords,
  writeSearchIndexFiles,
} from '../node';

const fixtures = path.join(path.dirname(new URL(import.meta.url).pathname), 'fixtures');

function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'local-search-'));
  const put = (route: string, fixture: string) => {
    const file = route.endsWith('.html')
      ? path.join(dir, route)
      : path.join(dir, route, 'index.html');
    mkdirSync(path.dirname(file), {recursive: true});
    copyFileSync(path.join(fixtures, fixture), file);
  };
  put('guides/run', 'doc-page.html');
  put('guides', 'category.html');
  put('reference/api', 'api-page.html');
  put('preview', 'noindex.html');
  put('index.html', 'landing.html');
  put('404.html', 'doc-page.html');
  put('search', 'doc-page.html');
  return dir;
}

describe('route prefixes of the ranking rules', () => {
  it('match the routes they begin', () => {
    expect(routeMatches('/reference/api/get-workload', '/reference/api/get-')).toBe(true);
    expect(routeMatches('/reference/api/list-workloads', '/reference/api/get-')).toBe(false);
  });

  it('read * as any characters within one path segment, and nothing else as a pattern', () => {
    expect(routeMatches('/reference/api/stop-workloads-bulk', '/reference/api/*-bulk')).toBe(true);
    expect(routeMatches('/reference/api/stop-workload', '/reference/api/*-bulk')).toBe(false);
    expect(routeMatches('/reference/x/y-bulk', '/reference/*-bulk')).toBe(false);
    expect(routeMatches('/v0.1/api/a-bulk', '/v0.1/api/*-bulk')).toBe(true);
    expect(routeMatches('/v0x1/api/a-bulk', '/v0.1/api/*-bulk')).toBe(false);
  });
});

describe('building the index from a built site', () => {
  const dir = fakeBuild();
  const index = buildSearchIndex({
    outDir: dir,
    siteDir: dir,
    siteUrl: 'https://docs.example',
    routes: [
      '/',
      '/guides/run',
      '/guides',
      '/reference/api',
      '/preview',
      '/404.html',
      '/search',
      '/missing',
    ],
    pageRanks: {'/guides/': 1},
    contexts: [{routes: ['/reference/api'], words: ['api', 'rest']}],
    keywords: [{routes: ['/guides/run'], words: ['launch']}],
  });

  it('indexes docs pages and skips 404, /search, noindex and non-docs pages', () => {
    expect(index.pages.map((page) => page.path)).toEqual([
      '/guides',
      '/guides/run',
      '/reference/api',
    ]);
    expect(index.pages.find((page) => page.path === '/guides/run')?.pageRank).toBe(1);
    expect(index.pages.find((page) => page.path === '/guides')?.pageRank).toBeUndefined();
  });

  it('gives the pages of a side context the words that name it, and its records too', () => {
    expect(index.pages.find((page) => page.path === '/reference/api')?.context).toEqual([
      'api',
      'rest',
    ]);
    expect(index.pages.find((page) => page.path === '/guides/run')?.context).toBeUndefined();
    writeSearchIndexFiles(dir, searchIndexFileName, index);
    const api = readBuiltSearchRecords(dir).filter((record) => record.url.includes('/reference/'));
    expect(api.length).toBeGreaterThan(0);
    expect(api.every((record) => record.context?.join() === 'api,rest')).toBe(true);
  });

  it('gives a page its keywords, and its records too', () => {
    expect(index.pages.find((page) => page.path === '/guides/run')?.keywords).toEqual(['launch']);
    expect(index.pages.find((page) => page.path === '/guides')?.keywords).toBeUndefined();
    writeSearchIndexFiles(dir, searchIndexFileName, index);
    const run = readBuiltSearchRecords(dir).filter((record) => record.url.includes('/guides/run'));
    expect(run.every((record) => record.keywords?.join() === 'launch')).toBe(true);
  });

  it('is read back as records the engine answers from', () => {
    writeSearchIndexFiles(dir, searchIndexFileName, index);
    const records = readBuiltSearchRecords(dir);
    const engine = createSearchEngine(records);
    expect(engine.search('start a server').hits[0].url).toMatch(
      /^https:\/\/docs\.example\/guides\/run\b/,
    );
    expect(readBuiltSearchRecords(dir, 'http://127.0.0.1:9')[0].url).toMatch(
      /^http:\/\/127\.0\.0\.1:9\//,
    );
    const loaded = loadBuiltSearchEngine(dir, 'http://127.0.0.1:9');
    expect(loaded.search('start a server').hits[0].url).toMatch(
      /^http:\/\/127\.0\.0\.1:9\/guides\/run\b/,
    );
    expect(loaded.records).toEqual(readBuiltSearchRecords(dir, 'http://127.0.0.1:9'));
  });

  it('writes both files in ASCII, characters beyond it escaped, and they read back the same', () => {
    const value = {text: 'Café – it’s 😀, a NUL \u0000, "quoted" \\ and \u007f'};
    const written = asciiJson(value);
    expect(written).toMatch(/^\p{ASCII}*$/u);
    expect(written).toContain('\\u2019');
    expect(JSON.parse(written)).toEqual(value);
    const files = writeSearchIndexFiles(dir, searchIndexFileName, index);
    for (const json of [files.index, files.texts]) expect(json).toMatch(/^\p{ASCII}*$/u);
    expect(readFileSync(path.join(dir, textsFileName(searchIndexFileName)), 'utf8')).toBe(
      files.texts,
    );
  });

  it('explains a missing or foreign index file', () => {
    expect(() => readBuiltSearchRecords(path.join(dir, 'nowhere'))).toThrow(/Build the site first/);
    const other = mkdtempSync(path.join(tmpdir(), 'local-search-'));
    writeFileSync(path.join(other, searchIndexFileName), '{"pages": []}');
    expect(() => readBuiltSearchRecords(other)).toThrow(/Build the site first/);
    writeFileSync(path.join(other, textsFileName(searchIndexFileName)), '{}');
    expect(() => readBuiltSearchRecords(other)).toThrow(/not a ToolHive search index/);
    // An index of the format before the prebuilt one.
    writeFileSync(
      path.join(other, searchIndexFileName),
      JSON.stringify({format: 'toolhive-search-index', version: 1, siteUrl: 'x', pages: []}),
    );
    expect(() => loadBuiltSearchEngine(other)).toThrow(/older format: rebuild/);
    writeSearchIndexFiles(other, searchIndexFileName, index);
    writeFileSync(path.join(other, textsFileName(searchIndexFileName)), '{}');
    expect(() => loadBuiltSearchEngine(other)).toThrow(/texts have an unknown format/);
  });

  it('writes records in Algolia DocSearch format', () => {
    writeSearchIndexFiles(dir, searchIndexFileName, index);
    const [, content] = toAlgoliaRecords(
      readBuiltSearchRecords(dir).filter((record) => record.url.includes('/guides/run')),
    );
    expect(content).toMatchObject({
      objectID: '/guides/run:1',
      type: 'content',
      content: 'Start a server with thv run.',
      url: 'https://docs.example/guides/run',
      url_without_anchor: 'https://docs.example/guides/run',
      anchor: null,
      hierarchy: {lvl0: 'Using the CLI', lvl1: 'Run servers', lvl2: null},
      hierarchy_radio: {lvl0: null, lvl1: 'Run servers', lvl2: null},
      language: 'en',
      lang: 'en',
      docusaurus_tag: ['docs-default-current'],
      weight: {pageRank: 1, level: 0, position: 1},
    });
    expect(JSON.parse(readFileSync(path.join(dir, searchIndexFileName), 'utf8')).format).toBe(
      'toolhive-search-index',
    );
  });
});
