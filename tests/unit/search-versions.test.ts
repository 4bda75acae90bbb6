import {describe, expect, it} from 'vitest';

import {indexUrlFor} from '../../plugins/local-search/client/indexUrl';
import {splitByVersion} from '../../plugins/local-search/node';
import type {SearchIndexFile} from '../../plugins/local-search/engine';
import {contextualFacetFilters} from '../../src/components/SearchCore/facetFilters';

// Search follows the docs version: the facet filters name the version a page belongs to (hosted
// Algolia filters on them), and the local index is split the same way, one file per version.
const docs = {
  default: {
    path: '/',
    versions: [
      {name: 'current', path: '/', isLast: true},
      {name: '0.0.47', path: '/v0.0.47', isLast: false},
    ],
  },
};
const none = () => null;
const chose = (name: string) => () => name;
const versionTag = (filters: string[][]) =>
  filters[1].find((tag) => tag.startsWith('docusaurus_tag:docs-'));

describe('contextual facet filters', () => {
  it('name the version of the page the reader is on', () => {
    const older = contextualFacetFilters('en', '/v0.0.47/toolhive/quickstart', docs, none);
    expect(older).toEqual([
      ['language:en'],
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.0.47'],
    ]);
    expect(
      versionTag(contextualFacetFilters('en', '/toolhive/quickstart', docs, chose('0.0.47'))),
    ).toBe('docusaurus_tag:docs-default-current');
  });

  it('outside a versioned page, name the reader’s chosen version, else the current one', () => {
    expect(versionTag(contextualFacetFilters('en', '/v0.0.47', docs, none))).toBe(
      'docusaurus_tag:docs-default-0.0.47',
    );
    const docsElsewhere = {default: {...docs.default, path: '/docs'}};
    expect(
      versionTag(contextualFacetFilters('en', '/search', docsElsewhere, chose('0.0.47'))),
    ).toBe('docusaurus_tag:docs-default-0.0.47');
    expect(versionTag(contextualFacetFilters('en', '/search', docsElsewhere, none))).toBe(
      'docusaurus_tag:docs-default-current',
    );
    expect(versionTag(contextualFacetFilters('en', '/search', docsElsewhere, chose('9.9.9')))).toBe(
      'docusaurus_tag:docs-default-current',
    );
  });
});

describe('one local index per version', () => {
  const settings = {
    indexUrl: '/search-index.json?v=1',
    textsUrl: '/search-texts.json?v=1',
    versionIndexUrls: {'docs-default-0.0.47': '/search-index-0.0.47.json?v=1'},
    versionTextsUrls: {'docs-default-0.0.47': '/search-texts-0.0.47.json?v=1'},
  };

  it('answers a search in an older version from that version’s files', () => {
    const older = contextualFacetFilters('en', '/v0.0.47/toolhive/', docs, none);
    expect(indexUrlFor(settings, older)).toEqual({
      index: '/search-index-0.0.47.json?v=1',
      texts: '/search-texts-0.0.47.json?v=1',
    });
    const current = contextualFacetFilters('en', '/toolhive/', docs, none);
    const main = {index: '/search-index.json?v=1', texts: '/search-texts.json?v=1'};
    expect(indexUrlFor(settings, current)).toEqual(main);
    expect(indexUrlFor(settings, undefined)).toEqual(main);
    expect(indexUrlFor({indexUrl: '/i.json', textsUrl: '/t.json'}, older)).toEqual({
      index: '/i.json',
      texts: '/t.json',
    });
  });

  it('splits the index: each older version its own pages, every file the pages outside the docs', () => {
    const page = (path: string, tags: string[]) => ({
      path,
      lvl0: 'x',
      language: 'en',
      tags,
      items: [],
    });
    const index: SearchIndexFile = {
      format: 'toolhive-search-index',
      version: 1,
      siteUrl: 'https://example.com',
      pages: [
        page('/', ['default']),
        page('/toolhive/a', ['docs-default-current']),
        page('/v0.0.47/toolhive/a', ['docs-default-0.0.47']),
      ],
    };
    const files = splitByVersion(index, {'docs-default-0.0.47': '0.0.47'});
    const paths = (name: string) => files.get(name)!.pages.map((p) => p.path);
    expect(paths('search-index.json')).toEqual(['/', '/toolhive/a']);
    expect(paths('search-index-0.0.47.json')).toEqual(['/', '/v0.0.47/toolhive/a']);
  });
});
