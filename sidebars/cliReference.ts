import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

// Placeholder until the CLI reference generator writes the command tree.
export const cliReferenceCategory = {
  type: 'category',
  label: 'CLI reference',
  link: {type: 'doc', id: 'toolhive/reference/cli/index'},
  items: [],
} satisfies SidebarItemConfig;
