// The full text split by section: every file an agent can read whole (at most 100,000
// characters), linked from its version's llms.txt, and together holding every page of
// llms-full.txt once, each file in the order of llms-full.txt.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, test} from 'vitest';

import {docsVersions} from '../../data/docs-versions';

const buildDir = path.resolve('build');

/** The canonical URLs of the pages a file holds, in order. */
function pagesIn(text: string): string[] {
  return [...text.matchAll(/^Canonical URL: (\S+)$/gm)].map((match) => match[1]);
}

describe.each(docsVersions)('the $release full text by section', (version) => {
  const dir = path.join(buildDir, version.routePrefix);
  const files = readdirSync(dir).filter(
    (name) => /^llms-.+\.txt$/.test(name) && name !== 'llms-full.txt',
  );
  const index = readFileSync(path.join(dir, 'llms.txt'), 'utf8');

  test('has several files, each at most 100,000 characters and linked from llms.txt', () => {
    expect(files.length).toBeGreaterThan(5);
    for (const name of files) {
      const text = readFileSync(path.join(dir, name), 'utf8');
      expect(text.length, name).toBeLessThanOrEqual(100_000);
      expect(index, name).toContain(`/${name})`);
    }
  });

  test('holds every page of llms-full.txt once, each file in its order', () => {
    const full = pagesIn(readFileSync(path.join(dir, 'llms-full.txt'), 'utf8'));
    const listed = [...index.matchAll(/\]\([^)]*\/(llms-[^/)]+\.txt)\)/g)]
      .map((match) => match[1])
      .filter((name) => name !== 'llms-full.txt');
    const perFile = listed.map((name) => pagesIn(readFileSync(path.join(dir, name), 'utf8')));
    const split = perFile.flat();
    expect(split.length).toBeGreaterThan(100);
    expect([...split].sort()).toEqual([...full].sort());
    for (const pages of perFile) {
      expect(pages).toEqual([...pages].sort((a, b) => full.indexOf(a) - full.indexOf(b)));
    }
  });
});
