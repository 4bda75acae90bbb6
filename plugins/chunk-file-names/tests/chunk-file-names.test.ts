import {describe, expect, it} from 'vitest';

import chunkFileNamesPlugin, {chunkFilename} from '../index';

describe('chunk-file-names', () => {
  it('names the browser production chunks by id, with their content hash', () => {
    const plugin = chunkFileNamesPlugin();
    const configure = (mode: 'production' | 'development', isServer: boolean) =>
      plugin.configureWebpack!({mode} as never, isServer, {} as never, {} as never);
    expect(chunkFilename).toMatch(/\[id\]/);
    expect(chunkFilename).toMatch(/\[contenthash:8\]/);
    expect(chunkFilename).not.toMatch(/\[name\]/);
    expect(configure('production', false)).toEqual({output: {chunkFilename}});
    expect(configure('production', true)).toEqual({});
    expect(configure('development', false)).toEqual({});
  });
});
