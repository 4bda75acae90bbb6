import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import hydrationTransitionsPlugin, {replacements} from '../index';

/** The Docusaurus modules the plugin replaces, where the bundler finds them. */
const nodeModules = path.resolve(__dirname, '../../../node_modules');
const originals = [
  path.join(nodeModules, '@docusaurus/core/lib/client/browserContext.js'),
  path.join(nodeModules, '@docusaurus/theme-common/lib/hooks/useWindowSize.js'),
];

/** The names a module exports, read from its source (`export function` and `export const`). */
function exportedNames(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^export (?:function|const) (\w+)/gm)].map((match) => match[1]).sort();
}

class FakeReplacementPlugin {
  constructor(
    readonly original: RegExp,
    readonly replacement: string,
  ) {}
}

type Configure = (
  config: object,
  isServer: boolean,
  utils: {currentBundler: {instance: {NormalModuleReplacementPlugin: unknown}}},
) => {plugins?: FakeReplacementPlugin[]};

const configure = hydrationTransitionsPlugin().configureWebpack as unknown as Configure;
const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin: FakeReplacementPlugin}}};

describe('hydrationTransitionsPlugin', () => {
  it('matches each Docusaurus module it replaces, and only that one', () => {
    for (const [index, original] of originals.entries()) {
      const matching = replacements.filter((replacement) => replacement.original.test(original));
      expect(matching).toEqual([replacements[index]]);
    }
    expect(replacements).toHaveLength(originals.length);
  });

  it('replaces each module with one that exports the same names', () => {
    for (const [index, original] of originals.entries()) {
      const {replacement} = replacements[index];
      expect(existsSync(replacement)).toBe(true);
      expect(exportedNames(replacement)).toEqual(exportedNames(original));
      expect(exportedNames(replacement).length).toBeGreaterThan(0);
    }
  });

  it('makes each update after hydration a transition', () => {
    for (const {replacement} of replacements) {
      expect(readFileSync(replacement, 'utf8')).toMatch(/startTransition\(\(\) => set\w+\(/);
    }
  });

  it('adds the replacements to the browser bundle and leaves the server bundle alone', () => {
    const {plugins = []} = configure({}, false, utils);
    expect(plugins.map(({original, replacement}) => ({original, replacement}))).toEqual(
      replacements.map(({original, replacement}) => ({original, replacement})),
    );
    expect(configure({}, true, utils)).toEqual({});
  });

  it('keeps the replacements next to the plugin', () => {
    for (const {replacement} of replacements) {
      expect(path.dirname(replacement)).toBe(path.resolve(__dirname, '../client'));
    }
  });
});
