// Writes the `thv` command reference of each docs version from
// data/<release>/thv-cli.json: one page per command plus the index, in the
// version's toolhive/reference/cli/. Run it with `npm run gen:cli` after
// changing the data; `--check` only reports drift; `--release v0.0.47` limits
// it to one version.
import {versionsFromArgs} from '../data/docs-versions';
import {cliReferenceDir, cliReferenceInputOf, renderCliReference} from './lib/cli-reference-pages';
import {inVersion, syncGenerated} from './lib/generated-files';

const sets = versionsFromArgs(process.argv).map((version) => ({
  what: 'CLI reference',
  version,
  files: inVersion(renderCliReference(cliReferenceInputOf(version)), version),
  ownedDir: `${version.docsDir}/${cliReferenceDir.slice('docs/'.length)}`,
}));
if (!syncGenerated(sets, process.argv.includes('--check'), 'npm run gen:cli')) process.exit(1);
