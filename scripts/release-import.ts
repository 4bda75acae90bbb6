// Imports a ToolHive release into data/<tag>/ from a checkout or git dir of
// ToolHive's repository:
//   npm run release:import -- --from ../toolhive --tag v0.1.1 [--out DIR] [--previous v0.1.0]
// It copies the registry, the CRD, the chart values and the API spec byte for
// byte and writes thv-cli.json in the site's schema, then lists every text a
// writer must supply (marked NEEDS TEXT in the data).
import {importRelease} from './lib/release-import/import-release';
import {ReleaseImportError} from './lib/release-import/upstream-tree';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

const from = option('from');
const tag = option('tag');
if (!from || !tag) {
  console.error(
    'usage: npm run release:import -- --from <toolhive checkout or git dir> --tag vX.Y.Z [--out DIR] [--previous vX.Y.Z]',
  );
  process.exit(2);
}

async function main(from: string, tag: string): Promise<void> {
  const out = option('out') ?? `data/${tag}`;
  const result = await importRelease({
    from,
    tag,
    out,
    dataDir: 'data',
    previous: option('previous'),
  });
  console.log(`Wrote ${result.written.join(', ')} to ${out}/.`);
  console.log(
    result.base
      ? `Words carried over from data/${result.base}/.`
      : 'No earlier release in data/: every text needs writing.',
  );
  if (result.needsText.length > 0) {
    console.log(
      `\n${result.needsText.length} ${result.needsText.length === 1 ? 'text needs' : 'texts need'} writing (tests/unit/cli-needs-text.test.ts fails until they are):`,
    );
    for (const item of result.needsText) {
      const key = item
        .slice(0, item.indexOf(':'))
        .replace(/ (summary|description \d+|arguments)$/, '');
      const hint = result.hints.get(key);
      console.log(`  ${item}${hint ? `\n      upstream says: ${hint}` : ''}`);
    }
  }
}

main(from, tag).catch((error: unknown) => {
  if (error instanceof ReleaseImportError) {
    console.error(`release:import: ${error.message}`);
    process.exit(1);
  }
  throw error;
});
