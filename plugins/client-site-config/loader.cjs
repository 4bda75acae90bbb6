// A loader for the site config Docusaurus generates for the bundles (see ./index.ts). CommonJS,
// because the bundler requires loaders with Node's own `require`.

/** The generated module: a comment, then `export default <JSON>;`. */
const moduleFormat = /^(\/\*[\s\S]*?\*\/\s*)?export default ([\s\S]*);\s*$/;

/**
 * Drops the keys in `drop` from the generated site config module `source`. Throws on a module of
 * another format, so a change upstream fails the build instead of shipping the whole config.
 */
function trimSiteConfig(source, drop) {
  const match = moduleFormat.exec(source);
  if (!match)
    throw new Error('client-site-config: the generated site config has an unknown format');
  const config = JSON.parse(match[2]);
  for (const key of drop) delete config[key];
  return `export default ${JSON.stringify(config)};\n`;
}

module.exports = function clientSiteConfigLoader(source) {
  const {drop} = this.getOptions();
  return trimSiteConfig(source, drop);
};
module.exports.trimSiteConfig = trimSiteConfig;
