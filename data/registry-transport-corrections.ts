// Registry entries whose transport is not the one their image serves. Run as the entry says, such
// a server sits behind a proxy of the wrong kind and never answers, so the server catalogue, the
// guides' manifests and their tests use the transport the image serves.
import type {RegistryServer} from './toolhive-registry';

export type TransportCorrection = {
  /** The ToolHive release whose registry entry is wrong. */
  release: string;
  server: string;
  transport: RegistryServer['transport'];
  targetPort: number;
  /** What shows the image's transport. */
  evidence: string;
  /** The upstream commit that corrected the entry, and the first release with it. */
  correctedBy: string;
  correctedIn: string;
};

export const transportCorrections: TransportCorrection[] = [
  {
    release: 'v0.0.47',
    server: 'grafana',
    transport: 'sse',
    targetPort: 8000,
    evidence:
      'The mcp/grafana image runs `/app/mcp-grafana --transport sse` on 0.0.0.0:8000 (grafana/mcp-grafana Dockerfile, ENTRYPOINT). The ENTRYPOINT passed `--sse-address` up to mcp-grafana v0.5.0, whose program had already renamed that flag `--address` and so stopped at start; v0.6.0 passes `--address`. Either way the image serves SSE, never stdio.',
    correctedBy: 'stacklok/toolhive 6d647c7e4 (#750)',
    correctedIn: 'v0.0.48',
  },
];

/** The correction of a server's transport in a release's registry, if it needs one. */
export function transportCorrectionOf(
  release: string,
  server: Pick<RegistryServer, 'name'>,
): TransportCorrection | undefined {
  return transportCorrections.find(
    (correction) => correction.release === release && correction.server === server.name,
  );
}

/** The server as its image serves it: the corrected transport and port where the entry is wrong. */
export function asServed(release: string, server: RegistryServer): RegistryServer {
  const correction = transportCorrectionOf(release, server);
  if (!correction) return server;
  return {...server, transport: correction.transport, target_port: correction.targetPort};
}
