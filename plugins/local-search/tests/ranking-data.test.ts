// The rows of data/search-ranking.json that depend on the docs, each checked with the tuning query
// it exists for (data/search-quality-queries.json), on pages modelled on the real ones: remove the
// row and its test fails.
import {describe, expect, it} from 'vitest';

import ranking from '../../../data/search-ranking.json';
import {createSearchEngine, unpackSearchIndex, type PackedPage} from '../engine';
import {routeMatches} from '../node';

const site = 'https://docs.example';

/** A page of the current docs with what data/search-ranking.json gives its route. */
function page(path: string, lvl0: string, items: PackedPage['items']): PackedPage {
  const rank = ranking.pageRanks.find(({routes}) =>
    routes.some((route) => routeMatches(path, route)),
  );
  const context = ranking.contexts.find(({routes}) =>
    Object.keys(routes).some((route) => routeMatches(path, route)),
  );
  const keywords = ranking.keywords
    .filter(({routes}) => routes.some((route) => routeMatches(path, route)))
    .flatMap(({words}) => words);
  return {
    path,
    lvl0,
    language: 'en',
    tags: ['docs-default-current'],
    items,
    ...(rank ? {pageRank: rank.rank} : {}),
    ...(context ? {context: Object.keys(context.words)} : {}),
    ...(keywords.length ? {keywords} : {}),
  };
}

function first(query: string, ...pages: PackedPage[]): string {
  const engine = createSearchEngine(
    unpackSearchIndex({format: 'toolhive-search-index', version: 1, siteUrl: site, pages}),
  );
  return engine.search(query).hits[0].url.slice(site.length);
}

describe('page keywords of data/search-ranking.json', () => {
  it('API operation pages answer to "endpoint" ("health endpoint returns 204")', () => {
    const guide = page('/toolhive/guides-cli/api-server', 'ToolHive CLI', [
      [1, 'Run the API server'],
      [0, 'thv serve starts the REST API server. Every endpoint lives under /api/v1beta.'],
      [2, 'Check that it runs', 'health'],
      [0, 'The health endpoint answers 204 No Content while the server runs.'],
    ]);
    const operation = page('/toolhive/reference/api/get-health', 'API reference', [
      [1, 'Check that the server is up'],
      [
        0,
        'GET /health: Answers 204 No Content with an empty body as long as the API server is running.',
      ],
      [2, 'Responses', 'responses'],
      [0, '204 No Content: the server is running. The body is empty.'],
    ]);
    expect(operation.keywords).toContain('endpoint');
    expect(first('health endpoint returns 204', guide, operation)).toBe(
      '/toolhive/reference/api/get-health',
    );
  });
});
