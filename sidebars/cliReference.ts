import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import {
  cliDocIdBase,
  indexByCommand,
  rootCommand,
  shortName,
  subcommandsOf,
  thvCommandsOf,
  type CliCommand,
} from '../data/thv-commands';
import type {DocsVersion} from '../data/docs-versions';

type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

// The command tree of data/<release>/thv-cli.json, so the sidebar cannot drift from the
// generated pages: a command with subcommands is a category whose link is its
// own page; every other command is a doc.
export function commandTreeItems(commands: CliCommand[]): SidebarItemConfig[] {
  const byCommand = indexByCommand(commands);
  const root = rootCommand(commands);
  const toItem = (command: CliCommand): SidebarItemConfig => {
    const id = `${cliDocIdBase}/${command.id}`;
    const children = subcommandsOf(command, byCommand);
    if (children.length === 0) return {type: 'doc', id, label: shortName(command)};
    return {
      type: 'category',
      label: shortName(command),
      link: {type: 'doc', id},
      collapsed: command !== root,
      items: children.map(toItem),
    };
  };
  return [toItem(root)];
}

export function cliReferenceCategoryOf(version: DocsVersion): SidebarItemConfig {
  return {
    type: 'category',
    label: 'CLI reference',
    link: {type: 'doc', id: `${cliDocIdBase}/index`},
    items: commandTreeItems(thvCommandsOf(version)),
  };
}
