// Text-level steps that come before the MDX parser, mirroring what
// Docusaurus does to a doc before MDX sees it.
import {parse as parseYaml} from 'yaml';

export type FrontMatter = {[key: string]: unknown};

/** Splits `---` front matter from the body. Invalid YAML is an error with the file named. */
export function splitFrontMatter(
  source: string,
  fileLabel = 'the page',
): {frontMatter: FrontMatter; body: string} {
  const text = source.replace(/^\uFEFF/, '');
  const match = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) return {frontMatter: {}, body: text};
  let data: unknown;
  try {
    data = parseYaml(match[1]);
  } catch (error) {
    throw new Error(`Front matter of ${fileLabel} is not valid YAML: ${(error as Error).message}`);
  }
  const frontMatter = data && typeof data === 'object' ? (data as FrontMatter) : {};
  return {frontMatter, body: text.slice(match[0].length)};
}

const fenceOpen = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Applies `edit` to every line that is outside fenced code blocks. Code keeps
 * its bytes: a `# comment {#x}` in a shell block is not a heading.
 */
function mapProseLines(body: string, edit: (line: string) => string): string {
  const lines = body.split('\n');
  let fence: string | undefined;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    const opener = fenceOpen.exec(line.replace(/^(\s*>)+\s?/, ''));
    if (fence) {
      const closer = opener?.[1];
      if (closer && closer[0] === fence[0] && closer.length >= fence.length) fence = undefined;
      continue;
    }
    if (opener) {
      fence = opener[1];
      continue;
    }
    lines[index] = edit(line);
  }
  return lines.join('\n');
}

const commentMark = '\uE000<!--';

/** Removes HTML comments outside code (Docusaurus turns them into MDX comments). */
function removeHtmlComments(body: string): string {
  const marked = mapProseLines(body, (line) => line.replaceAll('<!--', commentMark));
  return marked.replace(/\uE000<!--[\s\S]*?(?:-->|$)/g, '');
}

/**
 * Prepares an MDX body for the parser the way Docusaurus's MDX 1 compatibility
 * does: heading ids `{#id}` removed (they are not valid MDX expressions),
 * HTML comments removed, and `:::note Title` admonitions turned into
 * `:::note[Title]`.
 */
export function preprocessBody(body: string): string {
  const withoutComments = removeHtmlComments(body);
  return mapProseLines(withoutComments, (line) =>
    line
      .replace(/^(\s*#{1,6}\s.*?)\s*\\?\{#[\w.:-]+\}\s*$/, '$1')
      .replace(/^(\s*(?:>\s*)*:::+[\w-]+)[ \t]+([^[{\s].*?)\s*$/, '$1[$2]'),
  );
}
