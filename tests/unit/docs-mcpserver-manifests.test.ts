// Every MCPServer manifest shown in the docs validates against the v0.0.47 CRD,
// so a reader who applies one gets no schema error from the API server.
import {describe, expect, test} from 'vitest';
import {parseAllDocuments} from 'yaml';

import {validateMCPServer} from '../../scripts/lib/mcpserver-crd';
import {extractCodeBlocks, listDocPages, readDocPage} from './support/docs-files';

/** Problems of every MCPServer document in the YAML blocks of one page's source. */
function manifestProblems(source: string): {count: number; problems: string[]} {
  let count = 0;
  const problems: string[] = [];
  for (const block of extractCodeBlocks(source)) {
    if (block.language !== 'yaml' && block.language !== 'yml') continue;
    for (const doc of parseAllDocuments(block.code)) {
      const manifest = doc.toJS() as {kind?: unknown} | null;
      if (manifest?.kind !== 'MCPServer') continue;
      count += 1;
      problems.push(...validateMCPServer(manifest).map((p) => `line ${block.line}: ${p}`));
    }
  }
  return {count, problems};
}

describe('MCPServer manifests in the docs', () => {
  test('every one validates against the CRD schema', () => {
    let total = 0;
    const problems = listDocPages().flatMap((page) => {
      const result = manifestProblems(readDocPage(page));
      total += result.count;
      return result.problems.map((problem) => `${page}: ${problem}`);
    });
    expect(problems).toEqual([]);
    expect(total).toBeGreaterThan(5);
  });

  test('a bad manifest fails', () => {
    const bad = [
      '```yaml',
      'apiVersion: toolhive.stacklok.dev/v1alpha1',
      'kind: MCPServer',
      'metadata:',
      '  name: fetch',
      'spec:',
      '  transport: websocket',
      '  port: 70000',
      '```',
    ].join('\n');
    const {count, problems} = manifestProblems(bad);
    expect(count).toBe(1);
    expect(problems.length).toBeGreaterThan(0);
  });
});
