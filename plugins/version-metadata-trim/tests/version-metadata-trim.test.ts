import {createRequire} from 'node:module';

import {describe, expect, it} from 'vitest';

import {cardDocIds, routeDataPattern} from '../index';

const require = createRequire(import.meta.url);
const {trimVersionMetadata} = require('../loader.cjs') as {
  trimVersionMetadata: (source: string, keep: Set<string>) => string;
};

const metadata = {
  version: {
    version: 'current',
    docsSidebars: {main: []},
    docs: {
      'guides/install': {
        id: 'guides/install',
        title: 'Install',
        description: 'How.',
        sidebar: 'main',
      },
      'reference/run': {id: 'reference/run', title: 'run', description: 'Runs.', sidebar: 'main'},
    },
  },
};

describe('version-metadata-trim', () => {
  it('keeps the descriptions of card docs only, and every other field', () => {
    const trimmed = JSON.parse(
      trimVersionMetadata(JSON.stringify(metadata), new Set(['guides/install'])),
    );
    expect(trimmed.version.docs).toEqual({
      'guides/install': {
        id: 'guides/install',
        title: 'Install',
        description: 'How.',
        sidebar: 'main',
      },
      'reference/run': {id: 'reference/run', title: 'run', sidebar: 'main'},
    });
    expect(trimmed.version.docsSidebars).toEqual({main: []});
  });

  it('leaves other route data alone', () => {
    const page = JSON.stringify({categoryGeneratedIndex: {title: 'Guides', description: 'All.'}});
    expect(trimVersionMetadata(page, new Set())).toBe(page);
  });

  it('finds the docs that generated index pages show as cards', () => {
    const ids = cardDocIds([
      {type: 'doc', id: 'intro'},
      {
        type: 'category',
        label: 'Guides',
        link: {type: 'generated-index', slug: '/guides', permalink: '/guides'},
        items: [
          {type: 'doc', id: 'guides/install'},
          {type: 'category', label: 'More', items: [{type: 'doc', id: 'guides/more/deep'}]},
        ],
      },
      {
        type: 'category',
        label: 'CLI',
        link: {type: 'doc', id: 'reference/index'},
        items: [{type: 'doc', id: 'reference/run'}],
      },
    ] as unknown as Parameters<typeof cardDocIds>[0]);
    expect([...ids]).toEqual(['guides/install']);
  });

  it('matches the docs plugin route data files on any platform', () => {
    expect(
      routeDataPattern.test(
        '/s/.docusaurus/docusaurus-plugin-content-docs/default/p/index-466.json',
      ),
    ).toBe(true);
    expect(
      routeDataPattern.test(
        'C:\\s\\.docusaurus\\docusaurus-plugin-content-docs\\default\\p\\x.json',
      ),
    ).toBe(true);
    expect(
      routeDataPattern.test(
        '/s/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-x.json',
      ),
    ).toBe(false);
  });
});
