// The built docs as the MCP server sees them: llms.json (pages and sidebar
// tree, written by the llms-txt plugin) and the Markdown twins next to the
// pages in build/.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import type {LlmsJson} from '../../plugins/llms-txt';
import type {TreeItem} from '../../plugins/llms-txt/site';
import {routeKey} from '../../plugins/llms-txt/twinPath';

export type DocsPage = LlmsJson['pages'][number];
export type {TreeItem};

export type Docs = {
  buildDir: string;
  title: string;
  summary: string;
  siteUrl: string;
  pages: DocsPage[];
  tree: TreeItem[];
  /** The page a URL, path or twin path names, if any. */
  find(reference: string): DocsPage | undefined;
  /** A page's Markdown twin. */
  markdown(page: DocsPage): string;
  /** The text of the version's llms.txt. */
  llmsTxt(): string;
};

export class DocsError extends Error {}

/** Turns what a person or model might type into a route key. */
export function referenceKey(reference: string, siteUrl: string): string | undefined {
  let value = reference.trim();
  if (!value) return undefined;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return undefined;
    }
    const site = new URL(siteUrl);
    const sameSite =
      url.host === site.host || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    if (!sameSite) return undefined;
    value = url.pathname;
  }
  value = value.split(/[?#]/, 1)[0];
  if (!value.startsWith('/')) value = `/${value}`;
  try {
    value = decodeURI(value);
  } catch {
    // Keep the raw path.
  }
  if (value.endsWith('/index.md')) value = value.slice(0, -'index.md'.length);
  else if (value.endsWith('.md')) value = value.slice(0, -'.md'.length);
  return routeKey(value);
}

/**
 * The docs of a build: `versionDir` is where a docs version's llms.json and llms.txt are (`''` for
 * the current docs, `/v0.0.47` for an older version); the Markdown twins are under `buildDir` at
 * their own paths.
 */
export function loadDocs(buildDir: string, versionDir = ''): Docs {
  const file = path.join(buildDir, versionDir, 'llms.json');
  if (!existsSync(file)) {
    throw new DocsError(
      `No built docs at ${buildDir} (missing llms.json). Build the site first: npx docusaurus build`,
    );
  }
  let data: LlmsJson;
  try {
    data = JSON.parse(readFileSync(file, 'utf8')) as LlmsJson;
  } catch (error) {
    throw new DocsError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(data.pages) || !Array.isArray(data.tree)) {
    throw new DocsError(`${file} does not look like the llms-txt plugin's output.`);
  }
  const byKey = new Map(data.pages.map((page) => [routeKey(page.permalink), page]));
  const cache = new Map<string, string>();

  return {
    buildDir,
    title: data.title,
    summary: data.summary,
    siteUrl: data.siteUrl,
    pages: data.pages,
    tree: data.tree,
    find(reference) {
      const key = referenceKey(reference, data.siteUrl);
      return key ? byKey.get(key) : undefined;
    },
    markdown(page) {
      let text = cache.get(page.twinPath);
      if (text === undefined) {
        const twin = path.join(buildDir, page.twinPath);
        if (!existsSync(twin))
          throw new DocsError(`The Markdown of ${page.permalink} is missing from ${buildDir}.`);
        text = readFileSync(twin, 'utf8');
        cache.set(page.twinPath, text);
      }
      return text;
    },
    llmsTxt() {
      return readFileSync(path.join(buildDir, versionDir, 'llms.txt'), 'utf8');
    },
  };
}
