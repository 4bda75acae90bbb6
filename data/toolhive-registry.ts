// Typed view of data/<release>/registry.json, the registry of MCP servers
// built into each documented ToolHive release (a byte copy of the release's own
// file). The catalogue generator, its sidebars, the tests and the docs MCP
// server read it here.
import {currentVersion, type DocsVersion, type ToolhiveRelease} from './docs-versions';
// npm run release:cut rewrites this block from the list of releases.
// BEGIN release:cut
import registryV0_1_0 from './v0.1.0/registry.json';
import registryV0_0_47 from './v0.0.47/registry.json';

const registryByRelease: Record<ToolhiveRelease, Registry> = {
  'v0.1.0': registryV0_1_0 as Registry,
  'v0.0.47': registryV0_0_47 as Registry,
};
// END release:cut

export type RegistryEnvVar = {
  name: string;
  description: string;
  required: boolean;
  secret?: boolean;
  default?: string;
};

export type RegistryOutbound = {
  insecure_allow_all?: boolean;
  allow_transport?: string[];
  allow_host?: string[];
  allow_port?: number[];
};

export type RegistryPermissions = {
  read?: string[];
  write?: string[];
  network?: {outbound?: RegistryOutbound};
};

export type RegistryProvenance = {
  sigstore_url?: string;
  repository_uri?: string;
  repository_ref?: string;
  signer_identity?: string;
  runner_environment?: string;
  cert_issuer?: string;
  attestation?: {predicate_type?: string; predicate?: unknown};
};

/** One entry of the registry, as ToolHive stores it (the name is the entry's key). */
export type RegistryEntry = {
  name?: string;
  image: string;
  description: string;
  transport: 'stdio' | 'sse' | 'streamable-http';
  target_port?: number;
  permissions?: RegistryPermissions;
  tools?: string[];
  env_vars?: RegistryEnvVar[];
  args?: string[];
  metadata?: {stars?: number; pulls?: number; last_updated?: string};
  repository_url?: string;
  tags?: string[];
  docker_tags?: string[];
  provenance?: RegistryProvenance;
};

export type Registry = {
  version: string;
  last_updated: string;
  servers: Record<string, RegistryEntry>;
};

/** An entry with its name filled in from its key, as `thv registry info` shows it. */
export type RegistryServer = RegistryEntry & {name: string};

export function registryFileOf(version: DocsVersion): string {
  return `${version.dataDir}/registry.json`;
}

export function registryOf(version: DocsVersion): Registry {
  return registryByRelease[version.release];
}

/** The registry of the current release. */
export const registryFile = registryFileOf(currentVersion);
export const toolhiveRegistry = registryOf(currentVersion);

/** Every server of a registry, named and sorted by name (the order of `thv registry list`). */
export function serversOf(registry: Registry): RegistryServer[] {
  return Object.entries(registry.servers)
    .map(([name, entry]) => ({...entry, name}))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export const registryServers = serversOf(toolhiveRegistry);

export const registryRouteBase = '/toolhive/registry';
export const registryDocIdBase = 'toolhive/registry';

export function serverRoute(name: string): string {
  return `${registryRouteBase}/${name}`;
}

/** The day of a registry timestamp (`2025-06-12 00:21:24` or RFC 3339) as YYYY-MM-DD. */
export function registryDay(timestamp: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(timestamp)?.[0];
  if (!day) throw new Error(`not a registry timestamp: "${timestamp}"`);
  return day;
}
