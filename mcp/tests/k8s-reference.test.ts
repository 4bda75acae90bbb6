import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {beforeAll, describe, expect, it} from 'vitest';

import {loadDocs} from '../src/docs';
import {lookupK8sReference} from '../src/k8s-reference';
import {singleVersion} from './singleVersion';
import {createDocsServer} from '../src/server';
import {writeFixtureBuild} from './fixtureBuild';

describe('lookupK8sReference', () => {
  it('finds a CRD field whatever the case and list brackets', () => {
    const found = lookupK8sReference('SPEC.secrets.targetEnvName');
    expect(found).toMatchObject({
      entry: {
        source: 'MCPServer',
        path: 'spec.secrets[].targetEnvName',
        page: '/toolhive/reference/mcpserver-crd#spec-secrets-targetenvname',
      },
    });
  });

  it('finds a chart value', () => {
    expect(lookupK8sReference('operator.rbac.scope')).toMatchObject({
      entry: {source: 'operator chart', type: 'string', default: 'cluster'},
    });
  });

  it('offers the paths that end the same way when none matches', () => {
    expect(lookupK8sReference('spec.oidcConfig.audience')).toEqual({
      candidates: ['spec.oidcConfig.inline.audience', 'spec.oidcConfig.kubernetes.audience'],
    });
  });
});

describe('get_k8s_field tool', () => {
  let client: Client;
  beforeAll(async () => {
    const docs = loadDocs(writeFixtureBuild());
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createDocsServer(singleVersion(docs)).connect(serverSide);
    client = new Client({name: 'test', version: '1.0.0'});
    await client.connect(clientSide);
  });

  it('returns one field as structured data with its facts and v0.0.47 note', async () => {
    const result = await client.callTool({
      name: 'get_k8s_field',
      arguments: {path: 'spec.oidcConfig.kubernetes.serviceAccount'},
    });
    expect(result.isError).toBeFalsy();
    const entry = result.structuredContent as Record<string, unknown>;
    expect(entry).toMatchObject({
      path: 'spec.oidcConfig.kubernetes.serviceAccount',
      type: 'string',
    });
    expect(entry.note).toMatch(/`default`/);
    expect(entry.url).toMatch(
      /\/toolhive\/reference\/mcpserver-crd#spec-oidcconfig-kubernetes-serviceaccount$/,
    );
  });

  it('returns validation rules', async () => {
    const result = await client.callTool({name: 'get_k8s_field', arguments: {path: 'spec.port'}});
    expect(result.structuredContent).toMatchObject({
      default: 8080,
      validation: {minimum: 1, maximum: 65535},
    });
  });

  it('answers an unknown path with an error the model can act on', async () => {
    const result = await client.callTool({
      name: 'get_k8s_field',
      arguments: {path: 'spec.oidcConfig.audience'},
    });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toContain('spec.oidcConfig.kubernetes.audience');
  });
});
