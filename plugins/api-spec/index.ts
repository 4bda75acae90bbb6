import {readFileSync} from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import {parse} from 'yaml';

export type ApiSpecOptions = {
  /** Each OpenAPI file, by id: written as `@generated/api-spec/default/<id>.json`. */
  specs: {id: string; file: string}[];
};

type LoadedSpec = {id: string; spec: unknown};

/**
 * Makes each OpenAPI file importable as JSON by the one page that renders it.
 *
 * redocusaurus hands its spec to the page as global data, and global data is part of the
 * bundle every page loads: the whole API description was in the JavaScript of every docs
 * page. A generated module is only in the chunk of the page that imports it.
 */
export default function apiSpecPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = rawOptions as ApiSpecOptions;
  if (!Array.isArray(options?.specs))
    throw new Error('api-spec: the option `specs` must be a list.');
  const files = options.specs.map(({file}) => path.resolve(context.siteDir, file));
  return {
    name: 'api-spec',
    getPathsToWatch() {
      return files;
    },
    async loadContent() {
      return options.specs.map(({id}, index) => ({
        id,
        spec: parse(readFileSync(files[index], 'utf8')) as unknown,
      }));
    },
    async contentLoaded({content, actions}) {
      for (const {id, spec} of content as LoadedSpec[]) {
        await actions.createData(`${id}.json`, JSON.stringify(spec));
      }
    },
    // `process.env.API_REFERENCE_RENDERER` is "server" in the server bundle and "browser" in the
    // browser's: the reference renders its server HTML from a module that, with Redoc, the
    // bundler leaves out of the browser bundle (src/components/ApiReference).
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.DefinePlugin({
            'process.env.API_REFERENCE_RENDERER': JSON.stringify(isServer ? 'server' : 'browser'),
          }),
        ],
      };
    },
  };
}
