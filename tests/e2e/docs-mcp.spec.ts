import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';

import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';

import {currentVersion, olderVersion} from '../../data/docs-versions';
import {runScenario, type Expectations} from '../../mcp/tests/scenario';
import {siteUrlFrom} from '../../src/utils/siteUrl';
import {expect, test} from './support/fixtures';

// The docs MCP server on the real build, started the way the README says,
// driven by the MCP SDK's own client over stdio and Streamable HTTP.
const repoRoot = path.resolve(__dirname, '..', '..');
const siteUrl = siteUrlFrom(process.env);
const expected: Expectations = {
  installPath: '/toolhive/guides-cli/install',
  installText: `Canonical URL: ${siteUrl}/toolhive/guides-cli/install\n`,
  secretsUrl: `${siteUrl}/toolhive/guides-cli/secrets-management`,
};

test.describe.configure({mode: 'serial', timeout: 180_000});

test('over stdio: npm run mcp', async () => {
  const client = new Client({name: 'e2e-stdio', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({
      command: 'npm',
      args: ['run', '--silent', 'mcp'],
      cwd: repoRoot,
      stderr: 'ignore',
    }),
  );
  try {
    await runScenario(client, expected);
    await checkVersions(client);
  } finally {
    await client.close();
  }
});

test('over stdio, the compiled server answers initialize without compiling TypeScript', async () => {
  // Compile once, as `npm run build` does, so the start measured is a reader's start.
  await new Promise<void>((resolve, reject) =>
    spawn('node', ['scripts/build-mcp.mjs'], {cwd: repoRoot, stdio: 'inherit'}).on(
      'exit',
      (code) => (code === 0 ? resolve() : reject(new Error(`build-mcp exited with ${code}`))),
    ),
  );
  const started = performance.now();
  const client = new Client({name: 'e2e-start', version: '1.0.0'});
  const transport = new StdioClientTransport({
    command: 'npm',
    args: ['run', '--silent', 'mcp'],
    cwd: repoRoot,
    stderr: 'ignore',
  });
  await client.connect(transport);
  const elapsed = Math.round(performance.now() - started);
  try {
    test.info().annotations.push({type: 'initialize over stdio', description: `${elapsed} ms`});
    console.log(`docs MCP server: initialize answered over stdio in ${elapsed} ms`);
    expect(client.getServerVersion()?.name).toBeTruthy();
    // The goal is 1 s on an idle machine (npm run bench prints it); this bound only catches a
    // start that compiles or indexes again, which took 14-17 s on a busy machine.
    expect(elapsed).toBeLessThan(8_000);
  } finally {
    await client.close();
  }
});

/** Every tool answers from the current release by default, and from v0.0.47 when asked. */
async function checkVersions(client: Client): Promise<void> {
  const text = (result: Awaited<ReturnType<Client['callTool']>>) =>
    (result.content as {type: string; text: string}[]).map((part) => part.text).join('\n');
  const current = await client.callTool({name: 'search_docs', arguments: {query: 'secrets'}});
  expect(text(current)).toContain(`in the ToolHive ${currentVersion.release} docs`);
  const older = await client.callTool({
    name: 'search_docs',
    arguments: {query: 'auto-discovery', version: olderVersion.release},
  });
  const olderHits = older.structuredContent as {version: string; hits: {url: string}[]};
  expect(olderHits.version).toBe(olderVersion.release);
  expect(olderHits.hits.length).toBeGreaterThan(0);
  for (const hit of olderHits.hits) {
    expect(hit.url.startsWith(`${siteUrl}${olderVersion.routePrefix}/`)).toBe(true);
  }
  const page = await client.callTool({
    name: 'get_page',
    arguments: {path: '/toolhive/quickstart', version: olderVersion.release},
  });
  expect(text(page)).toContain(`ToolHive ${olderVersion.release} docs`);
  expect(text(page)).toContain(
    `Canonical URL: ${siteUrl}${olderVersion.routePrefix}/toolhive/quickstart`,
  );
  const unknown = await client.callTool({
    name: 'list_pages',
    arguments: {version: 'v0.0.1'},
  });
  expect(unknown.isError).toBe(true);
  expect(text(unknown)).toContain('These docs cover v0.1.0, v0.0.47');
}

test.describe('over Streamable HTTP: npm run mcp -- --http', () => {
  let child: ChildProcess;
  let endpoint: string;

  test.beforeAll(async () => {
    // Port 0 lets the system pick a free port; the server prints the one it got.
    child = spawn('npm', ['run', 'mcp', '--', '--http', '--port', '0'], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    endpoint = await new Promise<string>((resolve, reject) => {
      let log = '';
      const timer = setTimeout(() => reject(new Error(`no address in: ${log}`)), 60_000);
      child.stderr!.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(log);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      child.on('exit', (code) => reject(new Error(`exited with ${code}: ${log}`)));
    });
  });

  test.afterAll(() => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  });

  test('passes the scenario', async () => {
    const client = new Client({name: 'e2e-http', version: '1.0.0'});
    await client.connect(new StreamableHTTPClientTransport(new URL(endpoint)));
    try {
      await runScenario(client, expected);
    } finally {
      await client.close();
    }
  });

  test('refuses a foreign origin', async ({request}) => {
    const response = await request.post(endpoint, {
      headers: {
        Origin: 'https://attacker.example',
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
      },
      data: {jsonrpc: '2.0', id: 1, method: 'tools/list'},
    });
    expect(response.status()).toBe(403);
    expect(((await response.json()) as {error: {message: string}}).error.message).toContain(
      'https://attacker.example',
    );
  });

  test('finds the answer to the GitHub token question', async () => {
    const client = new Client({name: 'e2e-question', version: '1.0.0'});
    await client.connect(new StreamableHTTPClientTransport(new URL(endpoint)));
    const result = await client.callTool({
      name: 'search_docs',
      arguments: {query: 'pass a GitHub token to an MCP server', limit: 5},
    });
    const hits = (result.structuredContent as {hits: {url: string}[]}).hits;
    expect(hits.map((hit) => hit.url.split('#')[0])).toContain(expected.secretsUrl);
    await client.close();
  });
});
