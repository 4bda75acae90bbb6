// A link into the docs from outside them (the landing page, the not-found
// page) that follows the reader's docs version: someone who chose v0.0.47 in
// the version dropdown lands on that version's page, as the navbar's docs link
// does. Written with the current version's path.
import type {ComponentProps, ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {
  useDocsPreferredVersion,
  useLatestVersion,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';

type VersionRoutes = Pick<GlobalVersion, 'path' | 'docs' | 'mainDocId' | 'isLast'>;

const withoutSlash = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * Where a current-version docs path leads in another version: the same page when that version
 * has it, else that version's first page. A path that is no doc in either version (a category's
 * generated index) keeps its place in the version's tree.
 */
export function docsPathInVersion(
  to: string,
  version: VersionRoutes | null | undefined,
  latest: VersionRoutes,
): string {
  if (!version || version.isLast || version.path === latest.path) return to;
  const [pathname, hash] = to.split('#');
  const base = withoutSlash(latest.path);
  if (pathname !== base && !pathname.startsWith(base === '/' ? '/' : `${base}/`)) return to;
  const inside = base === '/' ? pathname : pathname.slice(base.length);
  const target = `${withoutSlash(version.path)}${inside}`.replace(/^\/\//, '/');
  const matches = (doc: {path: string}) => withoutSlash(doc.path) === withoutSlash(target);
  const suffix = hash === undefined ? '' : `#${hash}`;
  const doc = version.docs.find(matches);
  if (doc) return `${doc.path}${suffix}`;
  const isDocInLatest = latest.docs.some(
    (candidate) => withoutSlash(candidate.path) === withoutSlash(pathname),
  );
  if (!isDocInLatest) return `${target}${suffix}`;
  const main = version.docs.find((candidate) => candidate.id === version.mainDocId);
  return main?.path ?? version.path;
}

export function useDocsPath(to: string): string {
  const {preferredVersion} = useDocsPreferredVersion();
  const latest = useLatestVersion(undefined);
  return docsPathInVersion(to, preferredVersion, latest);
}

export default function DocsLink({
  to,
  ...props
}: ComponentProps<typeof Link> & {to: string}): ReactNode {
  return <Link {...props} to={useDocsPath(to)} />;
}
