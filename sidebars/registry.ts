import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import type {DocsVersion} from '../data/docs-versions';
import {
  registryDocIdBase,
  registryOf,
  serversOf,
  type RegistryServer,
} from '../data/toolhive-registry';

type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

// One doc per server of data/<release>/registry.json, in the order of
// `thv registry list`, so the sidebar cannot drift from the generated pages.
export function serverItems(servers: RegistryServer[]): SidebarItemConfig[] {
  return servers.map((server) => ({
    type: 'doc',
    id: `${registryDocIdBase}/${server.name}`,
    label: server.name,
  }));
}

export function registryCategoryOf(version: DocsVersion): SidebarItemConfig {
  return {
    type: 'category',
    label: 'MCP server registry',
    link: {type: 'doc', id: `${registryDocIdBase}/index`},
    collapsed: true,
    items: serverItems(serversOf(registryOf(version))),
  };
}
