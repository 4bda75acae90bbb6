// The port a local server listens on, from PORT, whether it is free, and a free loopback port.
import {createServer} from 'node:net';

/**
 * The port an environment variable names, the default when it is unset; a message for anything
 * that is not a port up to `highest`.
 */
function portSetting(env, name, fallback, highest = 65535) {
  const raw = env[name]?.trim();
  if (!raw) return {port: fallback};
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > highest) {
    return {error: `${name} must be a whole number from 1 to ${highest}; got "${env[name]}".`};
  }
  return {port: Number(raw)};
}

/** PORT as a number, the default when unset; a message for anything that is not a port. */
export function portFrom(env, fallback = 3000) {
  return portSetting(env, 'PORT', fallback);
}

/**
 * The first of the browser tests' ports, from TEST_PORT_BASE (default 3100): the suites use it and
 * the ports 1, 10 and 20 above it. Anything else ends the run with one line that says so.
 */
export function testPortBase(env) {
  const {port, error} = portSetting(env, 'TEST_PORT_BASE', 3100, 65515);
  if (error) {
    console.error(error);
    process.exit(1);
  }
  return port;
}

/** Resolves true when nothing listens on the port (on any address), false when it is taken. */
export function isPortFree(port, host) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({port, host, exclusive: true}, () => server.close(() => resolve(true)));
  });
}

/** A loopback port nothing listens on now, for a server that only this machine reaches. */
export function freeLoopbackPort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });
}
