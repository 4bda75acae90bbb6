import {describe, expect, test} from 'vitest';

import type {CliCommand, CliFlag} from '../../data/thv-commands';
import {
  checkMarkdown,
  checkThvArguments,
  commandLines,
  extractShellBlocks,
  splitCommands,
  thvArguments,
} from '../../scripts/lib/thv-command-lines';

// A small command tree with the shapes the real CLI has: a persistent flag,
// groups, a command with both an argument and a subcommand, an alias, a
// required flag, closed value lists and typed flags.
function flag(name: string, type: CliFlag['type'], extra: Partial<CliFlag> = {}): CliFlag {
  return {name, shorthand: null, type, default: null, description: 'Test flag.', ...extra};
}
const help = flag('--help', 'bool', {shorthand: 'h', default: false});
const debug = flag('--debug', 'bool', {default: false});

function command(
  name: string,
  parent: string | null,
  subcommands: string[],
  args: CliCommand['arguments'],
  flags: CliFlag[] = [],
  extra: Partial<CliCommand> = {},
): CliCommand {
  return {
    id: name.replaceAll(' ', '_'),
    command: name,
    parent,
    subcommands,
    usage: args === null ? null : `${name} [flags]`,
    aliases: [],
    summary: 'Test command.',
    description: ['Test command.'],
    arguments: args,
    flags: [...flags, help],
    inheritedFlags: parent === null ? [] : [debug],
    examples: [],
    guides: [],
    ...extra,
  };
}

const fixture: CliCommand[] = [
  command(
    'thv',
    null,
    ['thv run', 'thv list', 'thv logs', 'thv secret', 'thv config', 'thv proxy', 'thv registry'],
    {count: 'none'},
    [{...debug, persistent: true}],
    {
      builtins: [
        {name: 'help', usage: 'thv help [command]', description: 'Help.'},
        {name: 'completion', usage: 'thv completion [bash]', description: 'Completion.'},
      ],
    },
  ),
  command('thv run', 'thv', [], {count: 'at-least-1', placeholder: 'IMAGE', description: 'X.'}, [
    flag('--name', 'string'),
    flag('--port', 'int', {default: 0}),
    flag('--env', 'stringArray', {shorthand: 'e'}),
    flag('--foreground', 'bool', {shorthand: 'f', default: false}),
    flag('--transport', 'string', {default: 'stdio', allowedValues: ['stdio', 'sse']}),
    flag('--timeout', 'duration', {default: '30s'}),
    flag('--rate', 'float', {default: 0.1}),
  ]),
  command('thv list', 'thv', [], {count: 'none'}, [
    flag('--all', 'bool', {shorthand: 'a', default: false}),
    flag('--format', 'string', {default: 'text', allowedValues: ['text', 'json']}),
    flag('--timeout', 'int', {default: 30, description: 'Seconds to wait. It has no effect yet.'}),
  ]),
  command(
    'thv logs',
    'thv',
    ['thv logs prune'],
    {
      count: 'exactly-1',
      placeholder: '[name|prune]',
      description: 'X.',
    },
    [flag('--follow', 'bool', {shorthand: 'f', default: false})],
  ),
  command('thv logs prune', 'thv logs', [], {count: 'none'}),
  command('thv secret', 'thv', ['thv secret set'], null),
  command('thv secret set', 'thv secret', [], {
    count: 'exactly-1',
    placeholder: '<name>',
    description: 'X.',
  }),
  command('thv config', 'thv', ['thv config register-client'], null),
  command('thv config register-client', 'thv config', [], {
    count: 'exactly-1',
    placeholder: '[client]',
    description: 'X.',
    values: ['vscode', 'cursor'],
  }),
  command('thv proxy', 'thv', [], {count: 'exactly-1', placeholder: 'NAME', description: 'X.'}, [
    flag('--target-uri', 'string', {required: true}),
  ]),
  command('thv registry', 'thv', ['thv registry list'], null),
  command('thv registry list', 'thv registry', [], {count: 'none'}, [], {aliases: ['ls']}),
];

/** Problems for one command line, as the checker reports them. */
function check(line: string): string[] {
  return splitCommands(line).flatMap((words) => {
    const args = thvArguments(words);
    return args ? checkThvArguments(args, fixture) : [];
  });
}

describe('finding shell blocks and command lines', () => {
  const page = [
    '# Page', // 1
    '', // 2
    '```bash title="Run it"', // 3
    '$ thv run fetch', // 4
    'thv run \\', // 5
    '  --name x \\', // 6
    '  fetch', // 7
    'cat <<EOF', // 8
    'thv not-checked', // 9
    'EOF', // 10
    '```', // 11
    '', // 12
    '```console', // 13
    '$ thv list', // 14
    'NAME   STATUS', // 15
    '```', // 16
    '', // 17
    '```yaml', // 18
    'thv: nope', // 19
    '```', // 20
    '', // 21
    '  ```sh', // 22
    '  thv list', // 23
    '  ```', // 24
    '````md', // 25
    '```bash', // 26
    'thv inside-a-markdown-example', // 27
    '```', // 28
    '````', // 29
  ].join('\n');

  test('keeps only shell languages, with the line of their first content line', () => {
    const blocks = extractShellBlocks(page);
    expect(blocks.map((block) => [block.language, block.firstLine])).toEqual([
      ['bash', 4],
      ['console', 14],
      ['sh', 23],
    ]);
    expect(blocks[2].lines).toEqual(['thv list']);
  });

  test('strips prompts, joins continuations, skips here-documents and console output', () => {
    const lines = extractShellBlocks(page).flatMap(commandLines);
    expect(lines).toEqual([
      {line: 4, text: 'thv run fetch'},
      {line: 5, text: 'thv run  --name x fetch'},
      {line: 8, text: 'cat <<EOF'},
      {line: 14, text: 'thv list'},
      {line: 23, text: 'thv list'},
    ]);
  });
});

describe('splitting a shell line into commands', () => {
  test('pipes, && and ; separate commands; comments and redirections go', () => {
    expect(splitCommands('echo "a b" | thv secret set x && thv list; thv list # note > x')).toEqual(
      [
        ['echo', 'a b'],
        ['thv', 'secret', 'set', 'x'],
        ['thv', 'list'],
        ['thv', 'list'],
      ],
    );
    expect(splitCommands('thv secret set key < ~/key.txt 2>&1 > out.log')).toEqual([
      ['thv', 'secret', 'set', 'key'],
    ]);
  });

  test('placeholders and synopsis groups stay single words', () => {
    expect(splitCommands('thv logs <server name> [container|prune] [flags]')).toEqual([
      ['thv', 'logs', '<server name>', '[container|prune]', '[flags]'],
    ]);
    expect(splitCommands('thv run --name=<name> http://localhost:<port>/sse#fetch')).toEqual([
      ['thv', 'run', '--name=<name>', 'http://localhost:<port>/sse#fetch'],
    ]);
  });

  test('command substitutions are checked as commands of their own', () => {
    expect(splitCommands('curl "$(thv config get-registry-url)"')).toEqual([
      ['thv', 'config', 'get-registry-url'],
      ['curl', '$(…)'],
    ]);
  });

  test('finds thv behind environment assignments and sudo, not as an argument', () => {
    expect(thvArguments(['TOOLHIVE_SECRETS_PROVIDER=encrypted', 'thv', 'list'])).toEqual(['list']);
    expect(thvArguments(['sudo', '-E', '/usr/local/bin/thv', 'list'])).toEqual(['list']);
    expect(thvArguments(['brew', 'install', 'thv'])).toBeUndefined();
    expect(
      thvArguments(['sudo', 'install', '-m', '0755', 'thv', '/usr/local/bin/']),
    ).toBeUndefined();
  });
});

describe('checking thv command lines', () => {
  test.each([
    'thv run fetch',
    'thv --debug run fetch',
    'thv run --name my-fetch --port 8080 -e KEY=value -f fetch',
    'thv run --name=my-fetch --port=8080 --env=A=1 fetch',
    'thv run -fe KEY=value fetch',
    'thv run --transport sse --timeout 1m30s --rate 0.5 image:latest',
    'thv run fetch -- --not-a-thv-flag value --another',
    'thv run --port <port-number> <server-name>',
    'thv run --port $PORT fetch',
    'thv list',
    'thv list -a --format json',
    'thv list --all=false',
    'thv logs fetch --follow',
    'thv logs prune',
    'thv logs <server-name>',
    'thv secret set github',
    'echo "$TOKEN" | thv secret set github',
    'thv config register-client vscode',
    'thv config register-client <client>',
    'thv proxy my-server --target-uri http://localhost:8080',
    'thv proxy [flags] NAME',
    'thv registry ls',
    'thv <command> --help',
    'thv secret --help',
    'thv run --help',
    'thv secret set -h',
    'thv help run',
    'thv help secret set',
    'thv completion zsh',
    'thv',
    'thv --help',
    'thv secret',
  ])('accepts %s', (line) => {
    expect(check(line)).toEqual([]);
  });

  test.each([
    ['thv lst', 'unknown command "thv lst"'],
    ['thv secret lst', 'unknown command "thv secret lst"'],
    ['thv secret set', 'thv secret set takes exactly one argument, got 0'],
    ['thv list extra', 'thv list takes no arguments, got 1'],
    ['thv run --bogus fetch', 'unknown flag "--bogus" for thv run'],
    ['thv list --follow', 'unknown flag "--follow" for thv list (known on thv logs)'],
    ['thv list -z', 'unknown flag "-z" for thv list'],
    [
      'thv run --transport streamable-http fetch',
      '--transport accepts stdio, sse, not "streamable-http"',
    ],
    ['thv list --format=yaml', '--format accepts text, json, not "yaml"'],
    ['thv list --timeout 60', '--timeout of thv list has no effect in this release'],
    ['thv run --port high fetch', '--port expects a whole number, not "high"'],
    ['thv run --timeout 5 fetch', '--timeout expects a Go duration such as 30s, not "5"'],
    ['thv run --rate lots fetch', '--rate expects a number, not "lots"'],
    ['thv list --all=maybe', '--all expects true or false, not "maybe"'],
    ['thv run fetch --name', '--name needs a value'],
    ['thv proxy my-server', 'thv proxy needs --target-uri'],
    [
      'thv config register-client claude-desktop',
      'thv config register-client accepts vscode, cursor, not "claude-desktop"',
    ],
    ['thv help nothing', 'unknown help topic "nothing" for thv'],
    ['thv registry lst', 'unknown command "thv registry lst"'],
  ])('rejects %s', (line, message) => {
    expect(check(line)).toContain(message);
  });

  test('a page reports file lines and the command for each problem', () => {
    const page = [
      '```bash',
      'thv list',
      'thv list --follow',
      '',
      'thv run \\',
      '  --bogus fetch',
      '```',
    ].join('\n');
    expect(checkMarkdown(page, fixture)).toEqual({
      checked: 3,
      problems: [
        {
          line: 3,
          command: 'thv list --follow',
          message: 'unknown flag "--follow" for thv list (known on thv logs)',
        },
        {line: 5, command: 'thv run --bogus fetch', message: 'unknown flag "--bogus" for thv run'},
      ],
    });
  });
});
