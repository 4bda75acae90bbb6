// A loader for the route table Docusaurus generates (see ./index.ts). CommonJS, because the
// bundler requires loaders with Node's own `require`.
const fs = require('node:fs');
const path = require('node:path');

const {
  splitGenerated,
  mainRoutesModule,
  laterRoutesModule,
  registrySource,
} = require('./split.cjs');

/**
 * Rewrites `.docusaurus/routes.js`, `routesChunkNames.json` and `registry.js` for the browser
 * bundle: the routes under `prefixes` move to a module of their own per prefix
 * (`routes.js?later=<index>`). With `split: false` (the server bundle, the dev server), the
 * route table stays whole and says it has no later routes.
 */
module.exports = function laterVersionRoutesLoader(source) {
  const {prefixes, split} = this.getOptions();
  const file = path.basename(this.resourcePath);
  if (!split) {
    return file === 'routes.js' ? `${source}\nexport const laterRoutes = [];\n` : source;
  }
  const dir = path.dirname(this.resourcePath);
  const read = (name) => {
    if (name === file) return source;
    const sibling = path.join(dir, name);
    this.addDependency(sibling);
    return fs.readFileSync(sibling, 'utf8');
  };
  const generated = splitGenerated({
    routesSource: read('routes.js'),
    chunkNamesSource: read('routesChunkNames.json'),
    registrySource: read('registry.js'),
    prefixes,
  });
  if (file === 'routesChunkNames.json') return JSON.stringify(generated.chunkNames);
  if (file === 'registry.js')
    return `export default {\n${registrySource(generated.registry)}\n};\n`;
  const later = /[?&]later=(\d+)/.exec(this.resourceQuery);
  if (!later) return mainRoutesModule(generated);
  const version = generated.versions[Number(later[1])];
  if (!version) throw new Error(`later-version-routes: no later routes ${this.resourceQuery}`);
  return laterRoutesModule(version);
};
