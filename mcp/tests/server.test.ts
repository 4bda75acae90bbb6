import {readFileSync} from 'node:fs';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {request} from 'node:http';
import path from 'node:path';

import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {loadDocs, referenceKey, type Docs} from '../src/docs';
import {isAllowedOrigin, publicUrlChecks, startHttpServer, type HttpOptions} from '../src/http';
import {createDocsSearch} from '../src/search';
import {singleVersion} from './singleVersion';
import {createDocsServer, maxQueryLength} from '../src/server';
import {writeFixtureBuild} from './fixtureBuild';
import {initializeRequest, runScenario, textOf, type Expectations} from './scenario';

const buildDir = writeFixtureBuild();
const docs: Docs = loadDocs(buildDir);
const search = createDocsSearch(docs);
const expected: Expectations = {
  installPath: '/docs/guides/install',
  installText: 'brew install thv',
  secretsUrl: 'https://docs.example.com/docs/guides/secrets',
};
const repoRoot = path.resolve(__dirname, '..', '..');

async function inMemoryClient(): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsServer(singleVersion(docs, search)).connect(serverSide);
  const client = new Client({name: 'test', version: '1.0.0'});
  await client.connect(clientSide);
  return client;
}

describe('loading the built docs', () => {
  it('explains how to fix a missing build', () => {
    expect(() => loadDocs(path.join(buildDir, 'nope'))).toThrow(/Build the site first/);
  });

  it('finds a page by path, URL, twin URL or anchor', () => {
    for (const reference of [
      '/docs/guides/install',
      'docs/guides/install/',
      '/docs/guides/install.md',
      'https://docs.example.com/docs/guides/install#homebrew',
      'http://localhost:3000/docs/guides/install.md',
    ]) {
      expect(docs.find(reference)?.title, reference).toBe('Install the tool');
    }
    expect(docs.find('/docs/index.md')?.title).toBe('Introduction');
    expect(docs.find('https://elsewhere.example.org/docs/guides/install')).toBeUndefined();
    expect(referenceKey('', 'https://x.org')).toBeUndefined();
  });
});

describe('tools over an in-memory connection', () => {
  it('passes the common scenario', async () => {
    await runScenario(await inMemoryClient(), expected);
  });

  it('lists the tools its registry entry names', async () => {
    const client = await inMemoryClient();
    const {tools} = await client.listTools();
    const entry = JSON.parse(readFileSync(path.join(repoRoot, 'mcp/registry-entry.json'), 'utf8'));
    expect(entry.servers['toolhive-docs'].tools.sort()).toEqual(
      tools.map((tool) => tool.name).sort(),
    );
  });

  // thv search (v0.0.47 and v0.1.0) crashes on a match whose entry has no metadata.
  it('gives its registry entry the metadata thv search reads', () => {
    const entry = JSON.parse(readFileSync(path.join(repoRoot, 'mcp/registry-entry.json'), 'utf8'));
    const {metadata} = entry.servers['toolhive-docs'];
    expect(typeof metadata?.stars).toBe('number');
    expect(typeof metadata?.pulls).toBe('number');
  });

  it('cuts queries longer than 512 characters and says so', async () => {
    const client = await inMemoryClient();
    const long = `secrets ${'x'.repeat(2000)}`;
    const result = await client.callTool({name: 'search_docs', arguments: {query: long}});
    expect(result.isError).toBeFalsy();
    expect((result.structuredContent as {query: string}).query).toHaveLength(maxQueryLength);
    expect(textOf(result)).toContain(`cut to its first ${maxQueryLength} characters`);
  });

  it('ranks the section about GitHub tokens first, with the anchor the page uses', async () => {
    const client = await inMemoryClient();
    const result = await client.callTool({
      name: 'search_docs',
      arguments: {query: 'github token', limit: 1},
    });
    const hits = (result.structuredContent as {hits: {url: string; section: string}[]}).hits;
    expect(hits).toHaveLength(1);
    expect(hits[0].url).toBe('https://docs.example.com/docs/guides/secrets#github-token');
  });

  it('rejects a limit out of range with a clear error', async () => {
    const client = await inMemoryClient();
    const result = await client
      .callTool({name: 'search_docs', arguments: {query: 'x', limit: 500}})
      .catch((error: Error) => ({isError: true, content: [{type: 'text', text: error.message}]}));
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/limit/);
  });

  it('answers an unknown resource with an MCP error', async () => {
    const client = await inMemoryClient();
    await expect(client.readResource({uri: 'https://docs.example.com/nope.md'})).rejects.toThrow(
      /not found/,
    );
  });
});

describe('over stdio (npm run mcp)', () => {
  it('passes the common scenario', async () => {
    const transport = new StdioClientTransport({
      command: 'npm',
      args: ['run', '--silent', 'mcp', '--', '--build-dir', buildDir],
      cwd: repoRoot,
      stderr: 'pipe',
    });
    const client = new Client({name: 'stdio-test', version: '1.0.0'});
    await client.connect(transport);
    try {
      await runScenario(client, expected);
    } finally {
      await client.close();
    }
  }, 60_000);
});

/** Starts the HTTP front end on a free port for one describe block; `.base` is its address. */
function httpServerForBlock(options: Partial<HttpOptions> = {}): {base: string} {
  const state = {base: ''};
  let server: Server;
  beforeAll(async () => {
    server = await startHttpServer(() => createDocsServer(singleVersion(docs, search)), {
      host: '127.0.0.1',
      port: 0,
      ...options,
    });
    state.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return state;
}

describe('over Streamable HTTP', () => {
  const http = httpServerForBlock();

  it('passes the common scenario', async () => {
    const client = new Client({name: 'http-test', version: '1.0.0'});
    await client.connect(new StreamableHTTPClientTransport(new URL(`${http.base}/mcp`)));
    await runScenario(client, expected);
    await client.close();
  });

  const headers = {
    'Content-Type': 'application/json',
    Accept: 'application/json, text/event-stream',
  };

  it('answers a localhost origin', async () => {
    const response = await fetch(`${http.base}/mcp`, {
      method: 'POST',
      headers: {...headers, Origin: 'http://localhost:3000'},
      body: initializeRequest,
    });
    expect(response.status).toBe(200);
  });

  it('refuses a foreign origin (DNS rebinding protection)', async () => {
    const response = await fetch(`${http.base}/mcp`, {
      method: 'POST',
      headers: {...headers, Origin: 'https://evil.example'},
      body: initializeRequest,
    });
    expect(response.status).toBe(403);
    const body = (await response.json()) as {error: {message: string}};
    expect(body.error.message).toMatch(/origin https:\/\/evil\.example are not allowed/);
  });

  it('refuses a foreign Host header (DNS rebinding without an Origin)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${http.base}/mcp`,
        {method: 'POST', headers: {...headers, Host: 'rebound.example:80'}},
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(initializeRequest);
    });
    expect(status).toBe(403);
  });

  it('refuses a foreign client through the SDK too', async () => {
    const client = new Client({name: 'evil', version: '1.0.0'});
    const transport = new StreamableHTTPClientTransport(new URL(`${http.base}/mcp`), {
      requestInit: {headers: {Origin: 'http://attacker.test'}},
    });
    await expect(client.connect(transport)).rejects.toThrow(/403|Forbidden/);
  });

  it('answers non-JSON requests with a clear JSON-RPC error', async () => {
    const notJson = await fetch(`${http.base}/mcp`, {method: 'POST', headers, body: '{not json'});
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as {error: {message: string}}).error.message).toMatch(
      /not valid JSON/,
    );
    const wrongType = await fetch(`${http.base}/mcp`, {
      method: 'POST',
      headers: {...headers, 'Content-Type': 'text/plain'},
      body: 'hello',
    });
    expect(wrongType.status).toBe(415);
    expect(((await wrongType.json()) as {error: {message: string}}).error.message).toMatch(
      /application\/json/,
    );
  });

  it('names the endpoint on other paths and methods', async () => {
    const other = await fetch(`${http.base}/`);
    expect(other.status).toBe(404);
    expect(((await other.json()) as {error: {message: string}}).error.message).toMatch(
      /POST \/mcp/,
    );
    const get = await fetch(`${http.base}/mcp`);
    expect(get.status).toBe(405);
  });

  it('only trusts loopback origins', () => {
    expect(isAllowedOrigin(undefined)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:8811')).toBe(true);
    expect(isAllowedOrigin('http://[::1]:3000')).toBe(true);
    expect(isAllowedOrigin('http://localhost.evil.example')).toBe(false);
    expect(isAllowedOrigin('null')).toBe(false);
    expect(isAllowedOrigin('file://localhost')).toBe(false);
  });

  it('trusts the origins it is told about, and only those', () => {
    const allowed = ['https://docs.example.com'];
    expect(isAllowedOrigin('https://docs.example.com', allowed)).toBe(true);
    expect(isAllowedOrigin('http://docs.example.com', allowed)).toBe(false);
    expect(isAllowedOrigin('https://docs.example.com.evil.example', allowed)).toBe(false);
    expect(publicUrlChecks('https://docs.example.com/mcp')).toEqual({
      host: 'docs.example.com',
      origin: 'https://docs.example.com',
    });
    expect(() => publicUrlChecks('docs.example.com')).toThrow(/absolute http\(s\) URL/);
    expect(() => publicUrlChecks('ftp://docs.example.com', '--allow-origin')).toThrow(
      /^--allow-origin must be an http\(s\) URL/,
    );
  });
});

describe('the docs MCP server published behind a proxy at a public URL', () => {
  const http = httpServerForBlock({
    allowedHosts: ['docs.example.com'],
    allowedOrigins: ['https://docs.example.com'],
  });

  const post = (headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const req = request(
        `${http.base}/mcp`,
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json, text/event-stream',
            ...headers,
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(initializeRequest);
    });

  it('answers the public host, and pages on the public origin', async () => {
    expect(await post({Host: 'docs.example.com'})).toBe(200);
    expect(await post({Host: 'docs.example.com', Origin: 'https://docs.example.com'})).toBe(200);
  });

  it('still refuses other hosts and origins', async () => {
    expect(await post({Host: 'other.example'})).toBe(403);
    expect(await post({Host: 'docs.example.com', Origin: 'https://other.example'})).toBe(403);
  });
});
