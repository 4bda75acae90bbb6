// A token as the index writes it reads back as the terms `indexTerms` makes of the token.
import {describe, expect, it} from 'vitest';

import {random} from '../../../scripts/bench-search.mjs';
import {indexTerms, indexTokens} from '../text';
import {readTokenTerms, writeToken} from '../token-recipes';

// What the patterns treat specially: capitals, digits, connectors, dashes, and letters that are
// not ASCII.
const alphabet = "aAbBzZ09-_.'’ éÉ--";

function randomTokens(count: number, seed: number): string[] {
  const next = random(seed);
  const text = Array.from({length: count * 6}, () =>
    alphabet.charAt(Math.floor(next() * alphabet.length)),
  ).join('');
  return indexTokens(text);
}

const cases = [
  'secrets',
  'ToolHive',
  "ToolHive's",
  'MCPServer',
  'getHTTPStatus',
  'XMLHttp2Request',
  'AB12CDe',
  'MCP',
  'k8s',
  'v0.1.0',
  '127.0.0.1',
  'toolhive-system',
  'thv_config_set-ca-cert',
  'spec.oidcConfig.inline',
  'permission_profile',
  '--isolate-network',
  '--Foo_bar',
  '-e',
  '-E',
  'café',
  'Café-Crème',
];

describe('tokens as the index writes them', () => {
  it.each(cases)('read back as the terms of %s', (token) => {
    expect(readTokenTerms(writeToken(token))).toEqual(indexTerms(token));
  });

  it('read back as the terms of random tokens', () => {
    const tokens = randomTokens(10_000, 17);
    expect(tokens.length).toBeGreaterThan(1000);
    // Every way of writing a token is tried.
    const marks = new Set(tokens.map((token) => writeToken(token).charAt(0)));
    for (const mark of ['^', '&', '%', '~']) expect(marks).toContain(mark);
    for (const token of tokens)
      expect(readTokenTerms(writeToken(token)), token).toEqual(indexTerms(token));
  });

  it('are written as they are when they are their own only term, and marked otherwise', () => {
    expect(writeToken('secrets')).toBe('secrets');
    expect(writeToken('ToolHive')).toBe('^Tool|Hive');
    expect(writeToken('--isolate-network')).toBe('^--isolate-network');
    expect(writeToken('spec.oidcConfig')).toBe('%spec.oidc|Config');
    expect(writeToken('ghcr.io')).toBe('&ghcr.io');
    expect(writeToken('permission_profile')).toBe('&permission_profile');
    expect(writeToken('café')).toBe('~café');
  });
});
