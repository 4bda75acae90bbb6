import {matchPath} from 'react-router-dom';
import {describe, expect, it} from 'vitest';

import {routePathOf, type RouteEntry} from '../../src/components/CopyPage/routePath';

// The shape Docusaurus generates: a layout route per docs version, leaf routes per page, and a
// catch-all last.
const routes: RouteEntry[] = [
  {
    path: '/toolhive',
    routes: [
      {path: '/toolhive/', exact: true},
      {path: '/toolhive/guides-cli/install', exact: true},
      {path: '/toolhive/registry/', exact: true},
      {path: '/toolhive/registry/fetch', exact: true},
      {path: '*'},
    ],
  },
  {path: '*'},
];

describe('routePathOf', () => {
  it('gives the route a page is linked by, whichever slash the address has', () => {
    expect(routePathOf('/toolhive/registry', routes, matchPath)).toBe('/toolhive/registry/');
    expect(routePathOf('/toolhive/registry/', routes, matchPath)).toBe('/toolhive/registry/');
    expect(routePathOf('/toolhive/guides-cli/install/', routes, matchPath)).toBe(
      '/toolhive/guides-cli/install',
    );
    expect(routePathOf('/toolhive', routes, matchPath)).toBe('/toolhive/');
  });

  it('does not stop at a layout route or the first prefix that matches', () => {
    expect(routePathOf('/toolhive/registry/fetch/', routes, matchPath)).toBe(
      '/toolhive/registry/fetch',
    );
  });

  it('has no route for an address only the catch-all serves', () => {
    expect(routePathOf('/toolhive/no-such-page', routes, matchPath)).toBeUndefined();
    expect(routePathOf('/elsewhere', routes, matchPath)).toBeUndefined();
  });
});
