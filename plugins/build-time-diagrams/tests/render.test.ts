import {describe, expect, it} from 'vitest';

import {renderDiagram} from '../render';

const source = `flowchart LR
  accTitle: A request
  accDescr: The client calls the proxy.
  client["AI client"] -->|HTTP| proxy["ToolHive proxy"]`;

describe('build-time diagrams', () => {
  it('draws SVG with real text, named and described by accTitle and accDescr', async () => {
    const {svg, title, description} = await renderDiagram(source, 'page.md:3');
    expect(title).toBe('A request');
    expect(description).toBe('The client calls the proxy.');
    expect(svg).toMatch(/^<svg aria-hidden="true" focusable="false" /);
    expect(svg).toMatch(/<text[^>]*>AI client<\/text>/);
    expect(svg).not.toContain('accTitle');
  });

  it('asks nothing of a third party and leaves the colours to the stylesheet', async () => {
    const {svg} = await renderDiagram(source, 'page.md:3');
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect(svg).not.toContain('<style');
    expect(svg).not.toMatch(/fill="#/);
  });

  it('gives each diagram its own marker ids, so two on a page do not clash', async () => {
    const first = (await renderDiagram(source, 'a')).svg;
    const second = (await renderDiagram(source.replace('HTTP', 'SSE'), 'b')).svg;
    const ids = (svg: string) => [...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids(first).length).toBeGreaterThan(0);
    expect(ids(first).filter((id) => ids(second).includes(id))).toEqual([]);
    for (const [, ref] of first.matchAll(/url\(#([^)]+)\)/g)) expect(ids(first)).toContain(ref);
  });

  it('names the page and line of a diagram without accTitle or accDescr', async () => {
    await expect(renderDiagram('flowchart LR\n  a --> b', 'docs/x.md:12')).rejects.toThrow(
      /docs\/x\.md:12: .*accTitle and accDescr/,
    );
  });
});
