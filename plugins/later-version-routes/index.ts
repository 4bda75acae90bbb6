import {readFile} from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {addAppScriptsBelow, chunkFiles, type ClientManifest} from './html';
import {laterChunkName} from './split.cjs';

export const loaderPath = path.resolve(__dirname, 'loader.cjs');
/** The route table, its chunk names and the chunk registry, as Docusaurus generates them. */
export const generatedPattern =
  /[\\/]\.docusaurus[\\/](routes\.js|routesChunkNames\.json|registry\.js)$/;
/** Docusaurus' `preload(pathname)`, which loads a route's code before it renders. */
export const corePreloadPattern = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/;
export const preloadReplacement = path.resolve(__dirname, 'client/preload.ts');

export type LaterVersionRoutesOptions = {
  /** Route paths (an older docs version's `/v0.0.47`) whose routes load when a reader goes there. */
  prefixes: string[];
};

function checkOptions(rawOptions: unknown): LaterVersionRoutesOptions {
  const prefixes = (rawOptions as Partial<LaterVersionRoutesOptions> | undefined)?.prefixes;
  if (!Array.isArray(prefixes) || prefixes.some((prefix) => !/^\/[^/]/.test(String(prefix)))) {
    throw new Error('later-version-routes: "prefixes" must be route paths such as "/v0.0.47".');
  }
  return {prefixes};
}

/**
 * Older docs versions' routes load only where they are needed.
 *
 * Docusaurus puts every route of every docs version in the browser's main bundle: the route
 * table, each route's chunk names and the registry of chunks, about 8 KB gzip for the 110 pages of
 * v0.0.47, downloaded and parsed on every first visit of any page. In production browser builds
 * this plugin's loader takes the routes under each prefix out of those three generated files into
 * a module of its own, with their chunk names and the registry entries only they use, and strips
 * the module paths from the browser's registry (only the server reads them, to list a page's
 * chunks). The module loads before anything matches routes under its prefix: the staged start
 * waits for it on such a page, before hydration; Docusaurus' `preload`, which every client-side
 * navigation and link hover goes through, is replaced by one that waits for it; idle prefetching
 * fetches it instead of a page's chunks it cannot know yet. On the version's own pages the module
 * is one more of the app scripts in the HTML, so it downloads with the main bundle instead of after
 * it. The server bundle keeps the whole
 * table, so every page renders as before. Upstream, facebook/docusaurus#7256 ("Docusaurus Bundle
 * Size Heavily Impacted By Number of Routes", module paths included) is open.
 */
export default function laterVersionRoutesPlugin(
  context: LoadContext,
  rawOptions: unknown,
): Plugin {
  const {prefixes} = checkOptions(rawOptions);
  return {
    name: 'later-version-routes',
    configureWebpack(config, isServer, {currentBundler}) {
      const split = !isServer && config.mode === 'production' && prefixes.length > 0;
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        module: {
          rules: [
            {test: generatedPattern, use: [{loader: loaderPath, options: {prefixes, split}}]},
          ],
        },
        plugins: split
          ? [new NormalModuleReplacementPlugin(corePreloadPattern, preloadReplacement)]
          : [],
      };
    },
    async postBuild({outDir}) {
      const manifestFile = path.join(context.generatedFilesDir, 'client-manifest.json');
      const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as ClientManifest;
      for (const prefix of prefixes) {
        const urls = chunkFiles(manifest, laterChunkName(prefix)).map(
          (file) => `${context.baseUrl}${file}`,
        );
        const pagesDir = path.join(outDir, prefix.slice(context.baseUrl.length - 1));
        await addAppScriptsBelow(pagesDir, urls);
      }
    },
  };
}
