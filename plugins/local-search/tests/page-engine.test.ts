import {afterEach, describe, expect, it, vi} from 'vitest';

import type {IndexFiles} from '../client/indexUrl';
import {encodeSearchIndex} from '../prebuilt';
import {smallIndex} from './fixtures/small-index';

const prebuilt = encodeSearchIndex(smallIndex);
const files: IndexFiles = {index: '/search-index.json', texts: '/search-texts.json'};
const served = (url: unknown) =>
  new Response(JSON.stringify(String(url).includes('texts') ? prebuilt.texts : prebuilt.index));

// Each test imports the client afresh (its modules keep what they loaded).
describe("the page's own engine", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.doUnmock('../client/loader');
    vi.resetModules();
  });

  it('starts downloading both files before the loader module runs, which then takes them', async () => {
    const download = vi.fn<typeof fetch>((url) => Promise.resolve(served(url)));
    vi.stubGlobal('fetch', download);
    let fetchedBeforeLoader: unknown[] | undefined;
    vi.doMock('../client/loader', async (original) => {
      fetchedBeforeLoader = download.mock.calls.map(([url]) => url);
      return original();
    });
    const {loadEngineInPage} = await import('../client/pageEngine');
    const engine = await loadEngineInPage(files);
    expect(fetchedBeforeLoader).toEqual([files.index, files.texts]);
    expect(engine.search('secret', {hitsPerPage: 5}).hits[0]?.url).toMatch(/\/secrets/);
    expect(download).toHaveBeenCalledTimes(2);
  });

  it('loads each index once, however often and however soon it is asked again', async () => {
    const download = vi.fn<typeof fetch>((url) => Promise.resolve(served(url)));
    vi.stubGlobal('fetch', download);
    const {loadEngineInPage} = await import('../client/pageEngine');
    const [first, second] = await Promise.all([loadEngineInPage(files), loadEngineInPage(files)]);
    expect(second).toBe(first);
    expect(await loadEngineInPage(files)).toBe(first);
    expect(download).toHaveBeenCalledTimes(2);
  });
});
