import {execFileSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {lastCommit} from '../index';

/** A folder with one committed file; `shallow` clones it with depth 1. */
function repository(shallow: boolean): string {
  const root = mkdtempSync(path.join(tmpdir(), 'last-updated-'));
  const origin = path.join(root, 'origin');
  const git = (args: string[], cwd: string) => execFileSync('git', args, {cwd, stdio: 'ignore'});
  execFileSync('mkdir', [origin]);
  git(['init', '-q'], origin);
  for (const [day, text] of [
    ['2024-01-02', 'one'],
    ['2024-03-04', 'two'],
  ]) {
    writeFileSync(path.join(origin, 'page.md'), text);
    git(['add', 'page.md'], origin);
    execFileSync(
      'git',
      ['-c', 'user.name=Ada', '-c', 'user.email=a@example.com', 'commit', '-qm', text],
      {
        cwd: origin,
        env: {
          ...process.env,
          GIT_AUTHOR_DATE: `${day}T12:00:00Z`,
          GIT_COMMITTER_DATE: `${day}T12:00:00Z`,
        },
      },
    );
  }
  writeFileSync(path.join(origin, 'other.md'), 'later');
  if (!shallow) return origin;
  const clone = path.join(root, 'clone');
  git(['clone', '-q', '--depth', '1', `file://${origin}`, clone], root);
  return clone;
}

describe('last updated from git', () => {
  it('gives the date and author of the last commit that changed the file', () => {
    const dir = repository(false);
    expect(lastCommit(path.join(dir, 'page.md'))).toEqual({
      timestamp: Date.parse('2024-03-04T12:00:00Z'),
      author: 'Ada',
    });
  });

  it('gives no date for a file git does not track', () => {
    expect(lastCommit(path.join(repository(false), 'other.md'))).toBeNull();
  });

  it('gives no date in a shallow clone, where every file would look changed by one commit', () => {
    expect(lastCommit(path.join(repository(true), 'page.md'))).toBeNull();
  });

  it('gives no date outside a repository (a tarball) or without git', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'no-git-'));
    writeFileSync(path.join(dir, 'page.md'), 'text');
    expect(lastCommit(path.join(dir, 'page.md'))).toBeNull();
    const noGit = () => {
      throw new Error('spawn git ENOENT');
    };
    expect(lastCommit(path.join(dir, 'page.md'), noGit)).toBeNull();
  });
});
