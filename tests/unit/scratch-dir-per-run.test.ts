// tests/setup/scratch-dir-per-run.ts gives each run its own directory for scratch files.
import {tmpdir} from 'node:os';
import path from 'node:path';

import {expect, test} from 'vitest';

test('scratch files go to a directory of this run, which the run removes', () => {
  expect(path.basename(tmpdir())).toMatch(/^toolhive-docs-tests-/);
});
