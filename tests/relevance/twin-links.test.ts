// The `.md` twins and llms files are read outside the site, by people and agents, so every link in
// them must work there: no `pathname:` links, which only the site's own router understands.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {expect, test} from 'vitest';

const buildDir = path.resolve('build');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.md$|^llms.*\.txt$/.test(entry.name) ? [full] : [];
  });
}

test('no twin or llms file holds a pathname: link', () => {
  const files = markdownFiles(buildDir);
  expect(files.length).toBeGreaterThan(200);
  const offending = files.filter((file) => readFileSync(file, 'utf8').includes('pathname:'));
  expect(offending.map((file) => path.relative(buildDir, file))).toEqual([]);
});
