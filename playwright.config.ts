import {availableParallelism} from 'node:os';

import {defineConfig, devices} from '@playwright/test';

import {chromiumLaunchOptions} from './scripts/lib/chromium-launch.mjs';
import {testPortBase} from './scripts/lib/port.mjs';

// Browser tests run against production builds: `build/` as a reader gets it,
// and `build-analytics/` built with a Google tag id for the analytics test.
// Debian's Chromium (scripts/lib/chromium-launch.mjs); scripts/ensure-chromium.mjs installs it.
const sitePort = testPortBase(process.env);
const analyticsPort = sitePort + 1;

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results/artifacts',
  fullyParallel: true,
  // No more workers than cores: a third worker on two cores left no margin on a slower machine
  // of CI's kind, where hydration under 4x CPU throttling outran the waits.
  workers: Math.max(1, Math.min(2, availableParallelism())),
  // One retry everywhere, so a run on a contributor's machine judges as CI does; the test command
  // names every test that passed only on its retry (scripts/run-tests.mjs).
  retries: 1,
  // Wide margins: tests wait on state, and a passing test never waits this long; these bounds
  // only decide how long a slow machine may take before a test counts as failed.
  timeout: 90_000,
  expect: {timeout: 20_000},
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${sitePort}`,
    // Recording a trace doubles the time of the page walks, so only a retry records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'site',
      testIgnore: /analytics\.spec\.ts/,
      use: {...devices['Desktop Chrome'], channel: undefined},
    },
    {
      name: 'analytics',
      testMatch: /analytics\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${analyticsPort}`,
      },
    },
  ],
  // Never reuse a server already on these ports: it may serve another checkout's build (a test
  // run going on in a clone, say), and the tests would judge that build instead of this one.
  webServer: [
    {
      command: `npx docusaurus serve --dir build --port ${sitePort} --host 127.0.0.1 --no-open`,
      url: `http://127.0.0.1:${sitePort}/`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: `npx docusaurus serve --dir build-analytics --port ${analyticsPort} --host 127.0.0.1 --no-open`,
      url: `http://127.0.0.1:${analyticsPort}/`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
