import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {describe, expect, it} from 'vitest';

import {currentVersion, olderVersion} from '../../data/docs-versions';
import {
  registryOf,
  registryServers,
  serversOf,
  toolhiveRegistry,
} from '../../data/toolhive-registry';
import {loadDocs} from '../src/docs';
import {createLibrary} from '../src/library';
import type {RegistryServerResult} from '../src/registry';
import {createDocsSearch} from '../src/search';
import {createDocsServer} from '../src/server';
import {writeFixtureBuild} from './fixtureBuild';
import {textOf} from './scenario';

const docs = loadDocs(writeFixtureBuild());
const search = createDocsSearch(docs);
// Both releases answer from the same fixture pages; the registry data is each release's own.
const library = createLibrary([
  {version: currentVersion, docs, search},
  {version: olderVersion, docs, search},
]);

async function client(): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsServer(library).connect(serverSide);
  const connected = new Client({name: 'registry-test', version: '1.0.0'});
  await connected.connect(clientSide);
  return connected;
}

describe('get_registry_server', () => {
  it('returns the entry as the registry holds it, with its commands and page', async () => {
    const result = await (
      await client()
    ).callTool({name: 'get_registry_server', arguments: {name: 'github'}});
    expect(result.isError).toBeFalsy();
    const data = result.structuredContent as RegistryServerResult;
    expect(data.entry).toEqual({...toolhiveRegistry.servers.github, name: 'github'});
    expect(data.entry.provenance?.signer_identity).toBe('/.github/workflows/docker-publish.yml');
    expect(data.url).toBe('https://docs.example.com/toolhive/registry/github');
    expect(data.toolhiveVersion).toBe(currentVersion.release);
    expect(data.registryLastUpdated).toBe(toolhiveRegistry.last_updated);
    expect(data.commands).toEqual({
      secretSet: ['thv secret set github-personal-access-token'],
      run: 'thv run \\\n  --secret github-personal-access-token,target=GITHUB_PERSONAL_ACCESS_TOKEN \\\n  github',
    });
    // Clients that read only text get the same data.
    expect(JSON.parse(textOf(result))).toEqual(data);
  });

  it('finds every server of the registry, whatever the case of the name', async () => {
    const connected = await client();
    for (const server of registryServers) {
      const result = await connected.callTool({
        name: 'get_registry_server',
        arguments: {name: ` ${server.name.toUpperCase()} `},
      });
      expect((result.structuredContent as RegistryServerResult).entry.image).toBe(server.image);
    }
  });

  it('answers an unknown name with the names it knows', async () => {
    const result = await (
      await client()
    ).callTool({name: 'get_registry_server', arguments: {name: 'git-hub'}});
    expect(result.isError).toBe(true);
    const text = textOf(result);
    expect(text).toContain(
      `No server named "git-hub" in the ToolHive ${currentVersion.release} registry.`,
    );
    expect(text).toContain('atlassian, aws-kb-retrieval-server');
  });

  it('answers from an older release when asked, with that release in the answer', async () => {
    const connected = await client();
    const newOnly = serversOf(registryOf(currentVersion)).find(
      (server) => !(server.name in registryOf(olderVersion).servers),
    )!;
    const inOlder = await connected.callTool({
      name: 'get_registry_server',
      arguments: {name: 'github', version: olderVersion.release},
    });
    const data = inOlder.structuredContent as RegistryServerResult;
    expect(data.toolhiveVersion).toBe(olderVersion.release);
    expect(data.url).toBe(
      `https://docs.example.com${olderVersion.routePrefix}/toolhive/registry/github`,
    );
    expect(data.registryLastUpdated).toBe(registryOf(olderVersion).last_updated);
    const missing = await connected.callTool({
      name: 'get_registry_server',
      arguments: {name: newOnly.name, version: olderVersion.release},
    });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toContain(`in the ToolHive ${olderVersion.release} registry`);
    const unknown = await connected.callTool({
      name: 'get_registry_server',
      arguments: {name: 'github', version: 'v9.9'},
    });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toMatch(/No docs for ToolHive "v9\.9".*v0\.1\.0, v0\.0\.47/);
  });

  it('suggests close names', async () => {
    const result = await (
      await client()
    ).callTool({name: 'get_registry_server', arguments: {name: 'brave'}});
    expect(textOf(result)).toContain('Did you mean brave-search?');
  });
});
