// A query that names one thing (a field, a chart value, an API body field, a
// flag, a server) finds that thing's own record first, on a real build.
// Issues 16, 18 and 21 name these searches; the reader query set measures the rest.
import path from 'node:path';

import {describe, expect, test} from 'vitest';

import {loadBuiltSearchEngine} from '../../plugins/local-search/node';

const buildDir = path.resolve(process.env.SEARCH_BUILD_DIR ?? 'build');
const engine = loadBuiltSearchEngine(buildDir);

const firstHit = (query: string) => {
  const [hit] = engine.search(query, {hitsPerPage: 1}).hits;
  if (!hit) return '(no hit)';
  const url = new URL(hit.url);
  return url.pathname + url.hash;
};

const crd = '/toolhive/reference/mcpserver-crd';
const chart = '/toolhive/reference/operator-chart-values';

describe('a query that names a field finds that field first', () => {
  test.each([
    [
      'oidcConfig audience',
      [`${crd}#spec-oidcconfig-inline-audience`, `${crd}#spec-oidcconfig-kubernetes-audience`],
    ],
    ['resource limits mcpserver', [`${crd}#spec-resources-limits`]],
    ['spec.oidcConfig.inline.issuer', [`${crd}#spec-oidcconfig-inline-issuer`]],
    ['spec.resources', [`${crd}#spec-resources`]],
    ['toolhiveRunnerImage', [`${chart}#operator-toolhiverunnerimage`]],
    ['operator.image', [`${chart}#operator-image`]],
    ['permission_profile', ['/toolhive/reference/api/create-workload#body-permission-profile']],
    ['--permission-profile', ['/toolhive/reference/cli/thv_run#flag-permission-profile']],
  ])('%s', (query, expected) => {
    expect(expected).toContain(firstHit(query));
  });
});

describe('a query that names a server finds its page first', () => {
  test.each([
    ['github', '/toolhive/registry/github'],
    ['sqlite', '/toolhive/registry/sqlite'],
  ])('%s', (query, expected) => {
    expect(firstHit(query)).toBe(expected);
  });
});
