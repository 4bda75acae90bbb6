import type {laterRoutes} from '@generated/routes';

type LaterRoutes = typeof laterRoutes;

/** The pathnames a route table matches for `pathname`: as given, and decoded as Docusaurus does. */
function spellings(pathname: string): string[] {
  try {
    return [pathname, decodeURI(pathname)];
  } catch {
    return [pathname];
  }
}

const isUnder = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`);

/** The not-yet-loaded routes a table must have to match `pathname`. */
export function missingRoutesFor(
  later: LaterRoutes,
  loaded: ReadonlySet<string>,
  pathname: string,
): LaterRoutes[number][] {
  const names = spellings(pathname);
  return later.filter(
    (entry) => !loaded.has(entry.path) && names.some((name) => isUnder(name, entry.path)),
  );
}

/**
 * Puts the routes in `entry` back where the generated table had them: in `parent`, before
 * `next` (the sibling that followed them).
 */
export function insertRoutes(
  entry: LaterRoutes[number],
  routes: LaterRoutes[number]['parent'][number],
): void {
  const index = entry.next ? entry.parent.indexOf(entry.next) : -1;
  entry.parent.splice(index < 0 ? entry.parent.length : index, 0, routes);
}

/** Loads route tables as they are needed; `later` is the generated table's `laterRoutes`. */
export function createRouteLoader(later: LaterRoutes) {
  const loaded = new Set<string>();
  const loading = new Map<string, Promise<void>>();
  const load = (entry: LaterRoutes[number]) => {
    let promise = loading.get(entry.path);
    if (!promise) {
      promise = entry.load().then(({default: routes}) => {
        if (loaded.has(entry.path)) return;
        insertRoutes(entry, routes);
        loaded.add(entry.path);
      });
      // A failed download may be tried again on the next navigation.
      promise.catch(() => loading.delete(entry.path));
      loading.set(entry.path, promise);
    }
    return promise;
  };
  return {
    /**
     * Undefined when the table already has every route `pathname` can match; otherwise a promise
     * that settles once it has.
     */
    routesReadyFor(pathname: string): Promise<void> | undefined {
      const missing = missingRoutesFor(later, loaded, pathname);
      if (missing.length === 0) return undefined;
      return Promise.all(missing.map(load)).then(() => undefined);
    },
    /** The entries `pathname` needs that are not loaded yet. */
    missingFor: (pathname: string) => missingRoutesFor(later, loaded, pathname),
  };
}
