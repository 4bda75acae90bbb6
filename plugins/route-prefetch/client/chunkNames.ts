import type {RouteChunkNames} from '@docusaurus/types';

/**
 * Every chunk name of each route, keyed by the route's path. Docusaurus keys `routesChunkNames`
 * by the path plus a hash suffix (`/docs/intro-0e3`), and nests the names in objects.
 */
export function chunkNamesByRoutePath(routesChunkNames: RouteChunkNames): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const [hashedPath, chunkNames] of Object.entries(routesChunkNames)) {
    const routePath = hashedPath.replace(/-[^-]+$/, '');
    const names = byPath.get(routePath) ?? [];
    collectStrings(chunkNames, names);
    byPath.set(routePath, names);
  }
  return byPath;
}

function collectStrings(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) collectStrings(item, into);
}
