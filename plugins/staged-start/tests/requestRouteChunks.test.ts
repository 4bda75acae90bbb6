import {describe, expect, it} from 'vitest';
import type {RouteConfig} from 'react-router-config';

import {requestRouteChunks} from '../client/requestRouteChunks';

function route(path: string, log: string[], routes?: RouteConfig[], fails = false): RouteConfig {
  const component = Object.assign(() => null, {
    preload: () => {
      log.push(`preload ${path}`);
      return fails ? Promise.reject(new Error('chunk failed')) : Promise.resolve();
    },
  });
  return {path, component, routes, exact: !routes};
}

describe('requestRouteChunks', () => {
  it('requests the code of each matching route, outermost first, one route per step', async () => {
    const log: string[] = [];
    const routes = [
      route('/', log, [route('/toolhive/', log), route('/toolhive/quickstart', log)]),
    ];
    await requestRouteChunks(routes, '/toolhive/quickstart', async () => {
      log.push('pause');
    });
    expect(log).toEqual(['preload /', 'pause', 'preload /toolhive/quickstart', 'pause']);
  });

  it('leaves a failed request to the client entry', async () => {
    const log: string[] = [];
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await requestRouteChunks([route('/', log, undefined, true)], '/', async () => {});
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(log).toEqual(['preload /']);
    expect(unhandled).toEqual([]);
  });

  it('does nothing for a path no route matches', async () => {
    const log: string[] = [];
    await requestRouteChunks([route('/toolhive/', log)], '/elsewhere', async () => {
      log.push('pause');
    });
    expect(log).toEqual([]);
  });
});
