// npm run search:records [-- --build build] [--out file] [--site-url https://docs.example]
// Writes the local search records of a built site, every docs version's, as JSON in Algolia's
// DocSearch record format, ready to push to a hosted index.
import {writeFileSync} from 'node:fs';
import path from 'node:path';

import {docsVersions} from '../../data/docs-versions';
import {
  readBuiltSearchRecords,
  searchIndexFileName,
  toAlgoliaRecords,
  versionIndexFileName,
} from './node';

/** The index file of every docs version: the current one's, then each older one's. */
export const indexFilesOfAllVersions = docsVersions.map((version) =>
  version.isCurrent ? searchIndexFileName : versionIndexFileName(version.name),
);

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

const args = process.argv.slice(2);
const buildDir = path.resolve(option(args, '--build') ?? 'build');
const out = path.resolve(option(args, '--out') ?? path.join(buildDir, 'algolia-records.json'));
try {
  // One hosted index holds every version; each record's docusaurus_tag
  // (docs-default-current, docs-default-0.0.47) is the facet the site's search filters on.
  const records = indexFilesOfAllVersions.flatMap((file) =>
    toAlgoliaRecords(readBuiltSearchRecords(buildDir, option(args, '--site-url'), file)),
  );
  writeFileSync(out, `${JSON.stringify(records, null, 2)}\n`);
  console.log(`Wrote ${records.length} records to ${path.relative(process.cwd(), out) || out}.`);
} catch (error) {
  console.error(`search:records: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
