import {laterRoutes} from '@generated/routes';

import {createRouteLoader} from './routeLoader';

/**
 * The site's route loader: the generated route table's `laterRoutes`, loaded as needed. None
 * when the plugin's loader did not run (a config without the plugin).
 */
export const routeLoader = createRouteLoader((laterRoutes as typeof laterRoutes | undefined) ?? []);
