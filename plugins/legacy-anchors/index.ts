// A rehype step that keeps links into the replaced site working: for each of its heading anchors
// (data/legacy-anchors.json), the current version's page gets an empty element with the old id,
// inside the heading that covers the same subject, or at the top of the page. Being in the HTML,
// the old links land without JavaScript; src/css/targets.css gives them the headings' landing.
import path from 'node:path';

type Node = {type: string; tagName?: string; children?: Node[]; properties?: Props};
type Props = Record<string, unknown>;

export type LegacyAnchor = {page: string; old: string; new: string | null};

export type LegacyAnchorsOptions = {
  aliases: LegacyAnchor[];
  /** The current version's docs folder: only its pages carry the old anchors. */
  docsDir: string;
};

/** The route of a current docs page from its source file, e.g. `/toolhive/quickstart`. */
export function routeOfSource(file: string, docsDir: string): string | undefined {
  const relative = path.relative(docsDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const route = `/${relative.replace(/\\/g, '/').replace(/\.mdx?$/, '')}`;
  return route.endsWith('/index') ? route.slice(0, -'index'.length) : route;
}

function collectIds(node: Node, ids: Map<string, Node>): void {
  const id = node.properties?.id;
  if (typeof id === 'string') ids.set(id, node);
  for (const child of node.children ?? []) collectIds(child, ids);
}

function anchor(id: string): Node {
  return {
    type: 'element',
    tagName: 'span',
    properties: {id, dataLegacyAnchor: true},
    children: [],
  };
}

export default function legacyAnchors(options: LegacyAnchorsOptions) {
  const byPage = new Map<string, LegacyAnchor[]>();
  for (const alias of options.aliases) {
    byPage.set(alias.page, [...(byPage.get(alias.page) ?? []), alias]);
  }
  const docsDir = path.resolve(options.docsDir);
  return (tree: Node, file: {path?: string}) => {
    const route = file.path ? routeOfSource(file.path, docsDir) : undefined;
    const aliases = route ? byPage.get(route) : undefined;
    if (!aliases) return;
    const ids = new Map<string, Node>();
    collectIds(tree, ids);
    const top: Node[] = [];
    for (const alias of aliases) {
      // An old id the page still has lands by itself; never add a second element with it.
      if (ids.has(alias.old)) continue;
      const target = alias.new === null ? undefined : ids.get(alias.new);
      if (alias.new !== null && !target) {
        throw new Error(`legacy-anchors: ${route} has no #${alias.new} for the old #${alias.old}`);
      }
      if (target) (target.children ??= []).unshift(anchor(alias.old));
      else top.push(anchor(alias.old));
      ids.set(alias.old, target ?? tree);
    }
    if (top.length > 0) tree.children = [...top, ...(tree.children ?? [])];
  };
}
