// Renders the `thv` command reference (one Markdown page per command plus the
// index) from data/thv-cli.json. Pure: the same data always gives the same
// bytes, so a test can compare the output with the files on disk.
import {
  cliRouteBase,
  commandRoute,
  indexByCommand,
  rootCommand,
  shortName,
  subcommandsOf,
  type CliArguments,
  type CliCommand,
  type CliFlag,
} from '../../data/thv-commands';

export const generatedMarker =
  '# Generated from data/thv-cli.json by scripts/gen-cli-reference.ts. Do not edit; run npm run gen:cli';

/** Folder of the generated pages, relative to the repository root. */
export const cliReferenceDir = 'docs/toolhive/reference/cli';

/**
 * Place of the CLI reference category among the items of the Reference
 * category in sidebars.ts; the index page, which is the category's link,
 * carries it as its `sidebar_position`.
 */
export const cliReferenceSidebarPosition = 2;

/**
 * The 1-based place of a command among its siblings, in the order of the
 * sidebar (sidebars/cliReference.ts): the order of its parent's `subcommands`.
 * The root is the only item of its category, so it is first.
 */
export function sidebarPosition(command: CliCommand, parent: CliCommand | undefined): number {
  if (!parent) return 1;
  const index = parent.subcommands.indexOf(command.command);
  if (index < 0) throw new Error(`${command.command}: not a subcommand of "${command.parent}"`);
  return index + 1;
}

/** Placeholder shown in the default column when a flag has no default value. */
export const noDefault = '—';

// MDX reads `<` and `{` as the start of JSX or an expression, so prose must
// escape them; inside tables a bare `|` would end the cell. Code spans keep
// their content, except that a table still needs its pipes escaped.
function escapeProse(text: string, inTable: boolean): string {
  return text.replace(/[\\<>{}*_[\]]|\|/g, (char) =>
    char === '|' && !inTable ? '|' : `\\${char}`,
  );
}

export function inlineMarkdown(text: string, inTable = false): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, index) => {
      if (index % 2 === 0) return escapeProse(part, inTable);
      return inTable ? part.replaceAll('|', '\\|') : part;
    })
    .join('');
}

function code(text: string, inTable = false): string {
  if (text.includes('`')) throw new Error(`code span cannot hold a backtick: ${text}`);
  return `\`${inTable ? text.replaceAll('|', '\\|') : text}\``;
}

/** Where "Edit this page" points on a generated page: its data file and its generator. */
const sourceFrontMatter = [
  'generated_from: data/thv-cli.json',
  'generated_by: scripts/gen-cli-reference.ts',
  'custom_edit_url: null',
];

function frontMatterString(text: string): string {
  return JSON.stringify(text);
}

export function formatDefault(flag: CliFlag): string {
  const value = flag.default;
  if (value === null) return noDefault;
  // One code span per item, so a long list can wrap between items.
  if (Array.isArray(value)) return value.map((item) => code(item)).join(', ');
  return code(String(value));
}

export function formatFlagName(flag: CliFlag): string {
  const long = code(flag.name);
  return flag.shorthand ? `${code(`-${flag.shorthand}`)}, ${long}` : long;
}

// The wrapper class lets src/css/cli-reference.css lay the table out as cards
// on phones; blank lines around the table keep it Markdown inside the JSX.
function wrappedTable(className: string, header: string[], rows: string[]): string[] {
  return [
    `<div className="${className}">`,
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows,
    '',
    '</div>',
  ];
}

function commandTable(commands: CliCommand[]): string[] {
  return wrappedTable(
    'cli-command-table',
    ['Command', 'Summary'],
    commands.map(
      (command) => `| ${commandLink(command, true)} | ${inlineMarkdown(command.summary, true)} |`,
    ),
  );
}

/** The anchor of a flag's row: `--proxy-port` → `flag-proxy-port`. */
export function flagAnchor(flag: CliFlag): string {
  return `flag-${flag.name.replace(/^-+/, '')}`;
}

const flagHeader = ['Flag', 'Type', 'Default', 'Description'];

// Each row has an anchor and a `data-search-title` ("thv run --proxy-port"),
// so search lists every flag as a result of its own that opens its row. Rows
// with attributes need JSX, not a Markdown table; cells on one line keep their
// inline Markdown, and carry `data-label` for the phone layout.
function flagTable(command: CliCommand, flags: CliFlag[]): string[] {
  const cell = (index: number, content: string) =>
    `<td data-label="${flagHeader[index]}">${content}</td>`;
  const rows = flags.map((flag) => {
    let description = inlineMarkdown(flag.description);
    if (flag.persistent) description += ' Every subcommand inherits this flag.';
    const cells = [formatFlagName(flag), code(flag.type), formatDefault(flag), description];
    return `<tr id="${flagAnchor(flag)}" data-search-title="${command.command} ${flag.name}">${cells.map((content, index) => cell(index, content)).join('')}</tr>`;
  });
  return [
    '<div className="cli-flag-table">',
    '<table>',
    `<thead><tr>${flagHeader.map((name) => `<th>${name}</th>`).join('')}</tr></thead>`,
    '<tbody>',
    ...rows,
    '</tbody>',
    '</table>',
    '</div>',
  ];
}

const countWords: Record<CliArguments['count'], string> = {
  none: 'none',
  'exactly-1': 'exactly one',
  'at-most-1': 'optional, at most one',
  'at-least-1': 'one or more',
};

function argumentsSection(command: CliCommand): string[] {
  const args = command.arguments;
  if (args === null) return [];
  if (args.count === 'none') return ['This command takes no arguments.'];
  const lines = [
    `${code(args.placeholder ?? 'ARG')} (${countWords[args.count]}): ${inlineMarkdown(args.description ?? '')}`,
  ];
  if (args.values) {
    lines.push('', `Accepted values: ${args.values.map((value) => code(value)).join(', ')}.`);
  }
  return lines;
}

function link(label: string, href: string): string {
  return `[${label}](${href})`;
}

function commandLink(command: CliCommand, inTable = false): string {
  return link(code(command.command, inTable), commandRoute(command));
}

export function renderCommandPage(command: CliCommand, commands: CliCommand[]): string {
  const byCommand = indexByCommand(commands);
  const parent = command.parent === null ? undefined : byCommand.get(command.parent);
  if (command.parent !== null && !parent) {
    throw new Error(`${command.command}: unknown parent "${command.parent}"`);
  }
  const children = subcommandsOf(command, byCommand);
  const out: string[] = [
    '---',
    generatedMarker,
    `title: ${frontMatterString(command.command)}`,
    `sidebar_label: ${frontMatterString(shortName(command))}`,
    `description: ${frontMatterString(`${command.command}: ${command.summary}`)}`,
    `sidebar_position: ${sidebarPosition(command, parent)}`,
    ...sourceFrontMatter,
    '---',
    '',
    `# ${command.command}`,
    '',
    inlineMarkdown(command.summary),
    '',
  ];
  for (const paragraph of command.description) out.push(inlineMarkdown(paragraph), '');

  out.push('## Usage', '');
  if (command.usage) {
    out.push('```bash', command.usage, '```', '');
  } else {
    out.push(
      `${code(command.command)} only groups its subcommands: ${code(`${command.command} <subcommand> [flags]`)}.`,
      '',
    );
  }
  if (command.aliases.length > 0) {
    const parentName = command.command.split(' ').slice(0, -1).join(' ');
    const aliases = command.aliases.map((alias) => code(`${parentName} ${alias}`));
    out.push(`Also available as ${aliases.join(', ')}.`, '');
  }

  if (command.arguments !== null) out.push('## Arguments', '', ...argumentsSection(command), '');

  out.push('## Flags', '', ...flagTable(command, command.flags), '');
  if (command.inheritedFlags.length > 0) {
    out.push(
      '## Inherited flags',
      '',
      'These flags are defined on a parent command and work here too.',
      '',
      ...flagTable(command, command.inheritedFlags),
      '',
    );
  }
  if (command.hiddenFlags && command.hiddenFlags.length > 0) {
    out.push(
      '## Hidden flags',
      '',
      `${code(`${command.command} --help`)} does not list these flags. They exist for ToolHive's own tooling; you should not need them.`,
      '',
      ...flagTable(command, command.hiddenFlags),
      '',
    );
  }
  if (command.builtins && command.builtins.length > 0) {
    out.push(
      '## Built-in commands',
      '',
      'The command-line library adds these commands to every build of `thv`. They have no page of their own.',
      '',
      ...wrappedTable(
        'cli-command-table',
        ['Command', 'Description'],
        command.builtins.map(
          (builtin) =>
            `| ${code(builtin.usage, true)} | ${inlineMarkdown(builtin.description, true)} |`,
        ),
      ),
      '',
    );
  }

  if (command.examples.length > 0) {
    out.push('## Examples', '');
    for (const example of command.examples) {
      out.push(inlineMarkdown(example.description), '', '```bash', example.command, '```', '');
    }
  }

  if (children.length > 0) {
    out.push('## Subcommands', '', ...commandTable(children), '');
  }

  out.push('## See also', '');
  if (parent) out.push(`- Parent command: ${commandLink(parent)}`);
  for (const guide of command.guides)
    out.push(`- Guide: ${link(inlineMarkdown(guide.title), guide.path)}`);
  out.push(`- ${link('All thv commands', `${cliRouteBase}/`)}`);
  return `${out.join('\n')}\n`;
}

export function renderIndexPage(commands: CliCommand[], toolhiveVersion: string): string {
  const byCommand = indexByCommand(commands);
  const root = rootCommand(commands);
  const out: string[] = [
    '---',
    generatedMarker,
    'title: CLI reference',
    'sidebar_label: CLI reference',
    `description: ${frontMatterString(`Every command of thv, the ToolHive ${toolhiveVersion} command line, with its usage, flags and examples.`)}`,
    `slug: ${cliRouteBase}/`,
    `sidebar_position: ${cliReferenceSidebarPosition}`,
    ...sourceFrontMatter,
    '---',
    '',
    '# CLI reference',
    '',
    `Every command of ${code('thv')}, the ToolHive command line, as of ToolHive ${toolhiveVersion}. Each page gives the command's usage, its arguments, every flag with its type and default, and examples you can copy.`,
    '',
    `Every command accepts ${code('--help')} (${code('-h')}) and the global ${code('--debug')} flag. ${code('thv help')} and ${code('thv completion')} come from the command-line library; the ${commandLink(root)} page describes them.`,
    '',
  ];
  // One section per command that has subcommands, in the order of the tree.
  const groups: CliCommand[] = [];
  const visit = (command: CliCommand) => {
    const children = subcommandsOf(command, byCommand);
    if (children.length === 0) return;
    groups.push(command);
    children.forEach(visit);
  };
  visit(root);
  for (const group of groups) {
    out.push(
      `## ${group.command}`,
      '',
      `Subcommands of ${commandLink(group)}. ${inlineMarkdown(group.summary)}`,
      '',
      ...commandTable(subcommandsOf(group, byCommand)),
      '',
    );
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/** Every generated file, keyed by its path relative to the repository root. */
export function renderCliReference(
  commands: CliCommand[],
  toolhiveVersion: string,
): Map<string, string> {
  const files = new Map<string, string>();
  files.set(`${cliReferenceDir}/index.md`, renderIndexPage(commands, toolhiveVersion));
  for (const command of commands) {
    files.set(`${cliReferenceDir}/${command.id}.md`, renderCommandPage(command, commands));
  }
  return files;
}
