// The address of the hosted docs MCP server and the links that add it to Cursor and VS Code, built
// from the site's public URL (SITE_URL at build time).
import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {cursorInstallLink, hostedMcpUrl, vscodeInstallLink} from '@site/src/utils/mcpInstallLinks';

export default function McpInstallLinks(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <ul>
      <li>
        Endpoint (Streamable HTTP): <code>{hostedMcpUrl(siteConfig.url)}</code>
      </li>
      <li>
        <a href={cursorInstallLink(siteConfig.url)}>Add to Cursor</a>
      </li>
      <li>
        <a href={vscodeInstallLink(siteConfig.url)}>Add to VS Code</a>
      </li>
    </ul>
  );
}
