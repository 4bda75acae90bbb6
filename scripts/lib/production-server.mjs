// Runs the built site as it is deployed: Debian's nginx in the foreground with the configuration
// of deploy/nginx/ over `build/`, and the docs MCP server behind it at /mcp. nginx runs from a
// temporary directory (its pid, temp and configuration files), so it needs no root and leaves
// nothing behind. Used by `npm run serve:prod` and the nginx tests.
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {buildMcp, isStale} from '../build-mcp.mjs';
import {writeCspInclude} from '../gen-hosting.mjs';
import {precompress} from '../precompress.mjs';
import {nginxMainConf} from './hosting.mjs';
import {freeLoopbackPort} from './port.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');

async function waitFor(url, child, name, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} stopped (exit ${child.exitCode}).`);
    try {
      await fetch(url, {method: 'HEAD', signal: AbortSignal.timeout(2000)});
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s.`);
}

function stopChild(child, signal = 'SIGTERM') {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
    child.once('exit', () => resolve(undefined));
    child.kill(signal);
  });
}

/**
 * Starts nginx and the docs MCP server.
 * @param {{port: number, host?: string, buildDir?: string, publicUrl?: string, nginxPath?: string,
 *   log?: (line: string) => void, quiet?: boolean}} options `publicUrl` is where readers reach the
 *   site (the MCP server accepts its Host and Origin); loopback names are always accepted.
 * @returns {Promise<{url: string, stopped: Promise<string>, stop: () => Promise<void>}>}
 *   `stopped` settles with the name of the first process that exits.
 */
export async function startProductionServer({
  port,
  host = '127.0.0.1',
  buildDir = path.join(root, 'build'),
  publicUrl,
  nginxPath = '/usr/sbin/nginx',
  quiet = false,
}) {
  if (
    !existsSync(path.join(buildDir, 'index.html')) ||
    !existsSync(path.join(buildDir, '404.html'))
  ) {
    throw new Error(`${buildDir} holds no built site. Build it first: npm run build`);
  }
  if (isStale()) await buildMcp();
  try {
    await precompress(buildDir);
  } catch (error) {
    // A read-only build (an image run as another user) is served all the same, compressed on the fly.
    if (error.code !== 'EACCES' && error.code !== 'EROFS') throw error;
    console.error(
      `Could not write the .gz files into ${buildDir} (${error.code}); nginx compresses on the fly.`,
    );
  }

  // One directory per port: a run that was killed outright leaves it behind, and the next run on
  // that port (which the port check makes the only one) starts it afresh.
  const runDir = path.join(tmpdir(), `toolhive-docs-nginx-${port}`);
  rmSync(runDir, {recursive: true, force: true});
  mkdirSync(runDir, {mode: 0o700});
  const cspFile = path.join(runDir, 'csp.conf');
  writeCspInclude(buildDir, cspFile);
  const mcpPort = await freeLoopbackPort();
  const listenHost = host.includes(':') ? `[${host}]` : host;
  writeFileSync(
    path.join(runDir, 'nginx.conf'),
    nginxMainConf({
      runDir,
      deployDir: path.join(root, 'deploy/nginx'),
      cspFile,
      root: buildDir,
      listen: `${listenHost}:${port}`,
      mcpAddress: `127.0.0.1:${mcpPort}`,
    }),
  );

  const output = quiet ? 'ignore' : 'inherit';
  const mcp = spawn(
    process.execPath,
    [
      path.join(root, 'mcp/dist/cli.mjs'),
      '--http',
      '--host',
      '127.0.0.1',
      '--port',
      String(mcpPort),
      '--build-dir',
      buildDir,
      ...(publicUrl ? ['--public-url', publicUrl] : []),
    ],
    {stdio: ['ignore', output, output]},
  );
  const nginx = spawn(
    nginxPath,
    ['-p', runDir, '-c', path.join(runDir, 'nginx.conf'), '-e', 'stderr'],
    {stdio: ['ignore', output, output]},
  );
  const stopped = new Promise((resolve) => {
    mcp.once('exit', () => resolve('the docs MCP server'));
    nginx.once('exit', () => resolve('nginx'));
  });
  let stopping;
  const stop = () => {
    stopping ??= Promise.all([stopChild(nginx, 'SIGQUIT'), stopChild(mcp)]).then(() =>
      rmSync(runDir, {recursive: true, force: true}),
    );
    return stopping;
  };
  const url = `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : listenHost}:${port}`;
  try {
    await waitFor(`${url}/`, nginx, 'nginx', 20_000);
    await waitFor(`http://127.0.0.1:${mcpPort}/mcp`, mcp, 'The docs MCP server', 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {url, stopped, stop};
}
