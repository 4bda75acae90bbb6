import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {currentVersion, olderVersion} from '../../data/docs-versions';
import {apiSpecFile, loadApiSpec, operationRoute} from '../../scripts/lib/openapi-spec';
import {twinPathOf} from '../../plugins/llms-txt/twinPath';
import {expect, test} from './support/fixtures';
import {docsRoutes, olderDocsRoutes} from './support/routes';

// The AI outputs of the production build: /llms.txt, /llms-full.txt and the
// Markdown twins. These read build/ directly, after the build.
const buildDir = path.resolve(__dirname, '..', '..', 'build');
const read = (file: string) => readFileSync(path.join(buildDir, file), 'utf8');
const llms = JSON.parse(read('llms.json')) as {
  siteUrl: string;
  pages: {title: string; permalink: string; twinPath: string; inSidebar: boolean; kind: string}[];
};

/** The build file a site URL names, or undefined when it is not on this site. */
function fileFor(url: string): string | undefined {
  if (!url.startsWith(`${llms.siteUrl}/`)) return undefined;
  const pathname = decodeURI(new URL(url).pathname);
  return path.join(buildDir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
}

test.describe('llms.txt', () => {
  const text = read('llms.txt');

  test('has a title, a one-paragraph summary and sections', () => {
    expect(text).toMatch(
      /^# ToolHive\n\n> ToolHive runs Model Context Protocol \(MCP\) servers[^\n]+\n/,
    );
    const sections = text.match(/^## .+$/gm) ?? [];
    expect(sections.slice(0, 2)).toEqual(['## Start here', '## Concepts']);
    expect(sections).toContain('## Reference');
  });

  test('every link resolves to a file in build/', () => {
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
    const sidebarDocs = llms.pages.filter((p) => p.inSidebar && p.kind === 'doc');
    expect(links.length).toBeGreaterThanOrEqual(sidebarDocs.length);
    const missing = links.filter((link) => {
      const file = fileFor(link);
      return file !== undefined && !existsSync(file);
    });
    expect(missing).toEqual([]);
    // Pages link their Markdown twins; the index also links the other version's index and the
    // full text by section (llms-<section>.txt).
    const onSite = links.filter(
      (link) => fileFor(link) && !/\/llms(-[a-z0-9-]+)?\.txt$/.test(link),
    );
    expect(onSite.every((link) => link.endsWith('.md'))).toBe(true);
    expect(links.filter((link) => /\/llms-[a-z0-9-]+\.txt$/.test(link)).length).toBeGreaterThan(5);
  });

  test('describes the current release and links to the index of the older version', () => {
    expect(text).toContain(
      `These docs describe ToolHive ${currentVersion.release}, the current release.`,
    );
    const olderIndex = `${llms.siteUrl}${olderVersion.routePrefix}/llms.txt`;
    expect(text).toMatch(/^## Other versions\n\n- \[ToolHive v0\.0\.47\]\(([^)]+)\)/m);
    expect(text).toContain(`](${olderIndex})`);
    expect(text).not.toContain(`${llms.siteUrl}${olderVersion.routePrefix}/toolhive/`);
    const older = read(`${olderVersion.routePrefix.slice(1)}/llms.txt`);
    expect(older).toMatch(/^# ToolHive v0\.0\.47\n/);
    expect(older).toContain(
      `These docs describe ToolHive ${olderVersion.release}, an older release`,
    );
    const olderLinks = [...older.matchAll(/\]\((http[^)\s]+)\)/g)].map((match) => match[1]);
    const docsLinks = olderLinks.filter(
      (link) => link.startsWith(`${llms.siteUrl}/`) && !/\/llms-[a-z0-9-]+\.txt$/.test(link),
    );
    expect(docsLinks.length).toBeGreaterThan(50);
    for (const link of docsLinks) {
      expect(link, 'an older page links within its version').toContain(
        `${llms.siteUrl}${olderVersion.routePrefix}/toolhive/`,
      );
      expect(existsSync(fileFor(link)!), link).toBe(true);
    }
    expect(read(`${olderVersion.routePrefix.slice(1)}/llms-full.txt`)).toContain(
      `Canonical URL: ${llms.siteUrl}${olderVersion.routePrefix}/toolhive/quickstart`,
    );
  });

  test('lists every sidebar doc, each as [title](twin URL): description', () => {
    for (const page of llms.pages.filter((p) => p.inSidebar && p.kind === 'doc')) {
      expect(text, page.permalink).toContain(`](${llms.siteUrl}${page.twinPath})`);
    }
    expect(text).toMatch(
      /- \[Install ToolHive\]\(http[^)]+\/toolhive\/guides-cli\/install\.md\): \S/,
    );
    expect(text).toContain('/toolhive/reference/docs-for-ai.md');
  });

  test('is served as text', async ({request}) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  });
});

test.describe('Markdown twins', () => {
  test('every docs route has its twin, served as Markdown', async ({request}) => {
    for (const route of [...docsRoutes, ...olderDocsRoutes]) {
      const file = path.join(buildDir, twinPathOf(route));
      expect(existsSync(file), `${twinPathOf(route)} for ${route}`).toBe(true);
      const twin = readFileSync(file, 'utf8');
      expect(twin, route).toMatch(/^# \S.*\n\nCanonical URL: http\S+\n/);
      const prose = twin.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
      // Code spans may show placeholders such as `<YYYYMMDDhhmmss>`: they are not JSX.
      const outsideCode = prose.replace(/`[^`\n]*`/g, '');
      expect(outsideCode, `${route} keeps no MDX`).not.toMatch(
        /^(import|export) |<[A-Z][A-Za-z]*[\s/>]/m,
      );
    }
    const response = await request.get('/toolhive/guides-cli/install.md');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
  });

  test('the theme preview twin renders every MDX feature as Markdown', () => {
    const twin = read('theme-preview.md');
    expect(twin.match(/^# /gm)).toHaveLength(1);
    expect(twin).toContain('- **macOS**\n\n  Content for macOS.\n\n- **Linux**');
    expect(twin).toContain('> **Tip: A tip with a custom title**');
    expect(twin).toContain('> **Danger**');
    expect(twin).toContain('```mermaid\nflowchart LR');
    expect(twin).toContain('```bash title="Run a server"');
    expect(twin).toContain('<details>\n<summary>Show more</summary>');
    expect(twin).toMatch(/\| `thv run` +\| Starts an MCP server/);
    expect(twin).toContain('`Ctrl` + `K`');
    expect(twin).not.toContain('<head>');
  });

  test('every API operation has an ordinary twin with its samples', () => {
    const spec = loadApiSpec(path.resolve(buildDir, '..', apiSpecFile));
    const overview = read('toolhive/reference/api.md');
    for (const op of spec.operations) {
      expect(overview, op.operationId).toMatch(
        new RegExp(`\\| ${op.method} +\\| \`${op.path}\` +\\|`),
      );
      const twin = read(`${operationRoute(op).slice(1)}.md`);
      expect(twin, op.operationId).toContain(`**${op.method}** \`${op.path}\``);
      expect(twin, op.operationId).toMatch(/```bash\n\s*curl /);
      expect(twin, op.operationId).toMatch(/```python\n\s*import requests/);
    }
  });

  test('the docs home twin is /toolhive/index.md', () => {
    expect(read('toolhive/index.md')).toMatch(/^# .+\n\nCanonical URL: http\S+\/toolhive\/\n/);
  });
});

test('llms-full.txt holds every sidebar doc in sidebar order', () => {
  const full = read('llms-full.txt');
  let last = -1;
  for (const page of llms.pages.filter((p) => p.inSidebar && p.kind === 'doc')) {
    const at = full.indexOf(`Canonical URL: ${llms.siteUrl}${page.permalink}\n`);
    expect(at, page.permalink).toBeGreaterThan(last);
    last = at;
  }
  expect(full).not.toContain(`Canonical URL: ${llms.siteUrl}/theme-preview`);
});
