import type {PrismTheme} from 'prism-react-renderer';

/**
 * One Prism theme for both colour modes whose colours are CSS variables
 * (defined per mode in src/css/custom.css). The server renders code blocks
 * before it knows the reader's mode; with variables, the markup is the same
 * in both modes, so hydration always matches and switching modes repaints
 * code at once without a React render.
 */
const token = (name: string) => `var(--th-code-${name})`;

export const prismThemeFromCssVariables: PrismTheme = {
  plain: {color: token('text'), backgroundColor: token('background')},
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: {color: token('comment'), fontStyle: 'italic'},
    },
    {types: ['punctuation', 'operator', 'entity', 'url'], style: {color: token('punctuation')}},
    {types: ['property', 'tag', 'constant', 'symbol', 'deleted'], style: {color: token('tag')}},
    {
      types: ['boolean', 'number', 'regex', 'important', 'variable'],
      style: {color: token('number')},
    },
    {
      types: ['selector', 'attr-name', 'string', 'char', 'builtin', 'inserted'],
      style: {color: token('string')},
    },
    {types: ['atrule', 'attr-value', 'keyword'], style: {color: token('keyword')}},
    {types: ['function', 'class-name'], style: {color: token('function')}},
  ],
};
