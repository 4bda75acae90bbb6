import {existsSync, readFileSync} from 'node:fs';

import Ajv2020 from 'ajv/dist/2020.js';
import {describe, expect, test} from 'vitest';

import {docsVersions} from '../../data/docs-versions';
import {
  commandId,
  indexByCommand,
  removedCommandsOf,
  thvCommandsOf,
  type CliCommand,
} from '../../data/thv-commands';
import {checkThvArguments, splitCommands, thvArguments} from '../../scripts/lib/thv-command-lines';

const schema = JSON.parse(readFileSync('data/thv-cli.schema.json', 'utf8'));
const validate = new Ajv2020({allErrors: true, strict: true}).compile(schema);
const commandCount = {'v0.1.0': 37, 'v0.0.47': 35};

describe.each(docsVersions)('data/$release/thv-cli.json', (version) => {
  const thvCommands = thvCommandsOf(version);
  const rawData = JSON.parse(readFileSync(`${version.dataDir}/thv-cli.json`, 'utf8'));
  const byCommand = indexByCommand(thvCommands);

  function ancestors(command: CliCommand): CliCommand[] {
    const chain: CliCommand[] = [];
    let parent = command.parent === null ? undefined : byCommand.get(command.parent);
    while (parent) {
      chain.push(parent);
      parent = parent.parent === null ? undefined : byCommand.get(parent.parent);
    }
    return chain;
  }

  test('validates against data/thv-cli.schema.json', () => {
    const valid = validate(rawData);
    expect(validate.errors ?? [], 'schema errors').toEqual([]);
    expect(valid).toBe(true);
  });

  test('the schema rejects a bool flag with a string default and an unknown field', () => {
    const broken = structuredClone(rawData);
    broken[0].flags[0].default = 'yes';
    expect(validate(broken)).toBe(false);
    const extra = structuredClone(rawData);
    extra[1].notes = 'free text';
    expect(validate(extra)).toBe(false);
  });

  const count = commandCount[version.release];
  test(`holds the ${count} commands of ToolHive ${version.release}, each once`, () => {
    expect(thvCommands).toHaveLength(count);
    expect(new Set(thvCommands.map((command) => command.id)).size).toBe(count);
  });

  test('no removed command is still a command', () => {
    for (const removed of removedCommandsOf(version)) {
      expect(byCommand.has(removed.command), removed.command).toBe(false);
      expect(removed.id).toBe(commandId(removed.command));
    }
  });

  test.each(thvCommands.map((command) => [command.id, command] as const))(
    '%s: id, parent and subcommands agree',
    (_id, command) => {
      expect(command.id).toBe(commandId(command.command));
      if (command.parent === null) {
        expect(command.command).toBe('thv');
      } else {
        expect(command.command.startsWith(`${command.parent} `)).toBe(true);
        expect(byCommand.get(command.parent)?.subcommands).toContain(command.command);
      }
      for (const child of command.subcommands) {
        expect(byCommand.get(child)?.parent, child).toBe(command.command);
      }
    },
  );

  test.each(thvCommands.map((command) => [command.id, command] as const))(
    '%s: flags are consistent',
    (_id, command) => {
      const all = [...command.flags, ...command.inheritedFlags, ...(command.hiddenFlags ?? [])];
      expect(new Set(all.map((flag) => flag.name)).size).toBe(all.length);
      const shorthands = all.map((flag) => flag.shorthand).filter(Boolean);
      expect(new Set(shorthands).size).toBe(shorthands.length);
      // Inherited flags are exactly the persistent flags of the ancestors.
      const persistent = ancestors(command).flatMap((parent) =>
        parent.flags.filter((flag) => flag.persistent),
      );
      expect(command.inheritedFlags.map(({persistent: _p, ...flag}) => flag)).toEqual(
        persistent.map(({persistent: _p, ...flag}) => flag),
      );
      expect(command.flags.some((flag) => flag.name === '--help' && flag.shorthand === 'h')).toBe(
        true,
      );
      for (const flag of all) {
        for (const value of flag.allowedValues ?? []) {
          expect(flag.description, `${flag.name} mentions ${value}`).toContain(`\`${value}\``);
        }
        if (flag.required) expect(flag.description).toMatch(/Required/);
        if (flag.deprecated) expect(flag.description).toMatch(/Deprecated/);
      }
    },
  );

  test('group commands have no usage line and no arguments; the others have both', () => {
    for (const command of thvCommands) {
      expect(command.usage === null, command.id).toBe(command.arguments === null);
      if (command.usage) expect(command.usage.startsWith(`${command.command} `)).toBe(true);
    }
  });

  test('every guide link points at a docs page, and at a section of it that exists', () => {
    for (const command of thvCommands) {
      for (const guide of command.guides) {
        const [page, section] = guide.path.split('#');
        const file = ['.md', '.mdx']
          .map((extension) => `${version.docsDir}${page}${extension}`)
          .find((candidate) => existsSync(candidate));
        expect(file, `${command.id} → ${guide.path}`).toBeDefined();
        if (section) {
          expect(readFileSync(file!, 'utf8'), `${command.id} → ${guide.path}`).toContain(
            `{#${section}}`,
          );
        }
      }
    }
  });

  test('every example runs the command it illustrates and passes the command check', () => {
    for (const command of thvCommands) {
      for (const example of command.examples) {
        const invocations = splitCommands(example.command)
          .map(thvArguments)
          .filter((args): args is string[] => args !== undefined);
        expect(invocations, example.command).toHaveLength(1);
        const [args] = invocations;
        const words = ['thv', ...args.filter((word) => !word.startsWith('-'))].join(' ');
        const helpBuiltin = command.parent === null && /^thv (help|completion)\b/.test(words);
        const names = [
          command.command,
          ...command.aliases.map((alias) => `${command.parent} ${alias}`),
        ];
        const runsIt = names.some((name) => `${words} `.startsWith(`${name} `));
        expect(helpBuiltin || runsIt, example.command).toBe(true);
        expect(checkThvArguments(args, thvCommands), example.command).toEqual([]);
      }
    }
  });
});
