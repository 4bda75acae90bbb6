// The get_registry_server tool: one server of ToolHive's built-in registry as
// structured data, with the commands and the page that the catalogue shows for
// it. It reads the same data and builds the same commands as the generated
// pages (data/toolhive-registry.ts, scripts/lib/registry-pages.ts).
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';

import {currentVersion, type DocsVersion} from '../../data/docs-versions';
import {
  registryOf,
  serverRoute,
  serversOf,
  type RegistryServer,
} from '../../data/toolhive-registry';
import {runCommand, secretSetCommands} from '../../scripts/lib/registry-pages';
import type {Docs} from './docs';
import {versionInput, type DocsLibrary} from './library';

/** A tool failure the model can read and act on. */
export class RegistryLookupError extends Error {}

export type RegistryServerResult = {
  name: string;
  /** The server's page in the docs. */
  url: string;
  toolhiveVersion: string;
  registryLastUpdated: string;
  /** The entry exactly as the registry holds it, with its name. */
  entry: RegistryServer;
  /** One `thv secret set` line per required secret, then the `thv run` command. */
  commands: {secretSet: string[]; run: string};
};

export function findRegistryServer(
  name: string,
  version: DocsVersion = currentVersion,
): RegistryServer {
  const registryServers = serversOf(registryOf(version));
  const wanted = name.trim().toLowerCase();
  const server = registryServers.find((candidate) => candidate.name === wanted);
  if (server) return server;
  const shown = wanted.length > 100 ? `${wanted.slice(0, 100)}…` : wanted;
  const close = registryServers
    .filter(
      (candidate) => wanted && (candidate.name.includes(wanted) || wanted.includes(candidate.name)),
    )
    .map((candidate) => candidate.name);
  throw new RegistryLookupError(
    `No server named "${shown}" in the ToolHive ${version.release} registry.` +
      (close.length ? ` Did you mean ${close.join(', ')}?` : '') +
      ` The servers are: ${registryServers.map((candidate) => candidate.name).join(', ')}.`,
  );
}

export function registryServerResult(
  server: RegistryServer,
  docs: Docs,
  version: DocsVersion = currentVersion,
): RegistryServerResult {
  const route = `${version.routePrefix}${serverRoute(server.name)}`;
  return {
    name: server.name,
    url: docs.find(route)?.url ?? `${docs.siteUrl}${route}`,
    toolhiveVersion: version.release,
    registryLastUpdated: registryOf(version).last_updated,
    entry: server,
    commands: {secretSet: secretSetCommands(server), run: runCommand(server)},
  };
}

export function registerRegistryTool(server: McpServer, library: DocsLibrary): void {
  server.registerTool(
    'get_registry_server',
    {
      title: 'Get a registry server',
      description: `One MCP server of a ToolHive release's built-in registry (default ${library.current.version.release}) as structured data: image, transport, tools, environment variables, permission profile, provenance and popularity, plus the commands that run it and its docs page.`,
      inputSchema: {
        name: z.string().describe('Registry name of the server, e.g. "github", "fetch" or "osv"'),
        version: versionInput(library),
      },
      outputSchema: {
        name: z.string(),
        url: z.string(),
        toolhiveVersion: z.string(),
        registryLastUpdated: z.string(),
        entry: z.object({name: z.string(), image: z.string(), transport: z.string()}).passthrough(),
        commands: z.object({secretSet: z.array(z.string()), run: z.string()}),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({name, version}) => {
      const chosen = library.pick(version);
      const result = registryServerResult(
        findRegistryServer(name, chosen.version),
        chosen.docs,
        chosen.version,
      );
      return {
        content: [{type: 'text', text: JSON.stringify(result, null, 2)}],
        structuredContent: result,
      };
    },
  );
}
