import {Prism} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';

import {readLanguageSources} from '../index';

describe('readLanguageSources', () => {
  it('reads each configured grammar in order', () => {
    const {languages} = readLanguageSources(['bash', 'powershell']);
    expect(languages.map((language) => language.name)).toEqual(['bash', 'powershell']);
    expect(languages[0].source).toContain('Prism.languages.bash');
  });

  it('fails loudly for a language Prism does not have', () => {
    expect(() => readLanguageSources(['no-such-language'])).toThrow(/prism-no-such-language/);
  });

  it('gives grammars that highlight with the same Prism the code blocks use', () => {
    const {languages} = readLanguageSources(['bash', 'powershell', 'docker', 'lua']);
    for (const {source} of languages) new Function('Prism', source)(Prism);
    const tokens = Prism.tokenize('thv run --name fetch "$HOME"', Prism.languages.bash);
    expect(tokens.some((token) => typeof token !== 'string')).toBe(true);
    expect(Prism.languages.docker).toBeDefined();
    expect(Prism.languages.lua).toBeDefined();
    expect(Prism.languages.powershell).toBeDefined();
  });
});
