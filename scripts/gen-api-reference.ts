// Writes the API reference of each docs version from its OpenAPI document
// (static/api-specs/): the overview and one page per operation, in the
// version's toolhive/reference/api/. Run it with `npm run gen:api` after
// changing a spec; `--check` only reports drift; `--release v0.0.47` limits it
// to one version.
import {versionsFromArgs} from '../data/docs-versions';
import {apiReferenceDir, renderApiReference} from './lib/api-reference-pages';
import {inVersion, syncGenerated} from './lib/generated-files';
import {apiFactsOf, codesNeverSent, loadApiSpec} from './lib/openapi-spec';

const sets = versionsFromArgs(process.argv).map((version) => ({
  what: 'API reference',
  version,
  files: inVersion(
    renderApiReference(loadApiSpec(version.apiSpecFile), codesNeverSent(apiFactsOf(version)), {
      release: version.release,
      specFile: version.apiSpecFile,
      routePrefix: version.routePrefix,
    }),
    version,
  ),
  ownedDir: `${version.docsDir}/${apiReferenceDir.slice('docs/'.length)}`,
}));
if (!syncGenerated(sets, process.argv.includes('--check'), 'npm run gen:api')) process.exit(1);
