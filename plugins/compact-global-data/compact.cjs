// The docs list of the docs plugin's global data, written short and read back (see ./index.ts).
// CommonJS, because the bundler requires loaders with Node's own `require`; the browser bundle
// gets `expandGlobalData` through client/expand.ts.

const docsPluginName = 'docusaurus-plugin-content-docs';
/** Set on a version whose docs list is short; the sidebar most of its docs are in. */
const sidebarKey = '__compactDocsSidebar';

/** A doc's path when nothing says otherwise: the version's path, then the doc's id. */
function derivedPath(versionPath, id) {
  return `${versionPath.replace(/\/$/, '')}/${id}`;
}

function mostCommon(values) {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best;
  for (const [value, count] of counts)
    if (best === undefined || count > counts.get(best)) best = value;
  return best;
}

/**
 * Writes each version's docs list short: a doc that is exactly `{id, path, sidebar}`, with the
 * derived path and the version's most common sidebar, becomes its id; any other doc stays as it
 * is. Returns new data; `globalData` is not changed.
 */
function compactGlobalData(globalData) {
  const data = structuredClone(globalData);
  for (const instance of Object.values(data[docsPluginName] ?? {})) {
    for (const version of instance.versions ?? []) {
      if (!Array.isArray(version.docs) || typeof version.path !== 'string') continue;
      const sidebar = mostCommon(version.docs.map((doc) => doc.sidebar));
      if (typeof sidebar !== 'string') continue;
      version.docs = version.docs.map((doc) => {
        const plain =
          Object.keys(doc).join() === 'id,path,sidebar' &&
          doc.path === derivedPath(version.path, doc.id) &&
          doc.sidebar === sidebar;
        return plain ? doc.id : doc;
      });
      version[sidebarKey] = sidebar;
    }
  }
  return data;
}

/** Reads the short docs lists of `globalData` back, in place: the inverse of compactGlobalData. */
function expandGlobalData(globalData) {
  for (const instance of Object.values(globalData[docsPluginName] ?? {})) {
    for (const version of instance.versions ?? []) {
      const sidebar = version[sidebarKey];
      if (sidebar === undefined) continue;
      version.docs = version.docs.map((doc) =>
        typeof doc === 'string' ? {id: doc, path: derivedPath(version.path, doc), sidebar} : doc,
      );
      delete version[sidebarKey];
    }
  }
  return globalData;
}

module.exports = {compactGlobalData, expandGlobalData, derivedPath};
