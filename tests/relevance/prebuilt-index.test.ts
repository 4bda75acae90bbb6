// The prebuilt index answers exactly as the engine built from the records does, on a real build:
// the same hits, in the same order, with the same highlights and snippets, for every reader
// query (both halves: only equality is checked, never relevance) and every bench query, in every
// docs version.
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, test} from 'vitest';

import {createSearchEngine} from '../../plugins/local-search/engine';
import {
  loadBuiltSearchEngine,
  readBuiltSearchRecords,
  searchIndexFileName,
  versionIndexFileName,
} from '../../plugins/local-search/node';
import {benchQueries} from '../../scripts/bench-search.mjs';

const buildDir = path.resolve(process.env.SEARCH_BUILD_DIR ?? 'build');
const readerQueries: string[] = JSON.parse(
  readFileSync('data/search-quality-queries.json', 'utf8'),
).queries.map((item: {query: string}) => item.query);
const versions: string[] = JSON.parse(readFileSync('versions.json', 'utf8'));
// Prefixes as a reader types them, where the most words match.
const typed = ['s', 'se', 'sec', 'secr', 'k', 'ku', 'th', 'thv', 'm', 'mc'];

const comparable = (value: unknown) =>
  JSON.stringify(value, (key, field) => (key === 'processingTimeMS' ? 0 : field));

describe.each([
  ['current', searchIndexFileName, 'current'],
  ...versions.map((name) => [`v${name}`, versionIndexFileName(name), name]),
])('the prebuilt index of the %s docs', (_, fileName, version) => {
  const prebuilt = loadBuiltSearchEngine(buildDir, undefined, fileName);
  const fromRecords = createSearchEngine(readBuiltSearchRecords(buildDir, undefined, fileName));
  const facetFilters = [
    ['language:en'],
    ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`],
  ];

  test('has the records of the index', () => {
    expect(prebuilt.records).toEqual(fromRecords.records);
    expect(prebuilt.records.length).toBeGreaterThan(1000);
  });

  test('answers every query as the engine built from the records', () => {
    const queries = [...new Set([...readerQueries, ...benchQueries, ...typed])];
    const differ: string[] = [];
    for (const query of queries) {
      for (const options of [{facetFilters}, {hitsPerPage: 50, page: 1}]) {
        if (
          comparable(prebuilt.search(query, options)) !==
          comparable(fromRecords.search(query, options))
        ) {
          differ.push(query);
        }
      }
    }
    expect(differ).toEqual([]);
    expect(queries.length).toBeGreaterThan(400);
  });
});
