// Typed view of data/<release>/thv-cli.json, the single source of the `thv`
// command reference of each docs version: the generator, the sidebars, the
// command check and the tests all read the commands through this module.
import {currentVersion, type DocsVersion, type ToolhiveRelease} from './docs-versions';
// npm run release:cut rewrites this block from the list of releases.
// BEGIN release:cut
import commandsV0_1_0 from './v0.1.0/thv-cli.json';
import commandsV0_0_47 from './v0.0.47/thv-cli.json';
import removedV0_1_0 from './v0.1.0/removed-commands.json';

const commandsByRelease: Record<ToolhiveRelease, CliCommand[]> = {
  'v0.1.0': commandsV0_1_0 as CliCommand[],
  'v0.0.47': commandsV0_0_47 as CliCommand[],
};

const removedByRelease: Record<ToolhiveRelease, RemovedCliCommand[]> = {
  'v0.1.0': removedV0_1_0,
  'v0.0.47': [],
};
// END release:cut

export type FlagType = 'bool' | 'string' | 'stringArray' | 'strings' | 'int' | 'float' | 'duration';

export type CliFlag = {
  name: string;
  shorthand: string | null;
  type: FlagType;
  default: boolean | number | string | string[] | null;
  description: string;
  allowedValues?: string[];
  required?: boolean;
  deprecated?: boolean;
  persistent?: boolean;
};

export type ArgumentCount = 'none' | 'exactly-1' | 'at-most-1' | 'at-least-1';

export type CliArguments = {
  count: ArgumentCount;
  placeholder?: string;
  description?: string;
  /** When the argument is required, as a clause without a final period, e.g. for `at-most-1`. */
  rule?: string;
  values?: string[];
  /** With `count: 'none'`: whether the command ignores arguments it is given or fails on them. */
  extra?: 'ignored' | 'refused';
};

export type CliExample = {description: string; command: string};
export type CliGuide = {title: string; path: string};
export type CliBuiltin = {name: string; usage: string; description: string};

export type CliCommand = {
  id: string;
  command: string;
  parent: string | null;
  subcommands: string[];
  usage: string | null;
  aliases: string[];
  summary: string;
  description: string[];
  /** `null` for a group command, which only dispatches to its subcommands. */
  arguments: CliArguments | null;
  flags: CliFlag[];
  inheritedFlags: CliFlag[];
  hiddenFlags?: CliFlag[];
  builtins?: CliBuiltin[];
  examples: CliExample[];
  guides: CliGuide[];
};

/** The commands of one docs version's release. */
export function thvCommandsOf(version: DocsVersion): CliCommand[] {
  return commandsByRelease[version.release];
}

/** What to use instead of a removed command. */
export type CliReplacement = {command: string; use: string};

/** A command the release before this one had and this one does not. */
export type RemovedCliCommand = {
  id: string;
  command: string;
  /** What the command did, in the past tense. */
  summary: string;
  /** Paragraphs on what changed for the reader. */
  explanation: string[];
  replacements: CliReplacement[];
};

/** The data file of a release's commands, as generated pages name it. */
export function thvCliDataFile(version: DocsVersion): string {
  return `${version.dataDir}/thv-cli.json`;
}

/** The data file of a release's removed commands, as generated pages name it. */
export function removedCommandsDataFile(version: DocsVersion): string {
  return `${version.dataDir}/removed-commands.json`;
}

/**
 * Commands removed since the previous release, from data/<release>/removed-commands.json:
 * each keeps a page in this release that says what replaces it.
 */
export function removedCommandsOf(version: DocsVersion): RemovedCliCommand[] {
  return removedByRelease[version.release];
}

/** The commands of the current release. */
export const thvCommands = thvCommandsOf(currentVersion);

/** Page id of a command: `thv config set-ca-cert` → `thv_config_set-ca-cert`. */
export function commandId(command: string): string {
  return command.trim().split(/\s+/).join('_');
}

/** The last word of a command, used as its sidebar label (`thv` for the root). */
export function shortName(command: CliCommand): string {
  return command.command.split(' ').at(-1) ?? command.command;
}

export const cliRouteBase = '/toolhive/reference/cli';
export const cliDocIdBase = 'toolhive/reference/cli';

export function commandRoute(command: CliCommand): string {
  return `${cliRouteBase}/${command.id}`;
}

/** Looks commands up by their full name (`thv secret set`). */
export function indexByCommand(commands: CliCommand[]): Map<string, CliCommand> {
  return new Map(commands.map((command) => [command.command, command]));
}

export function rootCommand(commands: CliCommand[]): CliCommand {
  const roots = commands.filter((command) => command.parent === null);
  if (roots.length !== 1) throw new Error(`expected one root command, found ${roots.length}`);
  return roots[0];
}

export function subcommandsOf(
  command: CliCommand,
  byCommand: Map<string, CliCommand>,
): CliCommand[] {
  return command.subcommands.map((name) => {
    const child = byCommand.get(name);
    if (!child) throw new Error(`${command.command} lists unknown subcommand "${name}"`);
    return child;
  });
}
