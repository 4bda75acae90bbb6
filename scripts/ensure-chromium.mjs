// Playwright cannot download its own browser here, so the browser tests
// drive Debian's Chromium. Install it when missing and we are root.
import {ensureDebianPackage} from './lib/debian-package.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  ensureDebianPackage({
    program: chromiumPath,
    packages: ['chromium', 'fonts-dejavu-core'],
    purpose: 'the browser tests',
    pathVariable: 'CHROMIUM_PATH',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
