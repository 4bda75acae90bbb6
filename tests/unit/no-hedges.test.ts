// The docs state what ToolHive does, read from its source at the tag; they never leave a reader
// to find out. A "Behavior to check" paragraph on any page of either version, or in the notes
// the generated reference pages are built from, fails here.
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {expect, test} from 'vitest';

import {docsVersions} from '../../data/docs-versions';
import {listDocPages} from './support/docs-files';

const hedge = /behaviou?r to check/i;

const files = [
  ...docsVersions.flatMap((version) =>
    listDocPages(path.resolve(version.docsDir)).map((page) => path.join(version.docsDir, page)),
  ),
  'data/k8s-reference-notes.ts',
];

test.each(files)('%s leaves nothing for the reader to check', (file) => {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => hedge.test(line));
  expect(lines).toEqual([]);
});

test('a hedge is found', () => {
  expect(hedge.test('**Behavior to check:** the Windows path follows')).toBe(true);
});
