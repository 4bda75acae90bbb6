import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {expect, test} from 'vitest';

import {staleFiles} from './support/stale-files';

test('a generated file is stale when its committed copy differs or is missing', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'stale-'));
  const same = path.join(dir, 'same.md');
  const changed = path.join(dir, 'changed.md');
  writeFileSync(same, 'one\n');
  writeFileSync(changed, 'old\n');
  const missing = path.join(dir, 'missing.md');
  expect(
    staleFiles([
      [same, 'one\n'],
      [changed, 'new\n'],
      [missing, 'text\n'],
    ]),
  ).toEqual([changed, missing]);
});
