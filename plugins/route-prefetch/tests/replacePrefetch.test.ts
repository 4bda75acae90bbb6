import {describe, expect, it} from 'vitest';

import {replacePrefetch} from '../client/replacePrefetch';

const frozenClient = () =>
  Object.freeze({
    prefetch: (_url: string): unknown => 'original prefetch',
    preload: (_url: string): unknown => 'original preload',
  });

describe('replacePrefetch', () => {
  it('replaces prefetch on the client object assigned later, and keeps preload', () => {
    const target: {docusaurus?: ReturnType<typeof frozenClient>} = {};
    replacePrefetch(target, () => 'queued');
    expect(target.docusaurus).toBeUndefined();
    target.docusaurus = frozenClient();
    expect(target.docusaurus.prefetch('/a')).toBe('queued');
    expect(target.docusaurus.preload('/a')).toBe('original preload');
  });

  it('replaces prefetch on a client object that is already there', () => {
    const target = {docusaurus: frozenClient()};
    replacePrefetch(target, () => 'queued');
    expect(target.docusaurus.prefetch('/a')).toBe('queued');
  });
});
