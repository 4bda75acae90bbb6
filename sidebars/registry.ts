import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import {registryDocIdBase, registryServers, type RegistryServer} from '../data/toolhive-registry';

type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

// One doc per server of data/registry-v0.0.47.json, in the order of
// `thv registry list`, so the sidebar cannot drift from the generated pages.
export function serverItems(servers: RegistryServer[]): SidebarItemConfig[] {
  return servers.map((server) => ({
    type: 'doc',
    id: `${registryDocIdBase}/${server.name}`,
    label: server.name,
  }));
}

export const registryCategory = {
  type: 'category',
  label: 'MCP server registry',
  link: {type: 'doc', id: `${registryDocIdBase}/index`},
  collapsed: true,
  items: serverItems(registryServers),
} satisfies SidebarItemConfig;
