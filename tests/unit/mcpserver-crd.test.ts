import {describe, expect, it} from 'vitest';

import {mcpServerApiVersion, validateMCPServer} from '../../scripts/lib/mcpserver-crd';

const valid = {
  apiVersion: 'toolhive.stacklok.dev/v1alpha1',
  kind: 'MCPServer',
  metadata: {name: 'fetch', namespace: 'toolhive-system'},
  spec: {
    image: 'docker.io/mcp/fetch',
    transport: 'stdio',
    port: 8080,
    resources: {limits: {cpu: '100m', memory: '128Mi'}},
    oidcConfig: {type: 'inline', inline: {issuer: 'https://issuer.example.com'}},
  },
};

describe('validateMCPServer', () => {
  it('reads the CRD version', () => {
    expect(mcpServerApiVersion()).toBe('toolhive.stacklok.dev/v1alpha1');
  });

  it('accepts a valid manifest', () => {
    expect(validateMCPServer(valid)).toEqual([]);
  });

  it('rejects a misspelt field', () => {
    const manifest = {...valid, spec: {...valid.spec, tranport: 'sse'}};
    expect(validateMCPServer(manifest)).toContain('/spec: unknown field "tranport"');
  });

  it('rejects a value outside the enum', () => {
    const manifest = {...valid, spec: {...valid.spec, transport: 'http'}};
    expect(validateMCPServer(manifest).join('\n')).toMatch(/transport: must be one of/);
  });

  it('rejects a missing required field', () => {
    const manifest = {...valid, spec: {transport: 'stdio'}};
    expect(validateMCPServer(manifest).join('\n')).toMatch(/image/);
  });

  it('rejects the wrong kind', () => {
    expect(validateMCPServer({...valid, kind: 'Deployment'})).toContain('kind must be MCPServer');
  });
});
