// A small static file server for the production build, used by the benchmark
// (and usable by tests). It behaves like a typical static host:
//   - `/path/` serves `path/index.html`; `/path` serves the file `path`, else
//     `path/index.html`, else `path.html` (Docusaurus writes both layouts);
//   - content types for the files a Docusaurus build contains;
//   - gzip when the client accepts it, for text-like types only;
//   - `Cache-Control: immutable` for the hashed files under /assets/, and
//     revalidation (ETag, 304) for everything else;
//   - the site's own `404.html`, with status 404, for unknown paths;
//   - no path traversal: a request can only read files inside `dir`.
import {promises as fs} from 'node:fs';
import {createServer} from 'node:http';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.yaml': 'text/yaml; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

// Types worth compressing; images (except SVG), fonts and WebAssembly are
// already compressed or not worth it.
const compressible = /^(text\/|image\/svg\+xml|application\/(json|xml|manifest\+json))/;

const oneYear = 365 * 24 * 60 * 60;

function contentTypeOf(file) {
  return contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

// True when the Accept-Encoding header allows gzip (and does not refuse it with q=0).
function acceptsGzip(header) {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

async function statOrNull(file) {
  try {
    return await fs.stat(file);
  } catch {
    return null;
  }
}

/**
 * Serves the static files of `dir` over HTTP.
 * @param {{dir: string, port?: number, host?: string}} options `port` 0 (the
 *   default) picks a free port.
 * @returns {Promise<{url: string, close: () => Promise<void>}>} `url` has no
 *   trailing slash, e.g. `http://127.0.0.1:4300`.
 */
export async function startStaticServer({dir, port = 0, host = '127.0.0.1'}) {
  const root = path.resolve(dir);
  // File contents and their gzip versions, keyed by path and modification
  // time, so that repeated visits (Lighthouse runs) do not recompress.
  const cache = new Map();

  async function load(file, stats) {
    const key = `${file}:${stats.mtimeMs}:${stats.size}`;
    let entry = cache.get(key);
    if (!entry) {
      const body = await fs.readFile(file);
      const type = contentTypeOf(file);
      entry = {
        body,
        type,
        gzip: compressible.test(type) ? gzipSync(body) : null,
        etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      };
      cache.set(key, entry);
    }
    return entry;
  }

  // Maps a URL pathname to a file inside `root`, or null when none matches.
  async function resolveFile(pathname) {
    // Resolve against the root and check the result stays inside it; this
    // refuses `..` segments, encoded or not.
    const target = path.resolve(root, `.${pathname}`);
    if (target !== root && !target.startsWith(root + path.sep)) return null;
    const candidates = pathname.endsWith('/')
      ? [path.join(target, 'index.html')]
      : [target, path.join(target, 'index.html'), `${target}.html`];
    for (const candidate of candidates) {
      const stats = await statOrNull(candidate);
      if (stats?.isFile()) return {file: candidate, stats};
    }
    return null;
  }

  async function send(request, response, status, file, stats, cacheControl) {
    const entry = await load(file, stats);
    const headers = {
      'Content-Type': entry.type,
      'Cache-Control': cacheControl,
      ETag: entry.etag,
      'Last-Modified': stats.mtime.toUTCString(),
    };
    if (entry.gzip) headers.Vary = 'Accept-Encoding';
    if (status === 200 && request.headers['if-none-match'] === entry.etag) {
      response.writeHead(304, headers);
      response.end();
      return;
    }
    let body = entry.body;
    if (entry.gzip && acceptsGzip(request.headers['accept-encoding'])) {
      headers['Content-Encoding'] = 'gzip';
      body = entry.gzip;
    }
    headers['Content-Length'] = body.length;
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  function sendText(response, status, text, extraHeaders = {}) {
    response.writeHead(status, {'Content-Type': 'text/plain; charset=utf-8', ...extraHeaders});
    response.end(text);
  }

  async function handle(request, response) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendText(response, 405, 'Method not allowed\n', {Allow: 'GET, HEAD'});
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      sendText(response, 400, 'Bad request\n');
      return;
    }
    if (pathname.includes('\0')) {
      sendText(response, 400, 'Bad request\n');
      return;
    }
    const found = await resolveFile(pathname);
    if (found) {
      const cacheControl = pathname.startsWith('/assets/')
        ? `public, max-age=${oneYear}, immutable`
        : 'public, max-age=0, must-revalidate';
      await send(request, response, 200, found.file, found.stats, cacheControl);
      return;
    }
    const notFound = path.join(root, '404.html');
    const stats = await statOrNull(notFound);
    if (stats?.isFile()) await send(request, response, 404, notFound, stats, 'no-cache');
    else sendText(response, 404, 'Not found\n');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      if (!response.headersSent) sendText(response, 500, 'Internal server error\n');
      else response.destroy();
      console.error(`static server: ${request.url}: ${error.message}`);
    });
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });

  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${actualPort}`,
    close: () =>
      new Promise((resolve) => {
        // Keep-alive connections from browsers would otherwise hold the server open.
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
