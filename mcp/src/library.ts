// Every docs version the MCP server can answer from: the current one, always,
// and each older one whose build output is present. Tools take an optional
// `version` (a ToolHive release such as v0.0.47) and answer from the current
// docs without it.
import {existsSync} from 'node:fs';
import path from 'node:path';

import {z} from 'zod';

import {currentVersion, docsVersions, type DocsVersion} from '../../data/docs-versions';
import {searchIndexFileName, versionIndexFileName} from '../../plugins/local-search/node';
import {loadDocs, type Docs} from './docs';
import {createDocsSearch, type DocsSearch} from './search';

export type VersionedDocs = {version: DocsVersion; docs: Docs; search: DocsSearch};

export type DocsLibrary = {
  current: VersionedDocs;
  versions: VersionedDocs[];
  /** The docs of a release; throws a readable error for a release the build does not have. */
  pick(release: string | undefined): VersionedDocs;
  /** The docs a page path belongs to (`/v0.0.47/...` is v0.0.47), if that version is loaded. */
  ofPath(reference: string): VersionedDocs | undefined;
};

export class UnknownVersionError extends Error {}

export function createLibrary(versions: VersionedDocs[]): DocsLibrary {
  const current = versions.find((entry) => entry.version.isCurrent) ?? versions[0];
  return {
    current,
    versions,
    pick(release) {
      if (release === undefined || release.trim() === '') return current;
      const wanted = release.trim().replace(/^(?=\d)/, 'v');
      const found = versions.find((entry) => entry.version.release === wanted);
      if (found) return found;
      const known = versions.map((entry) => entry.version.release).join(', ');
      throw new UnknownVersionError(
        `No docs for ToolHive "${release.slice(0, 40)}". These docs cover ${known}; leave version out for ${current.version.release}, the current release.`,
      );
    },
    ofPath(reference) {
      const pathname = reference.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '');
      return versions.find(
        (entry) =>
          entry.version.routePrefix !== '' &&
          (pathname === entry.version.routePrefix ||
            pathname.startsWith(`${entry.version.routePrefix}/`)),
      );
    },
  };
}

/** Loads the current docs of a build, and every older version the build holds. */
export function loadLibrary(buildDir: string): DocsLibrary {
  const versions: VersionedDocs[] = [];
  for (const version of docsVersions) {
    const prefix = version.isCurrent ? '' : version.routePrefix;
    if (!version.isCurrent && !existsSync(path.join(buildDir, prefix, 'llms.json'))) continue;
    const docs = loadDocs(buildDir, prefix);
    const indexFile = version.isCurrent ? searchIndexFileName : versionIndexFileName(version.name);
    versions.push({version, docs, search: createDocsSearch(docs, indexFile)});
  }
  if (!versions.some((entry) => entry.version === currentVersion)) {
    throw new Error(`No current docs in ${buildDir}.`);
  }
  return createLibrary(versions);
}

/** The `version` input every tool takes. */
export function versionInput(library: DocsLibrary) {
  const releases = library.versions.map((entry) => entry.version.release);
  return z
    .string()
    .max(40)
    .optional()
    .describe(
      `ToolHive release the docs describe: ${releases.join(' or ')} (default ${library.current.version.release}, the current release)`,
    );
}
