// Checks that package-lock.json can install on every platform: npm ci installs exactly what the
// lockfile lists, so a native package's binding for another OS or CPU must be in it too.
// (npm leaves out an optional platform package when the registry it resolves from lacks that
// version; see npm/cli#4828 for the related case of lockfiles made with node_modules present.)

/** The lockfile entry an installed package at `from` would load `name` from, or undefined. */
function resolve(packages, from, name) {
  let base = from;
  for (;;) {
    const key = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[key]) return packages[key];
    if (base === '') return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

/** Every optional dependency the lockfile does not resolve, as "package -> dependency". */
export function missingOptionalPackages(lockfile) {
  const packages = lockfile.packages ?? {};
  const missing = [];
  for (const [path, entry] of Object.entries(packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!resolve(packages, path, name)) missing.push(`${path || '(root)'} -> ${name}`);
    }
  }
  return missing;
}
