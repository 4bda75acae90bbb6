// Tests make their scratch directories under os.tmpdir() and do not all remove them. Each Vitest
// run gets a directory of its own there (workers and the commands tests start inherit TMPDIR) and
// removes it at the end, so running the tests again and again does not fill the machine's /tmp.
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolhive-docs-tests-'));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  return () => {
    rmSync(dir, {recursive: true, force: true});
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
  };
}
