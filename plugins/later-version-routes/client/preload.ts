// Replaces Docusaurus' client `preload(pathname)` (see ../index.ts), which its pending
// navigation and `window.docusaurus.preload` (link hover) call: the same, once the route table
// has the routes `pathname` can match. tests/unit/docusaurus-internals.test.ts pins the original.
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';

import {routeLoader} from './laterRoutes';

type Preloadable = {preload?: () => unknown};

function preloadMatches(pathname: string): Promise<unknown[]> {
  const matches = Array.from(new Set([pathname, decodeURI(pathname)])).flatMap((name) =>
    matchRoutes(routes, name),
  );
  return Promise.all(
    matches.map((match) => (match.route.component as unknown as Preloadable).preload?.()),
  );
}

export default function preload(pathname: string): Promise<unknown[]> {
  const ready = routeLoader.routesReadyFor(pathname);
  return ready ? ready.then(() => preloadMatches(pathname)) : preloadMatches(pathname);
}
