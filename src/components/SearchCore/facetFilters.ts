// Which part of the index a search looks in: the page's language, and the docs version the
// reader is in. Pure, so the unit tests can check it.
type DocsVersion = {name: string; path: string; isLast: boolean};
export type DocsPluginData = {path: string; versions: DocsVersion[]};

function activeVersion(pathname: string, versions: DocsVersion[]): DocsVersion | undefined {
  const inside = versions.filter(
    (version) =>
      version.path === '/' ||
      pathname === version.path ||
      pathname.startsWith(`${version.path.replace(/\/$/, '')}/`),
  );
  return inside.sort((a, b) => b.path.length - a.path.length)[0];
}

/**
 * DocSearch's contextual search: hits in the page's language, from pages of no docs plugin
 * (`default`) or of the docs version the reader is in (else the one they chose last, else the
 * latest). Hosted Algolia gets these as its facet filters; the local index files are split the
 * same way (plugins/local-search/client/indexUrl.ts).
 */
export function contextualFacetFilters(
  locale: string,
  pathname: string,
  docs: Record<string, DocsPluginData>,
  preferredVersion: (pluginId: string) => string | null,
): string[][] {
  const tags = ['default'];
  for (const [pluginId, data] of Object.entries(docs)) {
    const inPlugin = pathname.startsWith(data.path);
    const preferred = preferredVersion(pluginId);
    const version =
      (inPlugin ? activeVersion(pathname, data.versions) : undefined) ??
      data.versions.find((candidate) => candidate.name === preferred) ??
      data.versions.find((candidate) => candidate.isLast) ??
      data.versions[0];
    if (version) tags.push(`docs-${pluginId}-${version.name}`);
  }
  return [[`language:${locale}`], tags.map((tag) => `docusaurus_tag:${tag}`)];
}
