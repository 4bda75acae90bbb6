import {readdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';

/** The part of Docusaurus' client manifest (`.docusaurus/client-manifest.json`) read here. */
export type ClientManifest = {
  origins: Record<string, string[]>;
  assets: Record<string, {js?: {file: string}[]}>;
};

/** The script files of the chunk named `chunkName`. */
export function chunkFiles(manifest: ClientManifest, chunkName: string): string[] {
  const ids = manifest.origins[chunkName];
  if (!ids) throw new Error(`later-version-routes: no chunk "${chunkName}" in the client manifest`);
  return ids.flatMap((id) => (manifest.assets[id]?.js ?? []).map((asset) => asset.file));
}

/** The list of app scripts the page template's inline loader adds: it ends with the main bundle. */
const appScripts = /(\["[^"\]]*",?)*"[^"\]]*\/assets\/js\/main\.[0-9a-f]+\.js"(?=\])/;

/**
 * Adds `urls` to the end of the page's list of app scripts (plugins/first-paint's template), so
 * they download with the main bundle instead of after it. Throws when the list is not there.
 */
export function withAppScripts(html: string, urls: string[]): string {
  const match = appScripts.exec(html);
  if (!match) throw new Error('later-version-routes: no list of app scripts in the page');
  const end = match.index + match[0].length;
  return `${html.slice(0, end)}${urls.map((url) => `,${JSON.stringify(url)}`).join('')}${html.slice(end)}`;
}

/** Every HTML file below `dir`. */
export async function htmlFilesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Adds `urls` to the app scripts of every page below `dir`. Other plugins read the pages after
 * the build at the same time (search, llms.txt), so each file is replaced whole, by a rename.
 */
export async function addAppScriptsBelow(dir: string, urls: string[]): Promise<number> {
  const files = await htmlFilesBelow(dir);
  for (const file of files) {
    const next = `${file}.later-version-routes`;
    await writeFile(next, withAppScripts(await readFile(file, 'utf8'), urls));
    await rename(next, file);
  }
  return files.length;
}
