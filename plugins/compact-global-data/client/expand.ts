// Runs as a client module, before the app renders: the browser's global data gets its docs lists
// back in the shape Docusaurus wrote them (see ../index.ts). On the server, and in the dev
// server, the data was never made short and this changes nothing.
import globalData from '@generated/globalData';

import {expandGlobalData} from '../compact.cjs';

expandGlobalData(globalData);
