// Reads files of one ToolHive release from a git repository: a checkout or a
// bare git dir, at a tag. Every failure is a ReleaseImportError with a one-line
// message, so the command can print it without a stack trace.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';

export class ReleaseImportError extends Error {}

/** Where each file the site keeps lives in ToolHive's repository. */
export const upstreamPaths = {
  cliDocs: 'docs/cli',
  cliSource: 'cmd/thv/app',
  apiSpec: 'docs/server/swagger.yaml',
  registry: 'pkg/registry/data/registry.json',
  crd: 'deploy/charts/operator-crds/templates/toolhive.stacklok.dev_mcpservers.yaml',
  chartValues: 'deploy/charts/operator/values.yaml',
} as const;

const toolhiveModule = 'module github.com/stacklok/toolhive';

export type UpstreamTree = {
  tag: string;
  /** The bytes of a file at the tag. */
  read: (path: string) => Buffer;
  /** The text of a file at the tag. */
  text: (path: string) => string;
  /** File names (not paths) directly inside a folder at the tag. */
  list: (dir: string) => string[];
  /** Whether the tag exists in the repository. */
  hasTag: (tag: string) => boolean;
};

function git(from: string, args: string[]): Buffer {
  return execFileSync('git', ['-C', from, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
}

function tryGit(from: string, args: string[]): Buffer | undefined {
  try {
    return git(from, args);
  } catch {
    return undefined;
  }
}

/** Opens a ToolHive repository at a tag, or throws a ReleaseImportError saying why it cannot. */
export function openUpstreamTree(from: string, tag: string): UpstreamTree {
  if (!existsSync(from)) throw new ReleaseImportError(`${from} does not exist`);
  if (tryGit(from, ['rev-parse', '--git-dir']) === undefined) {
    throw new ReleaseImportError(`${from} is not a git repository or git directory`);
  }
  const hasTag = (name: string) =>
    tryGit(from, ['rev-parse', '--verify', '--quiet', `refs/tags/${name}^{commit}`]) !== undefined;
  if (!hasTag(tag)) throw new ReleaseImportError(`${from} has no tag ${tag}`);
  const goMod = tryGit(from, ['show', `${tag}:go.mod`])?.toString('utf8') ?? '';
  if (!goMod.split('\n').some((line) => line.trim() === toolhiveModule)) {
    throw new ReleaseImportError(
      `${from} at ${tag} is not ToolHive: its go.mod does not declare github.com/stacklok/toolhive`,
    );
  }
  const read = (path: string) => {
    const bytes = tryGit(from, ['show', `${tag}:${path}`]);
    if (bytes === undefined) throw new ReleaseImportError(movedMessage(from, tag, path));
    return bytes;
  };
  return {
    tag,
    read,
    text: (path) => read(path).toString('utf8'),
    list: (dir) => {
      const names = tryGit(from, ['ls-tree', '--name-only', `${tag}:${dir}`]);
      if (names === undefined) throw new ReleaseImportError(movedMessage(from, tag, dir));
      return names.toString('utf8').split('\n').filter(Boolean);
    },
    hasTag,
  };
}

/** Names the missing path and, when a file of the same name exists elsewhere at the tag, where. */
function movedMessage(from: string, tag: string, path: string): string {
  const name = path.split('/').pop()!;
  const all = tryGit(from, ['ls-tree', '-r', '--name-only', tag])?.toString('utf8') ?? '';
  const elsewhere = all.split('\n').filter((file) => file.split('/').pop() === name);
  const hint =
    elsewhere.length > 0 ? `; it may have moved to ${elsewhere.slice(0, 3).join(', ')}` : '';
  return `${tag} has no ${path}${hint}. Update upstreamPaths in scripts/lib/release-import/upstream-tree.ts`;
}
