// Compiles the docs MCP server (mcp/src) into one ES module, mcp/dist/cli.mjs, so that it starts
// without compiling TypeScript: with tsx it took 2.5 s to its first answer on an idle machine and
// 14-17 s on a busy one. Packages stay external and load from node_modules. With --if-stale it
// builds only when a source file is newer than the output. It writes nothing to standard output,
// which belongs to the MCP protocol when `npm run --silent mcp` runs on stdio.
import {existsSync, mkdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outfile = path.join(root, 'mcp/dist/cli.mjs');
const inputsFile = path.join(root, 'mcp/dist/inputs.json');

export function isStale() {
  if (!existsSync(outfile) || !existsSync(inputsFile)) return true;
  const builtAt = statSync(outfile).mtimeMs;
  const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
  return inputs.some((input) => {
    const file = path.join(root, input);
    return !existsSync(file) || statSync(file).mtimeMs > builtAt;
  });
}

export async function buildMcp() {
  // Loaded only to build: the staleness check before every start must stay cheap.
  const {build} = await import('esbuild');
  mkdirSync(path.dirname(outfile), {recursive: true});
  const result = await build({
    entryPoints: [path.join(root, 'mcp/src/cli.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    metafile: true,
    logLevel: 'error',
  });
  const inputs = Object.keys(result.metafile.inputs).filter(
    (input) => !input.includes('node_modules'),
  );
  writeFileSync(inputsFile, `${JSON.stringify(inputs, null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.argv.includes('--if-stale') || isStale()) await buildMcp();
}
