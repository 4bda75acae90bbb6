import {getSwcJsMinimizerOptions} from '@docusaurus/faster';
import type {Plugin} from '@docusaurus/types';

/**
 * What the JS minifier's compressor is told on top of Docusaurus' options: keep a function
 * declaration where it is written when its one use is inside another function. By default SWC
 * moves a function that is called once into its caller, as a function expression called on the
 * spot, so a new closure is made on every call of the caller. (A declaration used once in its own
 * scope is still moved there; it runs once either way.)
 * The search engine's query steps (`collect` and others, closures over the engine's arrays) were
 * moved so, and queries on the 20× corpus took about 1.5 times as long in Chromium
 * (BENCHMARKS.md). Our reading of why, not measured: V8 compiles a closure that has been made
 * more than once without the values of its scope as constants. Both settings are needed (either
 * one alone still moved them). A function held in a `const` and used once is still moved to its
 * use (`collapse_vars: false` would keep it too, but makes the bundles larger): hot code declares
 * its functions.
 */
export const keepFunctions = {inline: 0, reduce_vars: false} as const;

type SwcMinimizer = new (options: {minimizerOptions: Record<string, unknown>}) => object;

/**
 * Docusaurus' SWC minimizer of the browser's production code, replaced by one with the same
 * options and `keepFunctions`. Browser production builds with Rspack only: server code and the
 * dev server are not minified, `--no-minify` turns minifying off, and a build with webpack
 * (Terser) is left as it is.
 */
export default function minifierKeepsFunctionsPlugin(): Plugin {
  return {
    name: 'minifier-keeps-functions',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production' || currentBundler.name !== 'rspack') return {};
      if (config.optimization?.minimize === false) return {};
      const {SwcJsMinimizerRspackPlugin} = currentBundler.instance as unknown as {
        SwcJsMinimizerRspackPlugin: SwcMinimizer;
      };
      const minimizers = config.optimization?.minimizer ?? [];
      const at = minimizers.findIndex((entry) => entry instanceof SwcJsMinimizerRspackPlugin);
      if (at < 0) {
        throw new Error(
          'minifier-keeps-functions: the build minifies, but not with an SWC JS minimizer to ' +
            'replace; Docusaurus changed how it minifies, so check this plugin against ' +
            '@docusaurus/bundler.',
        );
      }
      const options = getSwcJsMinimizerOptions();
      // Docusaurus' options always compress; should that change, this plugin must not turn it on.
      if (options.compress === false) return {};
      const compress = typeof options.compress === 'object' ? options.compress : {};
      minimizers[at] = new SwcJsMinimizerRspackPlugin({
        minimizerOptions: {minify: true, ...options, compress: {...compress, ...keepFunctions}},
      }) as never;
      return {};
    },
  };
}
