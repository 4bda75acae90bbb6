import {availableParallelism} from 'node:os';

import {defineConfig} from 'vitest/config';

export default defineConfig({
  // Components use React's automatic JSX runtime, as in the Docusaurus build.
  esbuild: {jsx: 'automatic'},
  test: {
    include: [
      'tests/unit/**/*.test.ts',
      'plugins/*/tests/**/*.test.{ts,tsx}',
      'mcp/tests/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['tests/setup/scratch-dir-per-run.ts'],
    setupFiles: ['tests/setup/let-the-runner-hear-back.ts'],
    testTimeout: 20_000,
    // Vitest leaves a core free by default, which on CI's two cores runs the files one at a time.
    maxWorkers: availableParallelism(),
  },
});
