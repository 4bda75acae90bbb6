import {describe, expect, it} from 'vitest';

import {chunkNamesByRoutePath} from '../client/chunkNames';

describe('chunkNamesByRoutePath', () => {
  it('keys routes by path without the hash suffix and collects nested names', () => {
    const byPath = chunkNamesByRoutePath({
      '/docs/intro-0e3': {__comp: 'a7bd4aaa', content: 'c1f0', __props: {version: 'v123'}},
      '/docs/install-9f1': {__comp: 'a7bd4aaa', content: 'd2aa'},
      '/-5e9': {__comp: '5e95c892', routes: [{sidebar: 'aba2'}]},
    });
    expect(byPath.get('/docs/intro')).toEqual(['a7bd4aaa', 'c1f0', 'v123']);
    expect(byPath.get('/docs/install')).toEqual(['a7bd4aaa', 'd2aa']);
    expect(byPath.get('/')).toEqual(['5e95c892', 'aba2']);
  });

  it('merges the names of routes that share a path', () => {
    const byPath = chunkNamesByRoutePath({'/-a1': {__comp: 'one'}, '/-b2': {__comp: 'two'}});
    expect(byPath.get('/')).toEqual(['one', 'two']);
  });
});
