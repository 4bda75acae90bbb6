// The release importer (npm run release:import) on a ToolHive-shaped git
// repository the test builds itself: two tagged releases, the first already
// documented with the site's words, the second imported on top of it.
import {execFileSync, spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {afterAll, beforeAll, describe, expect, test} from 'vitest';

import type {CliCommand, CliFlag, RemovedCliCommand} from '../../data/thv-commands';
import {needsTextMarker, textsNeeded} from '../../scripts/lib/release-import/cli-data';
import {parseFlagLine} from '../../scripts/lib/release-import/cobra-markdown';
import {copiedFiles, importRelease} from '../../scripts/lib/release-import/import-release';
import {fakeToolhive, releaseOne, releaseTwo} from './support/fake-toolhive';

let repo: string;
let work: string;
const dataDir = () => path.join(work, 'data');
const read = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

/** Plays the writer: replaces every NEEDS TEXT with the site's own words. */
function writeWords(commands: CliCommand[]): CliCommand[] {
  const words = (text: string, what: string) =>
    text.startsWith(needsTextMarker) ? `Site words for ${what}.` : text;
  return commands.map((command) => ({
    ...command,
    summary: words(command.summary, command.command),
    description: command.description.map((text) => words(text, command.command)),
    arguments: command.arguments?.description
      ? {
          ...command.arguments,
          description: words(command.arguments.description, `${command.command} argument`),
        }
      : command.arguments,
    flags: command.flags.map((flag) => ({
      ...flag,
      description: words(flag.description, flag.name),
    })),
    inheritedFlags: command.inheritedFlags.map((flag) => ({
      ...flag,
      description: words(flag.description, flag.name),
    })),
    ...(command.hiddenFlags
      ? {
          hiddenFlags: command.hiddenFlags.map((flag) => ({
            ...flag,
            description: words(flag.description, flag.name),
          })),
        }
      : {}),
  }));
}

beforeAll(async () => {
  repo = fakeToolhive([
    ['v1.0.0', releaseOne],
    ['v2.0.0', releaseTwo],
  ]);
  work = mkdtempSync(path.join(tmpdir(), 'release-import-'));
  const first = path.join(dataDir(), 'v1.0.0');
  await importRelease({from: repo, tag: 'v1.0.0', out: first, dataDir: dataDir()});
  const documented = writeWords(read<CliCommand[]>(path.join(first, 'thv-cli.json')));
  writeFileSync(path.join(first, 'thv-cli.json'), JSON.stringify(documented, null, 2));
});

afterAll(() => {
  rmSync(repo, {recursive: true, force: true});
  rmSync(work, {recursive: true, force: true});
});

describe('release:import of the first release', () => {
  test('copies the registry, CRD, chart values and API spec byte for byte', () => {
    for (const [name, upstream] of Object.entries(copiedFiles)) {
      expect(readFileSync(path.join(dataDir(), 'v1.0.0', name), 'utf8'), name).toBe(
        releaseOne[upstream],
      );
    }
  });

  test('without an earlier release every text needs writing', async () => {
    const out = path.join(work, 'fresh');
    const result = await importRelease({
      from: repo,
      tag: 'v1.0.0',
      out,
      dataDir: path.join(work, 'none'),
    });
    expect(result.base).toBeUndefined();
    expect(result.needsText).toContain('thv run summary: NEEDS TEXT (new command).');
    expect(result.needsText).toContain('thv run --port: NEEDS TEXT (new flag).');
  });
});

describe('release:import of the next release', () => {
  let commands: Map<string, CliCommand>;
  let removed: RemovedCliCommand[];
  let result: Awaited<ReturnType<typeof importRelease>>;
  const out = () => path.join(work, 'data', 'v2.0.0');
  const flag = (
    command: string,
    name: string,
    list: 'flags' | 'hiddenFlags' | 'inheritedFlags' = 'flags',
  ) => commands.get(command)![list]!.find((candidate) => candidate.name === name) as CliFlag;

  beforeAll(async () => {
    result = await importRelease({from: repo, tag: 'v2.0.0', out: out(), dataDir: dataDir()});
    commands = new Map(
      read<CliCommand[]>(path.join(out(), 'thv-cli.json')).map((c) => [c.command, c]),
    );
    removed = read<RemovedCliCommand[]>(path.join(out(), 'removed-commands.json'));
  });

  test('compares with the newest documented release and copies the new registry', () => {
    expect(result.base).toBe('v1.0.0');
    expect(readFileSync(path.join(out(), 'registry.json'), 'utf8')).toBe(
      releaseTwo[copiedFiles['registry.json']],
    );
  });

  test('reads the structure from cobra Markdown: tree, usage, types and defaults', () => {
    expect([...commands.keys()]).toEqual(['thv', 'thv new', 'thv run']);
    expect(commands.get('thv')!.subcommands).toEqual(['thv run', 'thv new']);
    expect(commands.get('thv new')!.parent).toBe('thv');
    expect(commands.get('thv run')!.usage).toBe('thv run [flags] IMAGE');
    expect(flag('thv run', '--env')).toMatchObject({
      shorthand: 'e',
      type: 'stringArray',
      default: ['A=1', 'B=2'],
    });
    expect(flag('thv run', '--port')).toMatchObject({shorthand: null, type: 'int', default: 0});
    expect(flag('thv run', '--timeout')).toMatchObject({type: 'duration', default: '30s'});
    expect(flag('thv', '--debug').persistent).toBe(true);
    expect(flag('thv run', '--debug', 'inheritedFlags').persistent).toBeUndefined();
  });

  test('reads from the Go source what the Markdown lacks: aliases, argument rule, hidden flags', () => {
    expect(commands.get('thv run')!.aliases).toEqual(['start']);
    expect(commands.get('thv new')!.arguments).toMatchObject({
      count: 'exactly-1',
      placeholder: '<name>',
    });
    expect(flag('thv run', '--pod-patch', 'hiddenFlags')).toMatchObject({
      type: 'string',
      default: null,
    });
    expect(flag('thv new', '--secret-mode', 'hiddenFlags')).toMatchObject({
      type: 'bool',
      default: false,
    });
  });

  test('carries the site words over where nothing changed', () => {
    expect(commands.get('thv run')!.summary).toBe('Site words for thv run.');
    expect(flag('thv run', '--port').description).toBe('Site words for --port.');
    expect(flag('thv run', '--pod-patch', 'hiddenFlags').description).toBe(
      'Site words for --pod-patch.',
    );
    expect(flag('thv new', '--help').description).toBe('Site words for --help.');
  });

  test('a new global flag is marked, and its text written once on its command fills every copy', async () => {
    expect(flag('thv', '--quiet')).toMatchObject({
      persistent: true,
      description: 'NEEDS TEXT (new flag).',
    });
    expect(flag('thv run', '--quiet', 'inheritedFlags').persistent).toBeUndefined();
    const copy = path.join(work, 'data-with-quiet');
    cpSync(dataDir(), copy, {recursive: true});
    const file = path.join(copy, 'v2.0.0', 'thv-cli.json');
    const written = read<CliCommand[]>(file).map((command) =>
      command.command !== 'thv'
        ? command
        : {
            ...command,
            flags: command.flags.map((f) =>
              f.name === '--quiet' ? {...f, description: 'Print only errors.'} : f,
            ),
          },
    );
    writeFileSync(file, JSON.stringify(written));
    const again = path.join(work, 'with-quiet');
    await importRelease({from: repo, tag: 'v2.0.0', out: again, dataDir: copy});
    const run = read<CliCommand[]>(path.join(again, 'thv-cli.json')).find(
      (c) => c.command === 'thv run',
    )!;
    expect(run.inheritedFlags.find((f) => f.name === '--quiet')!.description).toBe(
      'Print only errors.',
    );
  });

  test('marks every new or changed command and flag, and lists them', () => {
    expect(commands.get('thv new')!.summary).toBe('NEEDS TEXT (new command).');
    expect(flag('thv run', '--name').description).toBe('NEEDS TEXT (new flag).');
    expect(flag('thv run', '--transport').description).toBe(
      'NEEDS TEXT (default was "stdio"): Site words for --transport.',
    );
    expect(removed.map((entry) => entry.command)).toEqual(['thv old']);
    expect(result.needsText).toEqual(textsNeeded([...commands.values()], removed));
    expect(result.needsText.some((item) => item.startsWith('thv old (removed) summary'))).toBe(
      true,
    );
  });
});

describe('release:import errors', () => {
  function runCli(...args: string[]) {
    return spawnSync(
      path.resolve('node_modules/.bin/tsx'),
      ['scripts/release-import.ts', ...args],
      {
        encoding: 'utf8',
      },
    );
  }

  test('a missing tag is one line, without a stack trace', () => {
    const run = runCli('--from', repo, '--tag', 'v3.0.0', '--out', path.join(work, 'missing'));
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`release:import: ${repo} has no tag v3.0.0`);
  });

  test('a tree that is not ToolHive is refused', async () => {
    const other = fakeToolhive([
      ['v1.0.0', {...releaseOne, 'go.mod': 'module example.com/other\n'}],
    ]);
    await expect(
      importRelease({
        from: other,
        tag: 'v1.0.0',
        out: path.join(work, 'other'),
        dataDir: dataDir(),
      }),
    ).rejects.toThrow(/is not ToolHive/);
    rmSync(other, {recursive: true, force: true});
  });

  test('a file that moved is named, with where a file of that name is now', async () => {
    const moved = fakeToolhive([
      [
        'v1.0.0',
        {
          ...releaseOne,
          'pkg/registry/data/registry.json': '',
          'registry/data/registry.json': '{}\n',
        },
      ],
    ]);
    await expect(
      importRelease({
        from: moved,
        tag: 'v1.0.0',
        out: path.join(work, 'moved'),
        dataDir: dataDir(),
      }),
    ).rejects.toThrow(
      'v1.0.0 has no pkg/registry/data/registry.json; it may have moved to registry/data/registry.json',
    );
    rmSync(moved, {recursive: true, force: true});
  });

  test('re-importing a documented release keeps its own words', async () => {
    const again = path.join(work, 'again');
    const result = await importRelease({from: repo, tag: 'v1.0.0', out: again, dataDir: dataDir()});
    expect(result.base).toBe('v1.0.0');
    expect(result.needsText).toEqual([]);
    expect(read(path.join(again, 'thv-cli.json'))).toEqual(
      read(path.join(dataDir(), 'v1.0.0', 'thv-cli.json')),
    );
  });

  test('a bare git dir works like a checkout', async () => {
    const bare = path.join(work, 'bare.git');
    execFileSync('git', ['clone', '--quiet', '--bare', repo, bare]);
    const result = await importRelease({
      from: bare,
      tag: 'v2.0.0',
      out: path.join(work, 'from-bare'),
      dataDir: dataDir(),
      previous: 'v1.0.0',
    });
    expect(result.base).toBe('v1.0.0');
    expect(readFileSync(path.join(work, 'from-bare', 'thv-cli.json'), 'utf8')).toBe(
      readFileSync(path.join(dataDir(), 'v2.0.0', 'thv-cli.json'), 'utf8'),
    );
  });

  test('cobra flag lines it cannot read fail loudly', () => {
    expect(() => parseFlagLine('  --weird thing')).toThrow(/not a cobra flag line/);
    expect(() => parseFlagLine('      --size bytes   Size')).toThrow(/unknown flag type "bytes"/);
  });
});
