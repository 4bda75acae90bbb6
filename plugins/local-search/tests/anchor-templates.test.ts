// cspell:ignore oidcconfig
import {describe, expect, it} from 'vitest';

import {headingSlug, readAnchor, slugTemplate, writeAnchor} from '../anchor-templates';

// Titles and anchors as the site's pages have them, and anchors no rule makes.
const cases: [title: string, anchor: string, written: string][] = [
  ['Custom names', 'custom-names', slugTemplate],
  ['What “isolate” means', 'what-isolate-means', slugTemplate],
  ['Three ways to use ToolHive', 'ways-in', 'ways-in'],
  ['thv run --audit-config', 'flag-audit-config', 'flag-$'],
  ['read_multiple_files', 'tool-read_multiple_files', 'tool-*'],
  ['API-get-user', 'tool-API-get-user', 'tool-*'],
  ['spec.oidcConfig.configMap.key', 'spec-oidcconfig-configmap-key', '^'],
  ['value', 'body-value', 'body-*'],
  ['POST /api/v1beta/registry', 'endpoint', 'endpoint'],
  // Anchors that end in a mark, written as they are with `!` after them.
  ['Prices', 'cost-$', 'cost-$!'],
  ['Stars', 'a*', 'a*!'],
  ['Odd', 'odd!', 'odd!!'],
  ['Empty', '', ''],
];

describe('anchor templates', () => {
  it.each(cases)('writes %j → %j as %j and reads it back', (title, anchor, written) => {
    expect(writeAnchor(title, anchor)).toBe(written);
    expect(readAnchor(title, written)).toBe(anchor);
  });

  it('reads back every anchor it writes, whatever the title', () => {
    const titles = ['Run it', 'thv logs --follow', 'a.b[].c', 'Naïve title', '', 'x*', '--'];
    const anchors = ['run-it', 'flag-follow', 'a-b-c', 'naïve-title', 'x', '~', '$', 'tool-x*'];
    for (const title of titles) {
      for (const anchor of anchors)
        expect(readAnchor(title, writeAnchor(title, anchor))).toBe(anchor);
    }
  });

  it('makes the slug Docusaurus gives most headings', () => {
    expect(headingSlug('Run an MCP server (SSE)')).toBe('run-an-mcp-server-sse');
    expect(headingSlug('What “isolate” means – in short')).toBe('what-isolate-means--in-short');
    expect(writeAnchor('Café', 'café')).toBe('café');
  });
});
