import type {Plugin} from '@docusaurus/types';

/** Lazily loaded chunks' files, named by chunk id instead of chunk name. */
export const chunkFilename = 'assets/js/[id].[contenthash:8].js';

/**
 * Chunk files named by id.
 *
 * Docusaurus names each route chunk's file after the chunk's name (`assets/js/[name].[hash].js`),
 * so the bundler's runtime, loaded on every first visit, carries a map from each of the site's
 * ~250 chunk ids to its name (2 KB gzip) just to spell file names. Named by id, the files need no
 * such map. Chunk names still work: Docusaurus' `__webpack_require__.gca(name)` maps a name to its
 * id itself. Browser production builds only. No upstream report was found.
 */
export default function chunkFileNamesPlugin(): Plugin {
  return {
    name: 'chunk-file-names',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {output: {chunkFilename}};
    },
  };
}
