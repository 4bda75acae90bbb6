// Writes file.gz beside every text file of a built site (HTML, CSS, JavaScript, JSON, Markdown,
// llms*.txt, SVG, XML), so nginx's gzip_static serves them without compressing per request.
// A .gz that is not older than its file is kept (the build writes the search files' own); one
// that saves nothing is not written. How each file is compressed is scripts/lib/served-gzip.mjs's
// choice.
//   node scripts/precompress.mjs [build dir]
import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';

import {writeServedGzip} from './lib/served-gzip.mjs';

const textFile = /\.(html|css|js|mjs|json|map|md|txt|xml|svg|yaml|yml|webmanifest)$/;
const minBytes = 1024;

export async function precompress(buildDir) {
  let written = 0;
  let kept = 0;
  const pending = [];
  for (const entry of readdirSync(buildDir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile() || !textFile.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stats = statSync(file);
    if (stats.size < minBytes) continue;
    const gz = `${file}.gz`;
    let gzStats;
    try {
      gzStats = statSync(gz);
    } catch {
      gzStats = undefined;
    }
    // File dates are set to the millisecond, so compare whole milliseconds.
    if (gzStats && Math.floor(gzStats.mtimeMs) >= Math.floor(stats.mtimeMs)) {
      kept += 1;
      continue;
    }
    pending.push(
      writeServedGzip(file).then((result) => {
        if (result.written) written += 1;
      }),
    );
  }
  await Promise.all(pending);
  return {written, kept};
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const started = Date.now();
  const {written, kept} = await precompress(buildDir);
  console.log(
    `Precompressed ${written} files of ${buildDir} (${kept} already up to date) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}
