import type {LoadContext, Plugin} from '@docusaurus/types';

import {announcementBarIdScript} from './scripts/announcementBarId';
import {colorModeDefaultScript, type ColorMode} from './scripts/colorModeDefault';
import {earlyInputScript} from './scripts/earlyInput';
import {tabForHashScript} from './scripts/tabForHash';

type ThemeConfigSubset = {
  colorMode?: {defaultMode?: ColorMode};
  announcementBar?: {id?: string};
};

/**
 * Small inline scripts that must run before the first paint. Site plugins
 * load after the classic theme, so these run after its own inline script.
 */
export default function firstPaintPlugin(context: LoadContext): Plugin {
  const themeConfig = context.siteConfig.themeConfig as ThemeConfigSubset;
  const scripts = [
    colorModeDefaultScript(themeConfig.colorMode?.defaultMode ?? 'light'),
    earlyInputScript(),
  ];
  if (themeConfig.announcementBar?.id) {
    scripts.push(announcementBarIdScript(themeConfig.announcementBar.id));
  }
  return {
    name: 'first-paint',
    injectHtmlTags() {
      return {
        preBodyTags: [{tagName: 'script', innerHTML: scripts.join('')}],
        // Needs the page's content, so it runs once the body is parsed.
        postBodyTags: [{tagName: 'script', innerHTML: tabForHashScript()}],
      };
    },
  };
}
