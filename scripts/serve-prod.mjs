// `npm run serve:prod`: the built site as deployed, Debian's nginx with deploy/nginx/ over build/
// and the docs MCP server at /mcp, on PORT (default 8080) of HOST (default 127.0.0.1). Ctrl+C
// stops both. SITE_URL, when set, is the public address the MCP server accepts calls for.
import {ensureNginx, nginxPath} from './ensure-nginx.mjs';
import {ensureOrExit} from './lib/debian-package.mjs';
import {startProductionServer} from './lib/production-server.mjs';
import {isPortFree, portFrom} from './lib/port.mjs';

const {port, error} = portFrom(process.env, 8080);
if (error) {
  console.error(error);
  process.exit(2);
}
const host = process.env.HOST?.trim() || '127.0.0.1';
if (!(await isPortFree(port))) {
  console.error(
    `Port ${port} is already in use. Stop what runs there, or choose another port: PORT=8081 npm run serve:prod`,
  );
  process.exit(1);
}
ensureOrExit(ensureNginx);

let server;
try {
  server = await startProductionServer({port, host, nginxPath, publicUrl: process.env.SITE_URL});
} catch (startError) {
  console.error(startError.message);
  process.exit(1);
}
console.log(
  `The docs are at ${server.url}/ and the docs MCP server at ${server.url}/mcp (nginx). Press Ctrl+C to stop both.`,
);

let asked = false;
const shutDown = (exitCode) => server.stop().then(() => process.exit(exitCode));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    asked = true;
    void shutDown(0);
  });
}
server.stopped.then((name) => {
  if (asked) return;
  console.error(`${name} stopped; stopping the other one too.`);
  void shutDown(1);
});
