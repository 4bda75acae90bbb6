import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import {describe, expect, it} from 'vitest';

import rehypeTableLabels from '../index';

/** Compiles an MDX fixture with the plugin and returns the JSX it produced. */
async function jsx(source: string): Promise<string> {
  const file = await compile(source, {
    jsx: true,
    remarkPlugins: [remarkGfm],
    rehypePlugins: [rehypeTableLabels],
  });
  return String(file);
}

describe('rehype table labels', () => {
  it('copies each column header onto the cells of a reference table and marks it stacked', async () => {
    const out = await jsx(
      [
        '| Field | Type | Default | Description |',
        '| ----- | ---- | ------- | ----------- |',
        '| `image` | string | | The **container** image. |',
        '| `port` | integer | `8080` | Proxy port. |',
      ].join('\n'),
    );
    expect(out).toContain('<_components.table data-stack>');
    expect(out.match(/data-label="Field"/g)).toHaveLength(2);
    expect(out.match(/data-label="Description"/g)).toHaveLength(2);
    expect(out).toContain('<_components.td data-label="Default">');
    // Header cells keep no label of their own.
    expect(out).not.toMatch(/<_components.th[^>]*data-label/);
  });

  it('takes the text of a formatted header, and leaves a column without header unlabelled', async () => {
    const out = await jsx(
      ['| `--flag` | **Effect** |  |', '| --- | --- | --- |', '| a | b | c |'].join('\n'),
    );
    expect(out).toContain('data-label="--flag"');
    expect(out).toContain('data-label="Effect"');
    expect(out.match(/data-label=/g)).toHaveLength(2);
  });

  it('labels the cells of a two-column table but does not stack it', async () => {
    const out = await jsx(['| Name | Value |', '| --- | --- |', '| a | b |'].join('\n'));
    expect(out).toContain('data-label="Value"');
    expect(out).not.toContain('data-stack');
  });

  it('leaves tables written as JSX to their author (they carry their own labels)', async () => {
    const out = await jsx(
      '<table><thead><tr><th>A</th><th>B</th><th>C</th></tr></thead><tbody><tr><td data-label="Own">1</td><td>2</td><td>3</td></tr></tbody></table>',
    );
    expect(out).toContain('data-label="Own"');
    expect(out).not.toContain('data-label="A"');
  });
});
