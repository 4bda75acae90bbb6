// deploy/ cannot be run here (no container engine, no cluster), so its files are checked for what
// would break them: every file the Dockerfile copies or runs exists, the Kubernetes objects point
// at each other and at that image, and the MCPServer fits the CRD of the current release.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';
import {parseAllDocuments} from 'yaml';

import {validateMCPServer} from '../../scripts/lib/mcpserver-crd';

const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const dockerfile = read('deploy/Dockerfile');
const ignored = read('deploy/Dockerfile.dockerignore').split('\n').filter(Boolean);
const packageScripts = (JSON.parse(read('package.json')) as {scripts: Record<string, string>})
  .scripts;

type K8sObject = {
  kind: string;
  metadata: {name: string; labels?: Record<string, string>};
  spec: Record<string, unknown>;
};
const objects: K8sObject[] = readdirSync(path.join(root, 'deploy/kubernetes'))
  .filter((name) => name.endsWith('.yaml'))
  .flatMap((name) =>
    parseAllDocuments(read(`deploy/kubernetes/${name}`)).map((doc) => doc.toJS() as K8sObject),
  );
const only = (kind: string) => {
  const found = objects.filter((object) => object.kind === kind);
  expect(found, kind).toHaveLength(1);
  return found[0] as K8sObject & {spec: Record<string, any>}; // eslint-disable-line @typescript-eslint/no-explicit-any
};

/** The image tag the comment at the top of a Dockerfile builds (`docker build … -t name:tag`). */
const builtTag = (text: string) => /docker build -f \S+ -t (\S+)/.exec(text)?.[1];

describe('deploy/Dockerfile', () => {
  it('copies only files that exist, and keeps the build inputs in the context', () => {
    const sources = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((m) =>
      m[1].split(' '),
    );
    expect(sources).toContain('package.json');
    for (const source of sources.filter((s) => s !== '.')) {
      expect(existsSync(path.join(root, source)), source).toBe(true);
    }
    for (const needed of ['docs', 'src', 'plugins', 'scripts', 'mcp', 'deploy', 'data']) {
      expect(ignored, needed).not.toContain(needed);
    }
  });

  it('runs scripts that exist, and serves with npm run serve:prod', () => {
    const scripts = [...dockerfile.matchAll(/(?:node |"node", ")(scripts\/[^\s"]+\.mjs)/g)].map(
      (m) => m[1],
    );
    expect(scripts).toContain('scripts/serve-prod.mjs');
    for (const script of scripts) expect(existsSync(path.join(root, script)), script).toBe(true);
    expect(dockerfile).toMatch(/^CMD \["node", "scripts\/serve-prod\.mjs"\]$/m);
    expect(packageScripts['serve:prod']).toBe('node scripts/serve-prod.mjs');
    expect(dockerfile).toMatch(/apt-get install -y --no-install-recommends nginx/);
  });

  it('listens where it says, as a user that is not root', () => {
    expect(dockerfile).toMatch(/^EXPOSE 8080$/m);
    expect(dockerfile).toMatch(/PORT=8080/);
    expect(dockerfile).toMatch(/HOST=0\.0\.0\.0/);
    expect(dockerfile).toMatch(/^USER node$/m);
  });
});

describe('deploy/kubernetes', () => {
  it('runs the site image, and its Service reaches the container port', () => {
    const deployment = only('Deployment');
    const service = only('Service');
    const pod = deployment.spec.template;
    expect(pod.metadata.labels).toMatchObject(deployment.spec.selector.matchLabels);
    expect(pod.metadata.labels).toMatchObject(service.spec.selector);
    const [container] = pod.spec.containers;
    expect(container.image).toBe(builtTag(dockerfile));
    const port = container.ports.find(
      (entry: {name: string}) => entry.name === service.spec.ports[0].targetPort,
    );
    expect(port?.containerPort).toBe(8080);
    expect(container.readinessProbe.httpGet.port).toBe(port.name);
    expect(pod.spec.securityContext.runAsNonRoot).toBe(true);
  });

  it('runs the docs MCP server as a stdio MCPServer that fits the v0.1.0 CRD', () => {
    const server = only('MCPServer');
    expect(validateMCPServer(server)).toEqual([]);
    expect(server.spec.transport).toBe('stdio');
    expect(server.spec.image).toBe(builtTag(read('mcp/Dockerfile')));
    expect(server.spec.permissionProfile).toEqual({type: 'builtin', name: 'none'});
  });

  it('would report a manifest that does not fit the CRD', () => {
    const server = only('MCPServer');
    expect(validateMCPServer({...server, spec: {...server.spec, transport: 'http'}})).not.toEqual(
      [],
    );
  });
});
