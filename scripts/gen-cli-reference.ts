// Writes the `thv` command reference from data/thv-cli.json: one page per
// command plus the index, in docs/toolhive/reference/cli/. Run it with
// `npm run gen:cli` after changing the data; `--check` only reports drift.
import {existsSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {thvCommands} from '../data/thv-commands';
import {toolhiveVersion} from '../data/toolhive-version';
import {cliReferenceDir, renderCliReference} from './lib/cli-reference-pages';

const checkOnly = process.argv.includes('--check');
const files = renderCliReference(thvCommands, toolhiveVersion);
const stale = readdirSync(cliReferenceDir)
  .filter((name) => /\.mdx?$/.test(name))
  .map((name) => `${cliReferenceDir}/${name}`)
  .filter((file) => !files.has(file));
const changed = [...files].filter(
  ([file, content]) => !existsSync(file) || readFileSync(file, 'utf8') !== content,
);

if (checkOnly) {
  for (const [file] of changed) console.error(`out of date: ${file}`);
  for (const file of stale) console.error(`no command for: ${file}`);
  if (changed.length + stale.length > 0) {
    console.error('The CLI reference does not match data/thv-cli.json. Run `npm run gen:cli`.');
    process.exit(1);
  }
  console.log(`CLI reference is up to date (${files.size} pages).`);
} else {
  for (const [file, content] of changed) writeFileSync(file, content);
  for (const file of stale) rmSync(file);
  console.log(
    `CLI reference: ${files.size} pages in ${path.normalize(cliReferenceDir)}, ${changed.length} written, ${stale.length} removed.`,
  );
}
