import {readFileSync, readdirSync} from 'node:fs';

import {describe, expect, test} from 'vitest';

import {cliDocIdBase, thvCommands, type CliCommand} from '../../data/thv-commands';
import {toolhiveVersion} from '../../data/toolhive-version';
import sidebars from '../../sidebars';
import {
  cliReferenceDir,
  cliReferenceSidebarPosition,
  flagAnchor,
  formatDefault,
  formatFlagName,
  generatedMarker,
  inlineMarkdown,
  renderCliReference,
  renderCommandPage,
} from '../../scripts/lib/cli-reference-pages';
import {cliReferenceCategoryOf, commandTreeItems} from '../../sidebars/cliReference';
import {currentVersion} from '../../data/docs-versions';
import {staleFiles} from './support/stale-files';

const generated = renderCliReference(thvCommands, toolhiveVersion);
const pageFiles = readdirSync(cliReferenceDir).filter((name) => /\.mdx?$/.test(name));
const readPage = (id: string) => readFileSync(`${cliReferenceDir}/${id}.md`, 'utf8');

describe('generated CLI reference', () => {
  test('regenerating from data/thv-cli.json changes nothing', () => {
    expect(
      staleFiles(generated),
      'These pages differ from data/thv-cli.json: run `npm run gen:cli` and commit the result.',
    ).toEqual([]);
  });

  test('rendering is deterministic', () => {
    expect(renderCliReference(thvCommands, toolhiveVersion)).toEqual(generated);
  });

  test('every command has a page and every page a command', () => {
    const expected = ['index.md', ...thvCommands.map((command) => `${command.id}.md`)].sort();
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
        expect(cells[0], `${id} ${flag.name} name`).toBe(formatFlagName(flag));
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
      expect(page.startsWith(`---\n${generatedMarker}\n`)).toBe(true);
      expect(page).toContain(`\ntitle: "${command.command}"\n`);
      expect(page).toMatch(/\nsidebar_label: "[a-z-]+"\n/);
      expect(page).toMatch(/\ndescription: ".+"\n/);
      expect(page).toContain(`\n# ${command.command}\n\n${inlineMarkdown(command.summary)}\n`);
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
    const index = readFileSync(`${cliReferenceDir}/index.md`, 'utf8');
    expect(index).toContain('slug: /toolhive/reference/cli/');
    const sections = index.split(/^## /m).slice(1);
    for (const command of thvCommands.filter((candidate) => candidate.parent !== null)) {
      const section = sections.find((text) => text.startsWith(`${command.parent}\n`));
      expect(section, `section for ${command.parent}`).toBeDefined();
      expect(section).toContain(
        `| [\`${command.command}\`](/toolhive/reference/cli/${command.id}) | ${inlineMarkdown(command.summary, true)} |`,
      );
    }
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
    const page = renderCommandPage(root, [root]);
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
