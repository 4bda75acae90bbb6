// Installs a Debian package with apt-get when its program is missing and we are root; otherwise
// throws an error whose message is one line that says how to install it. The browser tests need
// Chromium this way, and `npm run serve:prod` needs nginx.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';

/**
 * @param {{program: string, packages: string[], purpose: string, pathVariable: string}} need
 *   `program` the path that must exist, `packages` what apt-get installs, `purpose` what it is
 *   for ("the browser tests"), `pathVariable` the variable that points elsewhere.
 */
export function ensureDebianPackage({program, packages, purpose, pathVariable}) {
  if (existsSync(program)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `${program} is missing. Install it with "sudo apt-get install ${packages[0]}" ` +
        `(or set ${pathVariable} to another binary) and run this again.`,
    );
  }
  console.log(`Installing Debian's ${packages[0]} for ${purpose}…`);
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {stdio: 'inherit', env});
  if (!existsSync(program)) {
    throw new Error(`apt-get finished but ${program} is still missing.`);
  }
}

/** Runs `ensure` for a command-line script: a missing program ends it with the message alone. */
export function ensureOrExit(ensure) {
  try {
    ensure();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
