// Writes the Kubernetes reference pages (the MCPServer resource and the
// operator chart's values) of each docs version from its data/<release>/
// files. Run it with `npm run gen:k8s` after changing the data; `--check` only
// reports drift; `--release v0.0.47` limits it to one version.
import {versionsFromArgs} from '../data/docs-versions';
import {inVersion, syncGenerated} from './lib/generated-files';
import {renderK8sReference} from './lib/k8s-reference-pages';

const sets = versionsFromArgs(process.argv).map((version) => ({
  what: 'Kubernetes reference',
  version,
  files: inVersion(renderK8sReference(version), version),
}));
if (!syncGenerated(sets, process.argv.includes('--check'), 'npm run gen:k8s')) process.exit(1);
