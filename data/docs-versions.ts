// The ToolHive releases the site documents. Each has its own pages, its own
// reference data and its own route prefix; generators, sidebars, search, the
// AI layer and the tests all take a version from here.

export type ToolhiveRelease = 'v0.1.0' | 'v0.0.47';

export type DocsVersion = {
  /** The ToolHive release, as readers see it in labels and prose. */
  release: ToolhiveRelease;
  /** Docusaurus's name for the version: `current` for the docs/ folder. */
  name: 'current' | '0.0.47';
  /** The newest release, served at the site's plain paths. */
  isCurrent: boolean;
  /** Where the version's pages live. */
  docsDir: string;
  /** Where the version's reference data lives. */
  dataDir: string;
  /** The version's OpenAPI document, served for download too. */
  apiSpecFile: string;
  /** Prefix of the version's routes: `''` for the current version. */
  routePrefix: string;
};

export const currentVersion: DocsVersion = {
  release: 'v0.1.0',
  name: 'current',
  isCurrent: true,
  docsDir: 'docs',
  dataDir: 'data/v0.1.0',
  apiSpecFile: 'static/api-specs/toolhive-api.yaml',
  routePrefix: '',
};

export const olderVersion: DocsVersion = {
  release: 'v0.0.47',
  name: '0.0.47',
  isCurrent: false,
  docsDir: 'versioned_docs/version-0.0.47',
  dataDir: 'data/v0.0.47',
  apiSpecFile: 'static/api-specs/v0.0.47/toolhive-api.yaml',
  routePrefix: '/v0.0.47',
};

/** Newest first, as the version dropdown lists them. */
export const docsVersions: DocsVersion[] = [currentVersion, olderVersion];

export function docsVersionOf(release: string): DocsVersion {
  const found = docsVersions.find((version) => version.release === release);
  if (!found) {
    const known = docsVersions.map((version) => version.release).join(', ');
    throw new Error(`unknown ToolHive release "${release}"; the docs have ${known}`);
  }
  return found;
}

/** The version a route belongs to: `/v0.0.47/toolhive/…` is v0.0.47, anything else current. */
export function docsVersionOfRoute(route: string): DocsVersion {
  return (
    docsVersions.find(
      (version) =>
        version.routePrefix !== '' &&
        (route === version.routePrefix || route.startsWith(`${version.routePrefix}/`)),
    ) ?? currentVersion
  );
}

/** The versions a generator script works on: `--release v0.0.47` for one, all by default. */
export function versionsFromArgs(argv: string[]): DocsVersion[] {
  const at = argv.indexOf('--release');
  return at === -1 ? docsVersions : [docsVersionOf(argv[at + 1] ?? '')];
}
