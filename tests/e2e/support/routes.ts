import {readFileSync} from 'node:fs';

type CliCommand = {id: string};

const cliCommands = JSON.parse(readFileSync('data/thv-cli.json', 'utf8')) as CliCommand[];

/** Every docs route of the site's route table (the landing and search pages aside). */
export const docsRoutes: string[] = [
  '/theme-preview',
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
  ...cliCommands.map((command) => `/toolhive/reference/cli/${command.id}`),
];

export const siteTitle = 'ToolHive Docs';
