import {defineConfig, devices} from '@playwright/test';

import {chromiumLaunchOptions} from './scripts/lib/chromium-launch.mjs';
import {testPortBase} from './scripts/lib/port.mjs';

// The dev server (`npm start`) as a writer uses it: every kind of page renders without a crash
// or a console error. Its first compile takes a minute or more on a busy two-core machine, hence
// the wide start-up margin; the pages themselves then wait on state, never on time.
const devPort = testPortBase(process.env) + 10;

export default defineConfig({
  testDir: './tests/dev',
  outputDir: './test-results/dev-artifacts',
  workers: 1,
  // One retry everywhere, as in playwright.config.ts.
  retries: 1,
  // The dev server compiles a route's code on its first request.
  timeout: 120_000,
  expect: {timeout: 30_000},
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    baseURL: `http://127.0.0.1:${devPort}`,
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `npx docusaurus start --port ${devPort} --host 127.0.0.1 --no-open`,
    url: `http://127.0.0.1:${devPort}/`,
    reuseExistingServer: false,
    timeout: 600_000,
    env: {BROWSER: 'none'},
  },
});
