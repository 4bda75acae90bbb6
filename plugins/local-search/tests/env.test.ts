import {describe, expect, it} from 'vitest';

import {readAlgoliaEnv} from '../env';

describe('hosted search switches', () => {
  it('uses local search when nothing is set', () => {
    expect(readAlgoliaEnv({})).toBeUndefined();
    expect(readAlgoliaEnv({ALGOLIA_APP_ID: '  ', ALGOLIA_API_KEY: ''})).toBeUndefined();
  });

  it('uses hosted search when both are set, with a default index name', () => {
    expect(readAlgoliaEnv({ALGOLIA_APP_ID: 'APP1', ALGOLIA_API_KEY: 'key'})).toEqual({
      appId: 'APP1',
      apiKey: 'key',
      indexName: 'toolhive-docs',
    });
    expect(
      readAlgoliaEnv({ALGOLIA_APP_ID: 'APP1', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'mine'})
        ?.indexName,
    ).toBe('mine');
  });

  it('fails naming the missing variable when only one is set', () => {
    expect(() => readAlgoliaEnv({ALGOLIA_APP_ID: 'APP1'})).toThrow(/ALGOLIA_API_KEY is missing/);
    expect(() => readAlgoliaEnv({ALGOLIA_API_KEY: 'key'})).toThrow(/ALGOLIA_APP_ID is missing/);
    expect(() => readAlgoliaEnv({ALGOLIA_INDEX_NAME: 'mine'})).toThrow(
      /ALGOLIA_APP_ID and ALGOLIA_API_KEY/,
    );
  });

  it('rejects an application id that cannot be a host name', () => {
    expect(() =>
      readAlgoliaEnv({ALGOLIA_APP_ID: 'evil.example/x', ALGOLIA_API_KEY: 'key'}),
    ).toThrow(/letters and digits/);
  });
});
