// How the browser tests start Debian's Chromium: no sandbox (CI runs as root), no GPU, nothing in
// the background that reaches off the machine, and the local-only guard. One list for every
// Playwright configuration, so the site, dev-server and nginx suites start the same browser.
import {localOnlyChromiumFlag} from './local-only.mjs';

/** Debian's Chromium, or the browser `CHROMIUM_PATH` names; scripts/ensure-chromium.mjs installs it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
    // Nothing leaves the machine. Tests still see such a request, and fail on it.
    localOnlyChromiumFlag,
  ],
};
