// The conversation every transport must support, written once and run over
// in-memory, stdio and HTTP connections, against a fixture or the real build.
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';

export type Expectations = {
  /** A path of the install page, e.g. /toolhive/guides-cli/install */
  installPath: string;
  /** Text the install page's Markdown contains. */
  installText: string;
  /** A page URL that a search for "secrets" must return among its hits. */
  secretsUrl: string;
};

/** The first message of every MCP session, as a raw JSON-RPC body for HTTP tests. */
export const initializeRequest = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-03-26',
    capabilities: {},
    clientInfo: {name: 'curl', version: '1'},
  },
});

type TextContent = {type: 'text'; text: string};

export function textOf(result: object): string {
  return (((result as {content?: unknown}).content ?? []) as TextContent[])
    .filter((part) => part.type === 'text')
    .map((part) => part.text)
    .join('\n');
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Runs the scenario; throws with a clear message at the first thing that is wrong. */
export async function runScenario(client: Client, expected: Expectations): Promise<void> {
  const {tools} = await client.listTools();
  const names = tools.map((tool) => tool.name).sort();
  check(
    JSON.stringify(names) ===
      JSON.stringify([
        'get_k8s_field',
        'get_page',
        'get_registry_server',
        'list_pages',
        'search_docs',
      ]),
    `tools are ${names.join(', ')}`,
  );

  const search = await client.callTool({name: 'search_docs', arguments: {query: 'secrets'}});
  check(!search.isError, `search_docs failed: ${textOf(search)}`);
  const hits = (search.structuredContent as {hits: {url: string; title: string; snippet: string}[]})
    .hits;
  check(hits.length > 0, 'search_docs found nothing for "secrets"');
  check(
    hits.some((hit) => hit.url.split('#')[0] === expected.secretsUrl),
    `no hit for ${expected.secretsUrl} among ${hits.map((hit) => hit.url).join(', ')}`,
  );
  check(
    hits.every((hit) => hit.title && hit.url.startsWith('http')),
    'every hit has a title and an absolute URL',
  );

  const page = await client.callTool({name: 'get_page', arguments: {path: expected.installPath}});
  check(!page.isError, `get_page failed: ${textOf(page)}`);
  check(
    textOf(page).includes(expected.installText),
    `the install page lacks "${expected.installText}"`,
  );

  const unknown = await client.callTool({
    name: 'get_page',
    arguments: {path: '/no/such/page'},
  });
  check(unknown.isError === true, 'an unknown path must be an error');
  check(
    /No docs page at "\/no\/such\/page"/.test(textOf(unknown)),
    `unclear error: ${textOf(unknown)}`,
  );

  const empty = await client.callTool({name: 'search_docs', arguments: {query: '   '}});
  check(empty.isError === true, 'an empty query must be an error');
  check(/query is empty/.test(textOf(empty)), `unclear error: ${textOf(empty)}`);

  const list = await client.callTool({name: 'list_pages', arguments: {}});
  check(
    textOf(list).includes(expected.installPath),
    'list_pages does not mention the install page',
  );

  const {resources} = await client.listResources();
  const install = resources.find((resource) => resource.uri.endsWith(`${expected.installPath}.md`));
  check(install, `no resource for ${expected.installPath}`);
  check(install.mimeType === 'text/markdown', 'page resources are text/markdown');
  const read = await client.readResource({uri: install.uri});
  const contents = read.contents[0] as {text?: string};
  check(contents.text?.includes(expected.installText), 'the install resource has the page text');
}
