// Hit URLs as the site opens them, and the search page's address.
/** Turns a hit URL on this site into a path the router can open. */
export function toSitePath(url: string, siteUrl: string): string {
  for (const origin of [siteUrl, typeof window === 'undefined' ? '' : window.location.origin]) {
    if (
      origin &&
      (url === origin || url.startsWith(`${origin}/`) || url.startsWith(`${origin}#`))
    ) {
      return url.slice(origin.length) || '/';
    }
  }
  return url;
}

/** A hit leaves the site when its URL is still absolute, or matches the configured pattern. */
export function isExternalUrl(url: string, pattern: string | null): boolean {
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return true;
  return pattern ? new RegExp(pattern).test(url) : false;
}

export function searchPagePath(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}
