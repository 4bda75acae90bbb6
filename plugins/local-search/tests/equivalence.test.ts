// The engine against the plain restatement of its ranking (reference-search.ts) on a generated
// corpus large enough that the engine orders only the best matches and counts the rest: the same
// hits in the same order, with the same scores, and the same count. On the built site and a
// corpus 20 times larger: tests/relevance/search-equivalence.test.ts.
import {describe, expect, it} from 'vitest';

import {
  createSearchEngine,
  unpackSearchIndex,
  type FacetFilters,
  type PackedItem,
  type PackedPage,
  type SearchEngine,
} from '../engine';
import {random} from '../../../scripts/bench-search.mjs';

import {expectCount} from './expect-count';
import {referenceIndex, referenceSearch, type ReferenceIndex} from './reference-search';

// Words the ranking's rules care about: forms, synonyms, typos' neighbours, context words,
// function words, and filler.
const words = (
  'server servers run running runs registry install installing toolhive thv kubernetes k8s ' +
  'secret secrets key remove delete update upgrade proxy port token github mcp client clients ' +
  'config set cert ca network permission profile operator container image docker workload ' +
  'deploy cluster helm chart api endpoint health stop restart logs list custom name mount ' +
  'sever serve regisrty cleint what is the a how to for with from in of and ' +
  'alpha beta gamma delta omega sigma kappa lambda'
).split(' ');

function corpus(pageCount: number): PackedPage[] {
  const next = random(32);
  const pick = () => words[Math.floor(next() * words.length)];
  const phrase = (length: number) => Array.from({length}, pick).join(' ');
  return Array.from({length: pageCount}, (_, index) => {
    const items: PackedItem[] = [[1, phrase(1 + Math.floor(next() * 4))]];
    for (let item = 0; item < 4 + Math.floor(next() * 20); item += 1) {
      const kind = next();
      const anchor = `a${item}`;
      if (kind < 0.25)
        items.push([2 + Math.floor(next() * 3), phrase(1 + Math.floor(next() * 4)), anchor]);
      else if (kind < 0.33) items.push([7, `--${pick()}-${pick()}`, anchor, phrase(8)]);
      else if (kind < 0.38) items.push([7, `spec.${pick()}Config.${pick()}`, anchor, phrase(6)]);
      else if (kind < 0.43) items.push([0, phrase(10), `panel-${item}`, `Linux ${pick()}`, 2]);
      else items.push([0, phrase(5 + Math.floor(next() * 25))]);
    }
    const page: PackedPage = {
      path: `/p${index}`,
      lvl0: next() < 0.5 ? 'Guides' : 'Reference',
      language: index % 11 === 0 ? 'fr' : 'en',
      tags: [index % 7 === 0 ? 'docs-default-0.1' : 'docs-default-current'],
      items,
    };
    const role = index % 10;
    if (role === 1) Object.assign(page, {pageRank: -0.25, foundByName: true});
    if (role === 2) Object.assign(page, {pageRank: -0.25});
    if (role === 3) Object.assign(page, {pageRank: 1});
    if (role === 4) Object.assign(page, {context: ['kubernetes', 'k8s', 'operator']});
    if (role === 5) Object.assign(page, {pageRank: -0.5, context: ['api', 'endpoint']});
    if (role === 6) Object.assign(page, {keywords: ['migrate', 'endpoints']});
    return page;
  });
}

const queries = [
  'server',
  'run a server from the registry',
  'run mcp server',
  'stop server',
  'what is toolhive',
  'install toolhive',
  'sever',
  'regisrty',
  'kubernetes operator',
  'k8s',
  'secrets',
  'key',
  'remove server',
  'update',
  'proxy port',
  '--proxy-port',
  '--proxy',
  'spec.alphaConfig',
  'alphaConfig beta',
  'deploy cluster helm chart',
  'api endpoint health',
  'migrate',
  'github token',
  'github mcp server token',
  'ser',
  's',
  'the',
  'how to',
  '',
  'omega sigma kappa lambda alpha beta gamma delta server run registry install toolhive',
  'client vs server',
  'instal',
  'running servers',
];

const filters: (FacetFilters | undefined)[] = [
  undefined,
  [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
];

function compare(engine: SearchEngine, index: ReferenceIndex, query: string) {
  for (const facetFilters of filters) {
    const expected = referenceSearch(index, query, facetFilters);
    for (const hitsPerPage of [5, 20]) {
      for (const page of [0, 1, 2]) {
        const found = engine.search(query, {facetFilters, hitsPerPage, page});
        const label = `"${query}", ${hitsPerPage} a page, page ${page}`;
        expect(
          found.hits.map((hit) => [
            hit.url,
            hit._rankingInfo.score,
            hit._rankingInfo.words,
            hit._rankingInfo.nbTypos,
            hit._rankingInfo.nbExactWords,
          ]),
          label,
        ).toEqual(
          expected.hits
            .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
            .map((hit) => [hit.url, hit.score, hit.words, hit.typos, hit.exact]),
        );
        expectCount(found, expected, label);
      }
    }
  }
}

describe('the engine ranks as the plain restatement of its ranking', () => {
  const records = unpackSearchIndex({
    format: 'toolhive-search-index',
    version: 1,
    siteUrl: 'https://docs.example',
    pages: corpus(500),
  });
  const engine = createSearchEngine(records);
  const index = referenceIndex(records);

  it('matches many records for the common words', () => {
    // Enough that a page of hits orders only some of them (see bestCandidates).
    expect(engine.search('server').nbHits).toBeGreaterThan(1000);
  });

  it.each(queries)('%s', (query) => compare(engine, index, query));

  it('gives the same answers when the queries come again, in another order', () => {
    for (const query of [...queries].reverse()) compare(engine, index, query);
  });
});
