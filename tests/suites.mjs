// The suites the test command runs, in order. Each is either a check (one
// command: passes when it exits 0) or a runner whose JSON report gives the
// counts. Builds come before the browser tests that serve them.
export const suites = [
  {name: 'typecheck', kind: 'check', command: 'npx tsc --noEmit'},
  {name: 'eslint', kind: 'check', command: 'npx eslint .'},
  {name: 'prettier', kind: 'check', command: 'npx prettier --check .'},
  {name: 'markdownlint', kind: 'check', command: 'npx markdownlint-cli2'},
  {
    name: 'spelling',
    kind: 'check',
    command:
      'npx cspell --no-progress "docs/**/*.{md,mdx}" "versioned_docs/**/*.{md,mdx}" "data/v*/thv-cli.json"',
  },
  {name: 'thv commands in docs', kind: 'check', command: 'npx tsx scripts/check-thv-commands.ts'},
  {
    name: 'OpenAPI lint',
    kind: 'check',
    command:
      'npx redocly lint --config redocly.yaml static/api-specs/toolhive-api.yaml static/api-specs/v0.0.47/toolhive-api.yaml',
    env: {REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true'},
  },
  {name: 'unit tests', kind: 'vitest'},
  {
    name: 'dev server (npm start)',
    kind: 'playwright',
    config: 'playwright.dev.config.ts',
    report: 'playwright-dev',
  },
  {name: 'build', kind: 'check', command: 'npx docusaurus build'},
  {
    name: 'search relevance (held-back queries)',
    kind: 'vitest',
    config: 'vitest.relevance.config.ts',
    report: 'vitest-relevance',
  },
  {
    name: 'build with analytics configured',
    kind: 'check',
    command: 'npx docusaurus build --out-dir build-analytics',
    env: {GTAG_ID: 'G-TESTTAG123'},
  },
  {name: 'browser tests', kind: 'playwright'},
  {
    name: 'nginx (npm run serve:prod)',
    kind: 'playwright',
    config: 'playwright.nginx.config.ts',
    report: 'playwright-nginx',
    needsNginx: true,
  },
];
