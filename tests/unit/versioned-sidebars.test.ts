import {readFileSync} from 'node:fs';

import {describe, expect, it} from 'vitest';

import {docsVersions} from '../../data/docs-versions';
import {toolhiveSidebarsOf} from '../../sidebars/toolhive';

// An older version's sidebar is JSON (Docusaurus reads nothing else there), written by
// scripts/gen-versioned-sidebars.ts from the same code and that version's data.
describe.each(docsVersions.filter((version) => !version.isCurrent))(
  'the sidebar of ToolHive $release',
  (version) => {
    it('is what regenerating it from its data gives (npm run gen:sidebars)', () => {
      const file = `versioned_sidebars/version-${version.name}-sidebars.json`;
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(
        JSON.parse(JSON.stringify(toolhiveSidebarsOf(version))),
      );
    });
  },
);
