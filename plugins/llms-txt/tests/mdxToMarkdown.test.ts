import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import {describe, expect, it} from 'vitest';

import {transformMdx, type UrlKind} from '../mdxToMarkdown';
import {renderTwin} from '../render';
import {preprocessBody, splitFrontMatter} from '../source';

const here = path.dirname(fileURLToPath(import.meta.url));
const docs = path.join(here, 'fixtures', 'docs');
const site = 'https://docs.example.com';

/** Renders a fixture the way the plugin does, with a simple link resolver. */
function render(relative: string, warnings: string[] = []) {
  const file = path.join(docs, relative);
  const resolveUrl = (url: string, kind: UrlKind, from: string) => {
    if (/^[a-z]+:/.test(url) || url.startsWith('#')) return url;
    if (/\.mdx?(#|$)/.test(url) && !url.startsWith('/')) {
      const [target, hash = ''] = url.split('#');
      const resolved = path.relative(docs, path.resolve(path.dirname(from), target));
      return `${site}/${resolved.replace(/\.mdx?$/, '.md')}${hash ? `#${hash}` : ''}`;
    }
    return `${site}${url}${kind === 'image' ? '' : ''}`;
  };
  const {tree, frontMatter} = transformMdx(readFileSync(file, 'utf8'), {
    filePath: file,
    resolveUrl,
    scope: {toolhiveVersion: 'v9.9.9'},
    warn: (message) => warnings.push(message),
  });
  const title = String(frontMatter.title);
  return renderTwin(tree, title, `${site}/${relative.replace(/\.mdx?$/, '')}`);
}

describe('front matter and preprocessing', () => {
  it('splits front matter and reports invalid YAML with the file name', () => {
    expect(splitFrontMatter('---\ntitle: A\n---\nBody').frontMatter).toEqual({title: 'A'});
    expect(splitFrontMatter('No front matter').body).toBe('No front matter');
    expect(() => splitFrontMatter('---\ntitle: [oops\n---\n', 'bad.md')).toThrow(/bad\.md/);
  });

  it('removes heading ids and comments outside code only', () => {
    const body = [
      '## Title {#custom-id}',
      '<!-- hidden -->',
      '```bash',
      '# keep {#this}',
      '<!-- and this -->',
      '```',
      ':::note Old title',
    ].join('\n');
    const result = preprocessBody(body);
    expect(result).toContain('## Title\n');
    expect(result).not.toContain('hidden');
    expect(result).toContain('# keep {#this}');
    expect(result).toContain('<!-- and this -->');
    expect(result).toContain(':::note[Old title]');
  });
});

describe('MDX to Markdown', () => {
  const warnings: string[] = [];
  const twin = render('guides/everything.mdx', warnings);

  it('starts with the front matter title as h1 and the canonical URL', () => {
    expect(
      twin.startsWith(
        '# Every feature\n\nCanonical URL: https://docs.example.com/guides/everything\n',
      ),
    ).toBe(true);
  });

  it('drops imports, exports, head, comments and JSX-only wrappers', () => {
    expect(twin).not.toMatch(
      /import |export const|<head>|<meta|markdownlint|a comment|<div|className/,
    );
    expect(twin).toContain('Wrapped in a div.');
  });

  it('evaluates literal expressions from the scope and from exports', () => {
    expect(twin).toContain('version v9.9.9 and vanilla flavour.');
  });

  it('turns kbd into inline code', () => {
    expect(twin).toContain('`Ctrl` + `C`');
  });

  it('strips heading ids, {#id} and {/* #id */} alike', () => {
    expect(twin).toContain('\n## Install\n');
    expect(twin).toContain('\n## Diagram\n');
    expect(twin).not.toContain('{#');
  });

  it('renders tabs as labelled list items, labels from the values prop', () => {
    const install = twin.slice(twin.indexOf('## Install'), twin.indexOf('## Admonitions'));
    expect(install).toContain(
      '- **macOS**\n\n  Use Homebrew:\n\n  ```bash title="Install with Homebrew"\n  brew tap stacklok/tap\n  brew install thv\n  ```\n\n- **Linux**\n\n  Download the release archive.\n',
    );
    expect(install).not.toContain('highlight-next-line');
    expect(install).not.toContain('<Tab');
  });

  it('renders tabs that hold headings as headings one level down', () => {
    const steps = twin.slice(twin.indexOf('## Steps per client'), twin.indexOf('## Admonitions'));
    expect(steps).toContain(
      '### VS Code\n\n#### Open settings\n\nOpen them.\n\n### Cursor\n\nCursor text.',
    );
  });

  it('renders admonitions as blockquotes that name their type and title', () => {
    expect(twin).toContain(
      '> **Tip: Pass a token**\n>\n> Store it with `thv secret set github` first.',
    );
    expect(twin).toContain('> **Warning: Old style title**\n>\n> Body of the old style.');
    expect(twin).toContain('> **Note**\n>\n> Plain note.');
    expect(twin).toContain('Inside an unknown container.');
    expect(twin).not.toContain(':::');
  });

  it('keeps text that only looks like a directive', () => {
    expect(twin).toContain('a time 10:30 and a :smile: directive-looking word');
  });

  it('keeps Mermaid diagrams and tables', () => {
    expect(twin).toContain('```mermaid\nflowchart LR\n  a --> b\n```');
    expect(twin).toMatch(
      /\| Flag +\| Meaning +\|\n\| -+ \| -+ \|\n\| `--name` \| Instance name \|/,
    );
  });

  it('keeps details with their summary', () => {
    expect(twin).toContain(
      '<details>\n<summary>Why containers?</summary>\n\nContainers keep servers **isolated**.\n\n</details>',
    );
  });

  it('inlines partials, resolving their links from the partial file', () => {
    expect(twin).toContain(
      '1. Run `thv list`.\n2. Read [the other page](https://docs.example.com/guides/other.md).',
    );
  });

  it('makes links absolute and keeps anchors and external links', () => {
    expect(twin).toContain('[the other page](https://docs.example.com/guides/other.md#section)');
    expect(twin).toContain('[the home](https://docs.example.com/docs/)');
    expect(twin).toContain('[an anchor](#install-it)');
    expect(twin).toContain('[external](https://example.com/x)');
    expect(twin).toContain('![a picture](https://docs.example.com/img/pic.svg)');
  });

  it('removes magic comments from code', () => {
    expect(twin).toContain('```js\nconst kept = true;\n```');
  });

  it('warns about components it cannot render', () => {
    expect(warnings.some((warning) => warning.includes('<Badge />'))).toBe(true);
  });
});

describe('titles', () => {
  it('does not double the h1 when the page has one', () => {
    const twin = render('guides/other.md');
    expect(twin.startsWith("# The page's own heading\n\nCanonical URL:")).toBe(true);
    expect(twin.match(/^# /gm)).toHaveLength(1);
    expect(twin).not.toContain('Front matter title');
  });

  it('adds the title when the page has no h1', () => {
    const twin = render('guides/no-heading.md');
    expect(twin).toBe(
      '# A page without an h1\n\nCanonical URL: https://docs.example.com/guides/no-heading\n\nJust text.\n',
    );
  });

  it('turns JSX lists into Markdown lists', () => {
    const source =
      '# Tools\n\n<ul className="tools">\n  <li id="tool-a_b" data-search-title="a_b"><code>a_b</code></li>\n  <li>two</li>\n</ul>\n\n<ol>\n  <li>first</li>\n</ol>\n';
    const {tree} = transformMdx(source, {filePath: '/x/list.mdx'});
    const twin = renderTwin(tree, 'Tools', `${site}/list`);
    expect(twin).toContain('\n- `a_b`\n- two\n');
    expect(twin).toContain('\n1. first\n');
  });

  it('names the file when the MDX does not parse', () => {
    expect(() => transformMdx('<Tabs>\n\nunclosed', {filePath: '/x/broken.mdx'})).toThrow(
      /broken\.mdx/,
    );
  });
});

describe('the date of the twin', () => {
  const tree = {type: 'root', children: []} as unknown as Parameters<typeof renderTwin>[0];

  it('says when the source last changed, when the build knows', () => {
    const twin = renderTwin(
      tree,
      'Page',
      'https://x.test/page',
      Date.parse('2025-02-03T10:00:00Z'),
    );
    expect(twin).toContain('Canonical URL: https://x.test/page\nLast updated: 2025-02-03\n');
  });

  it('leaves the line out without a date (no git history)', () => {
    expect(renderTwin(tree, 'Page', 'https://x.test/page')).not.toContain('Last updated');
  });
});
