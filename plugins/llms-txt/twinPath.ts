// Where the Markdown twin of a page lives. Shared by the build plugin, the
// "Copy page" control and the MCP server, so all three agree.
//
//   /toolhive/guides-cli/install  ->  /toolhive/guides-cli/install.md
//   /toolhive/                    ->  /toolhive/index.md
//   /                             ->  /index.md
export function twinPathOf(permalink: string): string {
  const path = permalink.split(/[?#]/, 1)[0] || '/';
  return path.endsWith('/') ? `${path}index.md` : `${path}.md`;
}

/** The page a browser path shows: `/a/b.html` and `/a/index.html` are `/a/b` and `/a/`. */
export function pagePath(pathname: string): string {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length);
  if (pathname.endsWith('.html')) return pathname.slice(0, -'.html'.length);
  return pathname;
}

/** The page path a twin path belongs to (the inverse of twinPathOf). */
export function permalinkOfTwin(twinPath: string): string | undefined {
  if (!twinPath.endsWith('.md')) return undefined;
  if (twinPath.endsWith('/index.md')) return twinPath.slice(0, -'index.md'.length);
  return twinPath.slice(0, -'.md'.length);
}

/** A lookup key that ignores a trailing slash, so /a/b and /a/b/ meet. */
export function routeKey(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Joins the site URL and a path without doubling or dropping the slash. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return siteUrl.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
}
