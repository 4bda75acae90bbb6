import type {RouteConfig} from 'react-router-config';

declare module '@generated/routes' {
  /** Routes not in the table yet (see plugins/later-version-routes), each with where it goes. */
  export const laterRoutes: readonly {
    path: string;
    /** The name of the chunk that holds them. */
    chunkName: string;
    parent: RouteConfig[];
    next: RouteConfig | undefined;
    load(): Promise<{default: RouteConfig}>;
  }[];
}
