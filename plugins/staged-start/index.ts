import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

export const stagedEntry = path.resolve(__dirname, 'client/entry.ts');

/**
 * Starts the site's JavaScript in steps, with a pause for the browser between them.
 *
 * Docusaurus' client entry evaluates all of the start-up code in one task: React, the route
 * table, the theme and the app, then the request for the page's chunks. On a mid-range phone
 * that task blocked the page for some 250 ms. In production builds this plugin makes
 * `client/entry.ts` the browser bundle's entry: it evaluates the same modules in the same order,
 * in several tasks instead of one, and then runs Docusaurus' own client entry. Between the route
 * table and the app it requests the page's route chunks, one route per task
 * (`client/requestRouteChunks.ts`), so they download while the app starts. The dev server keeps
 * the usual entry, for hot reloading. Upstream, script priority was explored in
 * facebook/docusaurus#3237 (a "defer mode" proposal, not merged).
 */
export default function stagedStartPlugin(): Plugin {
  return {
    name: 'staged-start',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {mergeStrategy: {entry: 'replace'}, entry: stagedEntry};
    },
  };
}
