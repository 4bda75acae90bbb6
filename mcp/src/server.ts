// The docs MCP server: tools search_docs, get_page and list_pages, and every
// page as a resource. Transport-free; see stdio.ts and http.ts.
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';

import type {Docs, DocsPage, TreeItem} from './docs';
import {lookupK8sReference} from './k8s-reference';
import {registerRegistryTool} from './registry';
import type {DocsSearch} from './search';

export const maxQueryLength = 512;
export const serverName = 'toolhive-docs';
export const serverVersion = '1.0.0';

/** A tool failure the model can read and act on. */
class ToolInputError extends Error {}

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

export function createDocsServer(docs: Docs, search: DocsSearch): McpServer {
  const server = new McpServer(
    {name: serverName, version: serverVersion, title: `${docs.title} docs`},
    {
      instructions:
        `Documentation of ${docs.title}. ${docs.summary} ` +
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
      },
      outputSchema: {
        query: z.string(),
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
    async ({query, limit}) => {
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
      const hits = search.search(text, limit ?? 5);
      const lines = hits.map(
        (hit, index) =>
          `${index + 1}. ${hit.title}${hit.section ? ` › ${hit.section}` : ''}\n   ${hit.url}\n   ${hit.snippet}`,
      );
      const summary = hits.length
        ? `${hits.length} result${hits.length === 1 ? '' : 's'} for "${text}"${note}:\n\n${lines.join('\n\n')}`
        : `No results for "${text}"${note}. Try other words, or list_pages for the table of contents.`;
      return {content: [{type: 'text', text: summary}], structuredContent: {query: text, hits}};
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Get a docs page',
      description:
        'The Markdown of one docs page. Accepts a page URL (with or without .md or an #anchor) or a path such as /toolhive/guides-cli/install.',
      inputSchema: {
        path: z.string().describe('Page URL or path, e.g. /toolhive/guides-cli/secrets-management'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({path}) => {
      const page = docs.find(path);
      if (!page) {
        const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
        throw new ToolInputError(
          `No docs page at "${shown}". Use list_pages to see every page path, or search_docs to find one.`,
        );
      }
      return {content: [{type: 'text', text: docs.markdown(page)}]};
    },
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List the docs pages',
      description:
        'The table of contents: every page in sidebar order, nested by section, with path and description.',
      inputSchema: {},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async () => {
      const text = [`# ${docs.title} docs`, '', ...treeLines(docs.tree, docs)].join('\n');
      return {
        content: [{type: 'text', text}],
        structuredContent: {pages: treeData(docs.tree, docs)},
      };
    },
  );

  server.registerTool(
    'get_k8s_field',
    {
      title: 'Get a Kubernetes field or chart value',
      description:
        'One field of the MCPServer custom resource (e.g. spec.oidcConfig.kubernetes.audience) or one value of the operator Helm chart (e.g. operator.rbac.scope), as structured data: type, required, default, allowed values, validation, description, ToolHive v0.0.47 notes and the page anchor.',
      inputSchema: {
        path: z
          .string()
          .max(maxQueryLength)
          .describe('Full path, e.g. spec.resources.limits.cpu or operator.toolhiveRunnerImage'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({path}) => {
      const found = lookupK8sReference(path);
      if ('candidates' in found) {
        const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
        const hint =
          found.candidates.length > 0
            ? `Did you mean: ${found.candidates.join(', ')}?`
            : 'Paths start with spec., status. (MCPServer) or operator. (chart).';
        throw new ToolInputError(`No MCPServer field or chart value "${shown}". ${hint}`);
      }
      const entry = {...found.entry, url: `${docs.siteUrl}${found.entry.page}`};
      return {
        content: [{type: 'text', text: JSON.stringify(entry, null, 2)}],
        structuredContent: entry,
      };
    },
  );

  registerRegistryTool(server, docs);

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
  for (const page of docs.pages) {
    server.registerResource(
      resourceName(page),
      page.twinUrl,
      {title: page.title, description: page.description || undefined, mimeType: 'text/markdown'},
      async (uri) => ({
        contents: [{uri: uri.href, mimeType: 'text/markdown', text: docs.markdown(page)}],
      }),
    );
  }
  return server;
}
