// Streamable HTTP for the docs MCP server, on /mcp. Stateless: every POST gets
// a fresh server and transport. Bound to 127.0.0.1 by default, and it refuses
// requests from web pages on other origins or with a foreign Host header, so
// a site in the reader's browser cannot reach it through DNS rebinding.
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';

import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';

export type HttpOptions = {
  host: string;
  port: number;
  /** Extra Host header values to accept (when bound to a non-loopback address). */
  allowedHosts?: string[];
  /** Extra origins (`https://docs.example.com`) whose pages may call the server. */
  allowedOrigins?: string[];
  log?: (message: string) => void;
};

const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const maxBodyBytes = 1_000_000;

function jsonRpcError(res: ServerResponse, status: number, code: number, message: string): void {
  if (res.headersSent) return;
  res.writeHead(status, {'Content-Type': 'application/json'});
  res.end(JSON.stringify({jsonrpc: '2.0', error: {code, message}, id: null}));
}

function hostnameOf(hostHeader: string): string {
  try {
    return new URL(`http://${hostHeader}`).hostname;
  } catch {
    return '';
  }
}

/** Only pages served from this machine, or from an origin named in `allowed`, may call the server. */
export function isAllowedOrigin(origin: string | undefined, allowed: string[] = []): boolean {
  if (origin === undefined) return true; // not a browser request
  try {
    const url = new URL(origin);
    if (!['http:', 'https:'].includes(url.protocol)) return false;
    return loopbackNames.has(url.hostname) || allowed.includes(url.origin);
  } catch {
    return false;
  }
}

/**
 * The Host and Origin a server published at `publicUrl` (behind a proxy) must accept. `option`
 * names the command-line option the URL came from, for the error message.
 */
export function publicUrlChecks(
  publicUrl: string,
  option = '--public-url',
): {host: string; origin: string} {
  let url: URL;
  try {
    url = new URL(publicUrl);
  } catch {
    throw new Error(`${option} must be an absolute http(s) URL; got "${publicUrl}".`);
  }
  if (!['http:', 'https:'].includes(url.protocol)) {
    throw new Error(`${option} must be an http(s) URL; got "${publicUrl}".`);
  }
  return {host: url.hostname, origin: url.origin};
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        reject(new Error('too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startHttpServer(
  makeServer: () => McpServer,
  options: HttpOptions,
): Promise<Server> {
  const log = options.log ?? (() => {});
  const allowedHosts = new Set([...loopbackNames, ...(options.allowedHosts ?? [])]);
  const allowedOrigins = (options.allowedOrigins ?? []).map((origin) => new URL(origin).origin);

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const origin = req.headers.origin;
    if (!isAllowedOrigin(origin, allowedOrigins)) {
      log(`Refused a request from origin ${origin}`);
      return jsonRpcError(
        res,
        403,
        -32000,
        `Forbidden: requests from the origin ${origin} are not allowed. This server only answers pages on localhost${allowedOrigins.length > 0 ? ` and ${allowedOrigins.join(', ')}` : ''}.`,
      );
    }
    const host = hostnameOf(req.headers.host ?? '');
    if (!allowedHosts.has(host)) {
      log(`Refused a request for host ${req.headers.host}`);
      return jsonRpcError(
        res,
        403,
        -32000,
        `Forbidden: the Host header "${req.headers.host ?? ''}" is not allowed.`,
      );
    }
    if (url.pathname !== '/mcp') {
      return jsonRpcError(res, 404, -32601, 'Not found: the MCP endpoint is POST /mcp.');
    }
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return jsonRpcError(
        res,
        405,
        -32000,
        `Method ${req.method} not allowed: this stateless server takes JSON-RPC messages by POST /mcp.`,
      );
    }
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/json') {
      return jsonRpcError(
        res,
        415,
        -32700,
        `Unsupported content type "${type || 'none'}": send JSON-RPC as application/json.`,
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch (error) {
      const tooLarge = (error as Error).message === 'too large';
      return jsonRpcError(
        res,
        tooLarge ? 413 : 400,
        -32700,
        tooLarge
          ? `The request body is larger than ${maxBodyBytes} bytes.`
          : 'Parse error: the request body is not valid JSON.',
      );
    }
    const server = makeServer();
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
  };

  const http = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`Error: ${(error as Error).stack ?? String(error)}`);
      jsonRpcError(res, 500, -32603, 'Internal error.');
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, options.host, () => resolve());
  });
  const address = http.address() as AddressInfo;
  log(
    `Docs MCP server listening on http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${address.port}/mcp`,
  );
  return http;
}
