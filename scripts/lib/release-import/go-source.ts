// What cobra's Markdown does not print, read from the Go source of the `thv`
// commands (cmd/thv/app/*.go): aliases, the argument rule, hidden flags and
// required flags. A command literal is matched to its page by its `Use` word
// and its `Short` text, which the page prints as its one-line help.
import type {ArgumentCount, FlagType} from '../../../data/thv-commands';
import type {CobraFlag} from './cobra-markdown';

export type SourceCommand = {
  /** First word of `Use`: the command's own name. */
  name: string;
  short: string;
  aliases: string[];
  /** The `Args` expression as written, to notice a change between releases. */
  argsRule?: string;
  /** Set when `Args` is a cobra rule this reader knows. */
  argumentCount?: ArgumentCount;
  hiddenFlags: CobraFlag[];
  requiredFlags: string[];
};

const goFlagTypes: Record<string, FlagType> = {
  String: 'string',
  Bool: 'bool',
  Int: 'int',
  StringArray: 'stringArray',
  StringSlice: 'strings',
  Float64: 'float',
  Duration: 'duration',
};

function argumentCountOf(rule: string): ArgumentCount | undefined {
  if (rule === 'cobra.NoArgs') return 'none';
  if (rule === 'cobra.ExactArgs(1)') return 'exactly-1';
  if (rule === 'cobra.MaximumNArgs(1)' || rule === 'cobra.RangeArgs(0, 1)') return 'at-most-1';
  if (rule === 'cobra.MinimumNArgs(1)') return 'at-least-1';
  return undefined;
}

const goString = (literal: string) =>
  literal.startsWith('`') ? literal.slice(1, -1) : (JSON.parse(literal) as string);

function goDefault(type: FlagType, literal: string): CobraFlag['default'] {
  if (type === 'bool') return literal === 'true';
  if (type === 'int' || type === 'float') return /^[\d.]+$/.test(literal) ? Number(literal) : 0;
  if (type === 'string') return /^"/.test(literal) ? goString(literal) || null : null;
  return null;
}

/** The definition of flag `name` in a Go file, as the site's schema describes flags. */
function flagDefinition(source: string, name: string): CobraFlag | undefined {
  const pattern = new RegExp(
    String.raw`\.(String|Bool|Int|StringArray|StringSlice|Float64|Duration)(Var)?(P)?\(\s*` +
      String.raw`(?:&[\w.]+,\s*)?"${name}",\s*(?:"(\w)",\s*)?([^,]+?),\s*("(?:[^"\\]|\\.)*"|\x60[^\x60]*\x60)`,
  );
  const match = pattern.exec(source);
  if (!match) return undefined;
  const type = goFlagTypes[match[1]!]!;
  return {
    name: `--${name}`,
    shorthand: match[4] ?? null,
    type,
    default: goDefault(type, match[5]!.trim()),
    help: goString(match[6]!),
  };
}

/** Reads every cobra command literal of the given Go files. */
export function readCommandSources(files: Map<string, string>): SourceCommand[] {
  const commands: SourceCommand[] = [];
  for (const source of files.values()) {
    const starts = [...source.matchAll(/&cobra\.Command\{/g)].map((match) => match.index!);
    const inFile = starts.map((start, index) => {
      const body = source.slice(start, starts[index + 1] ?? source.length);
      const before = source.slice(Math.max(0, start - 80), start);
      const shortMatch = /Short:\s*("(?:[^"\\]|\\.)*"|`[^`]*`)/.exec(body);
      const argsMatch = /Args:\s*([\w.]+(?:\([^)]*\))?)/.exec(body);
      const aliasesMatch = /Aliases:\s*\[\]string\{([^}]*)\}/.exec(body);
      return {
        start,
        variable: /(\w+)\s*:?=\s*$/.exec(before)?.[1],
        command: {
          name: /Use:\s*"([a-z0-9-]+)/.exec(body)?.[1] ?? '',
          short: shortMatch ? goString(shortMatch[1]!) : '',
          aliases: aliasesMatch
            ? [...aliasesMatch[1]!.matchAll(/"([^"]+)"/g)].map((m) => m[1]!)
            : [],
          argsRule: argsMatch?.[1],
          argumentCount: argsMatch ? argumentCountOf(argsMatch[1]!) : undefined,
          hiddenFlags: [],
          requiredFlags: [],
        } as SourceCommand,
      };
    });
    // A Mark… call belongs to the literal held by the same variable, or else to the
    // nearest literal above it (the `cmd := &cobra.Command{…}` of a constructor).
    const owner = (variable: string, at: number) =>
      inFile.find((literal) => literal.variable === variable) ??
      [...inFile].reverse().find((literal) => literal.start < at);
    for (const match of source.matchAll(
      /(\w+)\.(?:Persistent)?Flags\(\)\.MarkHidden\("([^"]+)"\)/g,
    )) {
      const flag = flagDefinition(source, match[2]!);
      if (flag) owner(match[1]!, match.index!)?.command.hiddenFlags.push(flag);
    }
    for (const match of source.matchAll(/(\w+)\.MarkFlagRequired\("([^"]+)"\)/g)) {
      owner(match[1]!, match.index!)?.command.requiredFlags.push(`--${match[2]}`);
    }
    commands.push(...inFile.map((literal) => literal.command));
  }
  return commands;
}

/** The source literal of a command, by its own name and one-line help. */
export function sourceOf(
  sources: SourceCommand[],
  command: string,
  short: string,
): SourceCommand | undefined {
  const name = command.split(' ').pop()!;
  const named = sources.filter((source) => source.name === name);
  return (
    named.find((source) => source.short === short) ?? (named.length === 1 ? named[0] : undefined)
  );
}
