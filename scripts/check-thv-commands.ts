// Checks every `thv` command line in the shell code blocks (bash, sh, shell,
// zsh, console) of each docs version against that version's CLI data
// (data/<release>/thv-cli.json) and fails on a command, flag or value the data
// does not know. Usage:
//   npx tsx scripts/check-thv-commands.ts [file-or-folder …]   (default: every version's docs)
// A file or folder is checked against the version whose folder holds it.
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

import {currentVersion, docsVersions, type DocsVersion} from '../data/docs-versions';
import {thvCommandsOf} from '../data/thv-commands';
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

/** The docs version a path belongs to: the one whose folder holds it, else the current one. */
function versionOfPath(target: string): DocsVersion {
  const relative = path.relative(process.cwd(), path.resolve(target)).split(path.sep).join('/');
  return (
    docsVersions.find(
      (version) => relative === version.docsDir || relative.startsWith(`${version.docsDir}/`),
    ) ?? currentVersion
  );
}

const targets = process.argv.slice(2);
const groups = (targets.length > 0 ? targets : docsVersions.map((version) => version.docsDir)).map(
  (target) => ({target, version: versionOfPath(target)}),
);
let files = 0;
let failures = 0;
const summaries: string[] = [];
for (const {target, version} of groups) {
  const commands = thvCommandsOf(version);
  let checked = 0;
  const targetFiles = markdownFiles(target);
  files += targetFiles.length;
  for (const file of targetFiles) {
    const result = checkMarkdown(readFileSync(file, 'utf8'), commands);
    checked += result.checked;
    for (const problem of result.problems) {
      failures += 1;
      console.error(`${file}:${problem.line}: ${problem.message}\n    ${problem.command}`);
    }
  }
  summaries.push(
    `${checked} thv command lines in ${target} checked against ${version.dataDir}/thv-cli.json`,
  );
}
const summary = summaries.join('; ');
if (failures > 0) {
  console.error(`\n${failures} problem(s) in ${files} files; ${summary}.`);
  console.error(
    "Fix the command in the docs, or the version's data if the CLI really has it (then run npm run gen:cli).",
  );
  process.exit(1);
}
console.log(`No problems in ${files} files: ${summary}.`);
