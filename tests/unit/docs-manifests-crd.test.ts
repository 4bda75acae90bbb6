// Every MCPServer manifest in the docs must fit the CRD that v0.0.47 installs:
// a field the resource lacks, a misspelt enum value or a missing required
// field fails here, with the page and line to fix.
import {describe, expect, test} from 'vitest';
import {parseAllDocuments} from 'yaml';

import {validateMCPServer} from '../../scripts/lib/mcpserver-crd';
import {extractCodeBlocks, listDocPages, readDocPage} from './support/docs-files';

type Manifest = {where: string; object: unknown};

function mcpServerManifests(): Manifest[] {
  const manifests: Manifest[] = [];
  for (const page of listDocPages()) {
    for (const block of extractCodeBlocks(readDocPage(page))) {
      if (
        !['yaml', 'yml'].includes(block.language) ||
        !/^kind:\s*MCPServer\s*$/m.test(block.code)
      ) {
        continue;
      }
      for (const document of parseAllDocuments(block.code)) {
        const object: unknown = document.toJS();
        if ((object as {kind?: unknown})?.kind === 'MCPServer') {
          manifests.push({where: `${page}:${block.line}`, object});
        }
      }
    }
  }
  return manifests;
}

const manifests = mcpServerManifests();

describe('MCPServer manifests in the docs', () => {
  test('the docs hold manifests to check', () => {
    expect(manifests.length).toBeGreaterThan(10);
  });

  test.each(manifests.map((m) => [m.where, m.object] as const))(
    '%s fits the CRD',
    (_where, object) => {
      expect(validateMCPServer(object)).toEqual([]);
    },
  );

  test('a field the CRD lacks is reported', () => {
    const manifest = {
      apiVersion: 'toolhive.stacklok.dev/v1alpha1',
      kind: 'MCPServer',
      metadata: {name: 'fetch'},
      spec: {image: 'docker.io/mcp/fetch', resources: {limits: {gpu: '1'}}},
    };
    expect(validateMCPServer(manifest)).toEqual(['/spec/resources/limits: unknown field "gpu"']);
  });
});
