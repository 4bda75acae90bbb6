// Helpers shared by the docs content checks: find the pages, read their
// front matter and pull out fenced code blocks, with the line each starts on
// so a failure points at the exact place to fix.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';

export const docsDir = path.resolve(import.meta.dirname, '../../../docs');

/** Every Markdown or MDX page under docs/, as paths relative to docs/. */
export function listDocPages(dir: string = docsDir): string[] {
  const pages: string[] = [];
  const walk = (current: string): void => {
    for (const entry of readdirSync(current, {withFileTypes: true})) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      // Files starting with an underscore are partials: Docusaurus gives them no route.
      else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) {
        pages.push(path.relative(dir, full));
      }
    }
  };
  walk(dir);
  return pages.sort();
}

export function readDocPage(relativePath: string, dir: string = docsDir): string {
  return readFileSync(path.join(dir, relativePath), 'utf8');
}

/** The YAML front matter of a page as an object; `undefined` when the page has none. */
export function readFrontMatter(source: string): Record<string, unknown> | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  if (!match) return undefined;
  const data: unknown = parseYaml(match[1]);
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

export type CodeBlock = {
  /** The first word of the info string, lower-cased: `yaml`, `json`, `bash`... */
  language: string;
  /** Everything after the language in the info string, e.g. `title="values.yaml"`. */
  meta: string;
  /** 1-based line of the opening fence. */
  line: number;
  code: string;
};

/**
 * Fenced code blocks (``` or ~~~, any indentation, so blocks inside list items
 * and tabs count). A closing fence must use the same character and be at
 * least as long as the opening one, as CommonMark says.
 */
export function extractCodeBlocks(source: string): CodeBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  let open: {fence: string; indent: number; info: string; line: number; body: string[]} | null =
    null;
  lines.forEach((text, index) => {
    if (open) {
      const close = /^(\s*)(`{3,}|~{3,})\s*$/.exec(text);
      if (close && close[2][0] === open.fence[0] && close[2].length >= open.fence.length) {
        const [language = '', ...meta] = open.info.split(/\s+/).filter(Boolean);
        blocks.push({
          language: language.toLowerCase(),
          meta: meta.join(' '),
          line: open.line,
          code: open.body.join('\n'),
        });
        open = null;
      } else {
        // Drop the fence's indentation from the content, as Markdown does.
        open.body.push(text.replace(new RegExp(`^ {0,${open.indent}}`), ''));
      }
      return;
    }
    const start = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(text);
    if (start && !(start[2][0] === '`' && start[3].includes('`'))) {
      open = {
        fence: start[2],
        indent: start[1].length,
        info: start[3].trim(),
        line: index + 1,
        body: [],
      };
    }
  });
  return blocks;
}

/** Removes `//` and `/* *\/` comments outside strings, for JSON-with-comments blocks. */
export function stripJsonComments(code: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < code.length; i++) {
    const char = code[i];
    if (inString) {
      out += char;
      if (char === '\\') out += code[++i] ?? '';
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
      out += char;
    } else if (char === '/' && code[i + 1] === '/') {
      while (i < code.length && code[i] !== '\n') i++;
      out += '\n';
    } else if (char === '/' && code[i + 1] === '*') {
      const end = code.indexOf('*/', i + 2);
      i = end === -1 ? code.length : end + 1;
    } else {
      out += char;
    }
  }
  return out;
}
