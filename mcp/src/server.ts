// The docs MCP server: tools search_docs, get_page and list_pages, and every
// page as a resource. Transport-free; see stdio.ts and http.ts.
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';

import type {Docs, DocsPage, TreeItem} from './docs';
import {lookupK8sReference} from './k8s-reference';
import {UnknownVersionError, versionInput, type DocsLibrary} from './library';
import {registerRegistryTool} from './registry';

export const maxQueryLength = 512;
export const serverName = 'toolhive-docs';
export const serverVersion = '1.0.0';

/** A tool failure the model can read and act on. */
class ToolInputError extends Error {}

function pick(library: DocsLibrary, release: string | undefined) {
  try {
    return library.pick(release);
  } catch (error) {
    if (error instanceof UnknownVersionError) throw new ToolInputError(error.message);
    throw error;
  }
}

function treeLines(items: TreeItem[], docs: Docs, indent = ''): string[] {
  const lines: string[] = [];
  for (const item of items) {
    if (item.type === 'link') {
      lines.push(`${indent}- ${item.label} (external link: ${item.href})`);
      continue;
    }
    const page = item.permalink ? docs.find(item.permalink) : undefined;
    const label = page ? `${page.title} — ${page.permalink}` : item.label;
    const description = page?.description ? `: ${page.description}` : '';
    lines.push(`${indent}- ${label}${description}`);
    if (item.type === 'category') lines.push(...treeLines(item.items, docs, `${indent}  `));
  }
  return lines;
}

type TreeNode = {
  title: string;
  path?: string;
  url?: string;
  description?: string;
  children?: TreeNode[];
};

function treeData(items: TreeItem[], docs: Docs): TreeNode[] {
  return items.map((item) => {
    if (item.type === 'link') return {title: item.label, url: item.href};
    const page = item.permalink ? docs.find(item.permalink) : undefined;
    const node: TreeNode = {title: page?.title ?? item.label};
    if (page)
      Object.assign(node, {path: page.permalink, url: page.url, description: page.description});
    if (item.type === 'category') node.children = treeData(item.items, docs);
    return node;
  });
}

function resourceName(page: DocsPage): string {
  return page.permalink.replace(/^\/+|\/+$/g, '') || 'home';
}

export function createDocsServer(library: DocsLibrary): McpServer {
  const {docs} = library.current;
  const releases = library.versions.map((entry) => entry.version.release).join(', ');
  const server = new McpServer(
    {name: serverName, version: serverVersion, title: `${docs.title} docs`},
    {
      instructions:
        `Documentation of ${docs.title}. ${docs.summary} ` +
        `Every tool answers from the docs of the current release, ${library.current.version.release}; pass version to ask about another (${releases}). ` +
        'Use search_docs to find pages, get_page to read one as Markdown, list_pages for the table of contents, ' +
        'get_registry_server for one server of the built-in registry, get_k8s_field for one MCPServer field or operator chart value.',
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description: `Full-text search over the ${docs.title} docs. Returns the best matching sections with title, URL and a snippet. Read a whole page with get_page.`,
      inputSchema: {
        query: z
          .string()
          .describe(
            `Words to look for, e.g. "secrets github token" (at most ${maxQueryLength} characters are used)`,
          ),
        limit: z
          .number()
          .int()
          .min(1)
          .max(20)
          .optional()
          .describe('How many hits to return (1–20, default 5)'),
        version: versionInput(library),
      },
      outputSchema: {
        query: z.string(),
        version: z.string(),
        hits: z.array(
          z.object({
            title: z.string(),
            section: z.string().nullable(),
            url: z.string(),
            snippet: z.string(),
          }),
        ),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({query, limit, version}) => {
      const chosen = pick(library, version);
      const release = chosen.version.release;
      let text = query.trim();
      if (!text) {
        throw new ToolInputError(
          'The query is empty. Give a few words to search for, for example "secrets".',
        );
      }
      const note =
        text.length > maxQueryLength
          ? ` (query cut to its first ${maxQueryLength} characters)`
          : '';
      text = text.slice(0, maxQueryLength);
      const hits = chosen.search.search(text, limit ?? 5);
      const lines = hits.map(
        (hit, index) =>
          `${index + 1}. ${hit.title}${hit.section ? ` › ${hit.section}` : ''}\n   ${hit.url}\n   ${hit.snippet}`,
      );
      const summary = hits.length
        ? `${hits.length} result${hits.length === 1 ? '' : 's'} for "${text}" in the ToolHive ${release} docs${note}:\n\n${lines.join('\n\n')}`
        : `No results for "${text}" in the ToolHive ${release} docs${note}. Try other words, or list_pages for the table of contents.`;
      return {
        content: [{type: 'text', text: summary}],
        structuredContent: {query: text, version: release, hits},
      };
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Get a docs page',
      description:
        'The Markdown of one docs page. Accepts a page URL (with or without .md or an #anchor) or a path such as /toolhive/guides-cli/install. A path of an older version (/v0.0.47/toolhive/...) answers from that version.',
      inputSchema: {
        path: z.string().describe('Page URL or path, e.g. /toolhive/guides-cli/secrets-management'),
        version: versionInput(library),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({path, version}) => {
      const chosen = library.ofPath(path) ?? pick(library, version);
      const prefix = chosen.version.routePrefix;
      const page =
        chosen.docs.find(path) ??
        (prefix && path.startsWith('/') ? chosen.docs.find(`${prefix}${path}`) : undefined);
      if (!page) {
        const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
        throw new ToolInputError(
          `No docs page at "${shown}" in the ToolHive ${chosen.version.release} docs. Use list_pages to see the pages of the docs' sidebar, or search_docs to find a page.`,
        );
      }
      const heading = `<!-- ToolHive ${chosen.version.release} docs -->\n`;
      return {content: [{type: 'text', text: heading + chosen.docs.markdown(page)}]};
    },
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List the docs pages',
      description:
        'The table of contents: every page in sidebar order, nested by section, with path and description.',
      inputSchema: {version: versionInput(library)},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({version}) => {
      const chosen = pick(library, version);
      const own = chosen.docs;
      const text = [
        `# ${own.title} docs (ToolHive ${chosen.version.release})`,
        '',
        ...treeLines(own.tree, own),
      ].join('\n');
      return {
        content: [{type: 'text', text}],
        structuredContent: {version: chosen.version.release, pages: treeData(own.tree, own)},
      };
    },
  );

  server.registerTool(
    'get_k8s_field',
    {
      title: 'Get a Kubernetes field or chart value',
      description:
        'One field of the MCPServer custom resource (e.g. spec.oidcConfig.kubernetes.audience) or one value of the operator Helm chart (e.g. operator.rbac.scope), as structured data: type, required, default, allowed values, validation, description, notes on how the release behaves, and the page anchor.',
      inputSchema: {
        path: z
          .string()
          .max(maxQueryLength)
          .describe('Full path, e.g. spec.resources.limits.cpu or operator.toolhiveRunnerImage'),
        version: versionInput(library),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({path, version}) => {
      const chosen = pick(library, version);
      const found = lookupK8sReference(path, chosen.version);
      if ('candidates' in found) {
        const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
        const hint =
          found.candidates.length > 0
            ? `Did you mean: ${found.candidates.join(', ')}?`
            : 'Paths start with spec., status. (MCPServer) or operator. (chart).';
        throw new ToolInputError(`No MCPServer field or chart value "${shown}". ${hint}`);
      }
      const entry = {
        ...found.entry,
        toolhiveVersion: chosen.version.release,
        url: `${chosen.docs.siteUrl}${found.entry.page}`,
      };
      return {
        content: [{type: 'text', text: JSON.stringify(entry, null, 2)}],
        structuredContent: entry,
      };
    },
  );

  registerRegistryTool(server, library);

  server.registerResource(
    'llms.txt',
    `${docs.siteUrl}/llms.txt`,
    {
      title: 'llms.txt',
      description: 'The docs index for language models',
      mimeType: 'text/markdown',
    },
    async (uri) => ({contents: [{uri: uri.href, mimeType: 'text/markdown', text: docs.llmsTxt()}]}),
  );
  const registered = new Set<string>();
  for (const {docs: own} of library.versions) {
    for (const page of own.pages) {
      if (registered.has(page.twinUrl)) continue;
      registered.add(page.twinUrl);
      registerPage(page, own);
    }
  }
  return server;

  function registerPage(page: DocsPage, own: Docs): void {
    server.registerResource(
      resourceName(page),
      page.twinUrl,
      {title: page.title, description: page.description || undefined, mimeType: 'text/markdown'},
      async (uri) => ({
        contents: [{uri: uri.href, mimeType: 'text/markdown', text: own.markdown(page)}],
      }),
    );
  }
}
