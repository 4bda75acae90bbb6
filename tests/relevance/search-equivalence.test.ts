// The site search engine against the plain restatement of its ranking
// (plugins/local-search/tests/reference-search.ts) on the built site's index and on the bench's
// corpora 5 and 20 times larger: the same hits in the same order, with the same scores, and the
// same count, for the reader queries, the bench's queries and some odd ones, a page of 5 and of
// 20, pages 1 to 3. The engine's speed comes from doing less than the reference; this holds it to
// the same answers.
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, test} from 'vitest';

import {
  createSearchEngine,
  unpackSearchIndex,
  type FacetFilters,
  type SearchEngine,
  type SearchIndexFile,
} from '../../plugins/local-search/engine';
import {packedSearchIndex, textsFileName} from '../../plugins/local-search/prebuilt';
import {
  referenceIndex,
  referenceSearch,
  type ReferenceIndex,
} from '../../plugins/local-search/tests/reference-search';
import {benchQueries, syntheticIndex} from '../../scripts/bench-search.mjs';
import {expectCount} from '../../plugins/local-search/tests/expect-count';

const buildDir = path.resolve(process.env.SEARCH_BUILD_DIR ?? 'build');
const readBuilt = (name: string): unknown =>
  JSON.parse(readFileSync(path.join(buildDir, name), 'utf8'));
// The packed pages the build wrote as its prebuilt index and texts.
const file: SearchIndexFile = packedSearchIndex(
  readBuilt('search-index.json'),
  readBuilt(textsFileName('search-index.json')),
);
const readerQueries: string[] = JSON.parse(
  readFileSync('data/search-quality-queries.json', 'utf8'),
).queries.map((item: {query: string}) => item.query);
// Typos, prefixes, flags, code names, single letters, function words only, nothing, too many words.
const oddQueries = [
  '',
  ' ',
  'a',
  'k',
  'the',
  'what is',
  'serer',
  'kuberntes operater',
  'regis',
  'thv r',
  '--',
  '--tr',
  '--transport stdio',
  '-e',
  'thv run --proxy-port',
  'permission_profile',
  'spec.oidcConfig',
  'MCPServer',
  "doesn't work",
  'stdio vs sse',
  'server server server',
  'toolhi',
  'zzzzqqq',
  'how do i run a server from the registry with a custom name and secrets on kubernetes please',
];
// Contextual search on a docs page filters like this.
const siteFilters: FacetFilters = [
  ['language:en'],
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];

/** The engine and the reference on the index `factor` times the site's, built on first use. */
function corpus(factor: number) {
  let built: {engine: SearchEngine; index: ReferenceIndex} | undefined;
  return () => {
    if (!built) {
      const records = unpackSearchIndex(factor === 1 ? file : syntheticIndex(file, factor));
      built = {engine: createSearchEngine(records), index: referenceIndex(records)};
    }
    return built;
  };
}

function check(
  {engine, index}: {engine: SearchEngine; index: ReferenceIndex},
  query: string,
  filters: (FacetFilters | undefined)[],
) {
  for (const facetFilters of filters) {
    const expected = referenceSearch(index, query, facetFilters);
    for (const hitsPerPage of [5, 20]) {
      for (const page of [0, 1, 2]) {
        const found = engine.search(query, {facetFilters, hitsPerPage, page});
        const label = `"${query}", ${hitsPerPage} a page, page ${page}`;
        expect(
          found.hits.map((hit) => [hit.url, hit._rankingInfo.score]),
          label,
        ).toEqual(
          expected.hits
            .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
            .map((hit) => [hit.url, hit.score]),
        );
        expectCount(found, expected, label);
      }
    }
  }
}

// One test per query, so that a long run keeps reporting.
describe('on the site, filtered as on a docs page and not', () => {
  const site = corpus(1);
  test.each([...readerQueries, ...benchQueries, ...oddQueries])('%s', (query) =>
    check(site(), query, [siteFilters, undefined]),
  );
});

describe('on a corpus 5 times larger', () => {
  const large = corpus(5);
  const sample = readerQueries.filter((_, index) => index % 4 === 0);
  test.each([...benchQueries, ...oddQueries, ...sample])(
    '%s',
    (query) => check(large(), query, [siteFilters]),
    60_000,
  );
});

describe('on a corpus 20 times larger', () => {
  const larger = corpus(20);
  // The bench's slowest queries (the most matches), and a few others.
  const queries = [
    'run a server from the registry',
    'run mcp server',
    'api server',
    'stop server',
    'what is mcp',
    'secerts',
    '--transport',
    'thv_run',
    'kuberntes',
    'install toolhive',
    'k',
    'toolhi',
  ];
  test.each(queries)('%s', (query) => check(larger(), query, [siteFilters]), 120_000);
});
