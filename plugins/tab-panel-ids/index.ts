// A rehype step that gives every <TabItem> of a page an id: the id of the heading above it and the
// tab's value, `install-winget`. The panel carries it (src/theme/TabItem), so a search record of
// text inside a tab links to that panel, and the Tabs open it for the visit (src/theme/Tabs).

type Attribute = {type: string; name?: string; value?: unknown};
type Node = {
  type: string;
  tagName?: string;
  name?: string | null;
  properties?: Record<string, unknown>;
  attributes?: Attribute[];
  children?: Node[];
};

const headingTags = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

function attribute(node: Node, name: string): Attribute | undefined {
  return node.attributes?.find((each) => each.type === 'mdxJsxAttribute' && each.name === name);
}

/** `winget`, `Linux, ARM64` → a fragment-safe piece of an id. */
function slug(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export default function tabPanelIds() {
  return (tree: Node) => {
    const used = new Set<string>();
    const collect = (node: Node) => {
      const id = node.properties?.id;
      if (typeof id === 'string') used.add(id);
      for (const child of node.children ?? []) collect(child);
    };
    collect(tree);
    // The heading above a set of tabs names its panels, not a heading inside an earlier panel.
    let heading = 'tabs';
    const visit = (node: Node, tabsHeading: string) => {
      if (node.type === 'element' && headingTags.has(node.tagName ?? '')) {
        const id = node.properties?.id;
        if (typeof id === 'string') heading = id;
      }
      const isTabs = node.type === 'mdxJsxFlowElement' && node.name === 'Tabs';
      const childHeading = isTabs ? heading : tabsHeading;
      if (node.type === 'mdxJsxFlowElement' && node.name === 'TabItem' && !attribute(node, 'id')) {
        const value = attribute(node, 'value')?.value;
        if (typeof value === 'string') {
          const base = `${tabsHeading}-${slug(value)}`;
          let id = base;
          for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
          used.add(id);
          (node.attributes ??= []).push({type: 'mdxJsxAttribute', name: 'id', value: id});
        }
      }
      for (const child of node.children ?? []) visit(child, childHeading);
    };
    visit(tree, heading);
  };
}
