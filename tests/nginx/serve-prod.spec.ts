// `npm run serve:prod` as a person runs it: it says where the site is, and Ctrl+C (SIGINT) or
// SIGTERM stops nginx and the docs MCP server with it, freeing the port and its files.
import {spawn, spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {expect, test} from '@playwright/test';

import {isPortFree} from '../../scripts/lib/port.mjs';

const port = Number(process.env.TEST_PORT_BASE ?? 3100) + 21;
const runDir = path.join(tmpdir(), `toolhive-docs-nginx-${port}`);

/** The ids of the child processes of `pid`. */
function childrenOf(pid: number): number[] {
  const result = spawnSync('pgrep', ['-P', String(pid)], {encoding: 'utf8'});
  return result.stdout.split('\n').filter(Boolean).map(Number);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  test(`${signal} stops nginx and the docs MCP server`, async () => {
    const server = spawn('node', ['scripts/serve-prod.mjs'], {
      env: {...process.env, PORT: String(port)},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    await expect.poll(() => output, {timeout: 60_000}).toContain('Press Ctrl+C to stop both.');
    expect(output).toContain(`http://127.0.0.1:${port}/mcp`);
    expect((await fetch(`http://127.0.0.1:${port}/toolhive/quickstart`)).status).toBe(200);
    // nginx and the docs MCP server.
    const children = childrenOf(server.pid!);
    expect(children).toHaveLength(2);

    server.kill(signal);
    expect(await exited).toBe(0);
    expect(await isPortFree(port)).toBe(true);
    expect(children.filter(isRunning)).toEqual([]);
    expect(existsSync(runDir)).toBe(false);
  });
}
