// Every rule of data/search-ranking.json is there for the tuning queries it lists: on a real build
// (build/), each rule is taken out in turn and at least one of its queries must lose its first
// place, or its place in the first five, on the current docs or on an older version's. A rule
// that no query needs fails here and is deleted. Only tuning queries are used.
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, test, vi} from 'vitest';

import rankingData from '../../data/search-ranking.json';
import type {PackedPage, SearchIndexFile} from '../../plugins/local-search/engine';
import {routeMatches} from '../../plugins/local-search/node';
import {packedSearchIndex, textsFileName} from '../../plugins/local-search/prebuilt';

// Each context's routes and words, with the queries that need each.
type Ranking = Omit<typeof rankingData, 'contexts'> & {
  contexts: {
    why: string;
    routes: Partial<Record<string, string[]>>;
    words: Partial<Record<string, string[]>>;
  }[];
};
const ranking: Ranking = rankingData;
type Case = {query: string; expect: string[]; split: 'tune' | 'held'};
type Rule = {name: string; queries: string[]; without: (rules: Ranking) => void};

const buildDir = path.resolve(process.env.SEARCH_BUILD_DIR ?? 'build');
const cases: Case[] = JSON.parse(readFileSync('data/search-quality-queries.json', 'utf8')).queries;
const tuning = new Map(
  cases.filter((item) => item.split === 'tune').map((item) => [item.query, item]),
);
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const versions: string[] = JSON.parse(readFileSync('versions.json', 'utf8'));

// The current docs' index and each older version's, as the bench and the site search use them.
const indexes = [
  {fileName: 'search-index.json', prefix: '', tag: 'docs-default-current'},
  ...versions.map((name) => ({
    fileName: `search-index-${name}.json`,
    prefix: `/v${name}`,
    tag: `docs-default-${name}`,
  })),
].map((index) => ({
  ...index,
  file: packedSearchIndex(
    readJson(path.join(buildDir, index.fileName)),
    readJson(path.join(buildDir, textsFileName(index.fileName))),
  ),
}));

/** What the rules give a page, as docusaurus.config.ts and the plugin apply them at build time. */
function pageRules(route: string, rules: Ranking, prefixes: string[]) {
  const every = (routes: string[]) => routes.flatMap((prefix) => prefixes.map((p) => p + prefix));
  let rank = 0;
  let longest = '';
  for (const row of rules.pageRanks) {
    for (const prefix of every(row.routes)) {
      if (routeMatches(route, prefix) && prefix.length > longest.length) {
        longest = prefix;
        rank = row.rank;
      }
    }
  }
  const context = rules.contexts.find((row) =>
    every(Object.keys(row.routes)).some((prefix) => routeMatches(route, prefix)),
  );
  const keywords = rules.keywords
    .filter((row) => every(row.routes).some((prefix) => routeMatches(route, prefix)))
    .flatMap((row) => row.words);
  return {
    pageRank: rank,
    foundByName: every(rules.namedPages.routes).some((prefix) => routeMatches(route, prefix)),
    context: context ? Object.keys(context.words) : [],
    keywords,
  };
}

function withRules(file: SearchIndexFile, rules: Ranking, prefix: string): SearchIndexFile {
  const prefixes = prefix ? ['', prefix] : [''];
  return {
    ...file,
    pages: file.pages.map((page) => {
      const own = pageRules(page.path, rules, prefixes);
      const next: PackedPage = {...page};
      delete next.pageRank;
      delete next.foundByName;
      delete next.context;
      delete next.keywords;
      return {
        ...next,
        ...(own.pageRank ? {pageRank: own.pageRank} : {}),
        ...(own.foundByName ? {foundByName: true as const} : {}),
        ...(own.context.length ? {context: own.context} : {}),
        ...(own.keywords.length ? {keywords: own.keywords} : {}),
      };
    }),
  };
}

/** The engine modules as they would be with `rules` for data/search-ranking.json. */
async function engineWith(rules: Ranking) {
  vi.resetModules();
  vi.doMock('../../data/search-ranking.json', () => ({default: rules}));
  return import('../../plugins/local-search/engine');
}

const sameUrl = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** Each query's place (1 to 5; 6 when not in the first five) in each index that has its pages. */
async function places(rules: Ranking, queries: string[], indexCount = indexes.length) {
  const {createSearchEngine, unpackSearchIndex} = await engineWith(rules);
  const found: {query: string; index: string; place: number}[] = [];
  for (const index of indexes.slice(0, indexCount)) {
    const file = withRules(index.file, rules, index.prefix);
    const engine = createSearchEngine(unpackSearchIndex(file));
    const facetFilters = [
      ['language:en'],
      ['docusaurus_tag:default', `docusaurus_tag:${index.tag}`],
    ];
    const pages = new Set(file.pages.map((page) => page.path.replace(/\/+$/, '') || '/'));
    for (const query of queries) {
      const expected = (tuning.get(query)?.expect ?? [])
        .map((page) => index.prefix + page)
        .filter((page) => pages.has(page.replace(/\/+$/, '')));
      if (expected.length === 0) continue;
      const hits = engine.search(query, {hitsPerPage: 5, facetFilters}).hits;
      const place = hits.findIndex((hit) =>
        expected.some((page) => sameUrl(hit.url_without_anchor.slice(file.siteUrl.length), page)),
      );
      found.push({query, index: index.fileName, place: place < 0 ? 6 : place + 1});
    }
  }
  return found;
}

// Taking a weight out means giving it the value that does nothing.
const neutralWeights = {
  fieldBoosts: Object.fromEntries(
    Object.keys(ranking.weights.fieldBoosts.value).map((f) => [f, 1]),
  ),
  formWeight: 1,
  flagTitleBoost: 1,
  pageWordsWeight: 0,
  stopWordWeight: 0,
  typoLengths: {oneTypo: 1000, twoTypos: 1000},
  pageRankFactor: 1,
  contextFactor: 1,
  titleCoverageWeight: 0,
  titlePhraseWeight: 0,
} satisfies Record<keyof Ranking['weights'], unknown>;

function rulesOf(data: Ranking): Rule[] {
  const rules: Rule[] = [];
  for (const [name, weight] of Object.entries(data.weights)) {
    rules.push({
      name: `weight ${name}`,
      queries: weight.queries,
      without: (r) => {
        (r.weights[name as keyof Ranking['weights']] as {value: unknown}).value =
          neutralWeights[name as keyof Ranking['weights']];
      },
    });
  }
  data.synonyms.groups.forEach((group, i) =>
    rules.push({
      name: `synonyms ${group.words.join('/')}`,
      queries: group.queries,
      without: (r) => r.synonyms.groups.splice(i, 1),
    }),
  );
  for (const [word, entry] of Object.entries(data.synonyms.oneWay)) {
    rules.push({
      name: `one-way synonym ${word} → ${entry.adds.join(', ')}`,
      queries: entry.queries,
      without: (r) => delete (r.synonyms.oneWay as Record<string, unknown>)[word],
    });
  }
  rules.push({
    name: 'function words',
    queries: data.stopWords.queries,
    without: (r) => (r.stopWords.words = ''),
  });
  rules.push({
    name: 'contraction parts',
    queries: data.stopWords.contractionParts.queries,
    without: (r) => (r.stopWords.contractionParts.words = ''),
  });
  rules.push({
    name: 'comparison words',
    queries: data.comparisons.queries,
    without: (r) => (r.comparisons.words = []),
  });
  data.pageRanks.forEach((row, i) =>
    rules.push({
      name: `page rank ${row.rank} for ${row.routes.join(', ')}`,
      queries: row.queries,
      without: (r) => r.pageRanks.splice(i, 1),
    }),
  );
  rules.push({
    name: `pages found by name ${data.namedPages.routes.join(', ')}`,
    queries: data.namedPages.queries,
    without: (r) => (r.namedPages.routes = []),
  });
  data.contexts.forEach((context, i) => {
    for (const [route, queries] of Object.entries(context.routes)) {
      rules.push({
        name: `context route ${route}`,
        queries: queries ?? [],
        without: (r) => delete r.contexts[i].routes[route],
      });
    }
    for (const [word, queries] of Object.entries(context.words)) {
      rules.push({
        name: `context word ${word} (${Object.keys(context.routes).join(', ')})`,
        queries: queries ?? [],
        without: (r) => delete r.contexts[i].words[word],
      });
    }
  });
  data.keywords.forEach((row, i) =>
    rules.push({
      name: `keywords ${row.words.join(', ')} for ${row.routes.join(', ')}`,
      queries: row.queries,
      without: (r) => r.keywords.splice(i, 1),
    }),
  );
  return rules;
}

const rules = rulesOf(ranking);
const clone = (): Ranking => JSON.parse(JSON.stringify(ranking));
const lost = (before: number, after: number) =>
  after > before && (before === 1 || (before <= 5 && after > 5));

describe('the ranking rules of data/search-ranking.json', () => {
  test('the build applied the rules of this data file', () => {
    for (const index of indexes) {
      const applied = withRules(index.file, ranking, index.prefix);
      const fields = (page: PackedPage) => [
        page.path,
        page.pageRank ?? 0,
        page.foundByName === true,
        page.context ?? [],
        page.keywords ?? [],
      ];
      expect(applied.pages.map(fields), `${index.fileName}: rebuild the site`).toEqual(
        index.file.pages.map(fields),
      );
    }
  });

  test('every rule names tuning queries', () => {
    for (const rule of rules) {
      expect(rule.queries.length, rule.name).toBeGreaterThan(0);
      for (const query of rule.queries)
        expect(tuning.has(query), `${rule.name}: "${query}"`).toBe(true);
    }
  });

  test.each(rules.map((rule) => [rule.name, rule] as const))(
    'a query needs %s',
    async (_, rule) => {
      const withIt = await places(clone(), rule.queries);
      const variant = clone();
      rule.without(variant);
      // The current docs first; the older versions only when they are needed to show the loss.
      let without = await places(variant, rule.queries, 1);
      const key = (place: {query: string; index: string}) => `${place.index} ${place.query}`;
      const before = new Map(withIt.map((place) => [key(place), place.place]));
      const losses = () =>
        without.filter((place) => lost(before.get(key(place)) ?? 6, place.place)).map(key);
      if (losses().length === 0) without = await places(variant, rule.queries);
      const report = withIt.map((place) => `${key(place)}: ${place.place}`).join('; ');
      expect(losses(), `no listed query needs it (${report})`).not.toEqual([]);
    },
  );
});
