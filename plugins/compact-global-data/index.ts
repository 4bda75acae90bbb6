import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

export const loaderPath = path.resolve(__dirname, 'loader.cjs');
/** The global data module Docusaurus generates (`@generated/globalData`). */
export const globalDataPattern = /[\\/]\.docusaurus[\\/]globalData\.json$/;

/**
 * Shorter global data in the browser bundle.
 *
 * The docs plugin's global data lists every doc of every version as `{id, path, sidebar}` (the
 * version dropdown and the "same page in the other version" links read it), 2.4 KB gzip of the
 * main bundle for this site's two versions. Nearly every path is the version's path plus the id,
 * and nearly every doc is in the same sidebar. The loader writes such a doc as its id alone
 * (1.4 KB gzip); a client module, which runs before the app renders, writes it back as Docusaurus
 * made it, so every reader of the data sees the same objects as before. Browser production builds
 * only. Upstream watches the file's size (facebook/docusaurus#5111) but ships it as written; no
 * report about a shorter form was found.
 */
export default function compactGlobalDataPlugin(): Plugin {
  return {
    name: 'compact-global-data',
    getClientModules() {
      return [path.resolve(__dirname, 'client/expand.ts')];
    },
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {module: {rules: [{test: globalDataPattern, use: [{loader: loaderPath}]}]}};
    },
  };
}
