// Checks every `thv` command line in the shell code blocks (bash, sh, shell,
// zsh, console) of the docs against data/thv-cli.json and fails on a command,
// flag or value the data does not know. Usage:
//   npx tsx scripts/check-thv-commands.ts [file-or-folder …]   (default: docs)
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

import {thvCommands} from '../data/thv-commands';
import {checkMarkdown} from './lib/thv-command-lines';

function markdownFiles(target: string): string[] {
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target, {withFileTypes: true})
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(target, entry.name);
      if (entry.isDirectory()) return markdownFiles(full);
      return /\.mdx?$/.test(entry.name) ? [full] : [];
    });
}

const targets = process.argv.slice(2);
const files = (targets.length > 0 ? targets : ['docs']).flatMap(markdownFiles);
let checked = 0;
let failures = 0;
for (const file of files) {
  const result = checkMarkdown(readFileSync(file, 'utf8'), thvCommands);
  checked += result.checked;
  for (const problem of result.problems) {
    failures += 1;
    console.error(`${file}:${problem.line}: ${problem.message}\n    ${problem.command}`);
  }
}
const summary = `${checked} thv command lines in ${files.length} files checked against data/thv-cli.json`;
if (failures > 0) {
  console.error(`\n${failures} problem(s); ${summary}.`);
  console.error(
    'Fix the command in the docs, or the data if the CLI really has it (then run npm run gen:cli).',
  );
  process.exit(1);
}
console.log(`No problems: ${summary}.`);
