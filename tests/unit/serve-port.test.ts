// `npm run serve`, `npm run site` and `npm run serve:prod` take PORT and refuse a busy port with a non-zero exit,
// before anything is built.
import {spawnSync} from 'node:child_process';
import {createServer, type Server} from 'node:net';

import {afterAll, beforeAll, describe, expect, test} from 'vitest';

import {isPortFree, portFrom} from '../../scripts/lib/port.mjs';

describe('PORT', () => {
  test('defaults to 3000 and accepts a port number', () => {
    expect(portFrom({})).toEqual({port: 3000});
    expect(portFrom({PORT: ' 8080 '})).toEqual({port: 8080});
  });

  test.each(['abc', '0', '65536', '80.5', '-1', '3000x'])('"%s" gets a clear message', (value) => {
    expect(portFrom({PORT: value}).error).toBe(
      `PORT must be a whole number from 1 to 65535; got "${value}".`,
    );
  });
});

describe('a busy port', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as {port: number}).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('is seen as taken, even when held on the loopback address only', async () => {
    expect(await isPortFree(port)).toBe(false);
  });

  test.each([[[]], [['--build']]])('stops serve.mjs %j with exit 1 and one line', (args) => {
    const result = spawnSync('node', ['scripts/serve.mjs', ...args], {
      env: {...process.env, PORT: String(port)},
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(new RegExp(`^Port ${port} is already in use\\.`));
    expect(result.stdout).not.toContain('docusaurus');
  });

  test('stops serve-prod.mjs with exit 1 and one line, before nginx starts', () => {
    const result = spawnSync('node', ['scripts/serve-prod.mjs'], {
      env: {...process.env, PORT: String(port)},
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      `Port ${port} is already in use. Stop what runs there, or choose another port: PORT=8081 npm run serve:prod`,
    );
    expect(result.stdout).toBe('');
  });

  test('a PORT that is no port stops serve.mjs with exit 2', () => {
    const result = spawnSync('node', ['scripts/serve.mjs'], {
      env: {...process.env, PORT: 'eighty'},
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe('PORT must be a whole number from 1 to 65535; got "eighty".');
  });
});
