// Builds a small git repository in ToolHive's layout, with two tagged releases,
// for the release importer's tests: CI has neither network nor ToolHive's
// repository. The words are the test's own; only the layout and cobra's
// Markdown format follow upstream.
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

export type FakeFiles = Record<string, string>;

function cobraPage(
  command: string,
  short: string,
  options: string,
  usage?: string,
  inherited = true,
  children: string[] = [],
): string {
  return [
    `## ${command}`,
    '',
    short,
    '',
    ...(usage
      ? ['### Synopsis', '', `${short} at length.`, '', '```', usage, '```', '']
      : ['### Synopsis', '', `${short} at length.`, '']),
    '### Options',
    '',
    '```',
    options,
    '```',
    '',
    ...(inherited
      ? [
          '### Options inherited from parent commands',
          '',
          '```',
          '      --debug   Turn on debugging',
          '```',
          '',
        ]
      : []),
    '### SEE ALSO',
    '',
    ...children.map((child) => `* [${child}](${child.replace(/ /g, '_')}.md)\t - ${child} help`),
    '',
  ].join('\n');
}

/** The files of release 1.0 of the fake ToolHive. */
export const releaseOne: FakeFiles = {
  'go.mod': 'module github.com/stacklok/toolhive\n\ngo 1.24\n',
  'docs/server/swagger.yaml': 'openapi: 3.0.0\npaths: {}\n',
  'pkg/registry/data/registry.json': '{"servers": {"alpha": {"image": "example/alpha:1"}}}\n',
  'deploy/charts/operator-crds/templates/toolhive.stacklok.dev_mcpservers.yaml':
    'kind: CustomResourceDefinition\n',
  'deploy/charts/operator/values.yaml': 'replicas: 1\n',
  'docs/cli/thv.md': cobraPage(
    'thv',
    'Fake ToolHive',
    '      --debug   Turn on debugging\n  -h, --help    help for thv',
    'thv [flags]',
    false,
    ['thv run', 'thv old'],
  ),
  'docs/cli/thv_run.md': cobraPage(
    'thv run',
    'Run a server',
    [
      '  -e, --env stringArray      Variables (default [A=1,B=2])',
      '  -h, --help                 help for run',
      '      --port int             Port to listen on',
      '      --transport string     Transport mode (default "stdio")',
      '      --timeout duration     How long to wait (default 30s)',
    ].join('\n'),
    'thv run [flags] IMAGE',
  ),
  'docs/cli/thv_old.md': cobraPage(
    'thv old',
    'Do the old thing',
    '  -h, --help   help for old',
    'thv old [flags]',
  ),
  'cmd/thv/app/run.go': [
    'package app',
    'var runCmd = &cobra.Command{',
    '\tUse:     "run [flags] IMAGE",',
    '\tAliases: []string{"start"},',
    '\tShort:   "Run a server",',
    '\tArgs:    cobra.ExactArgs(1),',
    '}',
    'func init() {',
    '\trunCmd.Flags().StringVar(&runPatch, "pod-patch", "", "A hidden patch")',
    '\trunCmd.Flags().MarkHidden("pod-patch")',
    '}',
    '',
  ].join('\n'),
};

/** Adds a global flag, `--quiet`, to the root's options and every page's inherited ones. */
function withQuiet(page: string): string {
  return page
    .replace(
      '      --debug   Turn on debugging\n  -h',
      '      --debug   Turn on debugging\n      --quiet   Say less\n  -h',
    )
    .replace(
      '      --debug   Turn on debugging\n```',
      '      --debug   Turn on debugging\n      --quiet   Say less\n```',
    );
}

/**
 * Release 2.0: `thv old` is gone, `thv new`, `run --name` and the global `--quiet` are new,
 * `--transport`'s default changed.
 */
const releaseTwoPages: FakeFiles = {
  'docs/cli/thv.md': releaseOne['docs/cli/thv.md']!.replace(
    '* [thv old](thv_old.md)\t - thv old help',
    '* [thv new](thv_new.md)\t - thv new help',
  ),
  'docs/cli/thv_old.md': '',
  'docs/cli/thv_new.md': cobraPage(
    'thv new',
    'Do the new thing',
    '  -h, --help   help for new',
    'thv new [flags] <name>',
  ),
  'docs/cli/thv_run.md': releaseOne['docs/cli/thv_run.md']!.replace(
    '(default "stdio")',
    '(default "sse")',
  ).replace(
    '      --port int ',
    '      --name string          Name of the server\n      --port int ',
  ),
};

export const releaseTwo: FakeFiles = {
  ...releaseOne,
  ...Object.fromEntries(
    Object.entries(releaseTwoPages).map(([file, text]) => [file, withQuiet(text)]),
  ),
  'pkg/registry/data/registry.json': '{"servers": {"alpha": {"image": "example/alpha:2"}}}\n',
  'cmd/thv/app/new.go': [
    'package app',
    'func newNewCommand() *cobra.Command {',
    '\tcmd := &cobra.Command{',
    '\t\tUse:   "new <name>",',
    '\t\tShort: "Do the new thing",',
    '\t\tArgs:  cobra.ExactArgs(1),',
    '\t}',
    '\tcmd.Flags().Bool("secret-mode", false, "Hidden switch")',
    '\tcmd.Flags().MarkHidden("secret-mode")',
    '\treturn cmd',
    '}',
    '',
  ].join('\n'),
};

function git(dir: string, ...args: string[]): void {
  execFileSync(
    'git',
    [
      '-C',
      dir,
      '-c',
      'user.name=test',
      '-c',
      'user.email=test@example.com',
      '-c',
      'commit.gpgsign=false',
      ...args,
    ],
    {
      stdio: 'ignore',
    },
  );
}

function writeTree(dir: string, files: FakeFiles): void {
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(dir, file);
    if (content === '') {
      rmSync(target, {force: true});
      continue;
    }
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, content);
  }
}

/** A git checkout with one commit and tag per release, tagged in order. Returns its folder. */
export function fakeToolhive(releases: [tag: string, files: FakeFiles][]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-toolhive-'));
  git(dir, 'init', '--quiet');
  for (const [tag, files] of releases) {
    writeTree(dir, files);
    git(dir, 'add', '--all');
    git(dir, 'commit', '--quiet', '--allow-empty', '-m', tag);
    git(dir, 'tag', tag);
  }
  return dir;
}
