// Relevance of the site search, measured on a real build (build/): the reader
// queries of data/search-quality-queries.json, held-back half only (ranking is
// never tuned on it). Runs after the build in the test command (tests/suites.mjs);
// by hand: npx docusaurus build && npx vitest run --config vitest.relevance.config.ts
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, test} from 'vitest';

import {createDocsSearch} from '../../mcp/src/search';
import {loadDocs} from '../../mcp/src/docs';
import {loadBuiltSearchEngine} from '../../plugins/local-search/node';

type Case = {query: string; expect: string[]; split: 'tune' | 'held'; set?: 'issue-32'};

const buildDir = path.resolve(process.env.SEARCH_BUILD_DIR ?? 'build');
const cases: Case[] = JSON.parse(readFileSync('data/search-quality-queries.json', 'utf8')).queries;
const held = cases.filter((item) => item.split === 'held');
// The goal (issue 15, and issue 32 for all of them) is 98 % in the first five and 90 % first:
// all held-back queries together are gated at the goal, and so are those written before issue 32.
// The 60 written for issue 32, on pages no query covered (API operations, registry servers, the
// Kubernetes reference, the upgrade page), are at 100 % and about 83 % on their own: they are
// gated at the goal in the first five and, until ranking reaches 90 % first on them, at 81 %
// first, so that they cannot slip. The report prints every miss.
const goalAt5 = 0.98;
const goalAt1 = 0.9;
const groups = [
  {name: 'all held-back queries', minAt5: goalAt5, minAt1: goalAt1, cases: held},
  {
    name: 'held-back queries written before issue 32',
    minAt5: goalAt5,
    minAt1: goalAt1,
    cases: held.filter((item) => item.set === undefined),
  },
  {
    name: 'held-back queries of issue 32',
    minAt5: goalAt5,
    minAt1: 0.81,
    cases: held.filter((item) => item.set === 'issue-32'),
  },
];
// Contextual search on a docs page filters like this.
const facetFilters = [
  ['language:en'],
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];

const pathOf = (url: string) => new URL(url).pathname.replace(/\/+$/, '') || '/';

function measure(group: (typeof groups)[number], search: (query: string) => string[]) {
  const misses: string[] = [];
  let at1 = 0;
  let at5 = 0;
  for (const item of group.cases) {
    const pages = search(item.query).slice(0, 5).map(pathOf);
    const rank = pages.findIndex((page) => item.expect.includes(page));
    if (rank === 0) at1 += 1;
    if (rank >= 0) at5 += 1;
    if (rank !== 0) misses.push(`#${rank + 1 || '-'} "${item.query}": ${pages.join(', ')}`);
  }
  const result = {at1: at1 / group.cases.length, at5: at5 / group.cases.length, misses};
  if (result.at5 < goalAt5 || result.at1 < goalAt1) {
    console.warn(
      `${group.name}: below the goal of ${goalAt5 * 100}% / ${goalAt1 * 100}%: ` +
        `success@5 ${(result.at5 * 100).toFixed(1)}%, success@1 ${(result.at1 * 100).toFixed(1)}%`,
    );
  }
  return result;
}

describe('search relevance on the held-back queries', () => {
  test('the query set is big enough and split in halves', () => {
    expect(cases.length).toBeGreaterThanOrEqual(200);
    expect(held.length).toBeGreaterThanOrEqual(90);
    expect(cases.length - held.length).toBeGreaterThanOrEqual(90);
  });

  test('each group of held-back queries is there', () => {
    for (const group of groups) expect(group.cases.length, group.name).toBeGreaterThanOrEqual(60);
  });

  describe.each(groups)('$name', (group) => {
    test(`site search: success@5 >= ${group.minAt5 * 100}% and success@1 >= ${group.minAt1 * 100}%`, () => {
      const engine = loadBuiltSearchEngine(buildDir);
      const result = measure(group, (query) =>
        engine.search(query, {hitsPerPage: 5, facetFilters}).hits.map((hit) => hit.url),
      );
      const report = result.misses.join('\n');
      expect(result.at5, `success@5 ${result.at5}\n${report}`).toBeGreaterThanOrEqual(group.minAt5);
      expect(result.at1, `success@1 ${result.at1}\n${report}`).toBeGreaterThanOrEqual(group.minAt1);
    });

    test('the docs MCP server (search_docs) passes the same thresholds', () => {
      const search = createDocsSearch(loadDocs(buildDir));
      const result = measure(group, (query) => search.search(query, 5).map((hit) => hit.url));
      const report = result.misses.join('\n');
      expect(result.at5, `success@5 ${result.at5}\n${report}`).toBeGreaterThanOrEqual(group.minAt5);
      expect(result.at1, `success@1 ${result.at1}\n${report}`).toBeGreaterThanOrEqual(group.minAt1);
    });
  });
});
