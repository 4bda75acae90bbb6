import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';

import {Highlight} from '../client/Highlight';
import {tokenizeLines, type PrismLike, type Theme} from '../client/tokens';
import {prismModuleSource} from '../index';

const languages = ['bash', 'json', 'powershell', 'docker', 'lua', 'python', 'yaml'];

/** Writes the generated module to a file and imports it, as the bundler would. */
async function loadPrism(names: string[]): Promise<PrismLike> {
  const dir = mkdtempSync(path.join(tmpdir(), 'prism-'));
  const file = path.join(dir, 'prism.mjs');
  writeFileSync(file, prismModuleSource(names));
  return ((await import(pathToFileURL(file).href)) as {default: () => PrismLike}).default();
}

const theme: Theme = {
  plain: {color: 'var(--text)'},
  styles: [
    {types: ['function'], style: {color: 'var(--function)'}},
    {types: ['string'], style: {color: 'var(--string)'}},
    {types: ['comment'], languages: ['python'], style: {fontStyle: 'italic'}},
  ],
};

describe('the generated Prism', () => {
  it('has exactly the configured languages besides the core ones', async () => {
    const prism = await loadPrism(languages);
    for (const name of languages) expect(prism.languages[name], name).toBeDefined();
    expect(prism.languages.tsx).toBeUndefined();
    expect(prism.languages.go).toBeUndefined();
  });

  it('neither reads nor sets a global Prism', async () => {
    const global = globalThis as {Prism?: unknown};
    global.Prism = {languages: {}};
    const prism = await loadPrism(['bash']);
    expect(prism).not.toBe(global.Prism);
    expect(global.Prism).toEqual({languages: {}});
    delete global.Prism;
  });

  it('fails loudly for a language Prism does not have', () => {
    expect(() => prismModuleSource(['no-such-language'])).toThrow(/prism-no-such-language/);
  });
});

describe('tokenizeLines', () => {
  it('splits tokens into lines and keeps empty lines', async () => {
    const prism = await loadPrism(['bash']);
    const lines = tokenizeLines(prism, 'thv run fetch\n\necho "$HOME"', 'bash');
    expect(lines).toHaveLength(3);
    expect(lines[0].map((token) => token.content).join('')).toBe('thv run fetch');
    expect(lines[1]).toEqual([{types: ['plain'], content: '\n', empty: true}]);
    const home = lines[2].find((token) => token.content === '$HOME');
    expect(home?.types).toEqual(['string', 'environment', 'constant']);
  });

  it('leaves code in an unknown language as plain text', async () => {
    const prism = await loadPrism([]);
    expect(tokenizeLines(prism, 'a\nb', 'text')).toEqual([
      [{types: ['plain'], content: 'a'}],
      [{types: ['plain'], content: 'b'}],
    ]);
  });
});

describe('Highlight', () => {
  it('renders the render-prop shape the classic theme code blocks use', async () => {
    const prism = await loadPrism(['bash']);
    const html = renderToString(
      <Highlight code={'curl "x"'} language="bash" theme={theme} prism={prism}>
        {({className, style, tokens, getLineProps, getTokenProps}) => (
          <pre className={className} style={style}>
            {tokens.map((line, i) => (
              <div key={i} {...getLineProps({line})}>
                {line.map((token, key) => (
                  <span key={key} {...getTokenProps({token})} />
                ))}
              </div>
            ))}
          </pre>
        )}
      </Highlight>,
    );
    expect(html).toContain('class="prism-code language-bash" style="color:var(--text)"');
    expect(html).toContain('<div class="token-line">');
    expect(html).toContain(
      '<span class="token function" style="color:var(--function)">curl</span>',
    );
    expect(html).toContain('<span class="token plain"> </span>');
    expect(html).toContain('class="token string" style="color:var(--string)"');
  });
});
