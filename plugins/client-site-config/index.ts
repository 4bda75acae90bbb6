import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

export const loaderPath = path.resolve(__dirname, 'loader.cjs');
/** The site config module Docusaurus generates for the bundles (`@generated/docusaurus.config`). */
export const siteConfigPattern = /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/;

/**
 * Site config keys only the build reads: plugin and preset options, the page template, Markdown
 * settings, the files and tags a build adds. tests/unit/docusaurus-internals.test.ts checks that
 * no browser code of Docusaurus, of its themes or of this site reads them.
 */
export const buildOnlyKeys = [
  'plugins',
  'presets',
  'themes',
  'ssrTemplate',
  'markdown',
  'scripts',
  'stylesheets',
  'headTags',
  'clientModules',
  'staticDirectories',
] as const;

/**
 * A smaller site config in the browser.
 *
 * Docusaurus gives the browser bundle the whole site config (`useDocusaurusContext().siteConfig`),
 * options of every plugin and preset and the page template included: 3.3 KB gzip on every first
 * visit, of which the browser reads 1.7 KB. This plugin's loader drops `buildOnlyKeys` from the
 * browser's copy; the server bundle keeps the whole config. The keys' values were never part of
 * a page, so the server's markup and the browser's agree. Upstream, facebook/docusaurus#7256
 * (the main bundle's size) is open; no report about the config itself was found.
 */
export default function clientSiteConfigPlugin(): Plugin {
  return {
    name: 'client-site-config',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {
        module: {
          rules: [
            {
              test: siteConfigPattern,
              use: [{loader: loaderPath, options: {drop: [...buildOnlyKeys]}}],
            },
          ],
        },
      };
    },
  };
}
