// Writes or checks the pages a generator renders, for each docs version. The
// renderers produce paths under docs/ (the current version's folder); a
// version's pages go to that version's folder instead.
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import type {DocsVersion} from '../../data/docs-versions';

/** Moves rendered files from docs/ into the version's own folder. */
export function inVersion(files: Map<string, string>, version: DocsVersion): Map<string, string> {
  return new Map(
    [...files].map(([file, content]) => [
      file.startsWith('docs/') ? `${version.docsDir}/${file.slice('docs/'.length)}` : file,
      content,
    ]),
  );
}

export type GeneratedSet = {
  /** What the files are, for messages: "CLI reference". */
  what: string;
  version: DocsVersion;
  files: Map<string, string>;
  /** A folder the generator owns: files in it that it no longer renders are stale. */
  ownedDir?: string;
  ownedPattern?: RegExp;
};

/** Files that differ from what the generator renders, and owned files it no longer renders. */
export function driftOf(set: GeneratedSet): {changed: string[]; stale: string[]} {
  const changed = [...set.files]
    .filter(([file, content]) => !existsSync(file) || readFileSync(file, 'utf8') !== content)
    .map(([file]) => file);
  const stale =
    set.ownedDir && existsSync(set.ownedDir)
      ? readdirSync(set.ownedDir)
          .filter((name) => (set.ownedPattern ?? /\.mdx?$/).test(name))
          .map((name) => `${set.ownedDir}/${name}`)
          .filter((file) => !set.files.has(file))
      : [];
  return {changed, stale};
}

/**
 * Checks (`--check`) or writes each set and reports per version. Returns false when a check
 * found drift, so the script can exit non-zero.
 */
export function syncGenerated(
  sets: GeneratedSet[],
  checkOnly: boolean,
  fixCommand: string,
): boolean {
  let clean = true;
  for (const set of sets) {
    const {changed, stale} = driftOf(set);
    const where = `${set.what}, ToolHive ${set.version.release}`;
    if (checkOnly) {
      for (const file of changed) console.error(`out of date: ${file}`);
      for (const file of stale) console.error(`no longer generated: ${file}`);
      if (changed.length + stale.length > 0) {
        console.error(`${where} does not match its data. Run \`${fixCommand}\`.`);
        clean = false;
      } else {
        console.log(`${where} is up to date (${set.files.size} files).`);
      }
      continue;
    }
    for (const file of changed) {
      mkdirSync(path.dirname(file), {recursive: true});
      writeFileSync(file, set.files.get(file)!);
    }
    for (const file of stale) rmSync(file);
    console.log(
      `${where}: ${set.files.size} files, ${changed.length} written, ${stale.length} removed.`,
    );
  }
  return clean;
}
