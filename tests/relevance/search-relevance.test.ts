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

type Case = {query: string; expect: string[]; split: 'tune' | 'held'};

const buildDir = path.resolve(process.env.SEARCH_BUILD_DIR ?? 'build');
const cases: Case[] = JSON.parse(readFileSync('data/search-quality-queries.json', 'utf8')).queries;
const held = cases.filter((item) => item.split === 'held');
// The goal (issue 15) is 98 % in the first five and 90 % first, and the gate holds it. Ranking
// (side contexts, section titles and phrases, tuned on the tuning half only) brought the held-back
// half to about 98.5 % and 93 % on the current docs and on v0.0.47. The report prints every miss.
const goalAt5 = 0.98;
const goalAt1 = 0.9;
const minAt5 = goalAt5;
const minAt1 = goalAt1;
// Contextual search on a docs page filters like this.
const facetFilters = [
  ['language:en'],
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];

const pathOf = (url: string) => new URL(url).pathname.replace(/\/+$/, '') || '/';

function measure(search: (query: string) => string[]) {
  const misses: string[] = [];
  let at1 = 0;
  let at5 = 0;
  for (const item of held) {
    const pages = search(item.query).slice(0, 5).map(pathOf);
    const rank = pages.findIndex((page) => item.expect.includes(page));
    if (rank === 0) at1 += 1;
    if (rank >= 0) at5 += 1;
    if (rank !== 0) misses.push(`#${rank + 1 || '-'} "${item.query}": ${pages.join(', ')}`);
  }
  const result = {at1: at1 / held.length, at5: at5 / held.length, misses};
  if (result.at5 < goalAt5 || result.at1 < goalAt1) {
    console.warn(
      `below the goal of ${goalAt5 * 100}% / ${goalAt1 * 100}%: ` +
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

  test(`site search: success@5 >= ${minAt5 * 100}% and success@1 >= ${minAt1 * 100}%`, () => {
    const engine = loadBuiltSearchEngine(buildDir);
    const result = measure((query) =>
      engine.search(query, {hitsPerPage: 5, facetFilters}).hits.map((hit) => hit.url),
    );
    const report = result.misses.join('\n');
    expect(result.at5, `success@5 ${result.at5}\n${report}`).toBeGreaterThanOrEqual(minAt5);
    expect(result.at1, `success@1 ${result.at1}\n${report}`).toBeGreaterThanOrEqual(minAt1);
  });

  test('the docs MCP server (search_docs) passes the same thresholds', () => {
    const search = createDocsSearch(loadDocs(buildDir));
    const result = measure((query) => search.search(query, 5).map((hit) => hit.url));
    const report = result.misses.join('\n');
    expect(result.at5, `success@5 ${result.at5}\n${report}`).toBeGreaterThanOrEqual(minAt5);
    expect(result.at1, `success@1 ${result.at1}\n${report}`).toBeGreaterThanOrEqual(minAt1);
  });
});
