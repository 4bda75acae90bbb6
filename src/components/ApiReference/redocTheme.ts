/**
 * Redoc's look for the API reference, in the site's colours, for both colour modes at once.
 *
 * Redoc styles itself with styled-components and computes some colours with `polished`, so its
 * theme must hold real colours, not CSS variables. We give Redoc the light palette only, and a
 * stylis plugin swaps every light colour in Redoc's CSS for a CSS variable whose value follows
 * `data-theme`. The same CSS then serves both modes: switching modes needs no re-render, and
 * the server-rendered page is right in either mode from the first paint.
 */
import {darken, transparentize} from 'polished';
import {RedocNormalizedOptions, type RedocRawOptions} from 'redoc';
import type {ThemeInterface} from 'redoc/typings/theme';

type Palette = {
  page: string;
  surface: string;
  surfaceActive: string;
  surfaceHover: string;
  text: string;
  textMuted: string;
  border: string;
  borderStrong: string;
  lines: string;
  primary: string;
  primaryLight: string;
  primaryDark: string;
  primaryStrong: string;
  success: string;
  successBg: string;
  error: string;
  errorBg: string;
  warning: string;
  warningBg: string;
  info: string;
  infoBg: string;
  codeText: string;
  codeBg: string;
  panel: string;
  panelCode: string;
  onPrimary: string;
};

// Values are picked for WCAG AA contrast on `page` and `surface` in each mode.
const light: Palette = {
  page: '#fdfcff',
  surface: '#f6f5fb',
  surfaceActive: '#e6e2f5',
  surfaceHover: '#eeebf8',
  text: '#1b1830',
  textMuted: '#4a4760',
  border: '#dedbeb',
  borderStrong: '#c3bedb',
  lines: '#b9b1e3',
  primary: '#4b32c3',
  primaryLight: '#5a42cf',
  primaryDark: '#342389',
  primaryStrong: '#3d28a6',
  success: '#17703a',
  successBg: '#e7f4eb',
  error: '#b42318',
  errorBg: '#fbeceb',
  warning: '#8a5300',
  warningBg: '#fbf1e1',
  info: '#175c8a',
  infoBg: '#e6f1f8',
  codeText: '#3a2a9c',
  codeBg: '#efedf8',
  panel: '#221e3a',
  panelCode: '#17142b',
  onPrimary: '#fefeff',
};

const dark: Palette = {
  page: '#14121f',
  surface: '#1b1928',
  surfaceActive: '#2c2846',
  surfaceHover: '#24213a',
  text: '#e8e6f2',
  textMuted: '#bcb8d0',
  border: '#2e2b40',
  borderStrong: '#46415f',
  lines: '#575080',
  primary: '#b3a6ff',
  primaryLight: '#c9c0ff',
  primaryDark: '#d4cdff',
  primaryStrong: '#ece9ff',
  success: '#6fd697',
  successBg: '#16291f',
  error: '#ff9b8f',
  errorBg: '#321a1c',
  warning: '#f2c06b',
  warningBg: '#2f2516',
  info: '#8ccaf2',
  infoBg: '#15263a',
  codeText: '#d4cdff',
  codeBg: '#262240',
  panel: '#0e0c17',
  panelCode: '#08070e',
  onPrimary: '#14121f',
};

/** Colours that read well on the code panel, which is dark in both modes. */
export const onPanel = {text: '#f4f2fb', success: '#8be3aa', error: '#ffaaa1', warning: '#f5c97a'};

// HTTP method badges carry white text in both modes.
export const http = {
  get: '#176b38',
  post: '#2f55c0',
  put: '#7a3fb8',
  options: '#6c5a12',
  patch: '#9a4a14',
  delete: '#ab2a1f',
  basic: '#5b5870',
  link: '#0d6b78',
  head: '#8a3a9a',
};

function redocTheme(p: Palette): ThemeInterface {
  return {
    breakpoints: {small: '50rem', medium: '100rem', large: '105rem'},
    spacing: {unit: 5, sectionHorizontal: 28, sectionVertical: 36},
    colors: {
      tonalOffset: 0.2,
      primary: {main: p.primary, light: p.primaryLight, dark: p.primaryDark, contrastText: '#fff'},
      success: {main: p.success, light: p.successBg, dark: p.success, contrastText: '#fff'},
      warning: {main: p.warning, light: p.warningBg, dark: p.warning, contrastText: '#fff'},
      error: {main: p.error, light: p.errorBg, dark: p.error, contrastText: '#fff'},
      gray: {50: p.surface, 100: p.surfaceHover},
      text: {primary: p.text, secondary: p.textMuted},
      border: {dark: p.borderStrong, light: p.border},
      responses: {
        success: {color: p.success, backgroundColor: p.successBg, tabTextColor: onPanel.success},
        error: {color: p.error, backgroundColor: p.errorBg, tabTextColor: onPanel.error},
        redirect: {color: p.warning, backgroundColor: p.warningBg, tabTextColor: onPanel.warning},
        info: {color: p.info, backgroundColor: p.infoBg, tabTextColor: onPanel.text},
      },
      http,
    },
    schema: {
      linesColor: p.lines,
      typeNameColor: p.textMuted,
      typeTitleColor: p.textMuted,
      requireLabelColor: p.error,
      nestedBackground: p.surface,
      arrow: {size: '1.1em', color: p.textMuted},
    },
    typography: {
      fontSize: '15px',
      lineHeight: '1.6em',
      fontFamily: 'var(--ifm-font-family-base)',
      smoothing: 'antialiased',
      headings: {fontFamily: 'var(--ifm-font-family-base)', fontWeight: '600'},
      code: {
        fontSize: '13px',
        fontFamily: 'var(--ifm-font-family-monospace)',
        color: p.codeText,
        backgroundColor: p.codeBg,
      },
      links: {color: p.primary, visited: p.primary, hover: p.primaryStrong},
    },
    sidebar: {
      width: '300px',
      backgroundColor: p.surface,
      textColor: p.text,
      activeTextColor: p.primaryStrong,
      groupItems: {activeBackgroundColor: p.surfaceActive, activeTextColor: p.primaryStrong},
      level1Items: {activeBackgroundColor: p.surfaceHover, activeTextColor: p.primaryStrong},
      arrow: {size: '1.5em', color: p.textMuted},
    },
    rightPanel: {
      backgroundColor: p.panel,
      textColor: onPanel.text,
      servers: {
        overlay: {backgroundColor: p.surface, textColor: p.text},
        url: {backgroundColor: p.page},
      },
    },
    codeBlock: {backgroundColor: p.panelCode},
    fab: {backgroundColor: p.primary, color: p.onPrimary},
  };
}

export const palettes = {light, dark};

/** The theme Redoc renders with: the light palette, turned into variables by the plugin. */
export const theme = redocTheme(light);

const navbarHeight = () => document.querySelector('nav.navbar')?.clientHeight ?? 0;

/** Redoc's options; in the browser, scrolling keeps clear of the sticky navbar. */
export function redocOptions(inBrowser: boolean): RedocRawOptions {
  return {
    theme,
    disableSearch: true,
    hideDownloadButtons: true,
    nativeScrollbars: true,
    pathInMiddlePanel: true,
    expandResponses: '200,201',
    expandSingleSchemaField: true,
    menuToggle: true,
    showObjectSchemaExamples: true,
    jsonSamplesExpandLevel: 4,
    scrollYOffset: inBrowser ? navbarHeight : 0,
  };
}

const colourPattern = /#[0-9a-f]{3,8}\b|(?:rgba?|hsla?)\([^)]*\)|\b(?:black|white|red)\b/gi;
const normalise = (colour: string) => colour.toLowerCase().replace(/\s+/g, '');

type ColourPair = {light: string; dark: string};

/**
 * Maps every colour Redoc can print to the colour to show in each mode. Keys are a colour, or
 * `property:colour` for a colour that needs different treatment depending on where it is used.
 * They cover the theme's own values (after Redoc fills in what it derives), the colours its
 * components derive with `polished` as they render, and fixed colours in Redoc's CSS that only
 * suit a light page.
 */
export function colourPairs(): Map<string, ColourPair> {
  const resolve = (t: ThemeInterface) => new RedocNormalizedOptions({theme: t}).theme;
  const [l, d] = [resolve(redocTheme(light)), resolve(redocTheme(dark))];
  const pairs = new Map<string, ColourPair>();
  const add = (from: string, dark: string, light = from) => {
    const [property, colour] = from.includes(':') ? from.split(':') : ['', from];
    const key = property ? `${property}:${normalise(colour)}` : normalise(colour);
    const known = pairs.get(key);
    if (known && (known.dark !== dark || known.light !== light)) {
      throw new Error(`${from} would need two colours in one mode: ${known.dark} and ${dark}`);
    }
    pairs.set(key, {light, dark});
  };
  // Colours that stay the same are paired too, so a clash with a changing one is caught.
  const walk = (a: unknown, b: unknown) => {
    if (typeof a === 'string' && typeof b === 'string') {
      if (/^(#|rgba?\()/i.test(a)) add(a, b);
    } else if (a && typeof a === 'object') {
      for (const key of Object.keys(a)) {
        walk((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]);
      }
    }
  };
  walk(l, d);
  const derived: ((t: typeof l) => string)[] = [
    (t) => darken(0.15, t.colors.primary.main),
    (t) => transparentize(0.95, t.colors.primary.light),
    (t) => transparentize(0.1, t.colors.primary.main),
    (t) => transparentize(0.9, t.colors.primary.main),
    (t) => transparentize(0.95, t.colors.text.primary),
    (t) => transparentize(0.1, t.colors.text.primary),
    (t) => transparentize(0.9, t.colors.text.primary),
    (t) => transparentize(0.1, t.schema.typeNameColor),
    (t) => darken(t.colors.tonalOffset, t.rightPanel.textColor),
    (t) => darken(0.05, t.codeBlock.backgroundColor),
    (t) => transparentize(0.6, t.rightPanel.backgroundColor),
    (t) => transparentize(0.3, t.rightPanel.backgroundColor),
    (t) => transparentize(0.3, t.rightPanel.textColor),
    (t) => darken(t.colors.tonalOffset, t.colors.gray[100]),
  ];
  for (const derive of derived) add(derive(l), derive(d));
  // Redoc's fixed colours on the page itself.
  add('background:#ffffff', dark.page, light.page);
  add('background:white', dark.page, light.page);
  add('color:black', dark.text, light.text);
  add('fill:black', dark.text, light.text);
  add('#263238', dark.text, light.text);
  add('#777', dark.textMuted, light.textMuted);
  add('#707070', dark.textMuted, light.textMuted);
  add('#ccc', dark.borderStrong, light.borderStrong);
  add('#ddd', dark.border, light.border);
  add('#9fb4be', dark.borderStrong, light.borderStrong);
  // Enum tables paint their rows white; section labels ("Authorizations:") use faded text.
  add('background-color:#fff', dark.page, light.page);
  add('color:rgba(38, 50, 56, 0.5)', dark.textMuted, light.textMuted);
  add('rgba(38, 50, 56, 0.5)', 'rgba(232, 230, 242, 0.5)');
  add('rgba(38, 50, 56, 0.3)', 'rgba(232, 230, 242, 0.3)');
  add('rgba(38, 50, 56, 0.1)', 'rgba(232, 230, 242, 0.12)');
  add('rgba(0, 0, 0, 0.2)', 'rgba(255, 255, 255, 0.16)');
  // Hovered JSON nodes, on the code panel.
  add('rgba(235, 238, 249, 1)', 'rgba(244, 242, 251, 0.16)', 'rgba(244, 242, 251, 0.16)');
  // Code highlighting on the code panel: lighter where Redoc's colours lack contrast.
  add('color:#4a8bb3', '#86bde3', '#86bde3');
  add('color:#e64441', '#ff938a', '#ff938a');
  add('color:hsl(30, 20%, 50%)', '#c2ae98', '#c2ae98');
  add('color:red', '#ff938a', '#ff938a');
  return pairs;
}

const pairs = colourPairs();
const variables = new Map([...pairs.keys()].map((key, i) => [key, `--th-redoc-${i}`]));
const declarations = (mode: keyof ColourPair) =>
  [...pairs.entries()].map(([key, pair]) => `${variables.get(key)}:${pair[mode]}`).join(';');

/** CSS that gives every variable its light value, and its dark value in dark mode. */
export const colourVariablesCss = `:root{${declarations('light')}}\n[data-theme="dark"]{${declarations('dark')}}`;

/** Rewrites one CSS value of `property`: each known colour becomes its variable. */
export function withColourVariables(value: string, property = ''): string {
  return value.replace(colourPattern, (colour) => {
    const key = normalise(colour);
    const variable = variables.get(`${property}:${key}`) ?? variables.get(key);
    return variable ? `var(${variable})` : colour;
  });
}

type StylisElement = {type: string; props: string | string[]; value: string; return: string};

/** The stylis plugin that applies `withColourVariables` to every declaration Redoc emits. */
export function colourModePlugin(element: StylisElement): void {
  if (element.type === 'decl' && typeof element.props === 'string') {
    const value = withColourVariables(element.value, element.props);
    if (value !== element.value) element.return = value;
  }
}
// styled-components tells plugins apart by name; keep it stable after minification.
Object.defineProperty(colourModePlugin, 'name', {value: 'toolhiveColourModes'});

/** The stylis plugins for Redoc's styled-components. */
export const stylisPlugins = [colourModePlugin];
