import {readFileSync} from 'node:fs';

import {currentVersion, olderVersion, type DocsVersion} from '../../../data/docs-versions';

type CliCommand = {id: string};

const cliIds = (version: DocsVersion) =>
  (JSON.parse(readFileSync(`${version.dataDir}/thv-cli.json`, 'utf8')) as CliCommand[]).map(
    (command) => command.id,
  );

/** The hand-written docs pages every version has. */
const guideRoutes: string[] = [
  '/toolhive/',
  '/toolhive/quickstart',
  '/toolhive/concepts/mcp-primer',
  '/toolhive/concepts/registry-criteria',
  '/toolhive/guides-cli',
  ...[
    'api-server',
    'client-configuration',
    'custom-permissions',
    'install',
    'manage-mcp-servers',
    'registry',
    'run-mcp-servers',
    'secrets-management',
  ].map((page) => `/toolhive/guides-cli/${page}`),
  '/toolhive/guides-k8s',
  ...['deploy-operator-helm', 'intro', 'run-mcp-k8s'].map((page) => `/toolhive/guides-k8s/${page}`),
  '/toolhive/tutorials/toolhive-operator',
  '/toolhive/reference/api',
  '/toolhive/reference/client-compatibility',
  '/toolhive/reference/cli/',
];

/**
 * Every docs route of the site's route table before the site had versions (the landing and
 * search pages aside), which the current version must keep serving: a command removed in v0.1.0
 * keeps a page that says so. Then the current version's own new pages.
 */
export const docsRoutes: string[] = [
  '/theme-preview',
  ...guideRoutes,
  ...cliIds(olderVersion).map((id) => `/toolhive/reference/cli/${id}`),
  '/toolhive/guides-cli/upgrade',
  ...cliIds(currentVersion)
    .filter((id) => !cliIds(olderVersion).includes(id))
    .map((id) => `/toolhive/reference/cli/${id}`),
];

/** The same table in the older version, under its prefix. */
export const olderDocsRoutes: string[] = [
  ...guideRoutes,
  ...cliIds(olderVersion).map((id) => `/toolhive/reference/cli/${id}`),
].map((route) => `${olderVersion.routePrefix}${route}`);

/**
 * A sample of the older version's routes for the slower walks: every hand-written page and every
 * fourth CLI page (the CLI pages share one template, and each version's generated pages are
 * checked against its data by the unit tests).
 */
export const olderDocsRoutesSample: string[] = olderDocsRoutes.filter(
  (route, index) => !route.includes('/reference/cli/thv') || index % 4 === 0,
);

export const siteTitle = 'ToolHive Docs';
