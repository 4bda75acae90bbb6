// A tiny built site, in the shape the llms-txt plugin writes, for tests that
// must not depend on a full Docusaurus build.
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import type {LlmsJson} from '../../plugins/llms-txt';
import type {PackedItem, SearchIndexFile} from '../../plugins/local-search/engine';
import {writeSearchIndexFiles} from '../../plugins/local-search/node';

const siteUrl = 'https://docs.example.com';

const pages: {permalink: string; title: string; description: string; body: string}[] = [
  {
    permalink: '/docs/',
    title: 'Introduction',
    description: 'What the product is.',
    body: 'The product runs MCP servers in containers.',
  },
  {
    permalink: '/docs/guides/install',
    title: 'Install the tool',
    description: 'Install the command line.',
    body: '## Homebrew\n\nRun `brew install thv`.\n\n## Windows\n\nRun `winget install thv`.',
  },
  {
    permalink: '/docs/guides/secrets',
    title: 'Secrets management',
    description: 'Store API keys and pass them to servers.',
    body: '## Store a GitHub token\n\nPipe the token into `thv secret set github`, then pass it with `--secret github,target=GITHUB_PERSONAL_ACCESS_TOKEN`.',
  },
];

/** Heading ids as the rendered pages would have them. */
const anchors: {[heading: string]: string} = {
  Homebrew: 'homebrew',
  Windows: 'windows',
  'Store a GitHub token': 'github-token',
};

/** Writes the fixture build to a fresh temporary directory and returns it. */
export function writeFixtureBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-mcp-'));
  const twinPathOf = (permalink: string) =>
    permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
  const json: LlmsJson = {
    title: 'Product',
    summary: 'Product runs MCP servers.',
    siteUrl,
    pages: pages.map((page) => ({
      kind: 'doc',
      title: page.title,
      description: page.description,
      permalink: page.permalink,
      url: siteUrl + page.permalink,
      twinPath: twinPathOf(page.permalink),
      twinUrl: siteUrl + twinPathOf(page.permalink),
      inSidebar: true,
    })),
    tree: [
      {type: 'page', label: 'Introduction', permalink: '/docs/'},
      {
        type: 'category',
        label: 'Guides',
        items: [
          {type: 'page', label: 'Install', permalink: '/docs/guides/install'},
          {type: 'page', label: 'Secrets', permalink: '/docs/guides/secrets'},
        ],
      },
    ],
  };
  for (const page of pages) {
    const file = path.join(dir, twinPathOf(page.permalink));
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(
      file,
      `# ${page.title}\n\nCanonical URL: ${siteUrl}${page.permalink}\n\n${page.body}\n`,
    );
  }
  // The site search index and its texts, as the local-search plugin writes them.
  const index: SearchIndexFile = {
    format: 'toolhive-search-index',
    version: 1,
    siteUrl,
    pages: pages.map((page) => ({
      path: page.permalink,
      lvl0: 'Docs',
      language: 'en',
      tags: [],
      items: [
        [1, page.title],
        ...page.body.split('\n\n').map((block): PackedItem => {
          const heading = /^## (.+)$/.exec(block);
          return heading ? [2, heading[1], anchors[heading[1]]] : [0, block];
        }),
      ],
    })),
  };
  writeSearchIndexFiles(dir, 'search-index.json', index);
  writeFileSync(path.join(dir, 'llms.json'), JSON.stringify(json));
  writeFileSync(path.join(dir, 'llms.txt'), '# Product\n\n> Product runs MCP servers.\n');
  return dir;
}
