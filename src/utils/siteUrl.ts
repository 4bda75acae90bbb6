/** Where the docs are published. Canonical links, the sitemap, `llms.txt` and the `.md` twins name
 * it, so a plain build links to the live site wherever it is served from. */
export const productionSiteUrl = 'https://docs.stacklok.com';

/** The repository of the site's sources, for "Edit this page" and the sources of generated pages. */
export const defaultRepositoryUrl = 'https://github.com/stacklok/toolhive-docs';

/** A setting that cannot be used; its message is one line that says what to set instead. */
export class SettingError extends Error {}

/** Parses an http(s) URL written out in full (`https://host`, never `https:host`), or says why not. */
function httpUrl(name: string, value: string, example: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:\/\/[^/]/i.test(value)) {
    throw new SettingError(
      `${name} must be an absolute http(s) URL such as ${example}; got "${value}".`,
    );
  }
  if (url.username || url.password) {
    throw new SettingError(`${name} must not hold a user name or password; got "${value}".`);
  }
  if (url.search || url.hash || /[?#]/.test(value)) {
    throw new SettingError(`${name} must not have a query or fragment; got "${value}".`);
  }
  return url;
}

/** The public URL of the site: `SITE_URL` when set (for example `http://localhost:3000` for a
 * build that must link to itself locally), otherwise the production URL. It is an origin only,
 * `http(s)://host[:port]`: the site is built for the root path, so a path would break every link. */
export function siteUrlFrom(env: Record<string, string | undefined>): string {
  const value = env.SITE_URL?.trim();
  if (!value) return productionSiteUrl;
  const url = httpUrl('SITE_URL', value, productionSiteUrl);
  if (url.pathname !== '/') {
    throw new SettingError(
      `SITE_URL must be the bare address of the site, http(s)://host[:port], with no path; got "${value}".`,
    );
  }
  return url.origin;
}

/** `REPOSITORY_URL` when set, otherwise the site's repository: an http(s) URL that may have a path. */
export function repositoryUrlFrom(env: Record<string, string | undefined>): string {
  const value = env.REPOSITORY_URL?.trim();
  if (!value) return defaultRepositoryUrl;
  const url = httpUrl('REPOSITORY_URL', value, defaultRepositoryUrl);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}
