import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

/** Our ES module with the same exports as `@docusaurus/utils-common`. */
export const replacement = path.resolve(__dirname, 'client.mjs');

/**
 * Keeps `tslib` out of the browser bundle.
 *
 * The theme imports a few small helpers (`applyTrailingSlash`, `blogPostContainerID`,
 * `getErrorCausalChain`) from `@docusaurus/utils-common`, whose entry is CommonJS built with
 * `importHelpers`: it requires `tslib` for one `__importDefault` call, and since a `require` cannot
 * be tree-shaken, every page loaded all of tslib (11 KB, about 4 KB gzip). The replacement
 * re-exports the same helpers from the package's own files, which need no tslib. No upstream
 * report was found; drop this plugin when the package ships ES modules.
 */
export default function utilsCommonEsmPlugin(): Plugin {
  return {
    name: 'utils-common-esm',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {resolve: {alias: {'@docusaurus/utils-common$': replacement}}};
    },
  };
}
