// Renders the `thv` command reference of one docs version (one Markdown page
// per command, one per command removed since the previous release, and the
// index) from data/<release>/thv-cli.json. Pure: the same data always gives the
// same bytes, so a test can compare the output with the files on disk.
import {docsVersions, type DocsVersion} from '../../data/docs-versions';
import {
  cliRouteBase,
  commandRoute,
  indexByCommand,
  removedCommandsDataFile,
  removedCommandsOf,
  rootCommand,
  shortName,
  subcommandsOf,
  thvCliDataFile,
  thvCommandsOf,
  type CliArguments,
  type CliCommand,
  type CliFlag,
  type RemovedCliCommand,
} from '../../data/thv-commands';

/** The first front-matter line of every generated page: a YAML comment naming its source. */
export function generatedMarkerOf(dataFile: string): string {
  return `# Generated from ${dataFile} by scripts/gen-cli-reference.ts. Do not edit; run npm run gen:cli`;
}

/** Everything the CLI reference of one docs version is rendered from. */
export type CliReferenceInput = {
  release: string;
  dataFile: string;
  commands: CliCommand[];
  /**
   * The previous release, to mark what is new since then and to link the pages of
   * removed commands; absent for the oldest version.
   */
  previous?: {release: string; routePrefix: string; commands: CliCommand[]};
  removed: RemovedCliCommand[];
  removedDataFile: string;
};

export function cliReferenceInputOf(version: DocsVersion): CliReferenceInput {
  const older = docsVersions[docsVersions.indexOf(version) + 1];
  return {
    release: version.release,
    dataFile: thvCliDataFile(version),
    commands: thvCommandsOf(version),
    previous: older && {
      release: older.release,
      routePrefix: older.routePrefix,
      commands: thvCommandsOf(older),
    },
    removed: removedCommandsOf(version),
    removedDataFile: removedCommandsDataFile(version),
  };
}

/**
 * Text of the mark on commands and flags that the previous docs version's release did not have.
 * The two versions' data prove only that much: a mark names the release compared with, not the
 * release in between that may have added the command first.
 */
export const newMarkText = (previousRelease: string) => `New since ${previousRelease}`;

// A text badge, so the mark does not rely on colour and reads the same in a
// screen reader and in search results.
export function newBadge(previousRelease: string): string {
  return `<span className="cli-new-badge">${newMarkText(previousRelease)}</span>`;
}

/** Says which commands and flags a release adds since the previous one. */
export type NewSince = {
  /** The release compared with: what it lacked is marked new. */
  since: string;
  command: (command: CliCommand) => boolean;
  flag: (command: CliCommand, flag: CliFlag) => boolean;
};

const allFlags = (command: CliCommand) => [
  ...command.flags,
  ...command.inheritedFlags,
  ...(command.hiddenFlags ?? []),
];

/** Compares the two releases' data; nothing is new in the oldest version. */
export function newSinceOf(input: CliReferenceInput): NewSince {
  const previous = input.previous;
  if (!previous) return {since: '', command: () => false, flag: () => false};
  const before = indexByCommand(previous.commands);
  return {
    since: previous.release,
    command: (command) => !before.has(command.command),
    flag: (command, flag) => {
      const old = before.get(command.command);
      // A new command's flags come with it; only the command carries the mark.
      return old !== undefined && !allFlags(old).some((candidate) => candidate.name === flag.name);
    },
  };
}

const nothingNew: NewSince = {since: '', command: () => false, flag: () => false};

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
const sourceFrontMatter = (dataFile: string) => [
  `generated_from: ${dataFile}`,
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

function commandTable(commands: CliCommand[], newSince: NewSince): string[] {
  return wrappedTable(
    'cli-command-table',
    ['Command', 'Summary'],
    commands.map((command) => {
      const mark = newSince.command(command) ? ` ${newBadge(newSince.since)}` : '';
      return `| ${commandLink(command, true)}${mark} | ${inlineMarkdown(command.summary, true)} |`;
    }),
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
function flagTable(command: CliCommand, flags: CliFlag[], newSince: NewSince): string[] {
  const cell = (index: number, content: string) =>
    `<td data-label="${flagHeader[index]}">${content}</td>`;
  const rows = flags.map((flag) => {
    let description = inlineMarkdown(flag.description);
    if (flag.persistent) description += ' Every subcommand inherits this flag.';
    let name = formatFlagName(flag);
    if (newSince.flag(command, flag)) name += ` ${newBadge(newSince.since)}`;
    const cells = [name, code(flag.type), formatDefault(flag), description];
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
  if (args.count === 'none') {
    return [
      args.extra === 'ignored'
        ? 'This command takes no arguments, and ignores any you give.'
        : 'This command takes no arguments, and fails if you give one.',
    ];
  }
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

export function renderCommandPage(
  command: CliCommand,
  commands: CliCommand[],
  dataFile: string,
  newSince: NewSince = nothingNew,
): string {
  const byCommand = indexByCommand(commands);
  const parent = command.parent === null ? undefined : byCommand.get(command.parent);
  if (command.parent !== null && !parent) {
    throw new Error(`${command.command}: unknown parent "${command.parent}"`);
  }
  const children = subcommandsOf(command, byCommand);
  const out: string[] = [
    '---',
    generatedMarkerOf(dataFile),
    `title: ${frontMatterString(command.command)}`,
    `sidebar_label: ${frontMatterString(shortName(command))}`,
    `description: ${frontMatterString(`${command.command}: ${command.summary}`)}`,
    `sidebar_position: ${sidebarPosition(command, parent)}`,
    ...sourceFrontMatter(dataFile),
    '---',
    '',
    `# ${command.command}`,
    '',
  ];
  if (newSince.command(command)) out.push(newBadge(newSince.since), '');
  out.push(inlineMarkdown(command.summary), '');
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

  out.push('## Flags', '', ...flagTable(command, command.flags, newSince), '');
  if (command.inheritedFlags.length > 0) {
    out.push(
      '## Inherited flags',
      '',
      'These flags are defined on a parent command and work here too.',
      '',
      ...flagTable(command, command.inheritedFlags, newSince),
      '',
    );
  }
  if (command.hiddenFlags && command.hiddenFlags.length > 0) {
    out.push(
      '## Hidden flags',
      '',
      `${code(`${command.command} --help`)} does not list these flags. They exist for ToolHive's own tooling; you should not need them.`,
      '',
      ...flagTable(command, command.hiddenFlags, newSince),
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
    out.push('## Subcommands', '', ...commandTable(children, newSince), '');
  }

  out.push('## See also', '');
  if (parent) out.push(`- Parent command: ${commandLink(parent)}`);
  for (const guide of command.guides)
    out.push(`- Guide: ${link(inlineMarkdown(guide.title), guide.path)}`);
  out.push(`- ${link('All thv commands', `${cliRouteBase}/`)}`);
  return `${out.join('\n')}\n`;
}

export function renderIndexPage(input: CliReferenceInput): string {
  const {commands, release} = input;
  const newSince = newSinceOf(input);
  const byCommand = indexByCommand(commands);
  const root = rootCommand(commands);
  const out: string[] = [
    '---',
    generatedMarkerOf(input.dataFile),
    'title: CLI reference',
    'sidebar_label: CLI reference',
    `description: ${frontMatterString(`Every command of thv, the ToolHive ${release} command line, with its usage, flags and examples.`)}`,
    `slug: ${cliRouteBase}/`,
    `sidebar_position: ${cliReferenceSidebarPosition}`,
    ...sourceFrontMatter(input.dataFile),
    '---',
    '',
    '# CLI reference',
    '',
    `Every command of ${code('thv')}, the ToolHive command line, as of ToolHive ${release}. Each page gives the command's usage, its arguments, every flag with its type and default, and examples you can copy.`,
    '',
    `Every command accepts ${code('--help')} (${code('-h')}) and the global ${code('--debug')} flag. ${code('thv help')} and ${code('thv completion')} come from the command-line library; the ${commandLink(root)} page describes them.`,
    '',
  ];
  if (input.previous) {
    out.push(
      `Commands and flags that ToolHive ${input.previous.release} did not have are marked ${newBadge(input.previous.release)}.${input.removed.length > 0 ? ` Commands removed since then are listed at the end, under [Removed since ${input.previous.release}](#removed).` : ''}`,
      '',
    );
  }
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
      ...commandTable(subcommandsOf(group, byCommand), newSince),
      '',
    );
  }
  if (input.removed.length > 0) {
    out.push(
      `## Removed since ${input.previous?.release ?? 'earlier releases'} {#removed}`,
      '',
      `These commands existed in ToolHive ${input.previous?.release ?? 'earlier releases'} and are gone in ${release}. Each page says what to use instead.`,
      '',
      ...wrappedTable(
        'cli-command-table',
        ['Command', 'Use instead'],
        input.removed.map(
          (removed) =>
            `| ${link(code(removed.command, true), `${cliRouteBase}/${removed.id}`)} | ${removed.replacements.map((replacement) => replacementLink(replacement.command, byCommand, true)).join(', ')} |`,
        ),
      ),
      '',
    );
  }
  return `${out.join('\n').trimEnd()}\n`;
}

function replacementLink(
  command: string,
  byCommand: Map<string, CliCommand>,
  inTable = false,
): string {
  const target = byCommand.get(command);
  if (!target) throw new Error(`replacement "${command}" is not a command of this release`);
  return commandLink(target, inTable);
}

/**
 * The page of a command the previous release had: what it did, what replaces it,
 * and a link to its page in the previous release's reference.
 */
export function renderRemovedCommandPage(
  removed: RemovedCliCommand,
  input: CliReferenceInput,
): string {
  const {release, previous} = input;
  if (!previous)
    throw new Error(`${removed.command}: removed, but ${release} has no older version`);
  if (!previous.commands.some((command) => command.command === removed.command)) {
    throw new Error(`${removed.command}: not a command of ${previous.release}`);
  }
  if (input.commands.some((command) => command.command === removed.command)) {
    throw new Error(`${removed.command}: listed as removed but still a command of ${release}`);
  }
  const byCommand = indexByCommand(input.commands);
  const replacements = removed.replacements.map((replacement) => code(replacement.command));
  const oldPage = `${previous.routePrefix}${cliRouteBase}/${removed.id}`;
  const out: string[] = [
    '---',
    generatedMarkerOf(input.removedDataFile),
    `title: ${frontMatterString(removed.command)}`,
    `sidebar_label: ${frontMatterString(removed.command.split(' ').at(-1)!)}`,
    `description: ${frontMatterString(`${removed.command} is not in ToolHive ${release}: it was removed after ${previous.release}. Use ${removed.replacements.map((replacement) => replacement.command).join(' or ')} instead.`)}`,
    // Not in the command tree, but shown with the docs sidebar like its neighbours.
    'displayed_sidebar: toolhiveSidebar',
    ...sourceFrontMatter(input.removedDataFile),
    '---',
    '',
    `# ${removed.command}`,
    '',
    `:::warning[Removed since ${previous.release}]`,
    '',
    `ToolHive ${release} no longer has ${code(removed.command)}. Use ${replacements.join(' or ')} instead.`,
    '',
    ':::',
    '',
    `In ToolHive ${previous.release}, ${code(removed.command)} ${inlineMarkdown(removed.summary.charAt(0).toLowerCase() + removed.summary.slice(1))}`,
    '',
  ];
  for (const paragraph of removed.explanation) out.push(inlineMarkdown(paragraph), '');
  out.push(
    '## Use instead',
    '',
    ...wrappedTable(
      'cli-command-table',
      ['Command', 'Use it to'],
      removed.replacements.map(
        (replacement) =>
          `| ${replacementLink(replacement.command, byCommand, true)} | ${inlineMarkdown(replacement.use, true)} |`,
      ),
    ),
    '',
    '## See also',
    '',
    `- ${link(`${code(removed.command)} in the ${previous.release} reference`, oldPage)}`,
    `- ${link(`Upgrade from ${previous.release}`, '/toolhive/guides-cli/upgrade')}`,
    `- ${link('All thv commands', `${cliRouteBase}/`)}`,
  );
  return `${out.join('\n')}\n`;
}

/** Every generated file of one version, keyed by its path relative to the repository root. */
export function renderCliReference(input: CliReferenceInput): Map<string, string> {
  const newSince = newSinceOf(input);
  const files = new Map<string, string>();
  files.set(`${cliReferenceDir}/index.md`, renderIndexPage(input));
  for (const command of input.commands) {
    files.set(
      `${cliReferenceDir}/${command.id}.md`,
      renderCommandPage(command, input.commands, input.dataFile, newSince),
    );
  }
  for (const removed of input.removed) {
    files.set(`${cliReferenceDir}/${removed.id}.md`, renderRemovedCommandPage(removed, input));
  }
  return files;
}
