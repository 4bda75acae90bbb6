// `npm run serve` and `npm run site`: serve build/ on PORT (default 3000), after building it with
// --build. A port that is taken, or a PORT that is no port, stops with one clear line and a
// non-zero exit before anything is built; `docusaurus serve` alone reports a busy port and exits 0.
import {spawnSync} from 'node:child_process';

import {isPortFree, portFrom} from './lib/port.mjs';

const {port, error} = portFrom(process.env);
if (error) {
  console.error(error);
  process.exit(2);
}
if (!(await isPortFree(port))) {
  console.error(
    `Port ${port} is already in use. Stop what runs there, or choose another port: PORT=3001 npm run ${process.argv.includes('--build') ? 'site' : 'serve'}`,
  );
  process.exit(1);
}

function run(args) {
  const result = spawnSync('npx', ['docusaurus', ...args], {stdio: 'inherit'});
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv.includes('--build')) run(['build']);
run(['serve', '--no-open', '--port', String(port)]);
