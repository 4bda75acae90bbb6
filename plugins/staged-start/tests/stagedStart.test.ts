import {existsSync} from 'node:fs';

import {describe, expect, it} from 'vitest';

import stagedStartPlugin, {stagedEntry} from '../index';

type Configure = (
  config: {mode: string},
  isServer: boolean,
) => {entry?: string; mergeStrategy?: Record<string, string>};

const configure = stagedStartPlugin().configureWebpack as unknown as Configure;

describe('stagedStartPlugin', () => {
  it('replaces the entry of the production browser bundle', () => {
    expect(configure({mode: 'production'}, false)).toEqual({
      mergeStrategy: {entry: 'replace'},
      entry: stagedEntry,
    });
    expect(existsSync(stagedEntry)).toBe(true);
  });

  it('leaves the server bundle and the dev server alone', () => {
    expect(configure({mode: 'production'}, true)).toEqual({});
    expect(configure({mode: 'development'}, false)).toEqual({});
  });
});
