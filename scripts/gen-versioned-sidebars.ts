// Writes the sidebars of each older docs version as the JSON file Docusaurus
// reads (versioned_sidebars/version-<name>-sidebars.json), built by the same
// code as the current sidebar from that version's data. `--check` only
// reports drift.
import {docsVersions} from '../data/docs-versions';
import {toolhiveSidebarsOf} from '../sidebars/toolhive';
import {syncGenerated} from './lib/generated-files';

export const versionedSidebarsFile = (name: string) =>
  `versioned_sidebars/version-${name}-sidebars.json`;

const sets = docsVersions
  .filter((version) => !version.isCurrent)
  .map((version) => ({
    what: 'Sidebars',
    version,
    files: new Map([
      [
        versionedSidebarsFile(version.name),
        `${JSON.stringify(toolhiveSidebarsOf(version), null, 2)}\n`,
      ],
    ]),
  }));
if (!syncGenerated(sets, process.argv.includes('--check'), 'npm run gen:sidebars')) {
  process.exit(1);
}
