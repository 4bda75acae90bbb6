// Every MCPServer manifest in each docs version must fit the CRD that its
// release installs: a field the resource lacks, a misspelt enum value or a
// missing required field fails here, with the page and line to fix.
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, test} from 'vitest';
import {parseAllDocuments} from 'yaml';

import {docsVersions, type DocsVersion} from '../../data/docs-versions';
import {chartDefaults, chartValuesFileOf, valueAt} from '../../scripts/lib/chart-values';
import {validateMCPServer} from '../../scripts/lib/mcpserver-crd';
import {registryMismatches} from '../../scripts/lib/manifest-registry-match';
import {registryOf, serversOf} from '../../data/toolhive-registry';
import {asServed} from '../../data/registry-transport-corrections';
import {extractCodeBlocks, listDocPages, readDocPage} from './support/docs-files';

type Manifest = {where: string; object: unknown; version: DocsVersion};

function mcpServerManifests(version: DocsVersion): Manifest[] {
  const manifests: Manifest[] = [];
  const dir = path.resolve(version.docsDir);
  for (const page of listDocPages(dir)) {
    for (const block of extractCodeBlocks(readDocPage(page, dir))) {
      if (
        !['yaml', 'yml'].includes(block.language) ||
        !/^kind:\s*MCPServer\s*$/m.test(block.code)
      ) {
        continue;
      }
      for (const document of parseAllDocuments(block.code)) {
        const object: unknown = document.toJS();
        if ((object as {kind?: unknown})?.kind === 'MCPServer') {
          manifests.push({where: `${version.docsDir}/${page}:${block.line}`, object, version});
        }
      }
    }
  }
  return manifests;
}

const manifests = docsVersions.flatMap(mcpServerManifests);

describe('MCPServer manifests in the docs', () => {
  test.each(docsVersions)('the $release docs hold manifests to check', (version) => {
    expect(manifests.filter((m) => m.version === version).length).toBeGreaterThan(10);
  });

  test.each(manifests.map((m) => [m.where, m.object, m.version] as const))(
    '%s fits the CRD of its release',
    (_where, object, version) => {
      expect(validateMCPServer(object, version)).toEqual([]);
    },
  );

  test.each(manifests.map((m) => [m.where, m.object, m.version] as const))(
    '%s runs a registry server as its registry entry says',
    (_where, object, version) => {
      const servers = serversOf(registryOf(version)).map((server) =>
        asServed(version.release, server),
      );
      expect(registryMismatches(object, servers)).toEqual([]);
    },
  );

  test('a registry server run with the wrong transport, port or arguments is reported', () => {
    const servers = serversOf(registryOf(docsVersions[0]));
    const grafana = {kind: 'MCPServer', spec: {image: 'docker.io/mcp/grafana'}};
    expect(registryMismatches(grafana, servers)).toEqual([
      'grafana uses transport sse, the manifest stdio',
      "grafana listens on port 8000, the manifest's targetPort is undefined",
    ]);
    const netbird = {
      kind: 'MCPServer',
      spec: {image: 'aantti/mcp-netbird:latest', transport: 'sse', targetPort: 8001},
    };
    expect(registryMismatches(netbird, servers)).toEqual([
      'netbird needs the arguments --transport sse --sse-address :8001; the manifest lacks --transport sse --sse-address :8001',
    ]);
    const custom = {kind: 'MCPServer', spec: {image: 'ghcr.io/example/my-server:1.0.0'}};
    expect(registryMismatches(custom, servers)).toEqual([]);
  });

  test('a field the CRD lacks is reported', () => {
    const manifest = {
      apiVersion: 'toolhive.stacklok.dev/v1alpha1',
      kind: 'MCPServer',
      metadata: {name: 'fetch'},
      spec: {image: 'docker.io/mcp/fetch', resources: {limits: {gpu: '1'}}},
    };
    expect(validateMCPServer(manifest)).toEqual(['/spec/resources/limits: unknown field "gpu"']);
  });

  test('a wrong enum value and an out-of-range port are reported', () => {
    const manifest = {
      apiVersion: 'toolhive.stacklok.dev/v1alpha1',
      kind: 'MCPServer',
      metadata: {name: 'fetch'},
      spec: {image: 'docker.io/mcp/fetch', transport: 'websocket', port: 70000},
    };
    const problems = validateMCPServer(manifest);
    expect(problems.some((problem) => problem.startsWith('/spec/transport'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('/spec/port'))).toBe(true);
  });
});

/** Dotted paths of the leaves of a values file, through maps only. */
function leafPaths(node: unknown, prefix: string[] = []): string[][] {
  if (node && typeof node === 'object' && !Array.isArray(node)) {
    return Object.entries(node).flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
  }
  return [prefix];
}

describe.each(docsVersions)('Helm values files in the $release docs', (version) => {
  const defaults = chartDefaults(readFileSync(chartValuesFileOf(version), 'utf8'));
  const dir = path.resolve(version.docsDir);
  const files = listDocPages(dir)
    .filter(
      (page) => page.startsWith('toolhive/guides-k8s/') || page.startsWith('toolhive/tutorials/'),
    )
    .flatMap((page) =>
      extractCodeBlocks(readDocPage(page, dir))
        .filter((block) => /title="values[\w-]*\.yaml"/.test(block.meta))
        .map((block) => [`${version.docsDir}/${page}:${block.line}`, block.code] as const),
    );

  test('the guides hold values files to check', () => {
    expect(files.length).toBeGreaterThanOrEqual(2);
  });

  test.each(files)('%s sets only values the operator chart has', (_where, code) => {
    const unknown = leafPaths(parseAllDocuments(code)[0].toJS())
      .filter((keyPath) => valueAt(defaults, keyPath) === undefined)
      .map((keyPath) => keyPath.join('.'));
    expect(unknown).toEqual([]);
  });
});
