import {describe, expect, it} from 'vitest';

import {sampleQuery, sampleText, sampleTokens, warmUpTextCode} from '../client/textWarmUp';
import {highlightAndSnippet, indexTerms, parseQuery} from '../text';
import {isMarkedToken, readTokenTerms} from '../token-recipes';

describe('the search worker’s text warm-up', () => {
  it('runs each way the index writes a token, and each kind of word a text has', () => {
    // `^` parts, `&` parts and a code name, `%` parts and a dotted name; one with leading dashes.
    expect(new Set(sampleTokens.map((token) => token[0]))).toEqual(new Set(['^', '&', '%']));
    expect(sampleTokens.every(isMarkedToken)).toBe(true);
    expect(sampleTokens.some((token) => token.startsWith('^--'))).toBe(true);
    // A case boundary, a curly apostrophe, a dotted code name, a flag and an accent.
    for (const part of ['MCPServer’s', 'spec.oidcConfig', '--proxy-port', 'café']) {
      expect(sampleText).toContain(part);
    }
    expect(parseQuery(sampleQuery).length).toBeGreaterThan(1);
  });

  it('changes no answer of the text code', () => {
    const before = {
      tokens: sampleTokens.map((token) => readTokenTerms(token)),
      terms: indexTerms(sampleText),
      query: parseQuery(sampleQuery),
    };
    const highlighted = highlightAndSnippet(sampleText, before.query, 10);
    warmUpTextCode();
    expect(sampleTokens.map((token) => readTokenTerms(token))).toEqual(before.tokens);
    expect(indexTerms(sampleText)).toEqual(before.terms);
    expect(parseQuery(sampleQuery)).toEqual(before.query);
    expect(highlightAndSnippet(sampleText, parseQuery(sampleQuery), 10)).toEqual(highlighted);
  });
});
