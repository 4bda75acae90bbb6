// The route table split (see ./index.ts): pure functions over the text of the files Docusaurus
// generates in .docusaurus/. CommonJS, because the bundler requires loaders with Node's own
// `require`.

/** The generated route table's calls, `ComponentCreator('/path', 'abc')` or `('*')`. */
const creatorMarker = '__componentCreator';

/**
 * Reads `.docusaurus/routes.js` as data. The file is a default export of an array literal whose
 * only call is `ComponentCreator(path, hash)`; each call becomes `{__componentCreator: [path,
 * hash]}`. Anything else in the file is an error, so a format change fails the build loudly.
 */
function parseRoutes(source) {
  const imports = /^import [^\n]*;\n/gm;
  const body = source.replace(imports, '');
  if (!/^\s*export default \[/.test(body) || /\bimport\b|\brequire\(/.test(body)) {
    throw new Error('later-version-routes: .docusaurus/routes.js has an unknown format');
  }
  const creator = (path, hash) => ({[creatorMarker]: hash === undefined ? [path] : [path, hash]});
  // Our own build's generated file, read as data.
  return new Function('ComponentCreator', body.replace(/^\s*export default /, 'return '))(creator);
}

/** JavaScript source for `value`, route data with `ComponentCreator` calls back in place. */
function toSource(value) {
  return JSON.stringify(value, null, 1).replace(
    new RegExp(
      `\\{\\s*"${creatorMarker}": \\[\\s*("(?:[^"\\\\]|\\\\.)*")(?:,\\s*("[^"]*"))?\\s*\\]\\s*\\}`,
      'g',
    ),
    (_match, path, hash) => `ComponentCreator(${path}${hash ? `, ${hash}` : ''})`,
  );
}

/** The key of a route in `routesChunkNames`: its path and hash, `/docs/intro-0e3`. */
function routeKey(route) {
  const [path, hash] = route.component[creatorMarker];
  return `${path}-${hash}`;
}

/** Every route key in `routes` and below. */
function routeKeys(routes, into = []) {
  for (const route of routes) {
    if (route.component[creatorMarker].length === 2) into.push(routeKey(route));
    if (route.routes) routeKeys(route.routes, into);
  }
  return into;
}

/** Every string in a (nested) chunk-names value. */
function chunkNamesIn(value, into = new Set()) {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) chunkNamesIn(item, into);
  return into;
}

/**
 * Takes each route whose path is one of `prefixes` (the outermost one) out of the table.
 * Returns the table that is left, and for each route taken: where it was (the route list that
 * held it, as a path of indices into the table that is left, and the index of the sibling that
 * followed it, if any) and the route itself.
 */
function splitRoutes(routes, prefixes) {
  const later = [];
  const visit = (list, where) => {
    const kept = [];
    for (const route of list) {
      if (prefixes.includes(route.path)) {
        later.push({route, where, nextIndex: kept.length, parent: kept});
        continue;
      }
      const copy = {...route};
      if (route.routes) copy.routes = visit(route.routes, [...where, kept.length]);
      kept.push(copy);
    }
    return kept;
  };
  const main = visit(routes, []);
  return {
    main,
    later: later.map(({route, where, nextIndex, parent}) => ({
      path: route.path,
      route,
      where,
      nextIndex: nextIndex < parent.length ? nextIndex : undefined,
    })),
  };
}

/** Parses the registry's lines: `"name": [() => import(...), "path", require.resolveWeak(...)],`. */
function parseRegistry(source) {
  const line =
    /^ {2}"([^"]+)": \[(\(\) => import\(.*?\)), ("(?:[^"\\]|\\.)*"), (require\.resolveWeak\("(?:[^"\\]|\\.)*"\))\],?$/;
  const entries = [];
  const lines = source.split('\n');
  if (lines[0] !== 'export default {') {
    throw new Error('later-version-routes: .docusaurus/registry.js has an unknown format');
  }
  for (const text of lines.slice(1)) {
    if (text === '};' || text === '') continue;
    const match = line.exec(text.replace(/\};$/, ''));
    if (!match) throw new Error(`later-version-routes: unknown registry entry: ${text}`);
    const [, name, load, , weak] = match;
    entries.push({name, load, weak});
  }
  return entries;
}

/**
 * Registry source for `entries`. The module path (the entry's second item) is only read while
 * rendering on the server, to tell which chunks a page used; the browser's copy is `0`.
 */
function registrySource(entries) {
  return entries
    .map(({name, load, weak}) => `  ${JSON.stringify(name)}: [${load}, 0, ${weak}],`)
    .join('\n');
}

/**
 * The whole split, from the three generated files' text: the route table without the later
 * versions, its chunk names and registry; and for each later version its routes, chunk names and
 * the registry entries only it uses (chunks both use, such as the doc page component, stay).
 */
function splitGenerated({routesSource, chunkNamesSource, registrySource: registryText, prefixes}) {
  const {main, later} = splitRoutes(parseRoutes(routesSource), prefixes);
  const chunkNames = JSON.parse(chunkNamesSource);
  const mainKeys = routeKeys(main);
  const mainChunkNames = Object.fromEntries(mainKeys.map((key) => [key, chunkNames[key]]));
  const mainNames = chunkNamesIn(mainChunkNames);
  const registry = parseRegistry(registryText);
  const versions = later.map((version) => {
    const keys = routeKeys([version.route]);
    const ownChunkNames = Object.fromEntries(keys.map((key) => [key, chunkNames[key]]));
    const names = chunkNamesIn(ownChunkNames);
    return {
      ...version,
      chunkNames: ownChunkNames,
      registry: registry.filter((entry) => names.has(entry.name) && !mainNames.has(entry.name)),
    };
  });
  const moved = new Set(versions.flatMap((version) => version.registry.map((entry) => entry.name)));
  return {
    main,
    chunkNames: mainChunkNames,
    registry: registry.filter((entry) => !moved.has(entry.name)),
    versions,
  };
}

/** The chunk name of a later version's routes: `later-routes-v0.0.47`. */
function laterChunkName(path) {
  return `later-routes${path.replace(/[^\w.-]+/g, '-')}`;
}

/** Source of the route table module the browser bundle gets, with its `laterRoutes`. */
function mainRoutesModule(split) {
  const at = (where) => where.reduce((source, index) => `${source}[${index}].routes`, 'routes');
  const later = split.versions.map(
    (version, index) => `  {
    path: ${JSON.stringify(version.path)},
    chunkName: ${JSON.stringify(laterChunkName(version.path))},
    parent: ${at(version.where)},
    next: ${version.nextIndex === undefined ? 'undefined' : `${at(version.where)}[${version.nextIndex}]`},
    load: () => import(/* webpackChunkName: ${JSON.stringify(laterChunkName(version.path))} */ ${JSON.stringify(`./routes.js?later=${index}`)}),
  },`,
  );
  return `import ComponentCreator from '@docusaurus/ComponentCreator';

const routes = ${toSource(split.main)};
export default routes;

export const laterRoutes = [
${later.join('\n')}
];
`;
}

/** Source of one later version's module: its chunk names and registry, then its routes. */
function laterRoutesModule(version) {
  return `import ComponentCreator from '@docusaurus/ComponentCreator';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';

Object.assign(routesChunkNames, ${JSON.stringify(version.chunkNames)});
Object.assign(registry, {
${registrySource(version.registry)}
});

export default ${toSource(version.route)};
`;
}

module.exports = {
  parseRoutes,
  toSource,
  splitRoutes,
  parseRegistry,
  registrySource,
  splitGenerated,
  laterChunkName,
  mainRoutesModule,
  laterRoutesModule,
};
