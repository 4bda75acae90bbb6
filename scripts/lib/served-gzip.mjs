// How the site's text files are gzipped for serving: scripts/precompress.mjs writes each file's
// .gz with this, nginx's gzip_static sends it, and `npm run bench:search` measures the search
// files with it. The build writes the search files' .gz itself, since it measures them anyway,
// and precompress keeps those as up to date. The files a search fetches, which a reader waits on
// after typing, get Zopfli's gzip: the same format every browser reads, about 3 % smaller than
// zlib's best, at about a second of build time for each 250 KB, too slow for every file of the
// site.
import {readFileSync, statSync, utimesSync, writeFileSync} from 'node:fs';
import {Worker} from 'node:worker_threads';
import {constants, gunzipSync, gzipSync} from 'node:zlib';

const searchFile = /(^|[\\/])search-(index|texts)(-[\w.-]+)?\.json$/;

/** Whether the file (a name or a path) is one a search fetches, which is served Zopfli's gzip. */
export function isSearchFile(file) {
  return searchFile.test(file);
}

/**
 * The bytes served for `file`'s content when a client takes gzip. Zopfli runs in a worker thread:
 * its WebAssembly runtime installs process-wide exception handlers, and several files compress
 * at once on a machine with more than one core.
 * @param {string} file
 * @param {string | Buffer} content
 * @returns {Promise<Buffer>}
 */
export async function servedGzip(file, content) {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  if (!isSearchFile(file)) return gzipSync(bytes, {level: constants.Z_BEST_COMPRESSION});
  const compressed = await zopfliGzip(bytes);
  // Checked here, since a compressor's fault would break search for every reader.
  if (!gunzipSync(compressed).equals(bytes)) {
    throw new Error(`Zopfli's gzip of ${file} does not unpack to the file.`);
  }
  return compressed;
}

/**
 * Writes `file.gz` as served, dated as the file so that Last-Modified does not depend on which
 * one nginx sends (in seconds with their fraction: a Date is rounded to the millisecond,
 * sometimes upwards). A .gz that saves nothing is not written. Returns the gzip's size.
 * @param {string} file
 * @returns {Promise<{bytes: number, written: boolean}>}
 */
export async function writeServedGzip(file) {
  const stats = statSync(file);
  const compressed = await servedGzip(file, readFileSync(file));
  const written = compressed.length < stats.size;
  if (written) {
    writeFileSync(`${file}.gz`, compressed);
    utimesSync(`${file}.gz`, stats.atimeMs / 1000, stats.mtimeMs / 1000);
  }
  return {bytes: compressed.length, written};
}

function zopfliGzip(bytes) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./zopfli-worker.mjs', import.meta.url), {
      workerData: bytes,
    });
    worker.once('message', (compressed) => resolve(Buffer.from(compressed)));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The Zopfli worker exited with code ${code}.`));
    });
  });
}
