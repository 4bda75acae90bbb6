import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {getSwcJsMinimizerOptions} from '@docusaurus/faster';
import type {Configuration} from 'webpack';
import {afterAll, describe, expect, it} from 'vitest';

import minifierKeepsFunctionsPlugin from '../index';

// The Rspack that Docusaurus builds with (a dependency of @docusaurus/faster, not of the site).
const rspack = createRequire(require.resolve('@docusaurus/faster'))('@rspack/core');

const work = mkdtempSync(path.join(tmpdir(), 'minifier-keeps-functions-'));
afterAll(() => rmSync(work, {recursive: true, force: true}));

// Shaped like the search engine: a factory whose arrays are read by an inner function that the
// returned function calls once.
writeFileSync(
  path.join(work, 'entry.js'),
  `export function createCounter(size) {
  const counts = new Int32Array(size);
  function addAll(limit) {
    let sum = 0;
    for (let i = 0; i < limit; i += 1) sum += counts[i];
    return sum;
  }
  return {total: (limit) => addAll(limit) + 1};
}
globalThis.createCounter = createCounter;
`,
);

function configureFor(config: Configuration, isServer = false, bundler = 'rspack') {
  const plugin = minifierKeepsFunctionsPlugin();
  return plugin.configureWebpack!(
    config as never,
    isServer,
    {currentBundler: {name: bundler, instance: rspack}} as never,
    {} as never,
  );
}

/**
 * The options a minimizer was made with. Rspack keeps a built-in plugin's arguments in a private
 * field, `_args`; should it rename it, this fails with a TypeError rather than passing.
 */
const optionsOf = (minimizer: unknown) =>
  (minimizer as {_args: [{minimizerOptions: Record<string, unknown>}]})._args[0].minimizerOptions;

/** A production config with Docusaurus' own minimizer (as @docusaurus/bundler makes it). */
function docusaurusConfig(): Configuration {
  return {
    mode: 'production',
    optimization: {
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin({
          minimizerOptions: {minify: true, ...getSwcJsMinimizerOptions()},
        }),
      ],
    },
  };
}

/** The minified entry, built by Rspack with the config's minimizers. */
async function minified(config: Configuration, name: string): Promise<string> {
  const outDir = path.join(work, name);
  const compiler = rspack({
    mode: 'production',
    context: work,
    entry: './entry.js',
    devtool: false,
    output: {path: outDir, filename: 'out.js'},
    optimization: {minimize: true, minimizer: config.optimization!.minimizer},
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error: Error | null, stats: {hasErrors(): boolean; toString(): string}) => {
      if (error) reject(error);
      else if (stats.hasErrors()) reject(new Error(stats.toString()));
      else compiler.close(() => resolve());
    }),
  );
  return readFileSync(path.join(outDir, 'out.js'), 'utf8');
}

// The loop's function, called on the spot where it was moved into its caller:
// `(function(n){…})(n)` or `function(n){…}(n)`.
const calledOnTheSpot = /function\(\w+\)\{let \w+=0;for\([^)]*\)[^}]*return \w+\}\)?\(\w+\)/;
// The returned function calling the loop's function by its name: `total:n=>t(n)+1`.
const calledByName = /total:(\w+)=>\w+\(\1\)\+1/;

describe('minifier-keeps-functions', () => {
  it("Docusaurus' own minifier moves the once-called function into its caller", async () => {
    expect(await minified(docusaurusConfig(), 'docusaurus')).toMatch(calledOnTheSpot);
  }, 60_000);

  it('keeps the function where it is written, in browser production builds', async () => {
    const config = docusaurusConfig();
    expect(configureFor(config)).toEqual({});
    expect(config.optimization!.minimizer).toHaveLength(1);
    const code = await minified(config, 'kept');
    expect(code).not.toMatch(calledOnTheSpot);
    expect(code).toMatch(calledByName);
    expect(code).toMatch(/function \w+\(\w+\)\{let \w+=0;for/);
  }, 60_000);

  it("keeps every one of Docusaurus' minifier options, the compressor's included", () => {
    const config = docusaurusConfig();
    configureFor(config);
    const options = getSwcJsMinimizerOptions();
    expect(optionsOf(config.optimization!.minimizer![0])).toEqual({
      minify: true,
      ...options,
      compress: {...(options.compress as object), inline: 0, reduce_vars: false},
    });
  });

  it('leaves server, development and webpack builds alone', () => {
    for (const [mode, isServer, bundler] of [
      ['production', true, 'rspack'],
      ['development', false, 'rspack'],
      ['production', false, 'webpack'],
    ] as const) {
      const config = {...docusaurusConfig(), mode};
      const before = config.optimization!.minimizer![0];
      expect(configureFor(config, isServer, bundler)).toEqual({});
      expect(config.optimization!.minimizer![0]).toBe(before);
    }
  });

  it('leaves a build with --no-minify alone (no minimizer to replace)', () => {
    // What Docusaurus sets for `docusaurus build --no-minify`.
    const config: Configuration = {
      mode: 'production',
      optimization: {minimize: false, minimizer: undefined},
    };
    expect(configureFor(config)).toEqual({});
    expect(config.optimization!.minimizer).toBeUndefined();
  });

  it('stops the build with a clear message when there is no SWC minimizer to replace', () => {
    expect(() => configureFor({mode: 'production', optimization: {minimizer: []}})).toThrow(
      /not with an SWC JS minimizer to replace/,
    );
  });
});
