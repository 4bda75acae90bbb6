// npm run release:cut on a small copy of the site: the version modules are the
// repository's own, the pages and data are stand-ins. The real repository is
// never touched.
import {spawnSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

import {afterEach, beforeEach, describe, expect, test} from 'vitest';

import {docsVersions} from '../../data/docs-versions';
import {
  cliDataBlock,
  cutVersion,
  docsVersionsBlock,
  formatted,
  registryBlock,
  replaceBlock,
} from '../../scripts/lib/release-cut/cut-version';

const [current, older] = docsVersions as [(typeof docsVersions)[0], (typeof docsVersions)[0]];
const next = 'v9.0.0';
let root: string;

function write(file: string, content: string): void {
  mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
  writeFileSync(path.join(root, file), content);
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'release-cut-'));
  for (const file of [
    'data/docs-versions.ts',
    'data/thv-commands.ts',
    'data/toolhive-registry.ts',
    'versions.json',
  ])
    cpSync(file, path.join(root, file));
  for (const version of docsVersions) {
    const removed = `${version.dataDir}/removed-commands.json`;
    if (existsSync(removed)) cpSync(removed, path.join(root, removed));
  }
  write('docs/toolhive/index.md', '# Current page\n');
  write(`${older.docsDir}/toolhive/index.md`, '# Older page\n');
  write(current.apiSpecFile, 'openapi: 3.1.0\n');
  for (const file of [
    'thv-cli.json',
    'registry.json',
    'mcpserver-crd.yaml',
    'operator-chart-values.yaml',
  ])
    write(`data/${next}/${file}`, '[]\n');
});

afterEach(() => rmSync(root, {recursive: true, force: true}));

test('the version blocks of the repository are what release:cut writes for its releases', async () => {
  const releases = docsVersions.map((version) => version.release);
  const hasRemoved = (release: string) => existsSync(`data/${release}/removed-commands.json`);
  const blocks: [string, string[]][] = [
    ['data/docs-versions.ts', docsVersionsBlock(releases)],
    ['data/thv-commands.ts', cliDataBlock(releases, hasRemoved)],
    ['data/toolhive-registry.ts', registryBlock(releases)],
  ];
  for (const [file, lines] of blocks) {
    const source = readFileSync(file, 'utf8');
    expect(await formatted(file, replaceBlock(source, file, lines)), file).toBe(source);
  }
});

describe('release:cut', () => {
  test('moves the current docs and API document under the current release, and lists the new one first', async () => {
    const result = await cutVersion(root, next);
    const name = current.release.slice(1);
    expect(result.previous).toBe(current.release);
    expect(read(`versioned_docs/version-${name}/toolhive/index.md`)).toBe('# Current page\n');
    expect(read(`static/api-specs/${current.release}/toolhive-api.yaml`)).toBe('openapi: 3.1.0\n');
    expect(JSON.parse(read('versions.json'))).toEqual([
      name,
      ...docsVersions.slice(1).map((v) => v.name),
    ]);
    expect(read('data/docs-versions.ts')).toContain(
      `export const docsReleases = ['${next}', ${docsVersions.map((v) => `'${v.release}'`).join(', ')}] as const;`,
    );
  });

  test('the rewritten version module makes the new release current and the old one an older version', async () => {
    await cutVersion(root, next);
    const module = (await import(
      pathToFileURL(path.join(root, 'data/docs-versions.ts')).href
    )) as typeof import('../../data/docs-versions');
    expect(module.currentVersion).toMatchObject({release: next, docsDir: 'docs', routePrefix: ''});
    expect(module.olderVersion).toEqual({
      release: current.release,
      name: current.release.slice(1),
      isCurrent: false,
      docsDir: `versioned_docs/version-${current.release.slice(1)}`,
      dataDir: `data/${current.release}`,
      apiSpecFile: `static/api-specs/${current.release}/toolhive-api.yaml`,
      routePrefix: `/${current.release}`,
    });
    expect(module.docsVersions.slice(2)).toEqual(docsVersions.slice(1));
  });

  test('the data modules import the new release, keeping the removed commands they had', async () => {
    await cutVersion(root, next);
    const commands = read('data/thv-commands.ts');
    expect(commands).toContain(`import commandsV9_0_0 from './${next}/thv-cli.json';`);
    expect(commands).toContain(`'${next}': []`);
    expect(commands).toContain(`import removedV0_1_0 from './v0.1.0/removed-commands.json';`);
    expect(read('data/toolhive-registry.ts')).toContain(
      `import registryV9_0_0 from './${next}/registry.json';`,
    );
  });

  test('refuses a release that is not imported, not newer, or already a version', async () => {
    rmSync(path.join(root, `data/${next}/registry.json`));
    await expect(cutVersion(root, next)).rejects.toThrow(`data/${next}/registry.json is missing`);
    await expect(cutVersion(root, older.release)).rejects.toThrow(
      `${older.release} is already a docs version`,
    );
    await expect(cutVersion(root, 'v0.0.1')).rejects.toThrow(
      'is not newer than the current docs version',
    );
    expect(read('versions.json')).toBe(readFileSync('versions.json', 'utf8'));
  });

  test('the command prints a bad release as one line', () => {
    const run = spawnSync(
      path.resolve('node_modules/.bin/tsx'),
      [path.resolve('scripts/release-cut.ts'), 'latest'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('release:cut: the release must look like v1.2.3, not "latest"');
  });
});
