// Compresses the bytes it is started with into Zopfli's gzip and posts them back (served-gzip.mjs).
import {parentPort, workerData} from 'node:worker_threads';

import {gzipAsync} from '@gfx/zopfli';

parentPort.postMessage(await gzipAsync(workerData, {numiterations: 15}));
