import type {Code, Parent, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';

import {renderDiagram} from './render';

/**
 * A remark plugin: every ```mermaid block becomes `<Diagram>` (src/components/Diagram) with the
 * SVG drawn at build time, so no page downloads Mermaid and nothing moves when a diagram appears.
 */
export default function buildTimeDiagrams() {
  return async (tree: Root, file: {path?: string}) => {
    const found: {parent: Parent; node: Code}[] = [];
    const walk = (parent: Parent) => {
      for (const node of parent.children) {
        if ('children' in node) walk(node);
        if (node.type === 'code' && node.lang === 'mermaid') found.push({parent, node});
      }
    };
    walk(tree);
    for (const {parent, node} of found) {
      const where = `${file.path ?? 'a page'}:${node.position?.start.line ?? '?'}`;
      const {svg, title, description} = await renderDiagram(node.value, where);
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'Diagram',
        attributes: [
          {type: 'mdxJsxAttribute', name: 'svg', value: svg},
          {type: 'mdxJsxAttribute', name: 'title', value: title},
          {type: 'mdxJsxAttribute', name: 'description', value: description},
        ],
        children: [],
      };
      parent.children.splice(parent.children.indexOf(node), 1, element);
    }
  };
}
