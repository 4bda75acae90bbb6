import path from 'node:path';

import type {Plugin} from '@docusaurus/types';

/**
 * A Docusaurus module that sets state right after hydration, and the module that replaces it.
 * Upstream, facebook/docusaurus#9446 (for #9379) made `useWindowSize` answer 'ssr' on the first
 * client render to avoid a hydration mismatch; the price is the second render this plugin avoids.
 */
export interface Replacement {
  /** Matches the resolved path of the original module. */
  readonly original: RegExp;
  readonly replacement: string;
}

const clientDir = path.resolve(__dirname, 'client');

export const replacements: readonly Replacement[] = [
  {
    original: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/,
    replacement: path.join(clientDir, 'browserContext.tsx'),
  },
  {
    original: /@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/,
    replacement: path.join(clientDir, 'useWindowSize.ts'),
  },
];

/**
 * Lets React spread the work that follows hydration over short tasks.
 *
 * Right after hydration, Docusaurus sets two pieces of state in effects: "this is a browser" (read
 * by many components through a context) and the window size ("mobile" or "desktop" instead of the
 * server's "ssr"; on a phone it swaps the desktop sidebar and table of contents out). React
 * renders such updates in one uninterruptible pass: on a long page about 30 ms on a desktop CPU,
 * a long task on a phone. The replacement modules make the same updates inside
 * `startTransition`, which React renders in slices of a few milliseconds. Nothing else changes:
 * same exports, same values, same order. Only the browser bundles are touched; the server never
 * runs effects.
 */
export default function hydrationTransitionsPlugin(): Plugin {
  return {
    name: 'hydration-transitions',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: replacements.map(
          ({original, replacement}) => new NormalModuleReplacementPlugin(original, replacement),
        ),
      };
    },
  };
}
