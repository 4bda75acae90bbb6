// A loader for the docs plugin's route data (see ./index.ts). CommonJS, because the bundler
// requires loaders with Node's own `require`.

/**
 * Drops the description a version's metadata carries for each doc, except for the docs in
 * `keep`. Any other JSON (a doc's or a category page's data) passes through unchanged.
 */
function trimVersionMetadata(source, keep) {
  const data = JSON.parse(source);
  const version = data && data.version;
  if (!version || !version.docs || typeof version.docs !== 'object' || !version.docsSidebars) {
    return source;
  }
  for (const [id, doc] of Object.entries(version.docs)) {
    if (!keep.has(id)) delete doc.description;
  }
  return JSON.stringify(data);
}

module.exports = function versionMetadataLoader(source) {
  const {keep = []} = this.getOptions();
  return trimVersionMetadata(source, new Set(keep));
};
module.exports.trimVersionMetadata = trimVersionMetadata;
