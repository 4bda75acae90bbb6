// A rehype step for Markdown tables: copies each column's header text into a `data-label` on every
// cell of that column and marks tables of three or more columns `data-stack`. Below 600 px,
// src/css/custom.css shows such a table as one stacked entry per row, each cell under its label,
// so a phone reader sees every column without scrolling sideways.

type Node = {type: string; value?: string; tagName?: string; children?: Node[]};
type Element = Node & {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: Node[];
};

/** Tables with fewer columns fit a phone as they are. */
export const minStackedColumns = 3;

function isElement(node: Node, tagName?: string): node is Element {
  return node.type === 'element' && (tagName === undefined || node.tagName === tagName);
}

function children(node: Node, tagName: string): Element[] {
  return (node.children ?? []).filter((child): child is Element => isElement(child, tagName));
}

/** The visible text of a node, collapsed to single spaces. */
export function textOf(node: Node): string {
  const gather = (current: Node): string =>
    current.type === 'text' ? (current.value ?? '') : (current.children ?? []).map(gather).join('');
  return gather(node).replace(/\s+/g, ' ').trim();
}

function labelTable(table: Element): void {
  const headRow = children(table, 'thead').flatMap((head) => children(head, 'tr'))[0];
  if (!headRow) return;
  const labels = children(headRow, 'th').map(textOf);
  if (labels.length >= minStackedColumns) table.properties.dataStack = true;
  for (const body of children(table, 'tbody')) {
    for (const row of children(body, 'tr')) {
      children(row, 'td').forEach((cell, column) => {
        const label = labels[column];
        if (label && cell.properties.dataLabel === undefined) cell.properties.dataLabel = label;
      });
    }
  }
}

function walk(node: Node): void {
  if (isElement(node, 'table')) labelTable(node);
  for (const child of node.children ?? []) walk(child);
}

/** The rehype plugin: `rehypePlugins: [rehypeTableLabels]`. */
export default function rehypeTableLabels() {
  return (tree: Node): void => walk(tree);
}
