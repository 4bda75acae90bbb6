// Playwright cannot download its own browser here, so the browser tests
// drive Debian's Chromium. Install it when missing and we are root.
import {chromiumPath} from './lib/chromium-launch.mjs';
import {ensureDebianPackage, ensureOrExit} from './lib/debian-package.mjs';

export {chromiumPath};

export function ensureChromium() {
  ensureDebianPackage({
    program: chromiumPath,
    packages: ['chromium', 'fonts-dejavu-core'],
    purpose: 'the browser tests',
    pathVariable: 'CHROMIUM_PATH',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureOrExit(ensureChromium);
