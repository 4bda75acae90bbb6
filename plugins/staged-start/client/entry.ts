// The browser bundle's entry in production builds (see plugins/staged-start). Each step
// evaluates part of what Docusaurus' client entry imports; a module runs only once, so the last
// step finds the others done and only has its own work left.
import 'react';
import 'react-dom/client';

import {routeLoader} from '../../later-version-routes/client/laterRoutes';
import {requestRouteChunks} from './requestRouteChunks';

/** Gives the browser a turn (input, rendering) before the next step. */
function pause(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Marks each step in the performance timeline, so tests (and readers' devtools) can see them. */
function mark(step: string): void {
  performance.mark(`staged-start:${step}`);
}

async function start(): Promise<void> {
  await pause();
  const {default: routes} = await import(/* webpackMode: "eager" */ '@generated/routes');
  mark('routes');
  // An older docs version's page: its routes are not in the main bundle (plugins/later-version-routes).
  await routeLoader.routesReadyFor(window.location.pathname);
  await pause();
  await requestRouteChunks(routes, window.location.pathname, pause);
  mark('route-chunks-requested');
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App');
  mark('app');
  await pause();
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry');
  mark('client-entry');
}

void start();
