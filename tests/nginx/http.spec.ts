// Every answer of the deployed configuration, from outside: raw HTTP requests to nginx (started
// by playwright.nginx.config.ts with npm run serve:prod), compared with the files of build/.
import {createHash} from 'node:crypto';
import {readFileSync, statSync} from 'node:fs';
import {request, type IncomingHttpHeaders} from 'node:http';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';

import {expect, test} from '@playwright/test';

import {inlineScriptsOf} from '../../scripts/lib/hosting.mjs';
import {initializeRequest} from '../../mcp/tests/scenario';
import {publicUrl} from '../../playwright.nginx.config';

const buildDir = path.resolve(__dirname, '..', '..', 'build');
const built = (file: string) => readFileSync(path.join(buildDir, file));
const hostingRules = JSON.parse(
  readFileSync(path.resolve(__dirname, '..', '..', 'data/hosting.json'), 'utf8'),
) as {redirects: {examples: Record<string, string>}[]};

type Answer = {status: number; headers: IncomingHttpHeaders; body: Buffer};

/** One request with the path sent as written (no URL parsing, so bad encodings reach nginx). */
function send(
  baseURL: string,
  rawPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
): Promise<Answer> {
  const {hostname, port} = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = request({hostname, port, path: rawPath, method, headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

function expectSecurityHeaders(answer: Answer, what: string) {
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(answer.headers[name], `${name} on ${what}`).toBe(value);
  }
  expect(answer.headers['permissions-policy'], what).toMatch(/camera=\(\)/);
  const csp = String(answer.headers['content-security-policy']);
  expect(csp, what).toMatch(/frame-ancestors 'none'/);
  expect(csp, what).toMatch(/script-src 'self' 'sha256-/);
  expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-inline'/);
}

const hashedAsset = () => {
  const main = readFileSync(path.join(buildDir, 'index.html'), 'utf8').match(
    /\/assets\/js\/main\.[0-9a-f]+\.js/,
  );
  if (!main) throw new Error('no main bundle named in build/index.html');
  return main[0];
};

test.describe('nginx in front of the built site', () => {
  test('sends the security headers on pages, files, redirects and errors', async ({baseURL}) => {
    for (const rawPath of [
      '/',
      '/toolhive/quickstart',
      hashedAsset(),
      '/llms.txt',
      '/toolhive/quickstart.html',
      '/no/such/page',
      '/%zz',
    ]) {
      expectSecurityHeaders(await send(baseURL!, rawPath), rawPath);
    }
  });

  test('lists the hash of every inline script of a page in the policy, and nothing else inline', async ({
    baseURL,
  }) => {
    for (const rawPath of ['/', '/toolhive/guides-cli/install', '/v0.0.47/toolhive/quickstart']) {
      const answer = await send(baseURL!, rawPath);
      const csp = String(answer.headers['content-security-policy']);
      const scripts = inlineScriptsOf(answer.body.toString('utf8'));
      expect(scripts.length, rawPath).toBeGreaterThan(0);
      for (const script of scripts) {
        const hash = createHash('sha256').update(script, 'utf8').digest('base64');
        expect(csp, `${rawPath}: ${script.slice(0, 60)}`).toContain(`'sha256-${hash}'`);
      }
    }
  });

  test('sends HSTS only when the request came over HTTPS', async ({baseURL}) => {
    expect((await send(baseURL!, '/')).headers['strict-transport-security']).toBeUndefined();
    const behindTls = await send(baseURL!, '/', {'X-Forwarded-Proto': 'https'});
    expect(behindTls.headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
  });

  test('caches hashed assets for a year and revalidates the rest', async ({baseURL}) => {
    const asset = await send(baseURL!, hashedAsset());
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const rawPath of [
      '/',
      '/toolhive/quickstart',
      '/toolhive/quickstart.md',
      '/llms.txt',
      '/llms-full.txt',
      '/llms-cli-reference.txt',
      '/search-index.json',
      '/search-index-0.0.47.json',
      '/search-texts.json',
      '/search-texts-0.0.47.json',
    ]) {
      const answer = await send(baseURL!, rawPath);
      expect(answer.status, rawPath).toBe(200);
      expect(answer.headers['cache-control'], rawPath).toBe('public, max-age=0, must-revalidate');
      const etag = String(answer.headers.etag);
      expect(etag, rawPath).toMatch(/^"/);
      expect((await send(baseURL!, rawPath, {'If-None-Match': etag})).status, rawPath).toBe(304);
    }
  });

  test('redirects .html and /index.html paths to the clean path (301)', async ({baseURL}) => {
    const cases = Object.assign({}, ...hostingRules.redirects.map((rule) => rule.examples));
    for (const [from, to] of Object.entries(cases)) {
      const answer = await send(baseURL!, from);
      expect(answer.status, from).toBe(301);
      expect(answer.headers.location, from).toBe(to);
    }
    const target = await send(baseURL!, '/toolhive/guides-cli/install');
    expect(target.status).toBe(200);
  });

  test("answers an unknown path with the site's not-found page and 404", async ({baseURL}) => {
    const notFound = built('404.html');
    for (const rawPath of ['/no/such/page', '/toolhive/nope', '/404.html', '/assets/js/x.js']) {
      const answer = await send(baseURL!, rawPath);
      expect(answer.status, rawPath).toBe(404);
      expect(answer.headers['content-type'], rawPath).toBe('text/html; charset=utf-8');
      expect(answer.body.equals(notFound), rawPath).toBe(true);
    }
  });

  test('refuses bad percent-encoding and NUL bytes with 400', async ({baseURL}) => {
    for (const rawPath of ['/%zz', '/toolhive/%E', '/%00', '/toolhive/quickstart%00.md']) {
      expect((await send(baseURL!, rawPath)).status, rawPath).toBe(400);
    }
  });

  test('serves the precompressed .gz of text files to clients that take gzip', async ({
    baseURL,
  }) => {
    for (const [rawPath, file] of [
      ['/toolhive/guides-cli/install', 'toolhive/guides-cli/install/index.html'],
      ['/toolhive/guides-cli/install.md', 'toolhive/guides-cli/install.md'],
      ['/llms-full.txt', 'llms-full.txt'],
      ['/search-index.json', 'search-index.json'],
      ['/search-texts.json', 'search-texts.json'],
      [hashedAsset(), hashedAsset().slice(1)],
    ]) {
      const answer = await send(baseURL!, rawPath, {'Accept-Encoding': 'gzip'});
      expect(answer.headers['content-encoding'], rawPath).toBe('gzip');
      // Compressed on the fly, the answer would be chunked; the .gz is sent with its length.
      expect(Number(answer.headers['content-length']), rawPath).toBe(
        statSync(path.join(buildDir, `${file}.gz`)).size,
      );
      // The search files' .gz comes from Zopfli (scripts/lib/served-gzip.mjs), not zlib.
      expect(gunzipSync(answer.body).equals(built(file)), rawPath).toBe(true);
      const plain = await send(baseURL!, rawPath);
      expect(plain.headers['content-encoding'], rawPath).toBeUndefined();
      expect(plain.body.equals(built(file)), rawPath).toBe(true);
    }
  });

  test('answers a page URL asked for as text/markdown with its .md twin', async ({baseURL}) => {
    const cases = {
      '/toolhive/guides-cli/install': 'toolhive/guides-cli/install.md',
      '/toolhive/': 'toolhive/index.md',
      '/v0.0.47/toolhive/quickstart': 'v0.0.47/toolhive/quickstart.md',
    };
    for (const [rawPath, twin] of Object.entries(cases)) {
      const markdown = await send(baseURL!, rawPath, {Accept: 'text/markdown'});
      expect(markdown.status, rawPath).toBe(200);
      expect(markdown.headers['content-type'], rawPath).toBe('text/markdown; charset=utf-8');
      expect(markdown.body.equals(built(twin)), rawPath).toBe(true);
      expect(String(markdown.headers.vary), rawPath).toMatch(/\bAccept\b/);
      const html = await send(baseURL!, rawPath, {Accept: 'text/html,*/*;q=0.8'});
      expect(html.headers['content-type'], rawPath).toBe('text/html; charset=utf-8');
      expect(String(html.headers.vary), rawPath).toMatch(/\bAccept\b/);
    }
    const noTwin = await send(baseURL!, '/llms.txt', {Accept: 'text/markdown'});
    expect(noTwin.status).toBe(200);
    expect(noTwin.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});

test.describe('the docs MCP server at /mcp', () => {
  const post = (baseURL: string, headers: Record<string, string> = {}) =>
    send(
      baseURL,
      '/mcp',
      {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        ...headers,
      },
      'POST',
      initializeRequest,
    );
  const publicHost = new URL(publicUrl).host;

  test('answers MCP over Streamable HTTP through nginx', async ({baseURL}) => {
    const answer = await post(baseURL!);
    expect(answer.status).toBe(200);
    const message = JSON.parse(answer.body.toString('utf8')) as {result: {serverInfo: object}};
    expect(message.result.serverInfo).toMatchObject({name: 'toolhive-docs'});
    expect(answer.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(answer, '/mcp');
  });

  test('accepts the public host and origin, and refuses others', async ({baseURL}) => {
    expect((await post(baseURL!, {Host: publicHost})).status).toBe(200);
    expect((await post(baseURL!, {Host: publicHost, Origin: publicUrl})).status).toBe(200);
    expect((await post(baseURL!, {Host: 'rebound.example'})).status).toBe(403);
    expect((await post(baseURL!, {Host: publicHost, Origin: 'https://evil.example'})).status).toBe(
      403,
    );
  });
});
