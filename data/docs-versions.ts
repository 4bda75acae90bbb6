// The ToolHive releases the site documents. Each has its own pages, its own
// reference data and its own route prefix; generators, sidebars, search, the
// AI layer and the tests all take a version from here.

// npm run release:cut rewrites this block; everything below follows from it.
// BEGIN release:cut
export type ToolhiveRelease = 'v0.1.0' | 'v0.0.47';

/** Newest first: the first is current, the others are older versions under their prefix. */
export const docsReleases = ['v0.1.0', 'v0.0.47'] as const;
// END release:cut

export type DocsVersion = {
  /** The ToolHive release, as readers see it in labels and prose. */
  release: ToolhiveRelease;
  /** Docusaurus's name for the version: `current` for the docs/ folder, else the release without `v`. */
  name: string;
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

function docsVersionOfRelease(release: ToolhiveRelease, isCurrent: boolean): DocsVersion {
  const name = release.slice(1);
  return {
    release,
    name: isCurrent ? 'current' : name,
    isCurrent,
    docsDir: isCurrent ? 'docs' : `versioned_docs/version-${name}`,
    dataDir: `data/${release}`,
    apiSpecFile: isCurrent
      ? 'static/api-specs/toolhive-api.yaml'
      : `static/api-specs/${release}/toolhive-api.yaml`,
    routePrefix: isCurrent ? '' : `/${release}`,
  };
}

/** Newest first, as the version dropdown lists them. */
export const docsVersions: DocsVersion[] = docsReleases.map((release, index) =>
  docsVersionOfRelease(release, index === 0),
);

export const currentVersion: DocsVersion = docsVersions[0]!;

/** The newest older version: the one the banner, the upgrade guide and the announcement name. */
export const olderVersion: DocsVersion = docsVersions[1]!;

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
