// A release cannot ship with a text the importer left for a writer: every
// data/<release>/ CLI file is free of the NEEDS TEXT marker that
// `npm run release:import` puts on new and changed commands and flags.
import {existsSync, readFileSync, readdirSync} from 'node:fs';

import {describe, expect, test} from 'vitest';

import type {CliCommand, RemovedCliCommand} from '../../data/thv-commands';
import {needsText, textsNeeded} from '../../scripts/lib/release-import/cli-data';

const releases = readdirSync('data').filter((name) => /^v\d+\.\d+\.\d+$/.test(name));
const readIfThere = <T>(file: string, fallback: T): T =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback;

describe.each(releases)('data/%s', (release) => {
  test('has no text still marked NEEDS TEXT', () => {
    const commands = readIfThere<CliCommand[]>(`data/${release}/thv-cli.json`, []);
    const removed = readIfThere<RemovedCliCommand[]>(`data/${release}/removed-commands.json`, []);
    expect(
      textsNeeded(commands, removed),
      `Write these texts in data/${release}/ (npm run release:import marked them):`,
    ).toEqual([]);
  });
});

test('the check finds a marked flag and a marked removed command', () => {
  const command = {
    command: 'thv run',
    summary: 'Run a server.',
    description: ['Runs one.'],
    arguments: null,
    flags: [
      {
        name: '--name',
        shorthand: null,
        type: 'string',
        default: null,
        description: needsText('new flag'),
      },
    ],
    inheritedFlags: [],
  } as unknown as CliCommand;
  const removed = {
    command: 'thv old',
    summary: needsText('removed command'),
    explanation: [],
  } as unknown as RemovedCliCommand;
  expect(textsNeeded([command], [removed])).toEqual([
    'thv run --name: NEEDS TEXT (new flag).',
    'thv old (removed) summary: NEEDS TEXT (removed command).',
  ]);
});
