// A current page that says what ToolHive did "in v0.0.47" must also say what v0.1.0 does, or a
// reader of the current docs learns only the old behaviour. The upgrade page compares the two on
// purpose, and the older version's pages describe v0.0.47 alone; both are left out.
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, test} from 'vitest';

import {currentVersion, olderVersion} from '../../data/docs-versions';
import {listDocPages, readDocPage} from './support/docs-files';

const dir = path.resolve(currentVersion.docsDir);
const older = olderVersion.release.replaceAll('.', '\\.');
const olderBehaviour = new RegExp(
  `\\b(?:in|as in|until|before) (?:ToolHive )?${older}\\b|\\b${older}(?:'s)? (?:did|does|had|has|was|still|kept|keeps)\\b`,
  'i',
);

/** A paragraph that tells of the older release's behaviour without the current one's. */
export function onlyOlderBehaviour(paragraph: string): boolean {
  return olderBehaviour.test(paragraph) && !paragraph.includes(currentVersion.release);
}

const pages = listDocPages(dir).filter(
  (page) =>
    !page.endsWith('guides-cli/upgrade.md') &&
    !/^generated_by:/m.test(readFileSync(path.join(dir, page), 'utf8')),
);

describe(`current pages that mention ${olderVersion.release}`, () => {
  test.each(pages)(
    '%s says what the current release does wherever it says what the older did',
    (page) => {
      const offending = readDocPage(page, dir)
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.replace(/\s+/g, ' '))
        .filter(onlyOlderBehaviour);
      expect(offending).toEqual([]);
    },
  );

  test('a paragraph about the older release alone is found', () => {
    expect(
      onlyOlderBehaviour(
        `In ${olderVersion.release} the operator's check for changes always answers "changed".`,
      ),
    ).toBe(true);
    expect(
      onlyOlderBehaviour(
        `In ${olderVersion.release} and ${currentVersion.release} the check always answers "changed".`,
      ),
    ).toBe(false);
  });
});
