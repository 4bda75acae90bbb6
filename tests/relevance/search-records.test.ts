// `npm run search:records` on the built site writes the records of every docs version, each
// tagged with the facet the site's search filters on, so hosted search covers the older version.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {expect, test} from 'vitest';

import {docsVersions} from '../../data/docs-versions';

test('search:records writes every docs version, with unique ids', () => {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'records-')), 'records.json');
  const result = spawnSync('npx', ['tsx', 'plugins/local-search/records-cli.ts', '--out', out], {
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  const records = JSON.parse(readFileSync(out, 'utf8')) as {
    objectID: string;
    docusaurus_tag: string[];
  }[];
  for (const version of docsVersions) {
    const tag = `docs-default-${version.name}`;
    expect(
      records.filter((record) => record.docusaurus_tag.includes(tag)).length,
      `records tagged ${tag}`,
    ).toBeGreaterThan(1000);
  }
  expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
});
