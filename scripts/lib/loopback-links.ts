// Finds links to the site itself on a loopback host in built files. Docs legitimately name local
// servers (`thv serve` on http://localhost:8080, a proxy on http://127.0.0.1:43832/sse), so a
// loopback URL counts as a link to the site only when it uses the dev server's origin
// (port 3000, where `npm start` and `npm run site` serve it) or when its path is a page or file
// of the build (other than `/`, which any local server has).

const loopbackUrl =
  /\bhttps?:\/\/(?:localhost|127\.0\.0\.1|\[::1\]|0\.0\.0\.0)(?::(\d+))?(\/[^\s"'`<>()\\]*)?/g;

/** The dev server's port: a loopback URL on it is the site. */
export const devServerPort = '3000';

export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0]!.replace(/\/+$/, '');
  return bare === '' ? '/' : bare;
}

/**
 * The loopback URLs in `text` that point at the site: on the dev server's port, or with a path in
 * `sitePaths` (normalised with `normalisePath`).
 */
export function loopbackSiteLinks(text: string, sitePaths: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(loopbackUrl)) {
    const [url, port, path = '/'] = match;
    const normalised = normalisePath(path);
    if (port === devServerPort || (normalised !== '/' && sitePaths.has(normalised))) {
      found.push(url);
    }
  }
  return found;
}
