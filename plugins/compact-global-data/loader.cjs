// A loader for the global data Docusaurus generates (see ./index.ts). CommonJS, because the
// bundler requires loaders with Node's own `require`.
const {compactGlobalData} = require('./compact.cjs');

module.exports = function compactGlobalDataLoader(source) {
  return JSON.stringify(compactGlobalData(JSON.parse(source)));
};
