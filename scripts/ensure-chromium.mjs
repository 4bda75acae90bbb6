// Playwright cannot download its own browser here, so the browser tests
// drive Debian's Chromium. Install it when missing and we are root.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${chromiumPath}. Install it with "sudo apt-get install chromium" ` +
        '(or set CHROMIUM_PATH to a Chromium binary) and run the tests again.',
    );
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the browser tests…');
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], {
    stdio: 'inherit',
    env,
  });
  if (!existsSync(chromiumPath)) {
    console.error(`apt-get finished but ${chromiumPath} is still missing.`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
