// What a catalogue page changes in its run command, and says under it, when the registry entry
// alone does not give the server what it needs to work: the same entries in v0.0.47 and v0.1.0,
// and the images are `latest`, so one note a server serves both versions, unless it names the one
// release it is for.
//
// - filesystem: the entry mounts /tmp but passes no folder as an argument, and the server works
//   only in folders it is given (ToolHive fixed the entry after v0.1.0 with args ["/projects"],
//   stacklok/toolhive e1dde7926, #1118).
// - k8s (StacklokLabs/mkp): the server reads ~/.kube/config inside its container (in-cluster
//   config first; clientcmd.BuildConfigFromFlags with that path, so $KUBECONFIG is not read) and
//   exits when it finds none; the entry mounts none. MKP's own README runs it with
//   --volume $HOME/.kube:/home/nonroot/.kube:ro. The image (ko's default base) runs as 65532, and
//   ToolHive drops all capabilities (pkg/container/docker/client.go CapDrop ALL).
// - gdrive: both required variables are file paths inside its container, and the entry mounts
//   nothing (pkg/runner/config.go: mounts come from the profile or --volume). The server exits
//   unless the credentials file exists; its `auth` mode writes it after a browser sign-in with the
//   OAuth keys file (modelcontextprotocol/servers src/gdrive).
// - memory: the server writes memory.jsonl (memory.json until merge dc21983e, 2025-10-20) beside
//   dist/index.js unless MEMORY_FILE_PATH names another file (modelcontextprotocol/servers
//   src/memory/index.ts); the image runs as root, and
//   ToolHive drops every capability, so root gets no exemption from file modes. A new container
//   starts from the image again (run-mcp-servers#name says when ToolHive makes one: in v0.1.0 on
//   every thv restart, in v0.0.47 when a setting such as the port differs). In a cluster
//   the mcp container runs as user 1000 on a read-only root filesystem (run-mcp-k8s#default-security).
// - semgrep, v0.0.47 only: the image's CMD is `-t streamable-http` (semgrep/mcp Dockerfile since
//   v0.3.0, 2025-06-01), which v0.0.47 cannot proxy (streamable HTTP came in v0.0.48), and the
//   v0.0.47 entry passes no arguments that would replace it. ToolHive added `--transport sse` to
//   the entry in 2d0dcc652 (#801), first in v0.0.48.
// - google-maps: every tool calls https://maps.googleapis.com/maps/api/... with node-fetch 3, which
//   connects directly and reads no HTTP(S)_PROXY variable (modelcontextprotocol/servers
//   src/google-maps/index.ts before d53d6cc7, which archived it). The entry allows only
//   developers.google.com and maps.com, and an isolated container's only way out is the egress
//   proxy (pkg/container/docker/squid.go, dstdomain rules).
// - postgres and redis and --isolate-network: pg and redis-py speak the databases' own protocols
//   and use no HTTP proxy; the internal network has no other way out. mongodb-mcp-server passes
//   useEnvironmentVariableProxies to devtools-connect, which tunnels a mongodb:// connection only
//   through MONGODB_PROXY or ALL_PROXY (devtools-proxy-support proxyForUrl); ToolHive sets
//   HTTP(S)_PROXY only (pkg/container/docker/client.go addEgressEnvVars).
// - semgrep: semgrep/mcp 0.9.0 (6e340f8, 2025-09-29) left one tool, deprecation_notice
//   (src/semgrep_mcp/server.py); its Docker workflow tags images by version without a `v`
//   (metadata-action type=semver pattern {{version}}) and `latest` follows the newest tag.
// - redis: mcp/redis has been built from redis/mcp-redis since April 2025 (docker/
//   labs-ai-tools-for-devs 6e441aa; now docker/mcp-registry servers/redis/server.yaml); it reads only variables (src/common/config.py: REDIS_HOST default
//   127.0.0.1, REDIS_SSL and REDIS_CLUSTER_MODE true only for "true", "1", "t", TLS files as
//   REDIS_SSL_CA_PATH, REDIS_SSL_CERT_REQS, REDIS_SSL_CA_CERTS). The v0.0.47 entry lists none.
// - sqlite: --db-path defaults to ./sqlite_mcp_server.db and WORKDIR is /app; the server creates
//   the file at start (modelcontextprotocol/servers src/sqlite before d53d6cc7). The image has no
//   USER (root). In a cluster the mcp container is user 1000 on a read-only root filesystem.
// - k8s in a cluster: mkp tries rest.InClusterConfig first; the runner's StatefulSet sets no
//   serviceAccountName (pkg/container/kubernetes), so the pod runs as `default`; ToolHive's own
//   examples/operator/mcp-servers/mcpserver_mkp.yaml sets podTemplateSpec.spec.serviceAccountName.
// - grafana, hass-mcp, postgres, mongodb, redis: the address the reader gives is resolved inside
//   the container, whose loopback is its own (no host mapping is added at either tag).

export type RegistryRunNote = {
  /** Flags the run command needs besides the entry's required variables. */
  flags?: string[];
  /** Arguments the run command passes after `--`. */
  args?: string[];
  /** Variables the entry lists that the server does not read: the page offers no example of them. */
  ignores?: string[];
  /** Markdown shown under the run command. */
  note: string;
  /** Markdown added to the notes under the Kubernetes manifest. */
  kubernetes?: string;
  /** Arguments the Kubernetes manifest adds to the entry's own. */
  kubernetesArgs?: string[];
  /** The one ToolHive release the note is for; without it, every release. */
  release?: string;
};

const reachHostLink =
  '[Reach a service on your computer](/toolhive/guides-cli/run-mcp-servers#host-services)';

/** For a server that connects to a service at an address the reader gives it. */
function addressSentence(setting: string): string {
  return `Inside the container, \`localhost\` and \`127.0.0.1\` are the container itself, so ${setting} needs an address the container can reach; ${reachHostLink} says which to use for a service on your own computer.`;
}

/** Why root in the container is held to a mounted folder's permissions (memory, sqlite). */
const rootWithoutCapabilities =
  "The image runs as root, but ToolHive drops all its capabilities, so root is held to the folder's permissions: with Docker Engine on Linux, the folder must let others write to it.";

const semgrepDeprecated =
  'Since semgrep/mcp 0.9.0 (September 2025), the `latest` image offers one tool, `deprecation_notice`, in place of the tools listed under [Tools](#tools): Semgrep now ships its MCP server in the `semgrep` command line (`semgrep mcp`). Images of earlier releases, tagged by version such as `0.8.1`, still offer the scanning tools, some under other names.';

export const registryRunNotes: Record<string, RegistryRunNote[]> = {
  semgrep: [
    {
      release: 'v0.0.47',
      args: ['--transport', 'sse'],
      kubernetesArgs: ['--transport', 'sse'],
      note: `The image starts the server with streamable HTTP unless told otherwise, and ToolHive v0.0.47 proxies only \`stdio\` and \`sse\`: the arguments after \`--\` make it serve SSE, as the entry's \`sse\` transport expects. ToolHive's later registry passes them itself. ${semgrepDeprecated}`,
    },
    {note: semgrepDeprecated},
  ],
  memory: [
    {
      note: `The server keeps what it learns in a file inside its container, \`memory.jsonl\` beside its code (\`memory.json\` in images built before late October 2025, as the table below says), so the file goes with the container: when you remove the server, and whenever ToolHive creates the container again ([Name a server](/toolhive/guides-cli/run-mcp-servers#name) says when). To keep the file, mount an existing folder of your computer and point \`MEMORY_FILE_PATH\` at a file in it, by adding \`--volume <host-folder>:/data -e MEMORY_FILE_PATH=/data/memory.jsonl\` to the command. ${rootWithoutCapabilities}`,
      kubernetes:
        "With ToolHive's default security settings the server cannot write its file in a cluster: the `mcp` container's root filesystem is read-only and it runs as user 1000. Mount a volume on the `mcp` container and set `MEMORY_FILE_PATH` to a file on it, both through [`podTemplateSpec`](/toolhive/guides-k8s/run-mcp-k8s#server-storage), which works with any operator.",
    },
  ],
  sqlite: [
    {
      note: `The server creates its database at start, \`/app/sqlite_mcp_server.db\` inside its container, so the database goes with the container: when you remove the server, and whenever ToolHive creates the container again ([Name a server](/toolhive/guides-cli/run-mcp-servers#name) says when). To keep it, mount an existing folder of your computer and name a file in it with the server's \`--db-path\` argument: add \`--volume <host-folder>:/data\` to the command and \`-- --db-path /data/sqlite.db\` at its end. ${rootWithoutCapabilities}`,
      kubernetes:
        "With ToolHive's default security settings the server cannot start in a cluster: it creates its database in `/app`, and the `mcp` container's root filesystem is read-only and it runs as user 1000. Mount a volume on the `mcp` container through [`podTemplateSpec`](/toolhive/guides-k8s/run-mcp-k8s#server-storage) and add `--db-path` with a file on that volume to `spec.args`.",
    },
  ],
  filesystem: [
    {
      args: ['/tmp'],
      note: 'The entry mounts your `/tmp` into the container at `/tmp`, but passes the server no folder to work in, so the command names it after `--`. To work in another folder, mount it with `--volume <host-folder>:<container-folder>` and name the container folder instead.',
    },
  ],
  k8s: [
    {
      flags: ['--volume $HOME/.kube:/home/nonroot/.kube:ro'],
      ignores: ['KUBECONFIG'],
      note: 'The server reads its kubeconfig at `~/.kube/config` inside its container, and the entry mounts none: without the `--volume` line, the server stops at once. The `KUBECONFIG` variable the entry lists has no effect on this server. The server runs as user 65532 with no extra privileges, so on Linux it cannot read a kubeconfig that only you may read (mode 600). Inside the container, a kubeconfig also cannot use certificate files or credential plugins from your computer, and a server address of `127.0.0.1` or `localhost`, as for a local kind cluster, points at the container itself.',
      kubernetes:
        "In a cluster the server acts as its pod's service account, and the operator gives the pod none of its own: it runs as the namespace's `default` account, so the cluster refuses every tool unless that account has been granted rights. Create a service account with the rights the tools need (to read, a ClusterRoleBinding to the built-in `view` ClusterRole) and name it in `spec.podTemplateSpec.spec.serviceAccountName`, beside the `mcp` container the template must list ([Customize the server pod](/toolhive/guides-k8s/run-mcp-k8s#pod-template)).",
    },
  ],
  gdrive: [
    {
      flags: ['--volume <host-folder>:/gdrive'],
      note: "Both variables are paths inside the container, and the entry mounts nothing, so the command mounts a folder at `/gdrive` for both files, such as `/gdrive/gcp-oauth.keys.json` and `/gdrive/credentials.json`. The server starts only once the credentials file exists: the image writes it when run with its `auth` argument, after a Google sign-in (see the server's own instructions under Source).",
      kubernetes:
        'The server exits at once without its credentials file, and the manifest mounts nothing: put both files in a Secret and mount it at `/gdrive` in the `mcp` container through [`podTemplateSpec`](/toolhive/guides-k8s/run-mcp-k8s#server-storage), with the two variables naming the files there.',
    },
  ],
  redis: [
    {
      release: 'v0.0.47',
      flags: ['-e REDIS_HOST=<host>'],
      note: `The image holds Redis's own server (redis/mcp-redis), not the one under Source, so it offers its own, larger set of tools and reads its settings from variables this entry does not list: \`REDIS_HOST\` (\`127.0.0.1\` if unset), \`REDIS_PORT\` (6379), \`REDIS_DB\`, \`REDIS_USERNAME\` and \`REDIS_PWD\`. ${addressSentence('`REDIS_HOST`')}`,
      kubernetes:
        "The manifest sets no `REDIS_HOST`: add it, with your Redis server's address in the cluster, such as its Service's name, as [Pass arguments and environment variables](/toolhive/guides-k8s/run-mcp-k8s#args-env) shows.",
    },
    {
      ignores: ['REDIS_CA_PATH', 'REDIS_CERT_REQS', 'REDIS_CA_CERTS'],
      note: `${addressSentence('`REDIS_HOST`')} \`REDIS_SSL\` and \`REDIS_CLUSTER_MODE\` are on only for \`true\`, \`1\` or \`t\` (\`True\` leaves them off). For TLS files the server reads \`REDIS_SSL_CA_PATH\`, \`REDIS_SSL_CERT_REQS\` and \`REDIS_SSL_CA_CERTS\`, not the entry's \`REDIS_CA_PATH\`, \`REDIS_CERT_REQS\` and \`REDIS_CA_CERTS\`.`,
    },
  ],
  grafana: [{note: addressSentence('`GRAFANA_URL`')}],
  'hass-mcp': [{note: addressSentence('`HA_URL`')}],
  postgres: [{note: addressSentence('the connection string')}],
  mongodb: [{note: addressSentence('the connection string')}],
};

/**
 * What the network note of a release with `--isolate-network` (v0.0.48 on) adds for a server that
 * the flag breaks.
 */
const databaseProtocol = (database: string) =>
  `Don't add the flag for this server: it talks to ${database} in ${database}'s own protocol, which the egress proxy does not carry, so it cannot connect.`;

export const isolateNetworkNotes: Record<string, string> = {
  'google-maps':
    "Don't add the flag for this server: every tool then fails. The server connects straight to `maps.googleapis.com`, not through the egress proxy, and that host is not among those the profile allows either.",
  mongodb:
    "Don't add the flag for this server: its MongoDB connection goes through a proxy only when `ALL_PROXY` or `MONGODB_PROXY` names one, not the `HTTP_PROXY` and `HTTPS_PROXY` that ToolHive sets, so it cannot connect.",
  postgres: databaseProtocol('PostgreSQL'),
  redis: databaseProtocol('Redis'),
};

/** The note for a server in a ToolHive release's catalogue, if it has one. */
export function registryRunNoteOf(name: string, release: string): RegistryRunNote | undefined {
  const notes = Object.hasOwn(registryRunNotes, name) ? registryRunNotes[name] : [];
  return notes.find((note) => note.release === undefined || note.release === release);
}
