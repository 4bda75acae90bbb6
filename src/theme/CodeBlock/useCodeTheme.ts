import {useThemeConfig} from '@docusaurus/theme-common';
import type {PrismTheme} from 'prism-react-renderer';

/**
 * The site's Prism theme. The theme's `usePrismTheme` picks one by colour mode, so every code
 * block rendered again when the colour-mode context settled after hydration. Our one theme is
 * made of CSS variables for both modes (src/utils/prismThemes.ts, and a unit test checks that
 * the config uses it for both), so a block never needs the colour mode.
 */
export function useCodeTheme(): PrismTheme {
  return useThemeConfig().prism.theme;
}
