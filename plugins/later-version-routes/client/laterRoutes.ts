import {laterRoutes} from '@generated/routes';

import {createRouteLoader} from './routeLoader';

/** The site's route loader: the generated route table's `laterRoutes`, loaded as needed. */
export const routeLoader = createRouteLoader(laterRoutes);
