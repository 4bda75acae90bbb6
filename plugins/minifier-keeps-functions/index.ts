import {getSwcJsMinimizerOptions} from '@docusaurus/faster';
import type {Plugin} from '@docusaurus/types';

/**
 * What the JS minifier's compressor is told on top of Docusaurus' options: keep each function
 * where it is written. By default SWC moves a function that is called once into its caller, as a
 * function expression called on the spot, so a new closure is made on every call. The search
 * engine's query steps (`collect` and others, closures over the engine's arrays) were moved so,
 * and its queries took about 1.5 times as long (20× corpus, Chromium, BENCHMARKS.md): V8 compiles
 * a closure made many times without the values of its scope as constants. `inline: 0` alone, or
 * `reduce_vars: false` alone, still moved them.
 */
export const keepFunctions = {inline: 0, reduce_vars: false} as const;

type SwcMinimizer = new (options: {minimizerOptions: Record<string, unknown>}) => object;

/**
 * Docusaurus' SWC minimizer of the browser's production code, replaced by one with the same
 * options and `keepFunctions`. Browser production builds with Rspack only (nothing is minified
 * elsewhere).
 */
export default function minifierKeepsFunctionsPlugin(): Plugin {
  return {
    name: 'minifier-keeps-functions',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production' || currentBundler.name !== 'rspack') return {};
      const {SwcJsMinimizerRspackPlugin} = currentBundler.instance as unknown as {
        SwcJsMinimizerRspackPlugin: SwcMinimizer;
      };
      const minimizers = config.optimization?.minimizer ?? [];
      const at = minimizers.findIndex((entry) => entry instanceof SwcJsMinimizerRspackPlugin);
      if (at < 0) {
        throw new Error(
          'minifier-keeps-functions: the build has no SWC JS minimizer to replace; Docusaurus ' +
            'changed how it minifies, so check this plugin against @docusaurus/bundler.',
        );
      }
      const options = getSwcJsMinimizerOptions();
      const compress = typeof options.compress === 'object' ? options.compress : {};
      minimizers[at] = new SwcJsMinimizerRspackPlugin({
        minimizerOptions: {minify: true, ...options, compress: {...compress, ...keepFunctions}},
      }) as never;
      return {};
    },
  };
}
