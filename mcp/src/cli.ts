// Starts the docs MCP server.
//   npm run mcp                            stdio (for clients that launch it)
//   npm run mcp -- --http [--port 8811]    Streamable HTTP on http://127.0.0.1:8811/mcp
// Options: --host <address>, --public-url <url>, --allow-host <name> and --allow-origin <origin>
// (repeatable), --build-dir <dir>, --help.
// Logs go to stderr: on stdio, stdout belongs to the protocol.
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';

import {publicUrlChecks, startHttpServer} from './http';
import {loadLibrary} from './library';
import {createDocsServer} from './server';

const usage = `Usage: npm run mcp -- [--http] [--port 8811] [--host 127.0.0.1] [--build-dir build]

Serves the built ToolHive docs to AI assistants over MCP.
  (no options)        stdio transport
  --http              Streamable HTTP at http://<host>:<port>/mcp
  --port <n>          HTTP port (default 8811)
  --host <address>    HTTP bind address (default 127.0.0.1)
  --public-url <url>  the address clients use behind a proxy (https://docs.example.com/mcp):
                      accept its Host header, and calls from pages on its origin
  --allow-host <name> also accept this Host header (repeatable; for non-loopback binds)
  --allow-origin <o>  also accept calls from pages on this origin (repeatable)
  --build-dir <dir>   the built site (default: DOCS_BUILD_DIR or the repository's build/)
Build the site first: npx docusaurus build`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const defaultBuildDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'build',
);

async function main() {
  let values;
  try {
    ({values} = parseArgs({
      options: {
        http: {type: 'boolean', default: false},
        port: {type: 'string', default: '8811'},
        host: {type: 'string', default: '127.0.0.1'},
        'allow-host': {type: 'string', multiple: true, default: []},
        'allow-origin': {type: 'string', multiple: true, default: []},
        'public-url': {type: 'string'},
        'build-dir': {type: 'string', default: process.env.DOCS_BUILD_DIR ?? defaultBuildDir},
        help: {type: 'boolean', short: 'h', default: false},
      },
      strict: true,
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n\n${usage}`);
  }
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    fail(`--port must be a number from 0 to 65535, not "${values.port}".`);

  const allowedHosts = [...values['allow-host']];
  const allowedOrigins = [...values['allow-origin']];
  try {
    for (const origin of allowedOrigins) publicUrlChecks(origin, '--allow-origin');
    if (values['public-url']) {
      const {host, origin} = publicUrlChecks(values['public-url']);
      allowedHosts.push(host);
      allowedOrigins.push(origin);
    }
  } catch (error) {
    fail((error as Error).message);
  }

  let library;
  try {
    library = loadLibrary(path.resolve(values['build-dir']));
  } catch (error) {
    fail((error as Error).message);
  }
  const {docs} = library.current;
  const log = (message: string) => process.stderr.write(`${message}\n`);

  if (values.http) {
    const server = await startHttpServer(() => createDocsServer(library), {
      host: values.host,
      port,
      allowedHosts,
      allowedOrigins,
      log,
    }).catch((error: Error) =>
      fail(`Could not listen on ${values.host}:${port}: ${error.message}`),
    );
    const stop = () => server.close(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    return;
  }
  const server = createDocsServer(library);
  await server.connect(new StdioServerTransport());
  const releases = library.versions.map((entry) => entry.version.release).join(', ');
  log(`Docs MCP server on stdio: ToolHive ${releases} docs from ${docs.buildDir}`);
}

main().catch((error: unknown) =>
  fail(`The docs MCP server stopped: ${(error as Error).stack ?? String(error)}`),
);
