// Example outputs of the registry commands in the docs are real registry rows.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';

import {currentVersion, docsVersions} from '../../data/docs-versions';
import {registryOf} from '../../data/toolhive-registry';
import {checkRegistryOutputs, type Registry} from '../../scripts/lib/registry-example-output';
import {listDocPages, readDocPage} from './support/docs-files';

// Each version's pages show rows of that version's registry.
describe.each(docsVersions)('registry example output, $release', (version) => {
  const registry = registryOf(version) as unknown as Registry;
  const dir = path.resolve(version.docsDir);

  test('every thv registry list / search / info block in the docs matches the registry data', () => {
    const problems = listDocPages(dir).flatMap((page) =>
      checkRegistryOutputs(readDocPage(page, dir), registry).map(
        (problem) => `${version.docsDir}/${page}: ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  test('the registry guide has blocks of all three kinds, so the check has something to check', () => {
    const page = readFileSync(path.join(dir, 'toolhive/guides-cli/registry.md'), 'utf8');
    for (const title of ['thv registry list', 'thv search', 'thv registry info']) {
      expect(page).toContain(`title="${title}`);
    }
  });
});

describe('registry example output check', () => {
  const registry = registryOf(currentVersion) as unknown as Registry;

  test('invented rows fail', () => {
    const bad = [
      '```text title="thv registry list"',
      'NAME    DESCRIPTION                  TRANSPORT   STARS   PULLS',
      'fetch   Fetch a page as Markdown     stdio       54210   27840',
      'nosuch  Something                    stdio       1       2',
      '```',
      '',
      '```text title="thv registry info github"',
      'Name: github',
      'Transport: sse',
      'Tools:',
      '  - make_coffee',
      'Environment Variables:',
      '  - GITHUB_PERSONAL_ACCESS_TOKEN: a token',
      'Tags:',
      '  github, invented',
      '```',
    ].join('\n');
    const problems = checkRegistryOutputs(bad, registry).join('\n');
    expect(problems).toMatch(/fetch: description/);
    expect(problems).toMatch(/fetch: stars 54210/);
    expect(problems).toMatch(/fetch: pulls 27840/);
    expect(problems).toMatch(/no server named "nosuch"/);
    expect(problems).toMatch(/Transport "sse"/);
    expect(problems).toMatch(/no tool "make_coffee"/);
    expect(problems).toMatch(/GITHUB_PERSONAL_ACCESS_TOKEN: a token/);
    expect(problems).toMatch(/no tag "invented"/);
  });

  test('columns where thv would not put them fail, for a search and for a list', () => {
    const github = registry.servers.github;
    const row = (nameWidth: number) =>
      [
        'github'.padEnd(nameWidth),
        `${github.description.slice(0, 57)}...`.padEnd(63),
        github.transport.padEnd(12),
        String(github.metadata.stars).padEnd(8),
        String(github.metadata.pulls),
      ].join('');
    const head = (nameWidth: number) =>
      [
        'NAME'.padEnd(nameWidth),
        'DESCRIPTION'.padEnd(63),
        'TRANSPORT   ',
        'STARS   ',
        'PULLS',
      ].join('');
    const block = (title: string, nameWidth: number) =>
      [
        `\`\`\`text title="${title}"`,
        'Found 1 servers matching query: github',
        head(nameWidth),
        row(nameWidth),
        '```',
      ].join('\n');
    // One match: the name column is "github" plus three spaces, not the list's width.
    expect(checkRegistryOutputs(block('thv search github', 9), registry)).toEqual([]);
    expect(checkRegistryOutputs(block('thv search github', 26), registry).join('\n')).toMatch(
      /"github" row: columns are not where thv puts them/,
    );
    const list = (nameWidth: number) =>
      ['```text title="thv registry list"', head(nameWidth), row(nameWidth), '```'].join('\n');
    expect(checkRegistryOutputs(list(9), registry).join('\n')).toMatch(/"NAME" row/);
  });
});
