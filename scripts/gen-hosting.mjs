// `npm run gen:hosting`: writes deploy/nginx/http.conf, deploy/nginx/server.conf and vercel.json
// from data/hosting.json. With `--csp <build dir> <file>` it writes instead the nginx include
// that holds the Content-Security-Policy of that build (the sha256 of each inline script).
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {
  inlineScriptHashes,
  nginxCspInclude,
  nginxHttpConf,
  nginxServerConf,
  vercelJson,
} from './lib/hosting.mjs';

const root = path.resolve(import.meta.dirname, '..');

export function readHostingRules() {
  return JSON.parse(readFileSync(path.join(root, 'data/hosting.json'), 'utf8'));
}

/** The committed files and their contents, relative to the repository root. */
export function hostingFiles(rules = readHostingRules()) {
  return {
    'deploy/nginx/http.conf': nginxHttpConf(rules),
    'deploy/nginx/server.conf': nginxServerConf(rules),
    'vercel.json': vercelJson(rules),
  };
}

/** Writes the CSP include for `buildDir` to `file`; returns how many inline scripts it lists. */
export function writeCspInclude(buildDir, file, rules = readHostingRules()) {
  const hashes = inlineScriptHashes(buildDir);
  if (hashes.length === 0) {
    throw new Error(`No inline script in the pages of ${buildDir}: is it a built site?`);
  }
  writeFileSync(file, nginxCspInclude(rules, hashes));
  return hashes.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  if (args[0] === '--csp') {
    const [, buildDir, file] = args;
    if (!buildDir || !file) {
      console.error('Usage: node scripts/gen-hosting.mjs --csp <build dir> <output file>');
      process.exit(2);
    }
    try {
      const count = writeCspInclude(path.resolve(buildDir), path.resolve(file));
      console.log(`Wrote ${file}: script-src lists ${count} inline scripts of ${buildDir}.`);
    } catch (error) {
      console.error(error.message);
      process.exit(1);
    }
  } else {
    for (const [file, text] of Object.entries(hostingFiles())) {
      writeFileSync(path.join(root, file), text);
      console.log(`Wrote ${file}`);
    }
  }
}
