// Cuts a docs version: the current docs (docs/) move under their release's
// prefix (versioned_docs/version-<name>/, versions.json, a copy of their API
// document), and an imported release (data/<tag>/) becomes current. The
// version list lives in marked blocks of three data modules, rewritten here
// from the list of releases; everything else follows from them when the
// generators run. Works on any folder with the site's layout, so a test can
// run it on a small copy.
import {cpSync, existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {format, resolveConfig} from 'prettier';

import {compareReleases, isRelease} from '../release-order';

export class ReleaseCutError extends Error {}

const begin = '// BEGIN release:cut';
const end = '// END release:cut';

/** Docusaurus's version name of a release: `v0.1.0` → `0.1.0`. */
export const versionName = (release: string) => release.slice(1);
/** A JavaScript name for a release: `v0.1.0` → `V0_1_0`. */
const identifier = (release: string) => `V${versionName(release).replace(/\./g, '_')}`;

/** Replaces the text between the release:cut markers of a file. */
export function replaceBlock(source: string, file: string, lines: string[]): string {
  const from = source.indexOf(begin);
  const to = source.indexOf(end);
  if (from < 0 || to < from) throw new ReleaseCutError(`${file} has no ${begin} … ${end} block`);
  return `${source.slice(0, from + begin.length)}\n${lines.join('\n')}\n${source.slice(to)}`;
}

/** The releases a docs-versions.ts block lists, newest first. */
export function releasesOf(source: string): string[] {
  const match = /export const docsReleases = \[([^\]]*)\]/.exec(source);
  if (!match) throw new ReleaseCutError('data/docs-versions.ts lists no docsReleases');
  return [...match[1]!.matchAll(/'(v[\d.]+)'/g)].map((m) => m[1]!);
}

export function docsVersionsBlock(releases: string[]): string[] {
  return [
    `export type ToolhiveRelease = ${releases.map((release) => `'${release}'`).join(' | ')};`,
    '',
    '/** Newest first: the first is current, the others are older versions under their prefix. */',
    `export const docsReleases = [${releases.map((release) => `'${release}'`).join(', ')}] as const;`,
  ];
}

export function cliDataBlock(
  releases: string[],
  hasRemoved: (release: string) => boolean,
): string[] {
  return [
    ...releases.map(
      (release) => `import commands${identifier(release)} from './${release}/thv-cli.json';`,
    ),
    ...releases
      .filter(hasRemoved)
      .map(
        (release) =>
          `import removed${identifier(release)} from './${release}/removed-commands.json';`,
      ),
    '',
    'const commandsByRelease: Record<ToolhiveRelease, CliCommand[]> = {',
    ...releases.map((release) => `  '${release}': commands${identifier(release)} as CliCommand[],`),
    '};',
    '',
    'const removedByRelease: Record<ToolhiveRelease, RemovedCliCommand[]> = {',
    ...releases.map(
      (release) =>
        `  '${release}': ${hasRemoved(release) ? `removed${identifier(release)}` : '[]'},`,
    ),
    '};',
  ];
}

export function registryBlock(releases: string[]): string[] {
  return [
    ...releases.map(
      (release) => `import registry${identifier(release)} from './${release}/registry.json';`,
    ),
    '',
    'const registryByRelease: Record<ToolhiveRelease, Registry> = {',
    ...releases.map((release) => `  '${release}': registry${identifier(release)} as Registry,`),
    '};',
  ];
}

/** A file's text in this repository's Prettier style, wherever the copy being cut lives. */
export async function formatted(file: string, text: string): Promise<string> {
  const config = await resolveConfig(path.join(import.meta.dirname, '../../../package.json'));
  return format(text, {...config, filepath: file});
}

async function writeFormatted(file: string, text: string): Promise<void> {
  writeFileSync(file, await formatted(file, text));
}

export type CutResult = {previous: string; moved: string[]; releases: string[]};

/** Makes `tag` the current docs version of the site in `root`. Changes files only under `root`. */
export async function cutVersion(root: string, tag: string): Promise<CutResult> {
  const at = (file: string) => path.join(root, file);
  if (!isRelease(tag)) throw new ReleaseCutError(`the release must look like v1.2.3, not "${tag}"`);
  const versionsFile = 'data/docs-versions.ts';
  const versionsSource = readFileSync(at(versionsFile), 'utf8');
  const releases = releasesOf(versionsSource);
  const previous = releases[0]!;
  if (releases.includes(tag)) throw new ReleaseCutError(`${tag} is already a docs version`);
  if (compareReleases(tag, previous) <= 0)
    throw new ReleaseCutError(`${tag} is not newer than the current docs version, ${previous}`);
  for (const file of [
    'thv-cli.json',
    'registry.json',
    'mcpserver-crd.yaml',
    'operator-chart-values.yaml',
  ]) {
    if (!existsSync(at(`data/${tag}/${file}`)))
      throw new ReleaseCutError(
        `data/${tag}/${file} is missing: run npm run release:import -- --tag ${tag} first`,
      );
  }
  const versionedDocs = `versioned_docs/version-${versionName(previous)}`;
  if (existsSync(at(versionedDocs))) throw new ReleaseCutError(`${versionedDocs} already exists`);

  // The current docs and their API document move under the previous release's prefix.
  cpSync(at('docs'), at(versionedDocs), {recursive: true});
  const previousSpec = `static/api-specs/${previous}/toolhive-api.yaml`;
  mkdirSync(path.dirname(at(previousSpec)), {recursive: true});
  cpSync(at('static/api-specs/toolhive-api.yaml'), at(previousSpec));
  const versions = existsSync(at('versions.json'))
    ? (JSON.parse(readFileSync(at('versions.json'), 'utf8')) as string[])
    : [];
  await writeFormatted(at('versions.json'), JSON.stringify([versionName(previous), ...versions]));

  const next = [tag, ...releases];
  await writeFormatted(
    at(versionsFile),
    replaceBlock(versionsSource, versionsFile, docsVersionsBlock(next)),
  );
  const commandsFile = 'data/thv-commands.ts';
  await writeFormatted(
    at(commandsFile),
    replaceBlock(
      readFileSync(at(commandsFile), 'utf8'),
      commandsFile,
      cliDataBlock(next, (release) => existsSync(at(`data/${release}/removed-commands.json`))),
    ),
  );
  const registryFile = 'data/toolhive-registry.ts';
  await writeFormatted(
    at(registryFile),
    replaceBlock(readFileSync(at(registryFile), 'utf8'), registryFile, registryBlock(next)),
  );
  return {previous, moved: [versionedDocs, previousSpec], releases: next};
}
