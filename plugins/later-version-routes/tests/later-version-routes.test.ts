import {mkdtempSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {matchRoutes, type RouteConfig} from 'react-router-config';
import {describe, expect, it, vi} from 'vitest';

import {createRouteLoader, insertRoutes} from '../client/routeLoader';

const require = createRequire(import.meta.url);
type Split = {
  main: Route[];
  chunkNames: Record<string, unknown>;
  registry: {name: string; load: string; weak: string}[];
  versions: {
    path: string;
    route: Route;
    chunkNames: Record<string, unknown>;
    registry: Split['registry'];
  }[];
};
type Route = {path: string; component: unknown; exact?: boolean; routes?: Route[]};
const split = require('../split.cjs') as {
  parseRoutes(source: string): Route[];
  toSource(value: unknown): string;
  splitGenerated(files: {
    routesSource: string;
    chunkNamesSource: string;
    registrySource: string;
    prefixes: string[];
  }): Split;
  mainRoutesModule(split: Split): string;
  laterRoutesModule(version: Split['versions'][number]): string;
  registrySource(entries: Split['registry']): string;
};
// The installed Docusaurus writes the fixture, so a change of its format fails here.
const {generateRouteFiles} = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRouteFiles(options: {generatedFilesDir: string; routes: unknown[]}): Promise<void>;
};

const doc = (routePath: string, file: string) => ({
  path: routePath,
  component: '@theme/DocItem',
  exact: true,
  sidebar: 'main',
  modules: {content: file},
});

/** A site like ours: a home page, the docs root, an older version and the current one. */
const siteRoutes = [
  {path: '/', component: '@site/src/pages/index.tsx', exact: true},
  {
    path: '/',
    component: '@theme/DocsRoot',
    routes: [
      {
        path: '/v1',
        component: '@theme/DocVersionRoot',
        modules: {version: '@generated/v1.json'},
        routes: [
          {
            path: '/v1',
            component: '@theme/DocRoot',
            routes: [doc('/v1/guide', '@site/v1/guide.md'), doc("/v1/it's", '@site/v1/its.md')],
          },
        ],
      },
      {
        path: '/',
        component: '@theme/DocVersionRoot',
        modules: {version: '@generated/v2.json'},
        routes: [
          {
            path: '/',
            component: '@theme/DocRoot',
            routes: [doc('/guide', '@site/docs/guide.md'), doc('/v1-notes', '@site/docs/notes.md')],
          },
        ],
      },
    ],
  },
];

async function generated() {
  const dir = mkdtempSync(path.join(tmpdir(), 'later-version-routes-'));
  await generateRouteFiles({generatedFilesDir: dir, routes: siteRoutes});
  const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
  return {
    routesSource: read('routes.js'),
    chunkNamesSource: read('routesChunkNames.json'),
    registrySource: read('registry.js'),
  };
}

/** Route data with each `ComponentCreator` call read as `{__componentCreator: [path, hash]}`. */
const paths = (routes: Route[]): string[] =>
  routes.flatMap((route) => [route.path, ...paths(route.routes ?? [])]);

describe('split.cjs', () => {
  it('reads the generated route table and writes it back unchanged', async () => {
    const {routesSource} = await generated();
    const routes = split.parseRoutes(routesSource);
    expect(paths(routes)).toContain("/v1/it's");
    const again = split.parseRoutes(`export default ${split.toSource(routes)};`);
    expect(again).toEqual(routes);
    expect(split.toSource(routes)).toContain('ComponentCreator("*")');
  });

  it('refuses a route table of another format', () => {
    expect(() => split.parseRoutes('export const routes = [];')).toThrow(/unknown format/);
  });

  it('moves the older version, its chunk names and its own registry entries out', async () => {
    const files = await generated();
    const result = split.splitGenerated({...files, prefixes: ['/v1']});
    expect(paths(result.main)).not.toContain('/v1/guide');
    expect(paths(result.main)).toContain('/v1-notes');
    const [later] = result.versions;
    expect(paths([later.route])).toEqual(['/v1', '/v1', '/v1/guide', "/v1/it's"]);
    expect(Object.keys(later.chunkNames).every((key) => key.startsWith('/v1'))).toBe(true);
    expect(Object.keys(result.chunkNames).some((key) => key.startsWith('/v1/'))).toBe(false);
    // The doc page component serves both versions: its entry stays in the main registry.
    const modulesOf = (entries: Split['registry']) => entries.map((entry) => entry.weak).join();
    expect(modulesOf(later.registry)).toContain('@site/v1/guide.md');
    expect(modulesOf(later.registry)).not.toContain('@theme/DocItem');
    expect(modulesOf(result.registry)).toContain('@theme/DocItem');
    expect(modulesOf(result.registry)).not.toContain('@site/v1/guide.md');
    // Every entry is in exactly one registry.
    const all = split.splitGenerated({...files, prefixes: []}).registry.map((entry) => entry.name);
    expect([...result.registry, ...later.registry].map((entry) => entry.name).sort()).toEqual(
      all.sort(),
    );
  });

  it('writes the browser registry without module paths', async () => {
    const {registry} = split.splitGenerated({...(await generated()), prefixes: ['/v1']});
    const source = split.registrySource(registry);
    expect(source).toMatch(/: \[\(\) => import\(.*\), 0, require\.resolveWeak\(".*"\)\],/);
    expect(source).not.toMatch(/\), "[^"]*", require/);
  });

  it('writes modules that build the same table once the older version is back in place', async () => {
    const files = await generated();
    const full = split.parseRoutes(files.routesSource) as unknown as RouteConfig[];
    const result = split.splitGenerated({...files, prefixes: ['/v1']});
    const main = split.mainRoutesModule(result);
    expect(main).toContain('webpackChunkName: "later-routes-v1"');
    expect(main).toContain('"./routes.js?later=0"');
    const later = split.laterRoutesModule(result.versions[0]);
    expect(later).toMatch(/^import ComponentCreator/);
    expect(later).toContain('Object.assign(routesChunkNames,');
    expect(later).toContain('Object.assign(registry,');

    // Run the main module's body with a stub creator, then put the older routes back.
    const body = main
      .replace(/^import .*;$/gm, '')
      .replace('export default routes;', '')
      .replace('export const laterRoutes =', 'const laterRoutes =')
      .replace(/import\(/g, 'Promise.resolve(');
    const creator = (p: string, hash?: string) => ({__componentCreator: hash ? [p, hash] : [p]});
    const {routes, laterRoutes} = new Function(
      'ComponentCreator',
      `${body}\nreturn {routes, laterRoutes};`,
    )(creator) as {routes: RouteConfig[]; laterRoutes: Parameters<typeof insertRoutes>[0][]};
    const names = (table: RouteConfig[], pathname: string) =>
      matchRoutes(table, pathname).map((match) => JSON.stringify(match.route.component));
    expect(names(routes, '/v1/guide')).not.toEqual(names(full, '/v1/guide'));
    insertRoutes(laterRoutes[0], result.versions[0].route as unknown as RouteConfig);
    for (const pathname of ['/v1/guide', "/v1/it's", '/guide', '/v1-notes', '/']) {
      expect(names(routes, pathname), pathname).toEqual(names(full, pathname));
    }
  });
});

describe('the route loader', () => {
  const entry = () => {
    const current = {path: '/'};
    const parent: RouteConfig[] = [current];
    return {
      path: '/v1',
      chunkName: 'later-routes-v1',
      parent,
      next: current,
      load: vi.fn(async () => ({default: {path: '/v1'} as RouteConfig})),
    };
  };

  it('loads nothing for a route it already has', () => {
    const later = entry();
    const loader = createRouteLoader([later]);
    expect(loader.routesReadyFor('/guide')).toBeUndefined();
    expect(loader.routesReadyFor('/v10/guide')).toBeUndefined();
    expect(later.load).not.toHaveBeenCalled();
  });

  it('loads an older version once, before the sibling that followed it', async () => {
    const later = entry();
    const loader = createRouteLoader([later]);
    await Promise.all([loader.routesReadyFor('/v1/guide'), loader.routesReadyFor('/v1')]);
    expect(later.load).toHaveBeenCalledTimes(1);
    expect(later.parent.map((route) => route.path)).toEqual(['/v1', '/']);
    expect(loader.routesReadyFor('/v1/guide')).toBeUndefined();
    expect(loader.missingFor('/v1/guide')).toEqual([]);
  });

  it('matches encoded paths as Docusaurus does, and tries again after a failed download', async () => {
    const later = entry();
    later.load.mockRejectedValueOnce(new Error('offline'));
    const loader = createRouteLoader([later]);
    await expect(loader.routesReadyFor('/v1/caf%C3%A9')).rejects.toThrow('offline');
    await loader.routesReadyFor('/v1/caf%C3%A9');
    expect(later.load).toHaveBeenCalledTimes(2);
    expect(later.parent).toHaveLength(2);
  });
});
