import {readFileSync, readdirSync} from 'node:fs';

import {describe, expect, test} from 'vitest';

import {
  cliDocIdBase,
  removedCommandsOf,
  thvCommandsOf,
  type CliCommand,
} from '../../data/thv-commands';
import sidebars from '../../sidebars';
import {
  cliReferenceDir,
  cliReferenceInputOf,
  cliReferenceSidebarPosition,
  flagAnchor,
  formatDefault,
  formatFlagName,
  generatedMarkerOf,
  inlineMarkdown,
  newBadge,
  newSinceOf,
  renderCliReference,
  renderCommandPage,
  renderRemovedCommandPage,
} from '../../scripts/lib/cli-reference-pages';
import {inVersion} from '../../scripts/lib/generated-files';
import {cliReferenceCategoryOf, commandTreeItems} from '../../sidebars/cliReference';
import {currentVersion, docsVersions, olderVersion} from '../../data/docs-versions';
import {staleFiles} from './support/stale-files';

// Commands per release, as ToolHive's own generated reference has them.
const commandCount = {'v0.1.0': 37, 'v0.0.47': 35};

describe.each(docsVersions)('generated CLI reference of $release', (version) => {
  const input = cliReferenceInputOf(version);
  const thvCommands = thvCommandsOf(version);
  const generated = inVersion(renderCliReference(input), version);
  const dir = `${version.docsDir}/${cliReferenceDir.slice('docs/'.length)}`;
  const pageFiles = readdirSync(dir).filter((name) => /\.mdx?$/.test(name));
  const readPage = (id: string) => readFileSync(`${dir}/${id}.md`, 'utf8');
  const dataFile = `${version.dataDir}/thv-cli.json`;
  const newSince = newSinceOf(input);

  test(`regenerating from ${dataFile} changes nothing`, () => {
    expect(
      staleFiles(generated),
      `These pages differ from ${dataFile}: run \`npm run gen:cli\` and commit the result.`,
    ).toEqual([]);
  });

  test('rendering is deterministic', () => {
    expect(inVersion(renderCliReference(cliReferenceInputOf(version)), version)).toEqual(generated);
  });

  test(`holds the ${commandCount[version.release]} commands of ${version.release}`, () => {
    expect(thvCommands).toHaveLength(commandCount[version.release]);
  });

  test('every command and every removed command has a page, and every page a command', () => {
    const expected = [
      'index.md',
      ...thvCommands.map((command) => `${command.id}.md`),
      ...removedCommandsOf(version).map((removed) => `${removed.id}.md`),
    ].sort();
    expect(
      [...pageFiles].sort(),
      'Pages and commands differ: run `npm run gen:cli` (it also removes pages of dropped commands).',
    ).toEqual(expected);
  });

  test.each(thvCommands.map((command) => [command.id, command] as const))(
    '%s: every flag has a row of its own, with an anchor, a search title, its type and default',
    (id, command) => {
      const page = readPage(id);
      const rows = page.split('\n').filter((line) => line.startsWith('<tr id='));
      for (const flag of [
        ...command.flags,
        ...command.inheritedFlags,
        ...(command.hiddenFlags ?? []),
      ]) {
        const start = `<tr id="${flagAnchor(flag)}" data-search-title="${command.command} ${flag.name}">`;
        const row = rows.find((line) => line.startsWith(start));
        expect(row, `${id}: row for ${flag.name}`).toBeDefined();
        const cells = [...row!.matchAll(/<td data-label="[^"]+">(.*?)<\/td>/g)].map((m) => m[1]);
        const mark = newSince.flag(command, flag)
          ? ` ${newBadge(docsVersions[docsVersions.indexOf(version) + 1]?.release ?? '')}`
          : '';
        expect(cells[0], `${id} ${flag.name} name`).toBe(formatFlagName(flag) + mark);
        expect(cells[1], `${id} ${flag.name} type`).toBe(`\`${flag.type}\``);
        expect(cells[2], `${id} ${flag.name} default`).toBe(formatDefault(flag));
        if (flag.shorthand) expect(cells[0]).toContain(`\`-${flag.shorthand}\``);
      }
      const anchors = rows.map((line) => /id="([^"]+)"/.exec(line)![1]);
      expect(new Set(anchors).size, `${id}: flag anchors are unique`).toBe(anchors.length);
    },
  );

  test.each(thvCommands.map((command) => [command.id, command] as const))(
    '%s: page has front matter, title, summary, usage, examples and links',
    (id, command) => {
      const page = readPage(id);
      expect(page.startsWith(`---\n${generatedMarkerOf(dataFile)}\n`)).toBe(true);
      expect(page).toContain(`\ngenerated_from: ${dataFile}\n`);
      expect(page).toContain(`\ntitle: "${command.command}"\n`);
      expect(page).toMatch(/\nsidebar_label: "[a-z-]+"\n/);
      expect(page).toMatch(/\ndescription: ".+"\n/);
      const mark = newSince.command(command)
        ? `${newBadge(docsVersions[docsVersions.indexOf(version) + 1]?.release ?? '')}\n\n`
        : '';
      expect(page).toContain(
        `\n# ${command.command}\n\n${mark}${inlineMarkdown(command.summary)}\n`,
      );
      if (command.usage) expect(page).toContain(`\`\`\`bash\n${command.usage}\n\`\`\``);
      for (const example of command.examples) {
        expect(page).toContain(`\`\`\`bash\n${example.command}\n\`\`\``);
      }
      if (command.parent) {
        expect(page).toContain(`Parent command: [\`${command.parent}\`](/toolhive/reference/cli/`);
      }
      for (const child of command.subcommands) {
        expect(page).toContain(
          `[\`${child}\`](/toolhive/reference/cli/${child.replaceAll(' ', '_')})`,
        );
      }
      for (const guide of command.guides) expect(page).toContain(`](${guide.path})`);
    },
  );

  test('the index lists every command under its parent with its summary', () => {
    const index = readPage('index');
    expect(index).toContain(`ToolHive ${version.release}`);
    expect(index).toContain('slug: /toolhive/reference/cli/');
    const sections = index.split(/^## /m).slice(1);
    for (const command of thvCommands.filter((candidate) => candidate.parent !== null)) {
      const section = sections.find((text) => text.startsWith(`${command.parent}\n`));
      expect(section, `section for ${command.parent}`).toBeDefined();
      const mark = newSince.command(command)
        ? ` ${newBadge(docsVersions[docsVersions.indexOf(version) + 1]?.release ?? '')}`
        : '';
      expect(section).toContain(
        `| [\`${command.command}\`](/toolhive/reference/cli/${command.id})${mark} | ${inlineMarkdown(command.summary, true)} |`,
      );
    }
    for (const removed of removedCommandsOf(version)) {
      expect(index).toContain(
        `| [\`${removed.command}\`](/toolhive/reference/cli/${removed.id}) |`,
      );
    }
  });
});

describe('what changed since the previous version', () => {
  const current = cliReferenceInputOf(currentVersion);
  const newSince = newSinceOf(current);
  const byId = new Map(current.commands.map((command) => [command.id, command]));

  test('commands and flags the older release lacks are new, computed from both data files', () => {
    const older = new Set(thvCommandsOf(olderVersion).map((command) => command.command));
    const newCommands = current.commands.filter((command) => newSince.command(command));
    expect(newCommands.map((command) => command.command).sort()).toEqual(
      current.commands
        .map((command) => command.command)
        .filter((name) => !older.has(name))
        .sort(),
    );
    expect(newCommands.map((command) => command.id).sort()).toEqual([
      'thv_client',
      'thv_client_setup',
      'thv_client_status',
      'thv_secret_setup',
    ]);
    const newFlags = current.commands.flatMap((command) =>
      [...command.flags, ...command.inheritedFlags]
        .filter((flag) => newSince.flag(command, flag))
        .map((flag) => `${command.command} ${flag.name}`),
    );
    expect(newFlags.sort()).toEqual([
      'thv run --isolate-network',
      'thv run --otel-env-vars',
      'thv stop --all',
    ]);
    // A new command's own flags are not marked one by one.
    expect(
      newSince.flag(byId.get('thv_client_setup')!, byId.get('thv_client_setup')!.flags[0]),
    ).toBe(false);
  });

  test('the oldest version marks nothing', () => {
    const oldest = newSinceOf(cliReferenceInputOf(olderVersion));
    for (const command of thvCommandsOf(olderVersion)) {
      expect(oldest.command(command)).toBe(false);
      for (const flag of command.flags) expect(oldest.flag(command, flag)).toBe(false);
    }
    expect(
      readFileSync(`${olderVersion.docsDir}/toolhive/reference/cli/index.md`, 'utf8'),
    ).not.toContain('cli-new-badge');
  });

  test.each(removedCommandsOf(currentVersion).map((removed) => [removed.id, removed] as const))(
    '%s: its page says it was removed, links what replaces it and the older reference',
    (id, removed) => {
      expect(thvCommandsOf(olderVersion).some((command) => command.id === id)).toBe(true);
      expect(byId.has(id)).toBe(false);
      const page = readFileSync(`${cliReferenceDir}/${id}.md`, 'utf8');
      expect(page).toContain(`generated_from: ${currentVersion.dataDir}/removed-commands.json\n`);
      expect(page).toContain(`:::warning[Removed since ${olderVersion.release}]`);
      expect(page).toContain(`](/v0.0.47/toolhive/reference/cli/${id})`);
      expect(removed.replacements.length).toBeGreaterThan(0);
      for (const replacement of removed.replacements) {
        expect(byId.has(replacement.command.replaceAll(' ', '_'))).toBe(true);
        expect(page).toContain(
          `[\`${replacement.command}\`](/toolhive/reference/cli/${replacement.command.replaceAll(' ', '_')})`,
        );
      }
    },
  );

  test('a removed command that still exists, or never existed, is an error', () => {
    const [removed] = current.removed;
    expect(() =>
      renderRemovedCommandPage({...removed, command: 'thv run', id: 'thv_run'}, current),
    ).toThrow(/still a command/);
    expect(() =>
      renderRemovedCommandPage({...removed, command: 'thv nothing', id: 'thv_nothing'}, current),
    ).toThrow(/not a command of v0.0.47/);
    expect(() =>
      renderRemovedCommandPage(
        {...removed, replacements: [{command: 'thv config auto-discovery', use: 'Nothing.'}]},
        current,
      ),
    ).toThrow(/not a command of this release/);
  });
});

describe('Markdown escaping for MDX', () => {
  test('prose escapes <, {, } and keeps code spans as they are', () => {
    expect(inlineMarkdown('Use <name> or {x} with `thv run <name>`.')).toBe(
      'Use \\<name\\> or \\{x\\} with `thv run <name>`.',
    );
  });

  test('table cells escape pipes, also inside code spans', () => {
    expect(inlineMarkdown('a | b and `x|y`', true)).toBe('a \\| b and `x\\|y`');
    expect(inlineMarkdown('a | b', false)).toBe('a | b');
  });

  test('a page built from awkward text stays valid Markdown for MDX', () => {
    const root: CliCommand = {
      id: 'thv',
      command: 'thv',
      parent: null,
      subcommands: [],
      usage: 'thv [a|b] <name> [flags]',
      aliases: [],
      summary: 'Summary with <angle> and {braces}.',
      description: ['Pipes | and `code <x>`.'],
      arguments: {count: 'exactly-1', placeholder: '[a|b]', description: 'A or B.', values: ['a']},
      flags: [
        {
          name: '--mode',
          shorthand: 'm',
          type: 'string',
          default: 'a|b',
          description: 'Either `a|b` or {c}.',
        },
      ],
      inheritedFlags: [],
      examples: [{description: 'Use <it>.', command: 'thv --mode a x'}],
      guides: [],
    };
    const page = renderCommandPage(root, [root], 'data/test.json');
    expect(page).toContain('Summary with \\<angle\\> and \\{braces\\}.');
    expect(page).toContain(
      '<td data-label="Flag">`-m`, `--mode`</td><td data-label="Type">`string`</td><td data-label="Default">`a|b`</td><td data-label="Description">Either `a|b` or \\{c\\}.</td>',
    );
    expect(page).toContain('```bash\nthv [a|b] <name> [flags]\n```');
    // Outside code, no raw < or { is left for MDX to misread.
    const prose = page
      .replace(/^---[\s\S]*?\n---\n/, '')
      .replace(/```[\s\S]*?```/g, '')
      .replace(/`[^`]*`/g, '')
      .replace(/<\/?(div|table|thead|tbody|tr|th|td)\b[^>]*>/g, '');
    expect(prose).not.toMatch(/(^|[^\\])[<{]/);
  });
});

describe('CLI reference sidebar', () => {
  type Item = {type: string; id?: string; label?: string; link?: {id: string}; items?: Item[]};
  const thvCommands = thvCommandsOf(currentVersion);
  const tree = commandTreeItems(thvCommands) as Item[];

  test('nests every command under its parent, groups as categories linking their page', () => {
    const seen: string[] = [];
    const walk = (item: Item, parent: string | null) => {
      const id = (item.type === 'category' ? item.link?.id : item.id)!;
      const command = thvCommands.find((candidate) => `${cliDocIdBase}/${candidate.id}` === id);
      expect(command, id).toBeDefined();
      expect(command!.parent).toBe(parent);
      expect(item.type).toBe(command!.subcommands.length > 0 ? 'category' : 'doc');
      expect(item.label).toBe(command!.command.split(' ').at(-1));
      seen.push(command!.id);
      for (const child of item.items ?? []) walk(child, command!.command);
      expect((item.items ?? []).length).toBe(command!.subcommands.length);
    };
    expect(tree).toHaveLength(1);
    walk(tree[0], null);
    expect(seen.sort()).toEqual(thvCommands.map((command) => command.id).sort());
  });

  test('every page has the sidebar_position of its place in the sidebar', () => {
    const positionOf = (id: string) =>
      Number(
        readFileSync(`${cliReferenceDir}/${id}.md`, 'utf8').match(
          /\nsidebar_position: (\d+)\n/,
        )?.[1],
      );
    const walk = (items: Item[]) =>
      items.forEach((item, index) => {
        const id = (item.type === 'category' ? item.link?.id : item.id)!.split('/').at(-1)!;
        expect(positionOf(id), id).toBe(index + 1);
        walk(item.items ?? []);
      });
    walk(tree);
    const reference = sidebars.toolhiveSidebar.find(
      (item) => typeof item === 'object' && 'label' in item && item.label === 'Reference',
    ) as {items: unknown[]};
    const cliReferenceCategory = cliReferenceCategoryOf(currentVersion);
    const position = reference.items.findIndex(
      (item) => JSON.stringify(item) === JSON.stringify(cliReferenceCategory),
    );
    expect(position + 1).toBe(cliReferenceSidebarPosition);
    expect(positionOf('index')).toBe(cliReferenceSidebarPosition);
  });
});
