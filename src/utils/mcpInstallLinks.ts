// The hosted docs MCP server (`/mcp` of a site served with deploy/nginx) and the links that add
// it to Cursor and VS Code in one click. Used by the docs-for-ai page and its Markdown twin.

/** The name clients list the server under. */
export const docsServerName = 'toolhive-docs';

/** The Streamable HTTP endpoint of the docs MCP server on a site at `siteUrl`. */
export function hostedMcpUrl(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/mcp`;
}

/** Cursor's install link: the server's mcp.json entry as base64 JSON in `config`. */
export function cursorInstallLink(siteUrl: string): string {
  const config = btoa(JSON.stringify({url: hostedMcpUrl(siteUrl)}));
  return `cursor://anysphere.cursor-deeplink/mcp/install?name=${docsServerName}&config=${encodeURIComponent(config)}`;
}

/** VS Code's install link: the server's entry, with its name, as URL-encoded JSON. */
export function vscodeInstallLink(siteUrl: string): string {
  const config = {name: docsServerName, type: 'http', url: hostedMcpUrl(siteUrl)};
  return `vscode:mcp/install?${encodeURIComponent(JSON.stringify(config))}`;
}
