import type {CSSProperties} from 'react';

/** One run of text and the token types that apply to it, outermost first. */
export type Token = {types: string[]; content: string; empty?: boolean};

/** The subset of Prism's API the highlighter uses. */
export type PrismLike = {
  languages: Record<string, unknown>;
  tokenize(text: string, grammar: never): (string | PrismToken)[];
};

type PrismToken = {
  type: string;
  alias?: string | string[];
  content: string | PrismToken | (string | PrismToken)[];
};

export type Theme = {
  plain: CSSProperties;
  styles: {types: string[]; languages?: string[]; style: CSSProperties}[];
};

/**
 * Splits `code` into lines of tokens (one plain token per line without a Prism). A line without
 * text holds one empty `plain` token whose content is the line break, so the line keeps its height.
 */
export function tokenizeLines(
  prism: PrismLike | undefined,
  code: string,
  language: string,
): Token[][] {
  const grammar = prism?.languages[language];
  const stream = prism && grammar ? prism.tokenize(code, grammar as never) : [code];
  const lines: Token[][] = [[]];
  const addText = (text: string, types: string[]) => {
    text.split('\n').forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part) lines[lines.length - 1].push({types, content: part});
    });
  };
  const walk = (items: (string | PrismToken)[], types: string[]) => {
    for (const item of items) {
      if (typeof item === 'string') {
        addText(item, types);
        continue;
      }
      const aliases = item.alias === undefined ? [] : [item.alias].flat();
      const inner = [...types.filter((type) => type !== 'plain'), item.type, ...aliases];
      const content = item.content;
      if (typeof content === 'string') addText(content, inner);
      else walk(Array.isArray(content) ? content : [content], inner);
    }
  };
  walk(stream, ['plain']);
  return lines.map((line) =>
    line.length > 0 ? line : [{types: ['plain'], content: '\n', empty: true}],
  );
}

/** The style of each token type for `language`, later theme entries winning. */
export function themeStyles(theme: Theme, language: string): Map<string, CSSProperties> {
  const styles = new Map<string, CSSProperties>();
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) styles.set(type, {...styles.get(type), ...entry.style});
  }
  return styles;
}

/** A token's style: the styles of its types merged, innermost last. */
export function tokenStyle(
  token: Token,
  styles: Map<string, CSSProperties>,
): CSSProperties | undefined {
  if (token.types.length === 1 && token.types[0] === 'plain') return undefined;
  const merged = Object.assign({}, ...token.types.map((type) => styles.get(type) ?? {}));
  return Object.keys(merged).length > 0 ? merged : undefined;
}
