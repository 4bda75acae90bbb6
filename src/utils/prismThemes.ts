import type {PrismTheme} from 'prism-react-renderer';

// Our own palettes. Every token colour keeps at least 4.5:1 contrast
// against its code block background (WCAG AA for normal text).

export const prismLight: PrismTheme = {
  plain: {color: '#1f2330', backgroundColor: '#f4f3fa'},
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: {color: '#5d6475', fontStyle: 'italic'},
    },
    {types: ['punctuation'], style: {color: '#3d4252'}},
    {types: ['property', 'tag', 'constant', 'symbol', 'deleted'], style: {color: '#a4204f'}},
    {types: ['boolean', 'number'], style: {color: '#8a4600'}},
    {
      types: ['selector', 'attr-name', 'string', 'char', 'builtin', 'inserted'],
      style: {color: '#1d6b34'},
    },
    {types: ['operator', 'entity', 'url'], style: {color: '#3d4252'}},
    {types: ['atrule', 'attr-value', 'keyword'], style: {color: '#5232c2'}},
    {types: ['function', 'class-name'], style: {color: '#0b5c8e'}},
    {types: ['regex', 'important', 'variable'], style: {color: '#8a4600'}},
  ],
};

export const prismDark: PrismTheme = {
  plain: {color: '#e6e4f0', backgroundColor: '#1b1928'},
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: {color: '#9a98ad', fontStyle: 'italic'},
    },
    {types: ['punctuation'], style: {color: '#c9c6d9'}},
    {types: ['property', 'tag', 'constant', 'symbol', 'deleted'], style: {color: '#ff8fb1'}},
    {types: ['boolean', 'number'], style: {color: '#ffb86b'}},
    {
      types: ['selector', 'attr-name', 'string', 'char', 'builtin', 'inserted'],
      style: {color: '#8fe3a2'},
    },
    {types: ['operator', 'entity', 'url'], style: {color: '#c9c6d9'}},
    {types: ['atrule', 'attr-value', 'keyword'], style: {color: '#c3b4ff'}},
    {types: ['function', 'class-name'], style: {color: '#7cc8ff'}},
    {types: ['regex', 'important', 'variable'], style: {color: '#ffb86b'}},
  ],
};
