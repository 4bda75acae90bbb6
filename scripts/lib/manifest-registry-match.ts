// Does an MCPServer manifest run a registry server the way its registry entry says? A manifest
// whose image is a registry server's image must use that server's transport, target port and
// arguments, or the server never answers (a `stdio` proxy in front of an SSE server, say).
import type {RegistryServer} from '../../data/toolhive-registry';

/** An image reference without the default registry, the `library/` prefix and the `latest` tag. */
export function normalizeImage(image: string): string {
  let name = image.trim();
  name = name.replace(/^(docker\.io|index\.docker\.io|registry-1\.docker\.io)\//, '');
  name = name.replace(/^library\//, '');
  return name.replace(/:latest$/, '');
}

/** The registry server whose image the manifest runs, if any. */
export function registryServerOfImage(
  image: unknown,
  servers: RegistryServer[],
): RegistryServer | undefined {
  if (typeof image !== 'string') return undefined;
  const wanted = normalizeImage(image);
  return servers.find((server) => normalizeImage(server.image) === wanted);
}

type ManifestSpec = {
  image?: unknown;
  transport?: unknown;
  targetPort?: unknown;
  args?: unknown;
};

/** What differs between the manifest and the registry entry of the server it runs, in words. */
export function registryMismatches(manifest: unknown, servers: RegistryServer[]): string[] {
  const spec = ((manifest as {spec?: ManifestSpec})?.spec ?? {}) as ManifestSpec;
  const server = registryServerOfImage(spec.image, servers);
  if (!server) return [];
  const problems: string[] = [];
  const transport = spec.transport ?? 'stdio';
  if (transport !== server.transport) {
    problems.push(
      `${server.name} uses transport ${server.transport}, the manifest ${String(transport)}`,
    );
  }
  if (server.target_port !== undefined && spec.targetPort !== server.target_port) {
    problems.push(
      `${server.name} listens on port ${server.target_port}, the manifest's targetPort is ${String(spec.targetPort)}`,
    );
  }
  const registryArgs = server.args ?? [];
  if (registryArgs.length > 0) {
    const args = Array.isArray(spec.args) ? spec.args.map(String) : [];
    const missing = registryArgs.filter((arg) => !args.includes(arg));
    if (missing.length > 0) {
      problems.push(
        `${server.name} needs the arguments ${registryArgs.join(' ')}; the manifest lacks ${missing.join(' ')}`,
      );
    }
  }
  return problems;
}
