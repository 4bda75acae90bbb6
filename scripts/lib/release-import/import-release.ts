// Imports one ToolHive release into a data folder: the upstream files the site
// keeps byte for byte, and the CLI data in the site's schema (see cli-data.ts).
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {format, resolveConfig} from 'prettier';

import type {CliCommand, RemovedCliCommand} from '../../../data/thv-commands';
import {compareReleases, isRelease} from '../release-order';
import {buildCliData, textsNeeded, type CliBase} from './cli-data';
import {parseCobraPage, type CobraCommand} from './cobra-markdown';
import {readCommandSources, type SourceCommand} from './go-source';
import {
  openUpstreamTree,
  ReleaseImportError,
  upstreamPaths,
  type UpstreamTree,
} from './upstream-tree';

/** The files of data/<release>/ copied unchanged from the tag, by their name in the site. */
export const copiedFiles = {
  'registry.json': upstreamPaths.registry,
  'mcpserver-crd.yaml': upstreamPaths.crd,
  'operator-chart-values.yaml': upstreamPaths.chartValues,
  'toolhive-api.upstream.yaml': upstreamPaths.apiSpec,
} as const;

/** Releases with a data folder, oldest first. */
export function releasesIn(dataDir: string): string[] {
  if (!existsSync(dataDir)) return [];
  return readdirSync(dataDir)
    .filter((name) => isRelease(name) && existsSync(path.join(dataDir, name, 'thv-cli.json')))
    .sort(compareReleases);
}

/** The newest release in the data folder that is older than `tag`. */
export function previousRelease(dataDir: string, tag: string): string | undefined {
  return releasesIn(dataDir)
    .filter((release) => compareReleases(release, tag) < 0)
    .at(-1);
}

export function readCobraPages(tree: UpstreamTree): CobraCommand[] {
  const names = tree.list(upstreamPaths.cliDocs).filter((name) => /^thv(_.*)?\.md$/.test(name));
  if (names.length === 0) {
    throw new ReleaseImportError(`${tree.tag} has no thv*.md pages in ${upstreamPaths.cliDocs}`);
  }
  return names.map((name) => {
    try {
      return parseCobraPage(tree.text(`${upstreamPaths.cliDocs}/${name}`));
    } catch (error) {
      throw new ReleaseImportError(
        `${upstreamPaths.cliDocs}/${name} at ${tree.tag}: ${(error as Error).message}`,
      );
    }
  });
}

function readGoSources(tree: UpstreamTree): Map<string, string> {
  return new Map(
    tree
      .list(upstreamPaths.cliSource)
      .filter((name) => name.endsWith('.go') && !name.endsWith('_test.go'))
      .map((name) => [name, tree.text(`${upstreamPaths.cliSource}/${name}`)]),
  );
}

function readJson<T>(file: string, fallback: T): T {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback;
}

function loadBase(dataDir: string, release: string, from: string): CliBase {
  const folder = path.join(dataDir, release);
  if (!existsSync(path.join(folder, 'thv-cli.json'))) {
    throw new ReleaseImportError(
      `${folder}/thv-cli.json does not exist; pass --previous with a release in ${dataDir}`,
    );
  }
  let upstream: Map<string, CobraCommand> | undefined;
  let sources: SourceCommand[] | undefined;
  try {
    const tree = openUpstreamTree(from, release);
    upstream = new Map(readCobraPages(tree).map((page) => [page.command, page]));
    sources = readCommandSources(readGoSources(tree));
  } catch {
    // Without the base's tag, upstream wording and argument-rule changes go unnoticed.
  }
  return {
    release,
    commands: readJson<CliCommand[]>(path.join(folder, 'thv-cli.json'), []),
    removed: readJson<RemovedCliCommand[]>(path.join(folder, 'removed-commands.json'), []),
    upstream,
    sources,
  };
}

export type ImportOptions = {
  from: string;
  tag: string;
  /** The folder to write; data/<tag> by default. */
  out: string;
  /** The site's data folder, where the base release is found. */
  dataDir: string;
  /**
   * The release whose words to carry over: by default the release itself when dataDir has it,
   * else the newest older one there.
   */
  previous?: string;
};

export type ImportResult = {
  written: string[];
  base?: string;
  needsText: string[];
  /** Upstream's one-line help of each command or flag that needs text, for the writer. */
  hints: Map<string, string>;
};

async function formatJson(value: unknown, file: string): Promise<string> {
  const config = (await resolveConfig(path.resolve('package.json'))) ?? {};
  return format(JSON.stringify(value, null, 2), {...config, filepath: file, parser: 'json'});
}

export async function importRelease(options: ImportOptions): Promise<ImportResult> {
  if (!isRelease(options.tag)) {
    throw new ReleaseImportError(`--tag must look like v1.2.3, not "${options.tag}"`);
  }
  const tree = openUpstreamTree(options.from, options.tag);
  // Re-importing a release the site already documents keeps its own words.
  const baseRelease =
    options.previous ??
    (releasesIn(options.dataDir).includes(options.tag)
      ? options.tag
      : previousRelease(options.dataDir, options.tag));
  const base = baseRelease ? loadBase(options.dataDir, baseRelease, options.from) : undefined;

  const copies = Object.entries(copiedFiles).map(
    ([name, upstream]) => [name, tree.read(upstream)] as const,
  );
  const pages = readCobraPages(tree);
  const built = buildCliData(pages, readCommandSources(readGoSources(tree)), base);
  const {commands} = built;
  // Re-importing a documented release keeps the commands it already lists as removed.
  const removed = baseRelease === options.tag ? (base?.removed ?? []) : built.removed;

  mkdirSync(options.out, {recursive: true});
  const written: string[] = [];
  for (const [name, bytes] of copies) {
    writeFileSync(path.join(options.out, name), bytes);
    written.push(name);
  }
  writeFileSync(path.join(options.out, 'thv-cli.json'), await formatJson(commands, 'thv-cli.json'));
  written.push('thv-cli.json');
  if (removed.length > 0) {
    writeFileSync(
      path.join(options.out, 'removed-commands.json'),
      await formatJson(removed, 'removed-commands.json'),
    );
    written.push('removed-commands.json');
  }
  const hints = new Map<string, string>();
  for (const page of pages) {
    hints.set(page.command, page.short);
    for (const flag of page.flags) hints.set(`${page.command} ${flag.name}`, flag.help);
  }
  return {written, base: baseRelease, needsText: textsNeeded(commands, removed), hints};
}
