import {matchRoutes, type RouteConfig} from 'react-router-config';

type Preloadable = {preload?: () => Promise<unknown>};

/**
 * Requests the code of every route that matches `pathname`, one route per step, before the app
 * itself is evaluated. Docusaurus' client entry requests all of it in one task, once the app has
 * been evaluated: each chunk is a script element to add, and the downloads waited for the app.
 * When the client entry asks again, the bundler finds every chunk already on its way. A failed
 * request is left for the client entry, which asks again and reports it.
 */
export async function requestRouteChunks(
  routes: readonly RouteConfig[],
  pathname: string,
  pause: () => Promise<void>,
): Promise<void> {
  for (const {route} of matchRoutes(routes as RouteConfig[], pathname)) {
    (route.component as Preloadable | undefined)?.preload?.().catch(() => {});
    await pause();
  }
}
