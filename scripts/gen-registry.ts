// Writes the MCP server catalogue from data/registry-v0.0.47.json: the index
// and one page per server, in docs/toolhive/registry/. Run it with
// `npm run gen:registry` after changing the data; `--check` only reports drift.
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {toolhiveRegistry} from '../data/toolhive-registry';
import {toolhiveVersion} from '../data/toolhive-version';
import {mcpServerApiVersion} from './lib/mcpserver-crd';
import {registryDir, renderRegistryPages} from './lib/registry-pages';

const checkOnly = process.argv.includes('--check');
const files = renderRegistryPages(toolhiveRegistry, {
  toolhiveVersion,
  mcpServerApiVersion: mcpServerApiVersion(),
});
mkdirSync(registryDir, {recursive: true});
const stale = readdirSync(registryDir)
  .filter((name) => /\.mdx?$|\.json$/.test(name))
  .map((name) => `${registryDir}/${name}`)
  .filter((file) => !files.has(file));
const changed = [...files].filter(
  ([file, content]) => !existsSync(file) || readFileSync(file, 'utf8') !== content,
);

if (checkOnly) {
  for (const [file] of changed) console.error(`out of date: ${file}`);
  for (const file of stale) console.error(`no server for: ${file}`);
  if (changed.length + stale.length > 0) {
    console.error(
      'The server catalogue does not match data/registry-v0.0.47.json. Run `npm run gen:registry`.',
    );
    process.exit(1);
  }
  console.log(`Server catalogue is up to date (${files.size} files).`);
} else {
  for (const [file, content] of changed) writeFileSync(file, content);
  for (const file of stale) rmSync(file);
  console.log(
    `Server catalogue: ${files.size} files in ${path.normalize(registryDir)}, ${changed.length} written, ${stale.length} removed.`,
  );
}
