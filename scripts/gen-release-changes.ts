// Writes "What changed in <release>" for each docs version that has an older
// version to compare with, from the two versions' data/<release>/ files and
// API documents. Run it with `npm run gen:changes` after changing the data;
// `--check` only reports drift; `--release v0.1.0` limits it to one version.
import {versionsFromArgs} from '../data/docs-versions';
import {inVersion, syncGenerated} from './lib/generated-files';
import {renderWhatChanged, whatChangedPageFile} from './lib/release-changes-page';

const sets = versionsFromArgs(process.argv).map((version) => ({
  what: 'What changed page',
  version,
  files: inVersion(renderWhatChanged(version), version),
  ownedDir: inVersion(new Map([[whatChangedPageFile, '']]), version)
    .keys()
    .next()
    .value!.replace(/\/[^/]+$/, ''),
  ownedPattern: /^what-changed\.md$/,
}));
if (!syncGenerated(sets, process.argv.includes('--check'), 'npm run gen:changes')) process.exit(1);
