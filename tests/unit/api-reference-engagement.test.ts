// The API reference hands over from the server's HTML to a live Redoc and finds, in the new
// markup, the element the reader last used (src/components/ApiReference/engagement.ts).
import {describe, expect, it} from 'vitest';

import {nodeAt, pathOf} from '../../src/components/ApiReference/engagement';

type FakeNode = {name: string; parentNode: FakeNode | null; childNodes: FakeNode[]};

/** A tree of plain objects shaped like DOM nodes: `[name, ...children]`. */
function tree(shape: [string, ...unknown[]], parent: FakeNode | null = null): FakeNode {
  const [name, ...children] = shape;
  const node: FakeNode = {name, parentNode: parent, childNodes: []};
  node.childNodes = children.map((child) => tree(child as [string], node));
  return node;
}

const markup = (): [string, ...unknown[]] => [
  'root',
  ['menu', ['label A'], ['label B', ['span B']]],
  ['content', ['h2'], ['p']],
];

describe('pathOf and nodeAt', () => {
  it('lead to the same place in two copies of the same markup', () => {
    const server = tree(markup());
    const live = tree(markup());
    const spanB = server.childNodes[0].childNodes[1].childNodes[0];
    const path = pathOf(server as unknown as Node, spanB as unknown as Node);
    expect(path).toEqual([0, 1, 0]);
    expect((nodeAt(live as unknown as Node, path!) as unknown as FakeNode).name).toBe('span B');
  });

  it('give nothing for a node outside the root or a path that leads nowhere', () => {
    const server = tree(markup());
    const other = tree(['elsewhere', ['x']]);
    expect(pathOf(server as unknown as Node, other.childNodes[0] as unknown as Node)).toBe(
      undefined,
    );
    expect(nodeAt(server as unknown as Node, [5, 0])).toBe(undefined);
  });
});
