// Finds the `thv` command lines in the shell code blocks of a Markdown page
// and checks each against the command data: the command path must exist, and
// every flag must belong to that command (with a value of the right kind).
// Used by scripts/check-thv-commands.ts; tested on small fixtures.
import {
  indexByCommand,
  rootCommand,
  type ArgumentCount,
  type CliCommand,
  type CliFlag,
} from '../../data/thv-commands';

export type ShellBlock = {language: string; firstLine: number; lines: string[]};
export type CommandLine = {line: number; text: string};
export type Problem = {line: number; command: string; message: string};

const shellLanguages = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'shell-session']);
const promptLanguages = new Set(['console', 'shell-session']);

/** Fenced code blocks whose language is a shell, with the line of their first content line. */
export function extractShellBlocks(markdown: string): ShellBlock[] {
  const blocks: ShellBlock[] = [];
  const lines = markdown.split(/\r?\n/);
  let open: {fence: string; indent: number; block: ShellBlock | null} | null = null;
  lines.forEach((line, index) => {
    if (open) {
      const close = line.match(/^(\s*)(`{3,}|~{3,})\s*$/);
      if (close && close[2][0] === open.fence[0] && close[2].length >= open.fence.length) {
        if (open.block) blocks.push(open.block);
        open = null;
        return;
      }
      const indent = open.indent;
      open.block?.lines.push(line.replace(new RegExp(`^ {0,${indent}}`), ''));
      return;
    }
    const start = line.match(/^(\s*)(`{3,}|~{3,})\s*([\w-]*)/);
    if (!start) return;
    const language = start[3].toLowerCase();
    open = {
      fence: start[2],
      indent: start[1].length,
      block: shellLanguages.has(language) ? {language, firstLine: index + 2, lines: []} : null,
    };
  });
  return blocks;
}

/**
 * The logical command lines of a block: prompts (`$ `) are removed, lines
 * ending in a backslash are joined with the next, and here-document bodies are
 * skipped. In `console` blocks only prompted lines are commands; the rest is output.
 */
export function commandLines(block: ShellBlock): CommandLine[] {
  const result: CommandLine[] = [];
  const needsPrompt = promptLanguages.has(block.language);
  let pending: CommandLine | null = null;
  let heredoc: {delimiter: string; stripTabs: boolean} | null = null;
  block.lines.forEach((raw, index) => {
    const lineNumber = block.firstLine + index;
    if (heredoc) {
      const candidate = heredoc.stripTabs ? raw.replace(/^\t+/, '') : raw;
      if (candidate.trim() === heredoc.delimiter) heredoc = null;
      return;
    }
    let text = raw;
    if (!pending) {
      const prompt = text.match(/^\s*[$%] /);
      if (prompt) text = text.slice(prompt[0].length);
      else if (needsPrompt) return;
    }
    const continued = /(^|[^\\])(\\\\)*\\$/.test(text);
    if (continued) text = text.slice(0, -1);
    pending = pending
      ? {line: pending.line, text: `${pending.text} ${text.trim()}`}
      : {line: lineNumber, text};
    if (continued) return;
    const here = pending.text.match(/<<(-?)\s*(['"]?)([A-Za-z_][\w]*)\2/);
    if (here) heredoc = {delimiter: here[3], stripTabs: here[1] === '-'};
    if (pending.text.trim() !== '') result.push(pending);
    pending = null;
  });
  if (pending) result.push(pending);
  return result;
}

/**
 * Splits a shell line into simple commands (word lists). Pipes, `&&`, `||`,
 * `;` and `&` separate commands; redirections and comments are dropped; the
 * inside of `$(…)` and backticks becomes a command of its own. Placeholders
 * such as `<server-name>` and synopsis groups such as `[flags]` stay single words.
 */
export function splitCommands(line: string): string[][] {
  const commands: string[][] = [];
  let words: string[] = [];
  let word = '';
  let inWord = false;
  let skipNextWord = false;

  const endWord = () => {
    if (inWord) {
      if (skipNextWord) skipNextWord = false;
      else words.push(word);
    }
    word = '';
    inWord = false;
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0) commands.push(words);
    words = [];
  };
  const substitution = (from: number, open: string, close: string): number => {
    let depth = 1;
    let index = from;
    while (index < line.length && depth > 0) {
      const char = line[index];
      if (char === '\\') index += 1;
      else if (open !== close && line.startsWith(open, index)) depth += 1;
      else if (char === close) depth -= 1;
      index += 1;
    }
    const inner = line.slice(from, depth === 0 ? index - 1 : index);
    commands.push(...splitCommands(inner));
    word += '$(…)';
    inWord = true;
    return index;
  };

  let index = 0;
  while (index < line.length) {
    const char = line[index];
    const rest = line.slice(index);
    if (char === '\\') {
      word += line[index + 1] ?? '';
      inWord = true;
      index += 2;
    } else if (char === "'") {
      const end = line.indexOf("'", index + 1);
      const stop = end === -1 ? line.length : end;
      word += line.slice(index + 1, stop);
      inWord = true;
      index = stop + 1;
    } else if (char === '"') {
      index += 1;
      inWord = true;
      while (index < line.length && line[index] !== '"') {
        if (line[index] === '\\' && index + 1 < line.length) {
          word += line[index + 1];
          index += 2;
        } else if (line.startsWith('$(', index)) {
          index = substitution(index + 2, '$(', ')');
        } else {
          word += line[index];
          index += 1;
        }
      }
      index += 1;
    } else if (rest.startsWith('$(')) {
      index = substitution(index + 2, '$(', ')');
    } else if (char === '`') {
      index = substitution(index + 1, '`', '`');
    } else if (/\s/.test(char)) {
      endWord();
      index += 1;
    } else if (char === '#' && !inWord) {
      break;
    } else if (/^(\|\||&&|;;|[|;]|&(?!>))/.test(rest)) {
      endCommand();
      index += rest.match(/^(\|\||&&|;;|[|;&])/)![0].length;
    } else if (/^<[A-Za-z[][^<>|;&]*>/.test(rest) && !/^<<|^<\s/.test(rest)) {
      // A placeholder such as <server-name> or <name of server>, not a redirection.
      const placeholder = rest.match(/^<[A-Za-z[][^<>|;&]*>/)![0];
      word += placeholder;
      inWord = true;
      index += placeholder.length;
    } else if (char === '[' && !inWord && /^\[[^\s\]]/.test(rest)) {
      // A synopsis group such as [flags] or [true|false] from a usage line.
      let depth = 0;
      let end = index;
      for (; end < line.length; end += 1) {
        if (line[end] === '[') depth += 1;
        if (line[end] === ']') depth -= 1;
        if (depth === 0) break;
      }
      word += line.slice(index, end + 1);
      inWord = true;
      index = end + 1;
    } else if (/^(&>>?|\d*>>?|\d*<<<|\d*<>?)/.test(rest) && (!inWord || /^\d+$/.test(word))) {
      // A redirection: drop it, its file descriptor and its target.
      if (/^\d+$/.test(word)) {
        word = '';
        inWord = false;
      }
      endWord();
      const operator = rest.match(/^(&>>?|\d*>>?|\d*<<<|\d*<>?)/)![0];
      index += operator.length;
      const duplicate = line.slice(index).match(/^&\d*-?/);
      if (duplicate) index += duplicate[0].length;
      else skipNextWord = true;
    } else if (char === '(' || char === ')' || char === '{' || char === '}') {
      if (inWord || char === '{' || char === '}') {
        word += char;
        inWord = true;
      } else {
        endCommand();
      }
      index += 1;
    } else {
      word += char;
      inWord = true;
      index += 1;
    }
  }
  endCommand();
  return commands;
}

const prefixCommands = new Set([
  'sudo',
  'env',
  'time',
  'nohup',
  'exec',
  'command',
  'then',
  'do',
  'else',
  '!',
]);

/** The arguments after `thv` when a simple command runs thv, else undefined. */
export function thvArguments(words: string[]): string[] | undefined {
  let index = 0;
  while (index < words.length) {
    const current = words[index];
    if (/^[A-Za-z_]\w*=/.test(current) || prefixCommands.has(current)) index += 1;
    else if (index > 0 && words[index - 1] === 'sudo' && current.startsWith('-')) index += 1;
    else break;
  }
  const program = words[index];
  if (program === undefined) return undefined;
  const base = program.split('/').at(-1);
  return base === 'thv' || base === 'thv.exe' ? words.slice(index + 1) : undefined;
}

/** A stand-in a reader replaces (`<name>`), a synopsis group (`[flags]`) or a shell variable. */
export function isPlaceholder(word: string): boolean {
  return (
    /^<[^<>]+>$/.test(word) ||
    /^\[.*\]$/.test(word) ||
    word.includes('$') ||
    /^\.\.\.$|…/.test(word)
  );
}

const typeChecks: Partial<Record<CliFlag['type'], [RegExp, string]>> = {
  bool: [/^(true|false|1|0|t|f|TRUE|FALSE|True|False|T|F)$/, 'true or false'],
  int: [/^-?\d+$/, 'a whole number'],
  float: [/^-?(\d+\.?\d*|\.\d+)$/, 'a number'],
  duration: [/^(0|(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+)$/, 'a Go duration such as 30s'],
};

function valueProblem(flag: CliFlag, value: string): string | undefined {
  if (isPlaceholder(value) || /[<>]/.test(value)) return undefined;
  const check = typeChecks[flag.type];
  if (check && !check[0].test(value)) {
    return `${flag.name} expects ${check[1]}, not "${value}"`;
  }
  if (flag.allowedValues && !flag.allowedValues.includes(value)) {
    return `${flag.name} accepts ${flag.allowedValues.join(', ')}, not "${value}"`;
  }
  return undefined;
}

function allFlags(command: CliCommand): CliFlag[] {
  return [...command.flags, ...command.inheritedFlags, ...(command.hiddenFlags ?? [])];
}

const countPhrases: Record<ArgumentCount, string> = {
  none: 'no arguments',
  'exactly-1': 'exactly one argument',
  'at-most-1': 'at most one argument',
  'at-least-1': 'at least one argument',
};

type SeenFlag = {
  token: string;
  name?: string;
  shorthand?: string;
  value?: string;
  valueMissing?: boolean;
};

/** Checks the arguments that follow `thv`; returns one message per problem. */
export function checkThvArguments(args: string[], commands: CliCommand[]): string[] {
  const byCommand = indexByCommand(commands);
  const root = rootCommand(commands);
  const problems: string[] = [];
  let current = root;
  const positionals: string[] = [];
  const seen: SeenFlag[] = [];

  const childNamed = (command: CliCommand, name: string) =>
    command.subcommands
      .map((child) => byCommand.get(child))
      .find(
        (child) =>
          child && (child.command.split(' ').at(-1) === name || child.aliases.includes(name)),
      );

  for (let index = 0; index < args.length; index += 1) {
    const word = args[index];
    if (word === '--') break; // Everything after it goes to the MCP server.
    if (word.startsWith('--') && word.length > 2) {
      const [name, ...valueParts] = word.split('=');
      const flag = allFlags(current).find((candidate) => candidate.name === name);
      const entry: SeenFlag = {token: word, name};
      if (valueParts.length > 0) entry.value = valueParts.join('=');
      else if (flag && flag.type !== 'bool') {
        if (index + 1 < args.length && args[index + 1] !== '--') entry.value = args[(index += 1)];
        else entry.valueMissing = true;
      }
      seen.push(entry);
    } else if (
      word.startsWith('-') &&
      word.length > 1 &&
      !/^-\d/.test(word) &&
      !isPlaceholder(word)
    ) {
      const letters = word.slice(1);
      for (let at = 0; at < letters.length; at += 1) {
        const shorthand = letters[at];
        const flag = allFlags(current).find((candidate) => candidate.shorthand === shorthand);
        const entry: SeenFlag = {token: word, shorthand};
        seen.push(entry);
        if (!flag || flag.type === 'bool') {
          if (letters[at + 1] === '=') {
            entry.value = letters.slice(at + 2);
            break;
          }
          continue;
        }
        const attached = letters.slice(at + 1).replace(/^=/, '');
        if (attached) entry.value = attached;
        else if (index + 1 < args.length && args[index + 1] !== '--')
          entry.value = args[(index += 1)];
        else entry.valueMissing = true;
        break;
      }
    } else if (positionals.length === 0 && current.subcommands.length > 0) {
      const child = childNamed(current, word);
      if (child) {
        current = child;
        continue;
      }
      const builtin =
        current === root ? root.builtins?.find((candidate) => candidate.name === word) : undefined;
      if (builtin) {
        if (builtin.name === 'help') {
          const topic = args.slice(index + 1).filter((part) => !part.startsWith('-'));
          let target = root;
          for (const part of topic) {
            if (isPlaceholder(part)) break;
            const next = childNamed(target, part);
            if (!next) {
              problems.push(`unknown help topic "${part}" for ${target.command}`);
              break;
            }
            target = next;
          }
        }
        return problems;
      }
      if (current.arguments === null || current.arguments.count === 'none') {
        // A placeholder stands for any subcommand, as in `thv <command> --help`.
        if (!isPlaceholder(word)) problems.push(`unknown command "${current.command} ${word}"`);
        return problems;
      }
      positionals.push(word);
    } else {
      positionals.push(word);
    }
  }

  const flags = allFlags(current);
  let askedForHelp = false;
  for (const entry of seen) {
    const flag = flags.find((candidate) =>
      entry.name ? candidate.name === entry.name : candidate.shorthand === entry.shorthand,
    );
    const shown = entry.name ?? `-${entry.shorthand}`;
    if (!flag) {
      const owners = commands
        .filter((command) => allFlags(command).some((candidate) => candidate.name === entry.name))
        .map((command) => command.command);
      const hint = owners.length > 0 ? ` (known on ${owners.slice(0, 3).join(', ')})` : '';
      problems.push(`unknown flag "${shown}" for ${current.command}${hint}`);
      continue;
    }
    if (flag.name === '--help') askedForHelp = true;
    // The CLI data marks flags that v0.0.47 parses but ignores in their
    // description ("... has no effect ..."); a guide must not show them working.
    if (/\bhas no effect\b/i.test(flag.description)) {
      problems.push(`${flag.name} of ${current.command} has no effect in this release`);
    }
    if (entry.valueMissing) problems.push(`${flag.name} needs a value`);
    else if (entry.value !== undefined) {
      const problem = valueProblem(flag, entry.value);
      if (problem) problems.push(problem);
    }
  }

  const synopsis = positionals.some((word) => /^\[.*\]$/.test(word));
  if (!askedForHelp && !synopsis) {
    for (const flag of flags.filter((candidate) => candidate.required)) {
      if (!seen.some((entry) => entry.name === flag.name)) {
        problems.push(`${current.command} needs ${flag.name}`);
      }
    }
  }

  const expected = current.arguments;
  if (expected && !askedForHelp && !synopsis) {
    const count = positionals.length;
    const wrong =
      (expected.count === 'none' && count > 0) ||
      (expected.count === 'exactly-1' && count !== 1) ||
      (expected.count === 'at-most-1' && count > 1) ||
      (expected.count === 'at-least-1' && count < 1);
    if (wrong) {
      problems.push(`${current.command} takes ${countPhrases[expected.count]}, got ${count}`);
    } else if (expected.values && count === 1 && !isPlaceholder(positionals[0])) {
      if (!expected.values.includes(positionals[0])) {
        problems.push(
          `${current.command} accepts ${expected.values.join(', ')}, not "${positionals[0]}"`,
        );
      }
    }
  }
  return problems;
}

/** Every problem in the `thv` lines of one Markdown page. */
export function checkMarkdown(
  markdown: string,
  commands: CliCommand[],
): {checked: number; problems: Problem[]} {
  const problems: Problem[] = [];
  let checked = 0;
  for (const block of extractShellBlocks(markdown)) {
    for (const {line, text} of commandLines(block)) {
      for (const words of splitCommands(text)) {
        const args = thvArguments(words);
        if (!args) continue;
        checked += 1;
        const command = ['thv', ...args].join(' ');
        for (const message of checkThvArguments(args, commands))
          problems.push({line, command, message});
      }
    }
  }
  return {checked, problems};
}
