// Reads the structure of `thv` commands from the Markdown that cobra's doc
// generator writes (docs/cli/thv*.md in ToolHive's repository): name, one-line
// help, usage, flags with type and default, and the command tree. Cobra's
// words are read only to notice that upstream changed them; the site writes
// its own.
import type {CliFlag, FlagType} from '../../../data/thv-commands';

export type CobraFlag = Omit<CliFlag, 'description'> & {help: string};

export type CobraCommand = {
  command: string;
  /** The one-line help (cobra's `Short`). */
  short: string;
  /** The synopsis paragraphs (cobra's `Long`), as printed. */
  long: string;
  /** `null` for a command without a usage block (a group command). */
  usage: string | null;
  flags: CobraFlag[];
  inheritedFlags: CobraFlag[];
  /** Direct subcommands, in the order cobra lists them. */
  subcommands: string[];
};

const flagTypes = new Set<FlagType>([
  'bool',
  'string',
  'stringArray',
  'strings',
  'int',
  'float',
  'duration',
]);

/** The sections of a cobra page: `### Options` → its body. */
function sections(markdown: string): Map<string, string> {
  const result = new Map<string, string>();
  const parts = markdown.split(/^### /m);
  result.set('', parts[0]!);
  for (const part of parts.slice(1)) {
    const newline = part.indexOf('\n');
    result.set(part.slice(0, newline).trim(), part.slice(newline + 1));
  }
  return result;
}

function codeBlock(text: string | undefined): string | undefined {
  const match = /```\n([\s\S]*?)\n```/.exec(text ?? '');
  return match?.[1];
}

function parseDefault(type: FlagType, raw: string | undefined): CliFlag['default'] {
  if (raw === undefined) {
    if (type === 'bool') return false;
    if (type === 'int' || type === 'float') return 0;
    return null;
  }
  switch (type) {
    case 'bool':
      return raw === 'true';
    case 'int':
    case 'float':
      return Number(raw);
    case 'stringArray':
    case 'strings': {
      const inner = raw.replace(/^\[|\]$/g, '');
      return inner === '' ? null : inner.split(',');
    }
    default:
      return raw.startsWith('"') ? JSON.parse(raw) || null : raw;
  }
}

/** One line of cobra's flag block: `  -e, --env stringArray   help (default "x")`. */
export function parseFlagLine(line: string): CobraFlag {
  const match =
    /^\s*(?:-([A-Za-z0-9]), )?(--[a-z0-9][a-z0-9-]*)(?: ([A-Za-z0-9]+))?\s{2,}(.*)$/.exec(line);
  if (!match) throw new Error(`not a cobra flag line: "${line.trim()}"`);
  const [, shorthand, name, typeWord, rest] = match;
  const type = (typeWord ?? 'bool') as FlagType;
  if (!flagTypes.has(type)) throw new Error(`${name}: unknown flag type "${typeWord}"`);
  const withDefault = /^(.*?) \(default (".*"|\S.*?)\)$/.exec(rest!);
  const help = (withDefault ? withDefault[1]! : rest!).trim();
  return {
    name: name!,
    shorthand: shorthand ?? null,
    type,
    default: parseDefault(type, withDefault?.[2]),
    help,
  };
}

function parseFlagBlock(text: string | undefined): CobraFlag[] {
  const block = codeBlock(text);
  if (!block) return [];
  return block
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(parseFlagLine);
}

/** Parses one docs/cli/thv*.md page. */
export function parseCobraPage(markdown: string): CobraCommand {
  const parts = sections(markdown);
  const head = parts.get('')!;
  const title = /^## (thv(?: [a-z0-9-]+)*)\s*$/m.exec(head);
  if (!title) throw new Error('no "## thv …" title');
  const command = title[1]!;
  const short = head.slice(head.indexOf(title[0]) + title[0].length).trim();
  const synopsis = parts.get('Synopsis') ?? '';
  // Without a Long text cobra prints no Synopsis heading, and the usage block follows the title.
  const usage = (codeBlock(synopsis) ?? codeBlock(head))?.trim() ?? null;
  const long = synopsis.replace(/```\n[\s\S]*?\n```/, '').trim();
  const children = [...(parts.get('SEE ALSO') ?? '').matchAll(/^\* \[(thv[^\]]*)\]/gm)]
    .map((match) => match[1]!)
    .filter(
      (name) => name.startsWith(`${command} `) && !name.slice(command.length + 1).includes(' '),
    );
  return {
    command,
    short,
    long,
    usage,
    flags: parseFlagBlock(parts.get('Options')),
    inheritedFlags: parseFlagBlock(parts.get('Options inherited from parent commands')),
    subcommands: children,
  };
}
