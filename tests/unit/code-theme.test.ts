import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {prismThemeFromCssVariables} from '../../src/utils/prismThemes';

// src/theme/CodeBlock/useCodeTheme.ts reads one Prism theme without the colour mode, which is
// right only while both modes use the same theme of CSS variables.
describe('code block theme', () => {
  it('is the same theme of CSS variables in light and dark mode', () => {
    const prism = (config.themeConfig as {prism: {theme: unknown; darkTheme: unknown}}).prism;
    expect(prism.theme).toBe(prismThemeFromCssVariables);
    expect(prism.darkTheme).toBe(prism.theme);
  });

  it('takes every colour from a CSS variable', () => {
    const colours = [
      prismThemeFromCssVariables.plain.color,
      prismThemeFromCssVariables.plain.backgroundColor,
      ...prismThemeFromCssVariables.styles.map((style) => style.style.color),
    ];
    for (const colour of colours) expect(colour).toMatch(/^var\(--th-code-[a-z]+\)$/);
  });
});
