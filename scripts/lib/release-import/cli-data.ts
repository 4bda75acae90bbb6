// Builds a release's data/<release>/thv-cli.json from upstream's structure and
// the site's own words: the structure (commands, usage, arguments, flags,
// types, defaults, hidden and required flags) comes from the tag; summaries,
// descriptions, examples and guide links come from the site's data of the
// release compared with, wherever the command or flag is unchanged. Anything
// new or changed gets a NEEDS TEXT marker instead, which a unit test refuses.
import type {
  ArgumentCount,
  CliArguments,
  CliCommand,
  CliFlag,
  RemovedCliCommand,
} from '../../../data/thv-commands';
import type {CobraCommand, CobraFlag} from './cobra-markdown';
import {sourceOf, type SourceCommand} from './go-source';

/** Starts every text the importer could not carry over from the site's data. */
export const needsTextMarker = 'NEEDS TEXT';

export const needsText = (reason: string, oldText?: string) =>
  oldText ? `${needsTextMarker} (${reason}): ${oldText}` : `${needsTextMarker} (${reason}).`;

// A summary has at most 100 characters; the old one is kept only when it still fits.
function changedSummary(summary: string): string {
  const marked = needsText('upstream help changed', summary);
  return marked.length <= 100 ? marked : needsText('upstream help changed');
}

/** The site's data the import compares with and takes words from. */
export type CliBase = {
  release: string;
  commands: CliCommand[];
  removed: RemovedCliCommand[];
  /** Upstream's pages at the base release, when the repository has its tag. */
  upstream?: Map<string, CobraCommand>;
  /** Upstream's command sources at the base release, with the same condition. */
  sources?: SourceCommand[];
};

const allFlagsOf = (command: CliCommand | undefined) =>
  command ? [...command.flags, ...command.inheritedFlags, ...(command.hiddenFlags ?? [])] : [];

const sameDefault = (a: CliFlag['default'], b: CliFlag['default']) =>
  JSON.stringify(a) === JSON.stringify(b);

/** Placeholder of a usage line: what follows the command, without `[flags]`. */
function placeholderOf(command: string, usage: string): string {
  return usage.slice(command.length).replace('[flags]', '').replace(/\s+/g, ' ').trim();
}

function argumentsOf(
  cobra: CobraCommand,
  source: SourceCommand | undefined,
  old: CliCommand | undefined,
  oldSource: SourceCommand | undefined,
): CliArguments | null {
  if (cobra.usage === null) return null;
  const ruleChanged =
    (oldSource !== undefined && oldSource.argsRule !== source?.argsRule) ||
    (source?.argumentCount !== undefined && source.argumentCount !== old?.arguments?.count);
  if (old && old.usage === cobra.usage && old.arguments && !ruleChanged) return old.arguments;
  const placeholder = placeholderOf(cobra.command, cobra.usage);
  const count: ArgumentCount =
    source?.argumentCount ??
    (ruleChanged && old?.arguments?.count === 'exactly-1' ? 'at-most-1' : undefined) ??
    old?.arguments?.count ??
    (placeholder === '' ? 'none' : placeholder.startsWith('[') ? 'at-most-1' : 'exactly-1');
  if (count === 'none') return {count};
  const oldDescription = old?.arguments?.description;
  // A changed rule drops the old `rule` clause; the writer adds a new one where the count misleads.
  const oldRule = ruleChanged ? undefined : old?.arguments?.rule;
  return {
    count,
    placeholder: placeholder || '<argument>',
    description: oldDescription
      ? needsText(
          ruleChanged ? 'argument rule changed' : `usage was "${old?.usage}"`,
          oldDescription,
        )
      : needsText('new argument'),
    ...(oldRule ? {rule: oldRule} : {}),
  };
}

type FlagContext = {
  command: string;
  old: CliCommand | undefined;
  oldUpstream: CobraCommand | undefined;
  /** Descriptions shared by every command: `--help`, and inherited flags by name. */
  shared: Map<string, CliFlag>;
  required: string[];
  persistent: Set<string>;
};

function flagOf(flag: CobraFlag, context: FlagContext, inherited: boolean): CliFlag {
  // An inherited flag reads as it does where it is defined, so writing a new global flag's text
  // once on its command and importing the release again fills every copy.
  const own = allFlagsOf(context.old).find((candidate) => candidate.name === flag.name);
  const old = inherited
    ? (context.shared.get(flag.name) ?? own)
    : (own ?? (flag.name === '--help' ? context.shared.get(flag.name) : undefined));
  const oldHelp = [
    ...(context.oldUpstream?.flags ?? []),
    ...(context.oldUpstream?.inheritedFlags ?? []),
  ].find((candidate) => candidate.name === flag.name)?.help;
  let description: string;
  if (!old) description = needsText('new flag');
  else if (old.type !== flag.type) description = needsText(`type was ${old.type}`, old.description);
  else if (!sameDefault(old.default, flag.default))
    description = needsText(`default was ${JSON.stringify(old.default)}`, old.description);
  else if (old.shorthand !== flag.shorthand)
    description = needsText(`shorthand was ${old.shorthand ?? 'none'}`, old.description);
  else if (oldHelp !== undefined && oldHelp !== flag.help && !inherited && flag.name !== '--help')
    description = needsText('upstream help changed', old.description);
  else description = old.description;
  const result: CliFlag = {
    name: flag.name,
    shorthand: flag.shorthand,
    type: flag.type,
    default: flag.default,
    description,
  };
  if (old?.allowedValues && description === old.description)
    result.allowedValues = old.allowedValues;
  if (context.required.includes(flag.name)) result.required = true;
  if (old?.deprecated || /\bdeprecated\b/i.test(flag.help)) result.deprecated = true;
  if (!inherited && context.persistent.has(flag.name)) result.persistent = true;
  return result;
}

/** Flags of a command that its subcommands list as inherited: cobra's persistent flags. */
function persistentFlagsOf(command: CobraCommand, byName: Map<string, CobraCommand>): Set<string> {
  const own = new Set(command.flags.map((flag) => flag.name).filter((name) => name !== '--help'));
  const inherited = new Set(
    command.subcommands.flatMap(
      (name) => byName.get(name)?.inheritedFlags.map((f) => f.name) ?? [],
    ),
  );
  return new Set([...own].filter((name) => inherited.has(name)));
}

export type CliImport = {
  commands: CliCommand[];
  removed: RemovedCliCommand[];
};

/** Merges upstream's structure at a tag with the site's words of the base release. */
export function buildCliData(
  pages: CobraCommand[],
  sources: SourceCommand[],
  base: CliBase | undefined,
): CliImport {
  const byName = new Map(pages.map((page) => [page.command, page]));
  const oldByName = new Map((base?.commands ?? []).map((command) => [command.command, command]));
  const shared = new Map<string, CliFlag>();
  for (const command of base?.commands ?? []) {
    for (const flag of [...command.flags, ...command.inheritedFlags]) {
      if (shared.has(flag.name) || (flag.name !== '--help' && !flag.persistent)) continue;
      const plain = {...flag};
      delete plain.persistent;
      shared.set(flag.name, plain);
    }
  }
  const ordered = [...pages].sort((a, b) =>
    a.command.replace(/ /g, '_').localeCompare(b.command.replace(/ /g, '_'), 'en'),
  );
  const commands = ordered.map((page): CliCommand => {
    const old = oldByName.get(page.command);
    const oldUpstream = base?.upstream?.get(page.command);
    const source = sourceOf(sources, page.command, page.short);
    const upstreamChanged =
      oldUpstream !== undefined &&
      (oldUpstream.short !== page.short || oldUpstream.long !== page.long);
    const context: FlagContext = {
      command: page.command,
      old,
      oldUpstream,
      shared,
      required: source?.requiredFlags ?? [],
      persistent: persistentFlagsOf(page, byName),
    };
    const command: CliCommand = {
      id: page.command.replace(/ /g, '_'),
      command: page.command,
      parent: page.command === 'thv' ? null : page.command.split(' ').slice(0, -1).join(' '),
      subcommands: page.subcommands,
      usage: page.usage,
      aliases: source?.aliases ?? old?.aliases ?? [],
      summary: !old
        ? needsText('new command')
        : upstreamChanged
          ? changedSummary(old.summary)
          : old.summary,
      description: old ? old.description : [needsText('new command')],
      arguments: argumentsOf(
        page,
        source,
        old,
        oldUpstream && base?.sources && sourceOf(base.sources, page.command, oldUpstream.short),
      ),
      flags: page.flags.map((flag) => flagOf(flag, context, false)),
      inheritedFlags: page.inheritedFlags.map((flag) => flagOf(flag, context, true)),
      examples: old?.examples ?? [],
      guides: old?.guides ?? [],
    };
    const hidden = (source?.hiddenFlags ?? []).map((flag) => flagOf(flag, context, false));
    if (hidden.length > 0) command.hiddenFlags = hidden;
    if (old?.builtins) command.builtins = old.builtins;
    return orderedKeys(command);
  });
  const removed = [...oldByName.keys()]
    .filter((name) => !byName.has(name))
    .map(
      (name): RemovedCliCommand =>
        base?.removed.find((entry) => entry.command === name) ?? {
          id: name.replace(/ /g, '_'),
          command: name,
          summary: needsText('removed command'),
          explanation: [needsText('removed command')],
          replacements: [],
        },
    );
  return {commands, removed};
}

// The key order of the site's data files, so an import diffs cleanly against them.
function orderedKeys(command: CliCommand): CliCommand {
  const {hiddenFlags, builtins, examples, guides, ...rest} = command;
  return {
    ...rest,
    ...(hiddenFlags ? {hiddenFlags} : {}),
    ...(builtins ? {builtins} : {}),
    examples,
    guides,
  };
}

/** Every place in a release's CLI data that still carries the NEEDS TEXT marker. */
export function textsNeeded(commands: CliCommand[], removed: RemovedCliCommand[] = []): string[] {
  const found: string[] = [];
  const check = (where: string, text: string | undefined) => {
    if (text?.includes(needsTextMarker)) found.push(`${where}: ${text}`);
  };
  for (const command of commands) {
    check(`${command.command} summary`, command.summary);
    command.description.forEach((text, index) =>
      check(`${command.command} description ${index + 1}`, text),
    );
    check(`${command.command} arguments`, command.arguments?.description);
    for (const flag of allFlagsOf(command))
      check(`${command.command} ${flag.name}`, flag.description);
  }
  for (const entry of removed) {
    check(`${entry.command} (removed) summary`, entry.summary);
    entry.explanation.forEach((text, index) =>
      check(`${entry.command} (removed) explanation ${index + 1}`, text),
    );
  }
  return found;
}
