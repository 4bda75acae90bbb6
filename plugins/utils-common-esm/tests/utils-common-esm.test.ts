import {createRequire} from 'node:module';

import {describe, expect, it} from 'vitest';

import utilsCommonEsmPlugin, {replacement} from '../index';

const require = createRequire(import.meta.url);

describe('utils-common-esm', () => {
  it('exports what the package entry exports, with the same values', async () => {
    const original = require('@docusaurus/utils-common') as Record<string, unknown>;
    const ours = (await import(replacement)) as Record<string, unknown>;
    expect(Object.keys(ours).sort()).toEqual(Object.keys(original).sort());
    expect(ours.blogPostContainerID).toBe(original.blogPostContainerID);
    const apply = ours.applyTrailingSlash as (path: string, options: object) => string;
    expect(apply('/docs/', {trailingSlash: false, baseUrl: '/'})).toBe('/docs');
  });

  it('replaces the module in the browser bundle only', () => {
    const plugin = utilsCommonEsmPlugin();
    const configure = plugin.configureWebpack!.bind(plugin);
    const utils = {} as Parameters<typeof configure>[2];
    expect(configure({}, true, utils, {} as never)).toEqual({});
    expect(configure({}, false, utils, {} as never)).toEqual({
      resolve: {alias: {'@docusaurus/utils-common$': replacement}},
    });
  });
});
