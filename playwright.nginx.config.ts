import {defineConfig, devices} from '@playwright/test';

import {chromiumLaunchOptions} from './scripts/lib/chromium-launch.mjs';
import {testPortBase} from './scripts/lib/port.mjs';

// The site as deployed: `npm run serve:prod` (Debian's nginx with deploy/nginx/ over build/, and
// the docs MCP server at /mcp), checked from outside on loopback. One worker: the specs share the
// server, and a handful of pages cover every kind.
const nginxPort = testPortBase(process.env) + 20;
/** The public address the tests pretend the site has; the MCP server accepts its Host and Origin. */
export const publicUrl = 'https://docs.example.test';

export default defineConfig({
  testDir: './tests/nginx',
  outputDir: './test-results/nginx-artifacts',
  workers: 1,
  // One retry everywhere, as in playwright.config.ts.
  retries: 1,
  timeout: 90_000,
  expect: {timeout: 20_000},
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    baseURL: `http://127.0.0.1:${nginxPort}`,
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'node scripts/serve-prod.mjs',
    url: `http://127.0.0.1:${nginxPort}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {PORT: String(nginxPort), SITE_URL: publicUrl},
    gracefulShutdown: {signal: 'SIGTERM', timeout: 10_000},
  },
});
