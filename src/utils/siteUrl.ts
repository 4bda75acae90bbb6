/** Where the docs are published. Canonical links, the sitemap, `llms.txt` and the `.md` twins name
 * it, so a plain build links to the live site wherever it is served from. */
export const productionSiteUrl = 'https://docs.stacklok.com';

/** The public URL of the site: `SITE_URL` when set (for example `http://localhost:3000` for a
 * build that must link to itself locally), otherwise the production URL. */
export function siteUrlFrom(env: Record<string, string | undefined>): string {
  const value = env.SITE_URL?.trim();
  if (!value) return productionSiteUrl;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `SITE_URL must be an absolute http(s) URL such as ${productionSiteUrl}; got "${value}".`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SITE_URL must use http or https; got "${value}".`);
  }
  return value.replace(/\/+$/, '');
}
