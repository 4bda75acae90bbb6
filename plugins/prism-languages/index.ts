import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';

import type {LoadContext, Plugin} from '@docusaurus/types';

export type PrismLanguageSources = {languages: {name: string; source: string}[]};

const requireFromSite = createRequire(__filename);

/** Reads the grammar files of Prism's extra languages, in the configured order. */
export function readLanguageSources(languages: string[]): PrismLanguageSources {
  return {
    languages: languages.map((name) => ({
      name,
      source: readFileSync(requireFromSite.resolve(`prismjs/components/prism-${name}.js`), 'utf8'),
    })),
  };
}

/**
 * Ships the grammar sources of `themeConfig.prism.additionalLanguages` as
 * global data, so src/theme/prism-include-languages can apply them to the
 * highlighter the same way on the server and in the browser.
 *
 * The stock loader `require`s each grammar with a global `Prism` swapped in.
 * During the server render those modules can already be cached from another
 * Prism instance (Redoc bundles its own), so the server rendered some
 * languages unhighlighted and the browser highlighted them: a hydration
 * mismatch (React error #418) on every page with a bash block.
 */
export default function prismLanguagesPlugin(context: LoadContext): Plugin {
  const themeConfig = context.siteConfig.themeConfig as {prism?: {additionalLanguages?: string[]}};
  return {
    name: 'prism-languages',
    async loadContent() {
      return readLanguageSources(themeConfig.prism?.additionalLanguages ?? []);
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content as PrismLanguageSources);
    },
  };
}
