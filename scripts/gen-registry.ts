// Writes the MCP server catalogue of each docs version from
// data/<release>/registry.json: the index and one page per server, in the
// version's toolhive/registry/. Run it with `npm run gen:registry` after
// changing the data; `--check` only reports drift; `--release v0.0.47` limits
// it to one version.
import {versionsFromArgs} from '../data/docs-versions';
import {registryFileOf, registryOf} from '../data/toolhive-registry';
import {inVersion, syncGenerated} from './lib/generated-files';
import {mcpServerApiVersion} from './lib/mcpserver-crd';
import {registryDir, renderRegistryPages} from './lib/registry-pages';

const sets = versionsFromArgs(process.argv).map((version) => ({
  what: 'Server catalogue',
  version,
  files: inVersion(
    renderRegistryPages(registryOf(version), {
      toolhiveVersion: version.release,
      registryFile: registryFileOf(version),
      mcpServerApiVersion: mcpServerApiVersion(version),
    }),
    version,
  ),
  ownedDir: `${version.docsDir}/${registryDir.slice('docs/'.length)}`,
  ownedPattern: /\.mdx?$|\.json$/,
}));
if (!syncGenerated(sets, process.argv.includes('--check'), 'npm run gen:registry')) {
  process.exit(1);
}
