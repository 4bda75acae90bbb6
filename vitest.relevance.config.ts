import {availableParallelism} from 'node:os';

import {defineConfig} from 'vitest/config';

// The search relevance test reads the built site, so it runs after the build
// (tests/suites.mjs), not with the unit tests.
export default defineConfig({
  test: {
    include: ['tests/relevance/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/setup/scratch-dir-per-run.ts'],
    setupFiles: ['tests/setup/let-the-runner-hear-back.ts'],
    testTimeout: 60_000,
    // Vitest leaves a core free by default, which on CI's two cores runs the files one at a time.
    maxWorkers: availableParallelism(),
  },
});
