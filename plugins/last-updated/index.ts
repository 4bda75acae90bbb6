import {execFileSync} from 'node:child_process';
import path from 'node:path';

import type {VcsConfig} from '@docusaurus/types';

export type FileUpdate = {timestamp: number; author: string};

type Git = (args: string[], cwd: string) => string;

const runGit: Git = (args, cwd) =>
  execFileSync('git', args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']});

/**
 * Whether the folder is in a full git clone. In a shallow clone every file would look changed
 * by the newest commit, and a tarball has no history at all: both give no date rather than a
 * wrong one.
 */
export function hasFullHistory(dir: string, git: Git = runGit): boolean {
  try {
    return git(['rev-parse', '--is-shallow-repository'], dir).trim() === 'false';
  } catch {
    return false;
  }
}

/** The time (milliseconds) and author of the last commit that changed `file`, or null. */
export function lastCommit(file: string, git: Git = runGit): FileUpdate | null {
  const dir = path.dirname(file);
  if (!hasFullHistory(dir, git)) return null;
  try {
    const line = git(['log', '-1', '--format=%ct%x09%an', '--', path.basename(file)], dir).trim();
    const [seconds, author = ''] = line.split('\t');
    if (!/^\d+$/.test(seconds ?? '')) return null;
    return {timestamp: Number(seconds) * 1000, author};
  } catch {
    return null;
  }
}

/**
 * Docusaurus's source of "last updated" dates (`future.experimental_vcs`): the last commit of
 * each page's source, or no date when the history is missing or shallow.
 */
export const lastUpdatedFromGit: VcsConfig = {
  // Docusaurus checks the arity of these functions.
  initialize: (_params) => undefined,
  getFileCreationInfo: async (_file) => null,
  getFileLastUpdateInfo: async (file) => lastCommit(file),
};
