// The one-click install links of the hosted docs MCP server decode to the server's entry at the
// site's public URL, and the docs-for-ai page shows them.
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {
  cursorInstallLink,
  docsServerName,
  hostedMcpUrl,
  vscodeInstallLink,
} from '../../src/utils/mcpInstallLinks';

const siteUrl = 'https://docs.example.com';

describe('the install links of the hosted docs MCP server', () => {
  it('put the endpoint at /mcp of the public URL', () => {
    expect(hostedMcpUrl(siteUrl)).toBe('https://docs.example.com/mcp');
    expect(hostedMcpUrl('http://localhost:8080/')).toBe('http://localhost:8080/mcp');
  });

  it("give Cursor the server's name and its entry as base64 JSON", () => {
    const link = new URL(cursorInstallLink(siteUrl));
    expect(`${link.protocol}//${link.host}${link.pathname}`).toBe(
      'cursor://anysphere.cursor-deeplink/mcp/install',
    );
    expect(link.searchParams.get('name')).toBe(docsServerName);
    const config = JSON.parse(atob(link.searchParams.get('config')!)) as unknown;
    expect(config).toEqual({url: 'https://docs.example.com/mcp'});
  });

  it('give VS Code the entry, with name and type, as URL-encoded JSON', () => {
    const link = vscodeInstallLink(siteUrl);
    const prefix = 'vscode:mcp/install?';
    expect(link.startsWith(prefix)).toBe(true);
    expect(link).not.toMatch(/[\s{}"]/);
    expect(JSON.parse(decodeURIComponent(link.slice(prefix.length)))).toEqual({
      name: docsServerName,
      type: 'http',
      url: 'https://docs.example.com/mcp',
    });
  });

  it('are on the docs-for-ai page, next to the thv run line', () => {
    const page = readFileSync(
      path.resolve(__dirname, '../../docs/toolhive/reference/docs-for-ai.md'),
      'utf8',
    );
    expect(page).toContain('<McpInstallLinks />');
    expect(page).toMatch(/^thv run --name toolhive-docs .+ toolhive-docs-mcp:local$/m);
  });
});
