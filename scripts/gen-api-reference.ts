// Writes the API reference from static/api-specs/toolhive-api.yaml: the
// overview and one page per operation, in docs/toolhive/reference/api/. Run it
// with `npm run gen:api` after changing the spec; `--check` only reports drift.
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';

import facts from '../data/toolhive-api-facts.json';
import {apiReferenceDir, renderApiReference} from './lib/api-reference-pages';
import {codesNeverSent, loadApiSpec} from './lib/openapi-spec';

const checkOnly = process.argv.includes('--check');
const files = renderApiReference(loadApiSpec(), codesNeverSent(facts));
mkdirSync(apiReferenceDir, {recursive: true});
const stale = readdirSync(apiReferenceDir)
  .filter((name) => /\.mdx?$/.test(name))
  .map((name) => `${apiReferenceDir}/${name}`)
  .filter((file) => !files.has(file));
const changed = [...files].filter(
  ([file, content]) => !existsSync(file) || readFileSync(file, 'utf8') !== content,
);

if (checkOnly) {
  for (const [file] of changed) console.error(`out of date: ${file}`);
  for (const file of stale) console.error(`no operation for: ${file}`);
  if (changed.length + stale.length > 0) {
    console.error('The API reference does not match the OpenAPI document. Run `npm run gen:api`.');
    process.exit(1);
  }
  console.log(`API reference is up to date (${files.size} pages).`);
} else {
  for (const [file, content] of changed) writeFileSync(file, content);
  for (const file of stale) rmSync(file);
  console.log(
    `API reference: ${files.size} pages in ${apiReferenceDir}, ${changed.length} written, ${stale.length} removed.`,
  );
}
