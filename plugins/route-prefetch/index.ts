import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

/**
 * Prefetches the pages behind the links in view, as Docusaurus does, but in idle time and once
 * per file.
 *
 * Docusaurus prefetches every chunk of every route a visible link matches, parent routes
 * included, so one docs page added about 400 `<link rel="prefetch">` elements for 26 files, in
 * one task of some 100 ms on a phone. This plugin swaps the `prefetch` that `@docusaurus/Link`
 * calls for a queue that runs in idle time and skips files already requested or loaded.
 * Viewport prefetching came with facebook/docusaurus#1375; no upstream report of its cost was found.
 */
export default function routePrefetchPlugin(): Plugin {
  return {
    name: 'route-prefetch',
    getClientModules() {
      return [path.resolve(__dirname, 'client/index.ts')];
    },
  };
}
