import {describe, expect, it} from 'vitest';

import {renderCategoryTwin, renderLlmsFull, renderLlmsTxt} from '../render';
import {buildSiteModel, pagesInOrder, type DocInput, type SidebarInput} from '../site';
import {absoluteUrl, pagePath, permalinkOfTwin, routeKey, twinPathOf} from '../twinPath';

const docs: DocInput[] = [
  {
    id: 'index',
    title: 'Welcome',
    description: 'Start here.',
    permalink: '/docs/',
    source: '@site/docs/index.md',
  },
  {
    id: 'quickstart',
    title: 'Quickstart',
    description: 'First run.',
    permalink: '/docs/quickstart',
    source: '@site/docs/quickstart.md',
  },
  {
    id: 'guides/install',
    title: 'Install [it]',
    description: 'Get the\n  binary.',
    permalink: '/docs/guides/install',
    source: '@site/docs/guides/install.md',
  },
  {
    id: 'guides/secrets',
    title: 'Secrets',
    description: '',
    permalink: '/docs/guides/secrets',
    source: '@site/docs/guides/secrets.md',
  },
  {
    id: 'reference/cli/index',
    title: 'CLI reference',
    description: 'Every command.',
    permalink: '/docs/reference/cli/',
    source: '@site/docs/reference/cli/index.md',
  },
  {
    id: 'reference/cli/run',
    title: 'thv run',
    description: 'Runs a server.',
    permalink: '/docs/reference/cli/run',
    source: '@site/docs/reference/cli/run.md',
  },
  {
    id: 'reference/api',
    title: 'API reference',
    description: 'Endpoints.',
    permalink: '/docs/reference/api',
    source: '@site/docs/reference/api.mdx',
  },
  {
    id: 'preview',
    title: 'Preview',
    description: 'Not in the sidebar.',
    permalink: '/preview',
    source: '@site/docs/preview.mdx',
  },
  {
    id: 'draft',
    title: 'Draft',
    description: '',
    permalink: '/docs/draft',
    source: '@site/docs/draft.md',
    draft: true,
  },
];

const sidebar: SidebarInput[] = [
  {type: 'doc', id: 'index', label: 'Introduction'},
  {type: 'doc', id: 'quickstart'},
  {
    type: 'category',
    label: 'Guides',
    link: {
      type: 'generated-index',
      permalink: '/docs/guides',
      title: 'All guides',
      description: 'Task guides.',
    },
    items: [
      {type: 'doc', id: 'guides/install'},
      {type: 'doc', id: 'guides/secrets'},
    ],
  },
  {
    type: 'category',
    label: 'Reference',
    items: [
      {
        type: 'category',
        label: 'CLI',
        link: {type: 'doc', id: 'reference/cli/index'},
        items: [{type: 'doc', id: 'reference/cli/run'}],
      },
      {type: 'doc', id: 'reference/api'},
      {type: 'link', label: 'Source code', href: 'https://github.com/example/repo'},
      {type: 'html', value: '<hr />'},
    ],
  },
];

const site = 'https://docs.example.com';
const info = {
  siteUrl: site,
  title: 'Product',
  summary: 'Product does\n things.',
  details: 'Docs for v1.',
};

describe('twin paths', () => {
  it('adds .md, or index.md for paths that end in a slash', () => {
    expect(twinPathOf('/docs/guides/install')).toBe('/docs/guides/install.md');
    expect(twinPathOf('/docs/')).toBe('/docs/index.md');
    expect(twinPathOf('/')).toBe('/index.md');
    expect(twinPathOf('/a/b?x=1#y')).toBe('/a/b.md');
    expect(twinPathOf(pagePath('/docs/guides/install.html'))).toBe('/docs/guides/install.md');
    expect(twinPathOf(pagePath('/docs/index.html'))).toBe('/docs/index.md');
    expect(permalinkOfTwin('/docs/index.md')).toBe('/docs/');
    expect(permalinkOfTwin('/docs/a.md')).toBe('/docs/a');
    expect(permalinkOfTwin('/docs/a')).toBeUndefined();
    expect(routeKey('/docs/')).toBe('/docs');
    expect(routeKey('/')).toBe('/');
    expect(absoluteUrl('https://x.org/', '/a.md')).toBe('https://x.org/a.md');
  });
});

describe('site model', () => {
  const model = buildSiteModel(docs, sidebar);

  it('orders pages like the sidebar, then the pages outside it', () => {
    expect(model.pages.map((page) => page.permalink)).toEqual([
      '/docs/',
      '/docs/quickstart',
      '/docs/guides',
      '/docs/guides/install',
      '/docs/guides/secrets',
      '/docs/reference/cli/',
      '/docs/reference/cli/run',
      '/docs/reference/api',
      '/preview',
    ]);
    expect(model.pages.find((page) => page.id === 'preview')?.inSidebar).toBe(false);
    expect(model.pages.some((page) => page.id === 'draft')).toBe(false);
  });

  it('makes a page for each generated index', () => {
    const category = model.pages.find((page) => page.kind === 'category');
    expect(category).toMatchObject({
      title: 'All guides',
      description: 'Task guides.',
      twinPath: '/docs/guides.md',
    });
  });

  it('lists only sidebar docs in reading order', () => {
    expect(pagesInOrder(model).map((page) => page.id)).toEqual([
      'index',
      'quickstart',
      'guides/install',
      'guides/secrets',
      'reference/cli/index',
      'reference/cli/run',
      'reference/api',
    ]);
  });
});

describe('llms.txt', () => {
  const model = buildSiteModel(docs, sidebar);
  const text = renderLlmsTxt(model, info);

  it('has the title, the one-paragraph summary and the details', () => {
    expect(
      text.startsWith('# Product\n\n> Product does things.\n\nDocs for v1.\n\n## Start here\n'),
    ).toBe(true);
  });

  it('has one section per top-level sidebar group, in sidebar order', () => {
    const sections = text.match(/^## .+$/gm);
    expect(sections).toEqual(['## Start here', '## Guides', '## Reference']);
  });

  it('lists each page as [title](absolute twin URL): description', () => {
    expect(text).toContain('- [Welcome](https://docs.example.com/docs/index.md): Start here.\n');
    expect(text).toContain(
      '- [Install \\[it\\]](https://docs.example.com/docs/guides/install.md): Get the binary.\n',
    );
    expect(text).toContain('- [Secrets](https://docs.example.com/docs/guides/secrets.md)\n');
  });

  it('puts a generated index description under its heading', () => {
    expect(text).toContain('## Guides\n\nTask guides.\n\n- [Install');
  });

  it('nests sub-categories under their linked page', () => {
    expect(text).toContain(
      '- [CLI reference](https://docs.example.com/docs/reference/cli/index.md): Every command.\n  - [thv run](https://docs.example.com/docs/reference/cli/run.md): Runs a server.\n- [API reference]',
    );
    expect(text).toContain('- [Source code](https://github.com/example/repo)');
  });

  it('leaves out pages outside the sidebar', () => {
    expect(text).not.toContain('preview');
  });

  it('follows the sidebar when it changes', () => {
    const reordered = renderLlmsTxt(buildSiteModel(docs, [...sidebar].reverse()), info);
    expect(reordered.match(/^## .+$/gm)).toEqual(['## Reference', '## Guides', '## More']);
  });
});

describe('generated index twin and llms-full.txt', () => {
  const model = buildSiteModel(docs, sidebar);

  it('lists the pages of the category', () => {
    const category = model.pages.find((page) => page.kind === 'category')!;
    expect(renderCategoryTwin(category, model, site)).toBe(
      [
        '# All guides',
        '',
        'Canonical URL: https://docs.example.com/docs/guides',
        '',
        'Task guides.',
        '',
        '- [Install \\[it\\]](https://docs.example.com/docs/guides/install.md): Get the binary.',
        '- [Secrets](https://docs.example.com/docs/guides/secrets.md)',
        '',
      ].join('\n'),
    );
  });

  it('joins the twins in the order given after the header', () => {
    const full = renderLlmsFull(info, ['# One\n\nText one.\n', '# Two\n\nText two.\n']);
    expect(full).toBe(
      '# Product\n\n> Product does things.\n\nDocs for v1.\n\n# One\n\nText one.\n\n# Two\n\nText two.\n',
    );
  });
});
