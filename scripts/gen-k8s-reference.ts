// Writes the Kubernetes reference pages (the MCPServer resource and the
// operator chart's values) from the two files in data/. Run it with
// `npm run gen:k8s` after changing the data; `--check` only reports drift.
import {existsSync, readFileSync, writeFileSync} from 'node:fs';

import {renderK8sReference} from './lib/k8s-reference-pages';

const checkOnly = process.argv.includes('--check');
const files = renderK8sReference();
const changed = [...files].filter(
  ([file, content]) => !existsSync(file) || readFileSync(file, 'utf8') !== content,
);

if (checkOnly) {
  for (const [file] of changed) console.error(`out of date: ${file}`);
  if (changed.length > 0) {
    console.error('The Kubernetes reference does not match data/. Run `npm run gen:k8s`.');
    process.exit(1);
  }
  console.log(`Kubernetes reference is up to date (${files.size} pages).`);
} else {
  for (const [file, content] of changed) writeFileSync(file, content);
  console.log(`Kubernetes reference: ${files.size} pages, ${changed.length} written.`);
}
