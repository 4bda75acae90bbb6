import {describe, expect, it, vi} from 'vitest';

import {sampleQuery, sampleText, sampleTokens} from '../client/textWarmUp';
import {identifierTerms, indexTerms} from '../text';
import {readTokenTerms, writeToken} from '../token-recipes';

describe('the search worker’s text warm-up', () => {
  it('has tokens written as the index writes them, one of each recipe and a flag', () => {
    expect(sampleTokens).toEqual(
      ['ToolHive', 'ghcr.io', 'spec.oidcConfig.issuer', '--proxy-port'].map(writeToken),
    );
    expect(new Set(sampleTokens.map((token) => token[0]))).toEqual(new Set(['^', '&', '%']));
    // The `%` token's terms include a dotted name's (what `identifierTerms` adds).
    const dotted = identifierTerms('spec.oidcConfig.issuer');
    expect(dotted.length).toBeGreaterThan(0);
    expect(readTokenTerms('%spec.oidc|Config.issuer')).toEqual(expect.arrayContaining(dotted));
    expect(readTokenTerms('^--proxy-port')).toContain('--proxy-port');
    // The text has a case boundary, a curly apostrophe, a dotted name, a flag and an accent.
    for (const part of ['MCPServer’s', 'spec.oidcConfig', '--proxy-port', 'café']) {
      expect(sampleText).toContain(part);
    }
    expect(indexTerms(sampleText)).toEqual(expect.arrayContaining(['mcp', 'cafe', '--proxy-port']));
  });

  it('changes no answer of the text code, on other words than its own', async () => {
    const answers = async (warm: boolean) => {
      vi.resetModules();
      const text = await import('../text');
      const recipes = await import('../token-recipes');
      if (warm) (await import('../client/textWarmUp')).warmUpTextCode();
      const query = text.parseQuery('install thv on macos');
      return {
        tokens: ['^Kube|Config', '&docker.io', '%server.env_vars'].map(recipes.readTokenTerms),
        terms: text.indexTerms('Run ToolHive’s operator with --namespace toolhive-system'),
        query,
        highlighted: text.highlightAndSnippet(
          'To install thv on macOS, use Homebrew; the install script works too.',
          query,
          5,
        ),
        sample: text.parseQuery(sampleQuery),
      };
    };
    expect(await answers(true)).toEqual(await answers(false));
  });
});
