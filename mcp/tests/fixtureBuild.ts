// A tiny built site, in the shape the llms-txt plugin writes, for tests that
// must not depend on a full Docusaurus build.
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import type {LlmsJson} from '../../plugins/llms-txt';

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
  // The rendered page, whose heading ids the search uses for its anchors.
  mkdirSync(path.join(dir, 'docs/guides/secrets'), {recursive: true});
  writeFileSync(
    path.join(dir, 'docs/guides/secrets/index.html'),
    '<main><article><h1>Secrets management</h1><h2 id="github-token">Store a GitHub token<a class="hash-link" href="#github-token">#</a></h2></article></main>',
  );
  writeFileSync(path.join(dir, 'llms.json'), JSON.stringify(json));
  writeFileSync(path.join(dir, 'llms.txt'), '# Product\n\n> Product runs MCP servers.\n');
  return dir;
}
