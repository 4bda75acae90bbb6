// The API reference page renders Redoc with one set of CSS for both colour modes: Redoc's
// light colours become CSS variables (src/components/ApiReference/redocTheme.ts). These tests
// render the reference on the server, as the build does, and check the result.
import {readFileSync} from 'node:fs';

import {getContrast} from 'polished';
import {createElement} from 'react';
import {renderToString} from 'react-dom/server';
import {AppStore} from 'redoc';
import {ServerStyleSheet, StyleSheetManager} from 'styled-components';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';

import RedocLayout from '../../src/components/ApiReference/RedocLayout';
import {
  colourModePlugin,
  colourPairs,
  colourVariablesCss,
  http,
  onPanel,
  palettes,
  redocOptions,
  withColourVariables,
} from '../../src/components/ApiReference/redocTheme';

const spec = parse(
  readFileSync(new URL('../../static/api-specs/toolhive-api.yaml', import.meta.url), 'utf8'),
);

function renderReference() {
  const store = new AppStore(spec, '/api-specs/toolhive-api.yaml', redocOptions(false));
  const sheet = new ServerStyleSheet();
  const html = renderToString(
    createElement(
      StyleSheetManager,
      {sheet: sheet.instance, stylisPlugins: [colourModePlugin]},
      createElement(RedocLayout, {store}),
    ),
  );
  const css = sheet.instance.toString();
  sheet.seal();
  return {html, css};
}

const {html, css} = renderReference();
const colourPattern = /#[0-9a-f]{3,8}\b|(?:rgba?|hsla?)\([^)]*\)|\b(?:black|white|red)\b/gi;

/**
 * Colours that may stay fixed, by the property they are used for: text on the code panel
 * (dark in both modes), white text on coloured badges, shadows and transparent layers.
 */
const sameInBothModes = new Set([
  '-webkit-tap-highlight-color:rgba(255, 255, 255, 0)',
  'tap-highlight-color:rgba(0, 0, 0, 0)',
  'background-color:#333',
  'background:rgba(255, 255, 255, 0.1)',
  'border-bottom:rgba(0, 0, 0, 0.5)',
  'box-shadow:rgba(0, 0, 0, 0.3)',
  'box-shadow:rgba(0, 0, 0, 0.33)',
  'box-shadow:rgba(0, 0, 0, 0.45)',
  'box-shadow:rgba(128, 128, 128, 0.25)',
  'color:#4ed2ba',
  'color:#a0fbaa',
  'color:#e90',
  'color:#ffffff',
  'color:hsl(350, 40%, 70%)',
  'color:hsl(40, 90%, 60%)',
  'color:white',
  'text-shadow:black',
]);

/** Every `property:colour` of the CSS that is not a variable. */
function fixedColours(text: string): Set<string> {
  const found = new Set<string>();
  for (const [, property, value] of text.matchAll(/([a-z-]+):([^;{}]*)/g)) {
    for (const colour of value.replace(/var\(--th-redoc-\d+\)/g, '').match(colourPattern) ?? []) {
      found.add(`${property}:${colour}`);
    }
  }
  return found;
}

describe('Redoc colours in both modes', () => {
  it('pairs every light colour with exactly one dark colour', () => {
    const pairs = colourPairs();
    expect(pairs.size).toBeGreaterThan(40);
    for (const pair of pairs.values()) {
      expect(pair.light).toMatch(colourPattern);
      expect(pair.dark).toMatch(colourPattern);
    }
  });

  it('turns the colours of Redoc CSS into variables', () => {
    expect(withColourVariables('color:#1B1830;', 'color')).toMatch(
      /^color:var\(--th-redoc-\d+\);$/,
    );
    expect(withColourVariables('background:#ffffff', 'background')).toMatch(/var\(/);
    expect(withColourVariables('color:#ffffff', 'color')).toBe('color:#ffffff');
    expect(withColourVariables('color:#123456', 'color')).toBe('color:#123456');
  });

  it('leaves no colour in the CSS that only suits one mode', () => {
    expect(css).toContain('var(--th-redoc-');
    const fixed = [...fixedColours(css)];
    expect(fixed.length).toBeGreaterThan(5);
    expect(fixed.filter((colour) => !sameInBothModes.has(colour))).toEqual([]);
  });

  it('defines every variable the CSS uses, in light and dark mode', () => {
    const [lightRules, darkRules] = colourVariablesCss.split('\n');
    expect(lightRules).toMatch(/^:root\{/);
    expect(darkRules).toMatch(/^\[data-theme="dark"\]\{/);
    const used = new Set(css.match(/--th-redoc-\d+/g));
    expect(used.size).toBeGreaterThan(30);
    for (const variable of used) {
      expect(lightRules, variable).toContain(`${variable}:`);
      expect(darkRules, variable).toContain(`${variable}:`);
    }
  });
});

describe('contrast (WCAG AA, 4.5:1)', () => {
  for (const [mode, p] of Object.entries(palettes)) {
    const pairs: [string, string, string][] = [
      ['text on page', p.text, p.page],
      ['text on surface', p.text, p.surface],
      ['text on active item', p.text, p.surfaceActive],
      ['muted text on page', p.textMuted, p.page],
      ['muted text on surface', p.textMuted, p.surface],
      ['links on page', p.primary, p.page],
      ['links on surface', p.primary, p.surface],
      ['active menu item', p.primaryStrong, p.surfaceActive],
      ['hovered menu item', p.primaryStrong, p.surfaceHover],
      ['success', p.success, p.successBg],
      ['error', p.error, p.errorBg],
      ['warning', p.warning, p.warningBg],
      ['info', p.info, p.infoBg],
      ['inline code', p.codeText, p.codeBg],
      ['menu button', p.onPrimary, p.primary],
      ['code panel text', onPanel.text, p.panel],
      ['success tab', onPanel.success, p.panel],
      ['error tab', onPanel.error, p.panel],
      ['code block text', onPanel.text, p.panelCode],
    ];
    it.each(pairs)(`${mode}: %s`, (_name, foreground, background) => {
      expect(getContrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
    });
  }
  it.each(Object.entries(http))('white on the %s badge', (_verb, colour) => {
    expect(getContrast('#ffffff', colour)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the server-rendered reference', () => {
  const methods = ['get', 'post', 'put', 'patch', 'delete'];
  const operations = Object.values(spec.paths as Record<string, Record<string, {summary: string}>>)
    .flatMap((item) => methods.filter((method) => method in item).map((method) => item[method]))
    .map((operation) => operation.summary.replace(/'/g, '&#x27;'));

  it('holds every path and operation, so it reads and indexes without JavaScript', () => {
    for (const path of Object.keys(spec.paths)) expect(html).toContain(path);
    expect(operations).toHaveLength(18);
    for (const summary of operations) expect(html).toContain(summary);
  });

  it('loads nothing from another site', () => {
    expect(html).not.toMatch(/<img\b/);
    expect(html).not.toMatch(/\bsrc="https?:/);
    expect(html).not.toContain('cdn.redoc.ly');
    expect(css).not.toMatch(/url\(\s*['"]?https?:/);
    expect(css).not.toMatch(/@import|@font-face/);
  });
});
