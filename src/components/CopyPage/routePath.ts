// The path a page is linked by, found the way the router finds the page: a reader who typed
// /toolhive/registry sees the page whose route is /toolhive/registry/, and its Markdown twin
// is named after the route, not after the address bar.

export type RouteEntry = {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
  routes?: readonly RouteEntry[];
};

type PathMatcher = (
  pathname: string,
  options: {path?: string | string[]; exact?: boolean; strict?: boolean; sensitive?: boolean},
) => unknown;

/**
 * The route path that serves `pathname`, walking the route table as react-router-config does
 * (the first match at each level wins). Undefined when only the catch-all route matches.
 */
export function routePathOf(
  pathname: string,
  routes: readonly RouteEntry[],
  matchPath: PathMatcher,
): string | undefined {
  for (const route of routes) {
    if (route.path === undefined || !matchPath(pathname, route)) continue;
    if (route.routes) return routePathOf(pathname, route.routes, matchPath);
    return typeof route.path === 'string' && route.path !== '*' ? route.path : undefined;
  }
  return undefined;
}
