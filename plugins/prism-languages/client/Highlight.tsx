import {useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';

import {
  themeStyles,
  tokenizeLines,
  tokenStyle,
  type PrismLike,
  type Theme,
  type Token,
} from './tokens';

// The `Highlight` render-prop component the classic theme's code blocks use, with the same
// props and render props as prism-react-renderer's, on the Prism it is given.

type LineProps = {line: Token[]; className?: string; style?: CSSProperties};
type TokenProps = {token: Token; className?: string; style?: CSSProperties};

export type RenderProps = {
  className: string;
  style: CSSProperties;
  tokens: Token[][];
  getLineProps: (props: LineProps) => {className: string; style?: CSSProperties};
  getTokenProps: (props: TokenProps) => {
    className: string;
    style?: CSSProperties;
    children: string;
  };
};

export type HighlightProps = {
  code: string;
  language: string;
  theme: Theme;
  /** Without one (not loaded yet), the code is one plain token per line. */
  prism: PrismLike | undefined;
  children: (props: RenderProps) => ReactNode;
};

export function Highlight({code, language, theme, prism, children}: HighlightProps): ReactNode {
  const styles = themeStyles(theme, language);
  // Code blocks render again once mounted (the theme measures whether they scroll): keep the
  // tokens instead of highlighting twice.
  const tokens = useMemo(() => tokenizeLines(prism, code, language), [prism, code, language]);
  return children({
    className: `prism-code language-${language}`,
    style: theme.plain,
    tokens,
    getLineProps: ({line: _line, className, style}) => ({
      className: clsx('token-line', className),
      ...(style ? {style} : {}),
    }),
    getTokenProps: ({token, className, style}) => {
      const own = tokenStyle(token, styles);
      return {
        className: clsx('token', ...token.types, className),
        ...(own || style ? {style: {...own, ...style}} : {}),
        children: token.content,
      };
    },
  });
}
