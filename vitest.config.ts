import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'plugins/*/tests/**/*.test.ts', 'mcp/tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
