// Renders the MCP server catalogue (an index plus one page per server) of one
// docs version from that version's data/<release>/registry.json. Pure: the
// same data always gives the same bytes, so a test can compare the output with
// the files on disk. The commands and manifests are built here once, and the
// tests check these same values.
import {stringify} from 'yaml';

import {
  registryDay,
  registryDocIdBase,
  registryRouteBase,
  serverRoute,
  serversOf,
  type Registry,
  type RegistryEnvVar,
  type RegistryOutbound,
  type RegistryServer,
} from '../../data/toolhive-registry';
import {
  archivedInServers,
  isolateNetworkNotes,
  kubernetesAsRoot,
  registryRunNoteOf,
} from '../../data/registry-run-notes';
import {asServed, transportCorrectionOf} from '../../data/registry-transport-corrections';
import {inlineMarkdown} from './cli-reference-pages';
import {shellWord} from './shell-word';

/** The first front-matter line of every generated page: a YAML comment naming its source. */
export function generatedMarkerOf(registryFile: string): string {
  return `# Generated from ${registryFile} by scripts/gen-registry.ts. Do not edit; run npm run gen:registry`;
}

/** Folder of the generated pages, relative to the repository root. */
export const registryDir = 'docs/toolhive/registry';

/** Namespace of the Kubernetes examples, as in the Kubernetes guides. */
export const kubernetesNamespace = 'toolhive-system';

export const noDefault = '—';

// Guides the pages point to; the build fails if one of them moves.
const guides = {
  registry: '/toolhive/guides-cli/registry',
  run: '/toolhive/guides-cli/run-mcp-servers',
  secrets: '/toolhive/guides-cli/secrets-management',
  permissions: '/toolhive/guides-cli/custom-permissions',
  verify: '/toolhive/guides-cli/run-mcp-servers#image-verification',
  isolateNetwork: '/toolhive/guides-cli/run-mcp-servers#isolate-network',
  ingressPortInUse: '/toolhive/guides-cli/run-mcp-servers#ingress-port-in-use',
  troubleshooting: '/toolhive/guides-cli/run-mcp-servers#troubleshooting',
  kubernetes: '/toolhive/guides-k8s/run-mcp-k8s',
  operator: '/toolhive/guides-k8s/deploy-operator-helm',
  registryInfo: '/toolhive/reference/cli/thv_registry_info',
};

// ---------------------------------------------------------------------------
// Facts derived from an entry: the commands, the manifest, the profile in words.

const requiredVars = (server: RegistryServer) =>
  (server.env_vars ?? []).filter((variable) => variable.required);

/** The name a reader stores a secret variable under: `GITHUB_TOKEN` → `github-token`. */
export function secretName(variable: RegistryEnvVar): string {
  return variable.name.toLowerCase().replaceAll('_', '-');
}

/** Kubernetes Secret holding a server's required secret variables, one key per variable. */
export function kubernetesSecretName(server: RegistryServer): string {
  return `${server.name}-secrets`;
}

/** One `thv secret set` line per required secret variable. */
export function secretSetCommands(server: RegistryServer): string[] {
  return requiredVars(server)
    .filter((variable) => variable.secret)
    .map((variable) => `thv secret set ${secretName(variable)}`);
}

/** The flags `thv run` needs for the server's required variables. */
export function runFlags(server: RegistryServer): string[] {
  return requiredVars(server).map(variableFlag);
}

/** The `thv run` flag that gives a variable: a stored secret, or a value the reader types in. */
function variableFlag(variable: RegistryEnvVar): string {
  return variable.secret
    ? `--secret ${secretName(variable)},target=${variable.name}`
    : `-e ${variable.name}='<value>'`;
}

/**
 * `thv run` with `flags`, then `target` and any `args` after `--`, one flag per line when it has
 * flags.
 */
function thvRunLines(flags: string[], target: string, args: string[] = []): string {
  const last = args.length > 0 ? `${target} -- ${args.map(shellWord).join(' ')}` : target;
  if (flags.length === 0) return `thv run ${last}`;
  return ['thv run \\', ...flags.map((flag) => `  ${flag} \\`), `  ${last}`].join('\n');
}

/** A `thv run` command of the server by its registry name. */
export function runCommand(
  server: RegistryServer,
  extraFlags: string[] = [],
  args: string[] = [],
): string {
  return thvRunLines([...extraFlags, ...runFlags(server)], server.name, args);
}

/**
 * Registry arguments that stand for a value of the reader's own, with the form to put in their
 * place. ToolHive puts a registry entry's arguments before any given after `--` and has no way to
 * leave them out (cmd/thv/app/run.go applyRegistrySettings, v0.0.47 and v0.1.0), so a server run
 * by its registry name always gets the placeholder. `mcp/postgres` takes its first argument as the
 * database URL, and `postgresql://host:port/db-name` is not a valid URL.
 */
const placeholderArguments: Record<string, string> = {
  'postgresql://host:port/db-name': 'postgresql://<user>:<password>@<host>:<port>/<database>',
};

/** The registry arguments of a server that are placeholders. */
export function placeholderArgs(server: RegistryServer): string[] {
  return (server.args ?? []).filter((arg) => Object.hasOwn(placeholderArguments, arg));
}

/** `thv run` of the server's image, with the reader's values in place of the placeholders. */
export function imageRunCommand(server: RegistryServer): string {
  const flags = [
    `--name ${server.name}`,
    ...(server.transport === 'stdio' ? [] : [`--transport ${server.transport}`]),
    ...(server.target_port ? [`--target-port ${server.target_port}`] : []),
    ...runFlags(server),
  ];
  const args = (server.args ?? []).map((arg) =>
    Object.hasOwn(placeholderArguments, arg) ? placeholderArguments[arg] : arg,
  );
  return thvRunLines(flags, server.image, args);
}

/**
 * What a page's run commands add to the server's name so that it works: the flags of a transport
 * correction and of its run note, and the run note's arguments after `--`.
 */
export function readerRunParts(
  toolhiveVersion: string,
  server: RegistryServer,
): {flags: string[]; args: string[]} {
  const correction = transportCorrectionOf(toolhiveVersion, server);
  const runNote = registryRunNoteOf(server.name, toolhiveVersion);
  return {
    flags: [
      ...(correction
        ? [`--transport ${correction.transport}`, `--target-port ${correction.targetPort}`]
        : []),
      ...(runNote?.flags ?? []),
    ],
    args: runNote?.args ?? [],
  };
}

/** Whether the page's `thv run` command hands the server a stored secret (`--secret`). */
function runPassesSecret(toolhiveVersion: string, server: RegistryServer): boolean {
  return [...runFlags(server), ...readerRunParts(toolhiveVersion, server).flags].some((flag) =>
    flag.startsWith('--secret '),
  );
}

export function imageVerificationCommand(toolhiveVersion: string, server: RegistryServer): string {
  const {flags, args} = readerRunParts(toolhiveVersion, server);
  return runCommand(server, ['--image-verification enabled', ...flags], args);
}

/** `kubectl create secret` for the server's required secret variables, if it has any. */
export function kubernetesSecretCommand(server: RegistryServer): string | undefined {
  const secrets = requiredVars(server).filter((variable) => variable.secret);
  if (secrets.length === 0) return undefined;
  return [
    `kubectl -n ${kubernetesNamespace} create secret generic ${kubernetesSecretName(server)} \\`,
    ...secrets.map(
      (variable, index) =>
        `  --from-literal=${variable.name}='<value>'${index < secrets.length - 1 ? ' \\' : ''}`,
    ),
  ].join('\n');
}

const outboundOf = (server: RegistryServer): RegistryOutbound =>
  server.permissions?.network?.outbound ?? {};

/**
 * True when the profile allows no outbound connection at all: no `insecure_allow_all` and every
 * allow list empty. Only then does ToolHive refuse every connection: v0.0.47 gives such a `stdio`
 * server no network (pkg/container/docker/client.go needsNetworkAccess), and the v0.1.0 egress proxy
 * writes no allow rule for it (squid.go writeHttpAccessRules). An empty list on its own sets no limit.
 */
export function allowsNoNetwork(server: RegistryServer): boolean {
  const outbound = outboundOf(server);
  return (
    !outbound.insecure_allow_all &&
    (outbound.allow_host ?? []).length === 0 &&
    (outbound.allow_port ?? []).length === 0 &&
    (outbound.allow_transport ?? []).length === 0
  );
}

/**
 * The operator's built-in profile closest to the registry's: `none` when the
 * registry profile allows no connection, `network` when it allows any.
 */
export function builtinProfileFor(server: RegistryServer): 'network' | 'none' {
  return allowsNoNetwork(server) ? 'none' : 'network';
}

export type McpServerManifest = {
  apiVersion: string;
  kind: 'MCPServer';
  metadata: {name: string; namespace: string};
  spec: {
    image: string;
    transport: RegistryServer['transport'];
    targetPort?: number;
    args?: string[];
    env?: {name: string; value: string}[];
    secrets?: {name: string; key: string; targetEnvName: string}[];
    permissionProfile: {type: 'builtin'; name: string};
    podTemplateSpec?: {
      spec: {
        securityContext?: typeof rootUser;
        containers: [{name: 'mcp'; env?: PodEnvVar[]; securityContext?: RootContainer}];
      };
    };
  };
};

/**
 * What the manifest of a server whose image works only as root (`kubernetesAsRoot`) relaxes of
 * ToolHive's default security settings: the user, on the pod and on the `mcp` container (whose
 * settings win), and nothing else. ToolHive fills in the rest (readOnlyRootFilesystem,
 * privileged false, allowPrivilegeEscalation false, fsGroup 1000); the manifest also says
 * allowPrivilegeEscalation false, as ToolHive would, and drops every capability, which ToolHive's
 * defaults do not, as root needs none here.
 */
const rootUser = {runAsNonRoot: false, runAsUser: 0, runAsGroup: 0};
type RootContainer = typeof rootUser & {
  allowPrivilegeEscalation: false;
  capabilities: {drop: ['ALL']};
};
const rootContainer: RootContainer = {
  ...rootUser,
  allowPrivilegeEscalation: false,
  capabilities: {drop: ['ALL']},
};

type PodEnvVar =
  | {name: string; value: string}
  | {name: string; valueFrom: {secretKeyRef: {name: string; key: string}}};

/**
 * The variables a manifest sets: the required ones, and the optional ones with a default. The
 * runner gives a variable its registry default (cmd/thv/app/run.go at v0.0.45, pkg/runner/env.go
 * at v0.1.0) only when `spec.image` is a registry name; the manifest names the image, so it sets
 * the default itself.
 */
function manifestVars(server: RegistryServer): RegistryEnvVar[] {
  return (server.env_vars ?? []).filter(
    (variable) => variable.required || (variable.default !== undefined && !variable.secret),
  );
}

/** A plain variable's value in a manifest: its default, or a placeholder for the reader's own. */
function manifestValue(variable: RegistryEnvVar): string {
  return variable.required || variable.default === undefined ? '<value>' : variable.default;
}

/** The `mcp` container's variables: secret ones read by Kubernetes from the server's Secret. */
function podEnv(server: RegistryServer, variables: RegistryEnvVar[]): PodEnvVar[] {
  return variables.map((variable) =>
    variable.secret
      ? {
          name: variable.name,
          valueFrom: {secretKeyRef: {name: kubernetesSecretName(server), key: variable.name}},
        }
      : {name: variable.name, value: manifestValue(variable)},
  );
}

/**
 * The target port a manifest gives an `sse` server whose entry names none. Left out, the runner
 * picks a random port, which now and then falls where Kubernetes refuses it
 * (docs/toolhive/guides-k8s/run-mcp-k8s.md, Choose a transport). The runner tells the server the
 * port through MCP_PORT and FASTMCP_PORT, which the four such entries (k8s, oci-registry, osv,
 * semgrep) read; 8080 is also the Go servers' own default.
 */
export const kubernetesTargetPort = 8080;

/**
 * The MCPServer that runs the server as the registry describes it. For v0.0.47 the variables
 * (`manifestVars`) go on the `mcp` container through `podTemplateSpec`: no operator of that release
 * delivers `spec.secrets` (it passes them to a runner whose secrets provider is `none`,
 * cmd/thv-operator/controllers/mcpserver_controller.go:411-437 at v0.0.47), and the chart's
 * default operator, v0.0.45, puts `spec.env` on the runner container (:426-432 there). Both pass
 * `podTemplateSpec` to the runner as `--k8s-pod-patch`, which sets it on the `mcp` container.
 */
export function mcpServerManifest(
  server: RegistryServer,
  apiVersion: string,
  toolhiveVersion?: string,
): McpServerManifest {
  const variables = manifestVars(server);
  const onPod = toolhiveVersion === 'v0.0.47' && variables.length > 0;
  const plain = onPod ? [] : variables.filter((variable) => !variable.secret);
  const secret = onPod ? [] : variables.filter((variable) => variable.secret);
  const targetPort =
    server.target_port ?? (server.transport === 'stdio' ? undefined : kubernetesTargetPort);
  const args = [
    ...(server.args ?? []),
    ...((toolhiveVersion && registryRunNoteOf(server.name, toolhiveVersion)?.kubernetesArgs) ?? []),
  ];
  const asRoot = kubernetesAsRoot.has(server.name);
  const mcpContainer = {
    name: 'mcp' as const,
    ...(onPod ? {env: podEnv(server, variables)} : {}),
    ...(asRoot ? {securityContext: rootContainer} : {}),
  };
  return {
    apiVersion,
    kind: 'MCPServer',
    metadata: {name: server.name, namespace: kubernetesNamespace},
    spec: {
      image: server.image,
      transport: server.transport,
      ...(targetPort ? {targetPort} : {}),
      ...(args.length ? {args} : {}),
      ...(plain.length
        ? {env: plain.map((variable) => ({name: variable.name, value: manifestValue(variable)}))}
        : {}),
      ...(secret.length
        ? {
            secrets: secret.map((variable) => ({
              name: kubernetesSecretName(server),
              key: variable.name,
              targetEnvName: variable.name,
            })),
          }
        : {}),
      permissionProfile: {type: 'builtin', name: builtinProfileFor(server)},
      ...(onPod || asRoot
        ? {
            podTemplateSpec: {
              spec: {...(asRoot ? {securityContext: rootUser} : {}), containers: [mcpContainer]},
            },
          }
        : {}),
    },
  };
}

function code(text: string): string {
  if (text.includes('`')) throw new Error(`code span cannot hold a backtick: ${text}`);
  return `\`${text}\``;
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** Groups digits by thousands without depending on the machine's locale. */
export function formatCount(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Every mount of the profile, read-only and read-write, each once. */
function profileMounts(server: RegistryServer): string[] {
  return [...new Set([...(server.permissions?.read ?? []), ...(server.permissions?.write ?? [])])];
}

/** A mount's host path and, for `host-path:container-path`, its container path. */
function mountPaths(mount: string): [from: string, to: string | undefined] {
  const [from, to] = mount.split(/:(?=\/)/);
  return [from, to];
}

/** A mount of a profile in words: `path`, or `host-path:container-path`. */
function mountWords(mount: string): string {
  const [from, to] = mountPaths(mount);
  return to
    ? `${code(from)} on your computer, at ${code(to)} in the container`
    : `${code(from)} (the same path on your computer and in the container)`;
}

/** What the profile lets the server read and write, as two sentences. */
export function fileAccessWords(server: RegistryServer): {read: string; write: string} {
  const write = server.permissions?.write ?? [];
  const readOnly = (server.permissions?.read ?? []).filter((mount) => !write.includes(mount));
  const read = [...readOnly, ...write];
  return {
    read: read.length
      ? `${list(read.map(mountWords))}.`
      : 'None. ToolHive mounts no file or folder of your computer into the container.',
    write: write.length ? `${list(write.map(code))}. Writing includes reading.` : 'None.',
  };
}

/** The outbound network rules of the profile, as a sentence. */
export function networkWords(server: RegistryServer): string {
  const outbound = outboundOf(server);
  const hosts = outbound.allow_host ?? [];
  const ports = (outbound.allow_port ?? []).map(String);
  const transports = (outbound.allow_transport ?? []).map((name) => name.toUpperCase());
  const portWords = ports.length
    ? `on ${ports.length === 1 ? 'port' : 'ports'} ${list(ports)}`
    : 'on any port';
  const over = transports.length ? ` over ${list(transports)}` : '';
  if (outbound.insecure_allow_all) {
    const listed = [
      hosts.length ? `${hosts.length === 1 ? 'host' : 'hosts'} ${list(hosts.map(code))}` : '',
      ports.length ? `${ports.length === 1 ? 'port' : 'ports'} ${list(ports)}` : '',
    ].filter(Boolean);
    const one = hosts.length + ports.length === 1;
    return `Any host on any port: the profile sets ${code('insecure_allow_all')}.${
      listed.length
        ? ` The ${list(listed)} that it also lists ${one ? 'does' : 'do'} not narrow that.`
        : ''
    }`;
  }
  if (hosts.length) return `Connections to ${list(hosts.map(code))} ${portWords}${over}.`;
  if (ports.length || transports.length) {
    // An empty allow_host sets no limit of its own: the v0.1.0 egress proxy then allows every
    // host on the listed ports (pkg/container/docker/squid.go writeHttpAccessRules).
    const limits = [
      ports.length ? (ports.length === 1 ? 'port' : 'ports') : '',
      transports.length ? 'protocol' : '',
    ].filter(Boolean);
    return `Any host ${portWords}${over}: the profile lists no host, so its rules name only the ${list(limits)}.`;
  }
  return 'None. The profile lists no host, port or protocol.';
}

// Bare URLs in registry text are examples (`https://your-domain.atlassian.net`):
// show them as code, not as links that lead nowhere.
function registryText(text: string, inTable = false): string {
  const withCode = text.replace(/\bhttps?:\/\/[^\s)]+[^\s).,]/g, (url) => code(url));
  return inlineMarkdown(withCode, inTable);
}

function frontMatterString(text: string): string {
  return JSON.stringify(text);
}

/** The description, or a sentence saying the entry has none. */
function summaryOf(server: RegistryServer): string {
  return server.description.trim() || 'The registry entry has no description of this server.';
}

/** Repository URL as `owner/name` for GitHub, else the URL. */
function repositoryLabel(url: string): string {
  return url.replace(/^https:\/\/github\.com\//, '');
}

// ---------------------------------------------------------------------------
// Pages.

export type RenderContext = {
  toolhiveVersion: string;
  /** The version's registry data, named in each page's front matter: `data/v0.1.0/registry.json`. */
  registryFile: string;
  /** `apiVersion` of the MCPServer CRD, e.g. `toolhive.stacklok.dev/v1alpha1`. */
  mcpServerApiVersion: string;
};

function frontMatter(fields: [string, string][], context: RenderContext): string[] {
  return [
    '---',
    generatedMarkerOf(context.registryFile),
    ...fields.map(([key, value]) => `${key}: ${value}`),
    `generated_from: ${context.registryFile}`,
    'generated_by: scripts/gen-registry.ts',
    'custom_edit_url: null',
    '---',
    '',
  ];
}

export function serverPageTitle(server: RegistryServer): string {
  return `${server.name} MCP server`;
}

/**
 * One pattern for every server, on purpose: every docs page loads the
 * descriptions of all pages (in the docs version data), and 31 different
 * descriptions cost each reader about 1.2 KB of gzip JavaScript; a shared
 * pattern compresses to almost nothing. The page's own words (its summary,
 * tags and tools) are in its text and `keywords`.
 */
export function serverDescription(server: RegistryServer): string {
  return `Run the ${server.name} MCP server with ToolHive: what it does, its tools, environment variables and permissions, and the commands that start it.`;
}

function transportWords(server: RegistryServer): string {
  if (server.transport === 'stdio') {
    return `${code('stdio')}. The server reads requests on its standard input and answers on its standard output; ToolHive's proxy turns that into HTTP with Server-Sent Events for your client.`;
  }
  const port = server.target_port
    ? `on port ${server.target_port} inside its container`
    : `on a port ToolHive picks and passes to it as ${code('MCP_PORT')} and ${code('FASTMCP_PORT')}`;
  if (server.transport === 'streamable-http') {
    return `${code('streamable-http')}. The server answers MCP requests over streamable HTTP ${port}; ToolHive's proxy forwards your client's requests to it.`;
  }
  return `${code('sse')}. The server answers HTTP with Server-Sent Events ${port}; ToolHive's proxy forwards your client's requests to it.`;
}

/** The URL `thv list` shows for a server, as ToolHive's `GenerateMCPServerURL` forms it. */
function urlForm(server: RegistryServer): string {
  return server.transport === 'streamable-http'
    ? 'http://127.0.0.1:<port>/mcp'
    : `http://127.0.0.1:<port>/sse#${server.name}`;
}

/** For an entry whose transport is wrong (data/registry-transport-corrections.ts): what it says. */
function correctionWords(server: RegistryServer, context: RenderContext): string {
  const correction = transportCorrectionOf(context.toolhiveVersion, server);
  if (!correction) return '';
  return ` The registry entry of this release says ${code(server.transport)} instead (ToolHive ${correction.correctedIn} corrected it). Started as the entry says, the server would never answer, so the command and the manifest below set the transport and port themselves.`;
}

/**
 * Before v0.0.48 a new install had the `encrypted` provider; from then on it has none until setup.
 * `thv secret set` refuses a provider that cannot write (cmd/thv/app/secret.go, CanWrite): only
 * `encrypted` can; `1password` reads `op://` references (pkg/secrets/1password.go).
 */
function secretsSetupSentence(toolhiveVersion: string): string {
  return toolhiveVersion === 'v0.0.47'
    ? ` The first time ToolHive needs the secret store, it also asks you to choose a password that protects it, unless ${code('TOOLHIVE_SECRETS_PASSWORD')} is set. It keeps the password in your keyring, where your computer has one; where it has none, ToolHive asks for the password again on every command that opens the store, and twice on every ${code('thv run')} of this server ([Secrets providers](${guides.secrets}#providers)).`
    : ` On a new installation, first run ${code('thv secret setup')} to choose a secrets provider ([Secrets management](${guides.secrets}#setup)). Only the ${code('encrypted')} provider can store a secret; with ${code('1password')}, skip ${code('thv secret set')} and give ${code('--secret')} the field's ${code('op://<vault>/<item>/<field>')} reference as the secret name.`;
}

function runSection(server: RegistryServer, context: RenderContext): string[] {
  const required = requiredVars(server);
  const runNote = registryRunNoteOf(server.name, context.toolhiveVersion);
  // A variable whose row says ToolHive sets it, the server ignores it or the note corrects it is no
  // example to set.
  const optional = (server.env_vars ?? []).filter(
    (variable) =>
      !variable.required && !variableRemark(server, variable.name, context.toolhiveVersion),
  );
  const secretLines = secretSetCommands(server);
  const out = ['## Run it with thv {#run}', ''];
  if (secretLines.length > 0) {
    out.push(
      `Store ${secretLines.length === 1 ? 'the secret' : 'each secret'} once.${secretsSetupSentence(context.toolhiveVersion)} ${code('thv secret set')} asks for the value without showing it and keeps it in your secrets provider:`,
      '',
      '```bash',
      ...secretLines,
      '```',
      '',
    );
  }
  const placeholders = placeholderArgs(server);
  if (placeholders.length > 0) {
    out.push(
      `The registry entry passes the server ${list(placeholders.map(code))}, which is a placeholder. ToolHive puts the registry's arguments before any you add after ${code('--')} and cannot leave them out, so ${code(`thv run ${server.name}`)} always starts the server with the placeholder. Run the image instead, with your own value in its place:`,
      '',
    );
  } else if (secretLines.length > 0) {
    out.push('Then run the server:', '');
  } else {
    out.push(
      required.length > 0
        ? 'Run the server with its required variables:'
        : runNote?.flags?.length || runNote?.args?.length
          ? 'No variable is required, but the name alone is not enough:'
          : 'No variable is required, so the name is enough:',
      '',
    );
  }
  const parts = readerRunParts(context.toolhiveVersion, server);
  out.push(
    '```bash',
    placeholders.length > 0 ? imageRunCommand(server) : runCommand(server, parts.flags, parts.args),
    '```',
    '',
  );
  const notes: string[] = [];
  if (placeholders.length > 0) {
    notes.push(
      `Replace each part in angle brackets. Started from its image, the server gets nothing from its registry entry: ${code('thv run')} asks for no variable, and applies the default ${code('network')} permission profile rather than the one under [Permissions](#permissions); add ${code('--permission-profile')} to choose another.`,
    );
  }
  if (required.some((variable) => !variable.secret)) {
    notes.push(
      `Replace each ${code('<value>')} first; [Environment variables](#environment-variables) says what each variable holds.`,
    );
  }
  if (secretLines.length > 0) {
    notes.push(
      `Each ${code('--secret')} flag hands a stored secret to the server as the environment variable named after ${code('target=')}.`,
    );
  }
  if (required.length > 0 && placeholders.length === 0) {
    notes.push(
      `If you leave a required variable out, ${code('thv run')} asks for it when it starts the server.`,
    );
  }
  // The target port of an HTTP server (sse, streamable-http) is also published on the host at the
  // same number, and a port in use stops the run: v0.0.47 pkg/transport/sse.go:120-126, v0.1.0
  // pkg/transport/http.go:132-138; pkg/runner/config.go WithPorts; pkg/networking/port.go
  // FindOrUsePort ("target port error: port N is already in use"). `server` is the entry as served,
  // so a transport correction's port counts too.
  if (server.transport !== 'stdio' && server.target_port) {
    notes.push(
      `ToolHive publishes the server's own port, ${server.target_port}, on your computer under the same number, so that port must be free there ([Target port](${guides.run}#target-port)).`,
    );
  }
  // TH@v0.0.47:cmd/thv/app/run.go:470,496-517: any secret variable of the entry, even an optional
  // one left out, opens the secret store, whose encrypted provider asks for a password until the
  // keyring holds one (pkg/secrets/factory.go). v0.1.0 opens it only once setup is done.
  const secretVariables = (server.env_vars ?? []).filter((variable) => variable.secret);
  if (
    context.toolhiveVersion === 'v0.0.47' &&
    secretLines.length === 0 &&
    secretVariables.length > 0 &&
    !runPassesSecret(context.toolhiveVersion, server)
  ) {
    notes.push(
      `The entry lists ${secretVariables.length === 1 ? 'a secret variable' : 'secret variables'}, so ToolHive opens its secret store when you run it, even though the command stores no secret: with the default ${code('encrypted')} provider it asks for the password that protects the store, unless ${code('TOOLHIVE_SECRETS_PASSWORD')} is set or your keyring holds the password already. It keeps the password you type in your keyring, where your computer has one ([Secrets providers](${guides.secrets}#providers)).`,
    );
  }
  if (notes.length) out.push(notes.join(' '), '');
  if (runNote?.note) {
    // A note whose flags hand the server a stored secret says how to store it (atlassian).
    const storesSecret =
      secretLines.length === 0 && runPassesSecret(context.toolhiveVersion, server);
    out.push(
      runNote.note + (storesSecret ? secretsSetupSentence(context.toolhiveVersion) : ''),
      '',
    );
  }
  if (optional.length > 0) {
    const flag = variableFlag(optional[0]);
    out.push(
      `To set an optional variable, add ${code('-e NAME=value')}, or for a secret, store it and add ${code('--secret <secret-name>,target=NAME')}; for example ${code(flag)}.`,
      '',
    );
  }
  if (server.args?.length && placeholders.length === 0) {
    out.push(
      `ToolHive starts the server with the arguments ${code(server.args.join(' '))} from its registry entry. Arguments you add after ${code('--')} come after these.`,
      '',
    );
  }
  out.push(
    `ToolHive pulls ${code(server.image)}, starts it${placeholders.length > 0 ? '' : ' with the [permissions](#permissions) of its registry entry'} and ${context.toolhiveVersion === 'v0.0.47' ? `adds it to the settings of the AI clients you registered, and of every client it finds if auto-discovery is on, which it is only if you turned it on ([Client configuration](/toolhive/guides-cli/client-configuration#auto-discovery))` : 'adds it to the settings of your AI clients ([Client configuration](/toolhive/guides-cli/client-configuration) says which)'}. ${code('thv list')} shows the server's URL, of the form ${code(urlForm(asServed(context.toolhiveVersion, server)))}.`,
    '',
    `See [Run MCP servers](${guides.run}) for names, ports, volumes and the other ${code('thv run')} options, and [Secrets management](${guides.secrets}) for secrets providers.`,
    '',
  );
  return out;
}

function kubernetesSection(server: RegistryServer, context: RenderContext): string[] {
  const manifest = mcpServerManifest(server, context.mcpServerApiVersion, context.toolhiveVersion);
  const secretCommand = kubernetesSecretCommand(server);
  const required = requiredVars(server);
  const secretCount = required.filter((variable) => variable.secret).length;
  const plainCount = required.length - secretCount;
  const variables = manifestVars(server);
  const defaulted = variables.filter((variable) => !variable.required);
  const file = `${server.name}.yaml`;
  const out = [
    '## Run it in Kubernetes {#kubernetes}',
    '',
    `With the [ToolHive operator](${guides.operator}) in your cluster, an ${code('MCPServer')} resource runs the server.`,
    '',
  ];
  if (secretCommand) {
    out.push(
      `Create a Secret that holds the ${secretCount > 1 ? 'secret values' : 'secret value'}, replacing ${code('<value>')}:`,
      '',
      '```bash',
      secretCommand,
      '```',
      '',
      'Then save this manifest:',
      '',
    );
  } else {
    out.push('Save this manifest:', '');
  }
  out.push('```yaml title="' + file + '"', stringify(manifest).trimEnd(), '```', '');
  if (plainCount > 0) {
    out.push(
      `Replace each ${code('<value>')} under ${code('env')}. Anyone who can read the ${code('MCPServer')} sees these values, so ${secretCount > 0 ? 'keep credentials in the Secret' : 'put no credentials there'}.`,
      '',
    );
  }
  if (defaulted.length > 0) {
    out.push(
      `The manifest gives ${list(defaulted.map((variable) => `${code(variable.name)} its registry default, ${code(variable.default!)}`))}, itself: it names the image, ${code(server.image)}, rather than the registry name, so the runner finds no registry entry and fills in no default.`,
      '',
    );
  }
  if (!server.target_port && manifest.spec.targetPort) {
    out.push(
      `The registry entry names no target port, so the manifest sets ${code(`targetPort: ${manifest.spec.targetPort}`)}: the runner tells the server to listen there, through ${code('MCP_PORT')} and ${code('FASTMCP_PORT')}, and a port the runner picks for itself sometimes falls where Kubernetes refuses it ([Choose a transport](${guides.kubernetes}#transports)).`,
      '',
    );
  }
  // Arguments beyond the entry's come from the run note's `kubernetesArgs`: the same as the run
  // command's, or the note under the manifest says why they differ.
  const runNote = registryRunNoteOf(server.name, context.toolhiveVersion);
  const noteArgs = runNote?.kubernetesArgs ?? [];
  const runArgs = runNote?.args ?? [];
  const addsRunArgs =
    noteArgs.length > 0 &&
    noteArgs.length === runArgs.length &&
    noteArgs.every((arg, index) => runArgs[index] === arg);
  if (addsRunArgs && !server.args?.length) {
    out.push(
      `${code('args')} passes the arguments the command under [Run it with thv](#run) passes after ${code('--')}.`,
      '',
    );
  } else if (server.args?.length) {
    const placeholders = placeholderArgs(server);
    out.push(
      `${code('args')} repeats the arguments of the registry entry, because the operator does not read the registry${
        addsRunArgs
          ? `, and adds those the command under [Run it with thv](#run) passes after ${code('--')}`
          : ''
      }.${
        placeholders.length > 0
          ? ` Replace the placeholder ${list(placeholders.map(code))} with your own value, such as ${list(placeholders.map((arg) => code(placeholderArguments[arg])))}.`
          : ''
      }`,
      '',
    );
  }
  out.push(
    runNote?.kubernetesIncomplete
      ? 'Make the changes the notes below ask for, then apply it and watch the server start:'
      : 'Apply it and watch the server start:',
    '',
    '```bash',
  );
  out.push(`kubectl apply -f ${file}`, `kubectl get mcpservers -n ${kubernetesNamespace}`);
  out.push('```', '');
  const profile = manifest.spec.permissionProfile.name;
  const profileReason =
    profile === 'network'
      ? `the built-in ${code('network')} profile, the closest to the registry profile, which lets this server connect out`
      : `the built-in ${code('none')} profile, which, like the registry profile, allows no connection`;
  const notes = [];
  notes.push(
    ...kubernetesOperatorNotes(
      context.toolhiveVersion,
      secretCount > 0,
      variables.some((variable) => !variable.secret),
    ),
  );
  notes.push(
    `The manifest names ${profileReason}. In Kubernetes the runner does not apply permission profiles in this release ([Apply a permission profile](${guides.kubernetes}#permission-profiles)), so limit the server's traffic with a NetworkPolicy.`,
  );
  const mounts = profileMounts(server);
  if (mounts.length > 0) {
    notes.push(
      `The registry profile mounts ${list(mounts.map(code))}; the operator mounts nothing, so [give the server storage](${guides.kubernetes}#server-storage) if it needs files.`,
    );
  }
  if (kubernetesAsRoot.has(server.name)) {
    notes.push(
      `In the image as built when this ToolHive release came out, the Python sits under ${code('/root')}, which only root may read, so the server cannot start as the user ToolHive picks: the manifest runs the ${code('mcp')} container as root, and keeps ToolHive's other restrictions ([Default security settings](${guides.kubernetes}#default-security)).`,
    );
  }
  const kubernetesNote = runNote?.kubernetes;
  if (kubernetesNote) notes.push(kubernetesNote);
  out.push(
    notes.join(' '),
    '',
    `See [Run MCP servers in Kubernetes](${guides.kubernetes}) for secrets, profiles, storage and how to reach the server.`,
    '',
  );
  return out;
}

/**
 * What the chart's default operator, v0.0.45, cannot deliver: `spec.secrets` (it passes them to a
 * runner that cannot resolve them; the v0.1.0 operator sends `secretKeyRef`) and `spec.env` (it sets
 * them on the runner container; v0.0.46 and later pass them as `--env`, commit e82d953bb). The
 * v0.0.47 manifest sets the variables through `podTemplateSpec` instead (see mcpServerManifest).
 */
function kubernetesOperatorNotes(
  toolhiveVersion: string,
  hasSecrets: boolean,
  hasEnv: boolean,
): string[] {
  if (toolhiveVersion !== 'v0.0.47') {
    const fields = [...(hasSecrets ? ['spec.secrets'] : []), ...(hasEnv ? ['spec.env'] : [])];
    if (fields.length === 0) return [];
    const both = fields.length > 1;
    const withDefault = hasSecrets
      ? `with the chart's default operator, v0.0.45, the runner stops with ${code('secret not found')} and the server never starts`
      : `the chart's default operator, v0.0.45, does not deliver it to the server`;
    return [
      `${list(fields.map(code))} ${both ? 'need' : 'needs'} the v0.1.0 operator: ${withDefault}. [Choose the images](${guides.operator}#images) shows what to set.`,
    ];
  }
  if (!hasSecrets && !hasEnv) return [];
  const sets = `The manifest sets the variables on the ${code('mcp')} container through [${code('podTemplateSpec')}](${guides.kubernetes}#pod-template)${hasSecrets ? ', and Kubernetes reads the secret ones from the Secret itself' : ''}`;
  if (!hasSecrets) {
    return [
      `${sets}, because in this release the chart's default operator, v0.0.45, sets the ${code('env')} field on the runner container, where the server never sees it.`,
    ];
  }
  const secrets = `${sets}, because in this release the ${code('secrets')} field stops the runner with ${code('secret not found')}, whether the operator is the chart's default, v0.0.45, or v0.0.47 (see [Pass secrets](${guides.kubernetes}#secrets)).`;
  return [
    hasEnv
      ? `${secrets} It sets the plain variables there too because the chart's default operator puts the ${code('env')} field on the runner container, where the server never sees it.`
      : secrets,
  ];
}

function toolsSection(server: RegistryServer): string[] {
  const tools = server.tools ?? [];
  const out = ['## Tools {#tools}', ''];
  if (tools.length === 0) {
    out.push(
      'The registry lists no tools for this server. Connect it to a client to see what it offers.',
      '',
    );
    return out;
  }
  out.push(
    `The registry lists ${plural(tools.length, 'tool')} for ${code(server.name)}. Tools that create, change or delete things act with the credentials you give the server.`,
    '',
    // Each tool is a search record of its own (id plus data-search-title), so
    // searching a tool name leads to this page.
    '<ul className="registry-tools">',
    ...tools.map(
      (tool) =>
        `  <li id="${toolAnchor(tool)}" data-search-title="${tool}"><code>${tool}</code></li>`,
    ),
    '</ul>',
    '',
  );
  return out;
}

/** Anchor of a tool on its server's page. */
export function toolAnchor(tool: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(tool)) throw new Error(`unexpected tool name: ${tool}`);
  return `tool-${tool}`;
}

/**
 * Variables an entry lists that ToolHive sets itself, replacing any value given with `-e`
 * (pkg/runner/config.go WithEnvironmentVariables calls SetTransportEnvironmentVariables after the
 * reader's values are in; v0.0.47 and v0.1.0): what the page says of each.
 */
const variablesToolhiveSets: Record<string, (server: RegistryServer) => string> = {
  MCP_TRANSPORT: (server) =>
    `ToolHive sets it to the transport it runs the server with, ${code(server.transport)}, and replaces any value you pass.`,
};

/**
 * What the page adds to a variable's description: ToolHive sets it, this server ignores it, or the
 * run note corrects it.
 */
function variableRemark(server: RegistryServer, name: string, release: string): string {
  if (Object.hasOwn(variablesToolhiveSets, name)) return ` ${variablesToolhiveSets[name](server)}`;
  const runNote = registryRunNoteOf(server.name, release);
  if (runNote?.ignores?.includes(name))
    return ' This server does not read it ([Run it with thv](#run)).';
  const remark = runNote?.remarks && Object.hasOwn(runNote.remarks, name) && runNote.remarks[name];
  return remark ? ` ${remark} ([Run it with thv](#run)).` : '';
}

/** A description with the page's remark after it, the description ended as a sentence first. */
function withRemark(description: string, remark: string): string {
  if (!remark) return description;
  return `${/[.!?]$/.test(description) ? description : `${description}.`}${remark}`;
}

function envSection(server: RegistryServer, release: string): string[] {
  const variables = server.env_vars ?? [];
  const out = ['## Environment variables {#environment-variables}', ''];
  if (variables.length === 0) {
    out.push('The registry lists no environment variables for this server.', '');
    return out;
  }
  const required = variables.filter((variable) => variable.required).length;
  const secret = variables.filter((variable) => variable.secret).length;
  const secretWords =
    secret === 0
      ? 'None holds a secret.'
      : `${secret === 1 ? 'One holds a secret; pass it' : `${secret} hold secrets; pass them`} with ${code('--secret')} rather than ${code('-e')}, so the value stays out of your shell history.`;
  out.push(
    `The registry entry lists ${plural(variables.length, 'variable')}: ${required} required and ${variables.length - required} optional. ${secretWords}`,
    '',
    '| Variable | Required | Secret | Default | What it sets |',
    '| --- | --- | --- | --- | --- |',
    ...variables.map(
      (variable) =>
        `| ${code(variable.name)} | ${variable.required ? 'required' : 'optional'} | ${variable.secret ? 'secret' : 'no'} | ${variable.default === undefined ? noDefault : code(variable.default)} | ${withRemark(registryText(variable.description, true), variableRemark(server, variable.name, release))} |`,
    ),
    '',
  );
  if (variables.some((variable) => variable.default !== undefined)) {
    out.push(
      `When you don't set a variable that has a default, ${code('thv run')} gives it that default.`,
      '',
    );
  }
  return out;
}

/** How the network note shows `--isolate-network`: with the page's whole run command in mind. */
function isolateNetworkExample(toolhiveVersion: string, server: RegistryServer): string {
  if (placeholderArgs(server).length > 0) return '';
  const {flags, args} = readerRunParts(toolhiveVersion, server);
  if (args.length > 0) {
    // After `--` a flag is the server's: thv passes it on (cmd/thv/app/run.go parseCommandArguments).
    return ` added before ${code(`${server.name} --`)} in the command under [Run it with thv](#run)`;
  }
  return flags.length > 0 || runFlags(server).length > 0
    ? ` added to the command under [Run it with thv](#run)`
    : `, as in ${code(`thv run --isolate-network ${server.name}`)}`;
}

/**
 * The port an isolated server's ingress container takes besides the target port: the target port
 * plus one (pkg/container/docker/client.go createIngressContainer, v0.1.0). Undefined for a
 * `stdio` server, which has no ingress, and for one whose target port ToolHive picks.
 */
function ingressPort(toolhiveVersion: string, server: RegistryServer): number | undefined {
  const {transport, target_port: targetPort} = asServed(toolhiveVersion, server);
  return transport === 'stdio' || !targetPort ? undefined : targetPort + 1;
}

// TH@v0.1.0:pkg/container/docker/client.go createIngressContainer takes port target + 1 with
// networking.FindOrUsePort, which refuses a taken port, and DeployWorkload then fails with
// "failed to create ingress container" (the detached child's error, in its log file), after the
// MCP container was created and started (createMcpContainer, createContainer); nothing removes it.
function isolatedPortWords(toolhiveVersion: string, server: RegistryServer): string {
  const port = ingressPort(toolhiveVersion, server);
  return port === undefined
    ? ''
    : ` The flag also takes port ${port} on your computer, for the server's [ingress container](${guides.isolateNetwork}), so that port must be free too ([what happens when it is taken](${guides.ingressPortInUse})).`;
}

/**
 * What a release does with a profile's network rules. v0.0.47 ignores them, except that a
 * `stdio` server whose profile allows nothing gets no network; from v0.0.48 on,
 * `thv run --isolate-network` enforces them through an egress proxy, and without the flag they
 * are still not enforced.
 */
export function networkRulesNote(toolhiveVersion: string, server: RegistryServer): string[] {
  if (toolhiveVersion === 'v0.0.47' && server.transport === 'stdio' && allowsNoNetwork(server)) {
    // pkg/container/docker/client.go at v0.0.47: needsNetworkAccess is false for a stdio server whose
    // profile allows nothing, so getPermissionConfigFromProfile keeps network mode "none".
    return [
      ':::note[No network for this server in v0.0.47]',
      '',
      `ToolHive v0.0.47 checks no host, port or protocol, but it starts a ${code('stdio')} server whose profile allows no connection, such as this one, with no network at all ([Built-in profiles](${guides.permissions}#built-in-profiles)).`,
      '',
      ':::',
    ];
  }
  if (toolhiveVersion === 'v0.0.47') {
    return [
      ':::warning[Network rules are not enforced in v0.0.47]',
      '',
      "ToolHive v0.0.47 applies a profile's file mounts but not its network rules: the container can reach any host, whatever the profile says. Treat the network part as a statement of what the server needs.",
      '',
      ':::',
    ];
  }
  return [
    `:::warning[Network rules need --isolate-network in ${toolhiveVersion}]`,
    '',
    `ToolHive ${toolhiveVersion} always applies a profile's file mounts, but enforces its network rules only when you start the server with ${code('--isolate-network')}${isolateNetworkExample(toolhiveVersion, server)}. Without the flag, the container can reach any host, whatever the profile says. With it, a connection gets out only through ToolHive's HTTP egress proxy, and one that does not use the proxy, such as a database connection, fails.${isolatedPortWords(toolhiveVersion, server)}${Object.hasOwn(isolateNetworkNotes, server.name) ? ` ${isolateNetworkNotes[server.name]}` : ''} See [Custom permissions](${guides.permissions}#network-enforcement).`,
    '',
    ':::',
  ];
}

/**
 * Host folders of the profile that a computer may not have: ToolHive bind-mounts them, and the
 * container runtime refuses a bind mount whose host folder is missing (pkg/container/docker/
 * client.go convertMounts, v0.0.47 and v0.1.0). Every computer that runs ToolHive has `/tmp`.
 */
function missingFolderNote(server: RegistryServer): string[] {
  const folders = [...new Set(profileMounts(server).map((mount) => mountPaths(mount)[0]))].filter(
    (folder) => folder !== '/tmp',
  );
  if (folders.length === 0) return [];
  return [
    `Before you start the server with this profile, create ${list(folders.map(code))} on your computer, with ${code(`mkdir -p ${folders.join(' ')}`)}: ToolHive mounts ${folders.length === 1 ? 'it' : 'them'} into the container, and the container runtime does not create the container when a mounted folder is missing ([troubleshooting](${guides.troubleshooting})).`,
    '',
  ];
}

function permissionsSection(server: RegistryServer, context: RenderContext): string[] {
  const files = fileAccessWords(server);
  return [
    '## Permissions {#permissions}',
    '',
    placeholderArgs(server).length > 0
      ? `${code(`thv run ${server.name}`)} would apply this permission profile from the registry, but the image run under [Run it with thv](#run) does not read the registry: to use this profile, save the JSON below to a file and pass it with ${code('--permission-profile')}.`
      : `${code('thv run')} applies this permission profile from the registry unless you pass ${code('--permission-profile')}.`,
    '',
    `- **Files it can read:** ${files.read}`,
    `- **Files it can write:** ${files.write}`,
    `- **Network access:** ${networkWords(server)}`,
    '',
    ...missingFolderNote(server),
    ...(registryRunNoteOf(server.name, context.toolhiveVersion)?.flags?.some((flag) =>
      flag.startsWith('--volume'),
    )
      ? [
          `The run command under [Run it with thv](#run) adds a ${code('--volume')} mount of its own.`,
          '',
        ]
      : []),
    ...networkRulesNote(context.toolhiveVersion, server),
    '',
    `As JSON, the format a custom profile file uses (see [Custom permissions](${guides.permissions})):`,
    '',
    '```json title="Permission profile of the registry entry"',
    JSON.stringify(server.permissions ?? {}, null, 2),
    '```',
    '',
  ];
}

function provenanceSection(server: RegistryServer, context: RenderContext): string[] {
  const provenance = server.provenance;
  const out = ['## Provenance {#provenance}', ''];
  if (!provenance) {
    out.push(
      `The registry entry has no provenance data, so ToolHive cannot check who built the image. With the default ${code('--image-verification warn')}, ${code('thv run')} warns about this and runs the server; with ${code('enabled')} it stops. See [Verify image provenance](${guides.verify}).`,
      '',
    );
    return out;
  }
  const rows: [string, string | undefined][] = [
    ['Source repository', provenance.repository_uri],
    ['Repository reference', provenance.repository_ref],
    ['Signer identity', provenance.signer_identity],
    ['Certificate issuer', provenance.cert_issuer],
    ['Build runner', provenance.runner_environment],
    ['Sigstore TUF repository', provenance.sigstore_url],
    ['Attestation type', provenance.attestation?.predicate_type],
  ];
  out.push(
    'The registry records who built and signed the image. ToolHive checks the signature against these facts before it runs the server:',
    '',
    ...rows
      .filter((row): row is [string, string] => Boolean(row[1]))
      .map(([label, value]) => `- **${label}:** ${code(value)}`),
    '',
    `To refuse to run an image that fails the check, turn verification on (with the default, ${code('warn')}, an image that fails the check runs after a warning):`,
    '',
    '```bash',
    imageVerificationCommand(context.toolhiveVersion, server),
    '```',
    '',
    `See [Verify image provenance](${guides.verify}).`,
    '',
  );
  return out;
}

function popularitySection(
  server: RegistryServer,
  servers: RegistryServer[],
  registryUpdated: string,
): string[] {
  const metadata = server.metadata ?? {};
  const out = ['## Popularity {#popularity}', ''];
  const stars = metadata.stars === undefined ? noDefault : formatCount(metadata.stars);
  const pulls = metadata.pulls === undefined ? noDefault : formatCount(metadata.pulls);
  const updated = metadata.last_updated ? registryDay(metadata.last_updated) : noDefault;
  const sharing = server.repository_url
    ? servers.filter((other) => other.repository_url === server.repository_url)
    : [];
  // update.go of the registry's update command (cmd/ at v0.0.47 and v0.1.0), which
  // .github/workflows/update-registry.yml runs:
  // stars come from the GitHub API; pulls are the previous value plus 50 + (name hash % 100), or
  // 5000 for github-mcp-server; metadata.last_updated is set when the figures are refreshed.
  const notes = [
    // Said in full once, where the guide explains the columns of thv registry list.
    'Stars are those of the source repository on GitHub. Pulls are not a download count ([how the registry sets them](/toolhive/guides-cli/registry#list-servers)). The date is when the figures were last set.',
    sharing.length > 1
      ? `The registry names the repository ${code(repositoryLabel(server.repository_url!))} as the source of ${sharing.length} of its servers, so its stars say little about this one.`
      : '',
    'Neither figure measures quality or safety: read the tools and permissions above.',
  ];
  out.push(
    `As of ${registryUpdated}, when the registry of this release was last updated:`,
    '',
    '| Stars | Pulls | Figures updated |',
    '| --- | --- | --- |',
    `| ${stars} | ${pulls} | ${updated} |`,
    '',
    notes.filter(Boolean).join(' '),
    '',
  );
  return out;
}

/** Where the code of a server that modelcontextprotocol/servers archived is now. */
function archivedWords(server: RegistryServer): string {
  if (!archivedInServers.has(server.name)) return '';
  if (
    !/^https:\/\/github\.com\/modelcontextprotocol\/servers\/?$/.test(server.repository_url ?? '')
  ) {
    return '';
  }
  return `, which no longer holds this server's code: it moved to [modelcontextprotocol/servers-archived](https://github.com/modelcontextprotocol/servers-archived/tree/main/src/${server.name}) in May 2025`;
}

export function renderServerPage(
  server: RegistryServer,
  registry: Registry,
  context: RenderContext,
): string {
  const servers = serversOf(registry);
  const registryUpdated = registryDay(registry.last_updated);
  const served = asServed(context.toolhiveVersion, server);
  const facts = [
    `- **Image:** ${code(server.image)}`,
    `- **Transport:** ${transportWords(served)}${correctionWords(server, context)}`,
  ];
  if (server.repository_url) {
    facts.push(
      `- **Source:** [${repositoryLabel(server.repository_url)}](${server.repository_url})${archivedWords(server)}`,
    );
  }
  if (server.tags?.length) facts.push(`- **Tags:** ${server.tags.map(code).join(', ')}`);
  facts.push(
    `- **Registry:** ToolHive ${context.toolhiveVersion}, updated ${registryUpdated}. ${code(`thv registry info ${server.name}`)} prints the same entry ([reference](${guides.registryInfo})).`,
  );
  const keywords = [...new Set([server.name, ...(server.tags ?? []), ...(server.tools ?? [])])];
  const out = [
    ...frontMatter(
      [
        ['title', frontMatterString(serverPageTitle(server))],
        ['sidebar_label', frontMatterString(server.name)],
        ['description', frontMatterString(serverDescription(server))],
        ['keywords', JSON.stringify(keywords)],
      ],
      context,
    ),
    `# ${serverPageTitle(server)}`,
    '',
    registryText(summaryOf(server)),
    '',
    ...facts,
    '',
    ...runSection(served, context),
    ...kubernetesSection(served, context),
    ...toolsSection(server),
    ...envSection(server, context.toolhiveVersion),
    ...permissionsSection(served, context),
    ...provenanceSection(server, context),
    ...popularitySection(server, servers, registryUpdated),
    '## Related {#related}',
    '',
    `- [All servers in the registry](${registryRouteBase}/)`,
    `- [Explore the registry](${guides.registry}): list, search and inspect servers with ${code('thv')}`,
    `- [Custom permissions](${guides.permissions}): write a stricter profile`,
  ];
  return `${out.join('\n')}\n`;
}

/**
 * The index filter's words, in a file of their own next to the pages (the
 * leading underscore keeps it from being a page): the page's JavaScript
 * stays the size of its table until the reader uses the filter.
 */
export const filterTermsFile = '_filter-terms.json';

/** Words the index filter matches beyond the row's visible text: tags and tools. */
export function filterTerms(servers: RegistryServer[]): Record<string, string> {
  return Object.fromEntries(
    servers.map((server) => [
      server.name,
      [...new Set([server.transport, ...(server.tags ?? []), ...(server.tools ?? [])])].join(' '),
    ]),
  );
}

/**
 * The index's word on entries that do not run as they stand in this release, if any: an entry
 * whose transport is wrong, and an image that serves the entry's transport only when an argument
 * after `--` asks for it (its run note passes `--transport`).
 */
function wrongTransportWords(servers: RegistryServer[], context: RenderContext): string {
  const wrong = servers.filter((server) => transportCorrectionOf(context.toolhiveVersion, server));
  const told = servers.filter((server) =>
    registryRunNoteOf(server.name, context.toolhiveVersion)?.args?.includes('--transport'),
  );
  const links = (named: RegistryServer[]) =>
    list(named.map((server) => `[${server.name}](${serverRoute(server.name)})`));
  const clauses: string[] = [];
  if (wrong.length > 0) {
    clauses.push(
      `the ${wrong.length === 1 ? 'entry' : 'entries'} of ${links(wrong)} ${wrong.length === 1 ? 'names' : 'name'} a transport that the image does not serve`,
    );
  }
  if (told.length > 0) {
    clauses.push(
      `the ${told.length === 1 ? 'image' : 'images'} of ${links(told)} ${told.length === 1 ? 'serves' : 'serve'} a transport other than the entry's unless an argument after ${code('--')} asks for the entry's`,
    );
  }
  if (clauses.length === 0) return '';
  const many = wrong.length + told.length > 1;
  const sentence = `${clauses.join(', and ')}, so ${many ? 'their pages give' : 'its page gives'} the flags that run ${many ? 'them' : 'it'}.`;
  return ` ${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
}

/** How many entries use each transport, for the transports any entry uses ("27 use the stdio transport and 7 use sse"). */
function transportCounts(count: (transport: string) => number): string {
  const named = [
    ['stdio', `the ${code('stdio')} transport`],
    ['sse', code('sse')],
    ['streamable-http', code('streamable-http')],
  ];
  return list(
    named
      .filter(([transport]) => count(transport) > 0)
      .map(([transport, words]) => {
        const n = count(transport);
        return `${n} ${n === 1 ? 'uses' : 'use'} ${words}`;
      }),
  );
}

export function renderIndexPage(registry: Registry, context: RenderContext): string {
  const servers = serversOf(registry);
  const updated = registryDay(registry.last_updated);
  const byTransport = (transport: string) =>
    servers.filter((server) => server.transport === transport).length;
  // For a required secret variable, or a secret the page's note adds (atlassian's credentials,
  // which the entry leaves optional).
  const withSecrets = servers.filter((server) =>
    runPassesSecret(context.toolhiveVersion, server),
  ).length;
  const rows = servers.map(
    (server) =>
      `| [${server.name}](${serverRoute(server.name)}) | ${registryText(summaryOf(server), true)} | ${code(server.transport)} | ${(server.tools ?? []).length} |`,
  );
  const out = [
    ...frontMatter(
      [
        ['title', frontMatterString('MCP server registry')],
        ['sidebar_label', frontMatterString('MCP server registry')],
        [
          'description',
          frontMatterString(
            `The ${servers.length} MCP servers of the ToolHive ${context.toolhiveVersion} registry, with what each does, the tools it offers, the variables it needs, its permissions and the command that runs it.`,
          ),
        ],
        ['slug', `${registryRouteBase}/`],
      ],
      context,
    ),
    "import RegistryFilter from '@site/src/components/RegistryFilter';",
    '',
    '# MCP server registry',
    '',
    `ToolHive ${context.toolhiveVersion} knows ${servers.length} MCP servers by name: ${transportCounts(byTransport)}. Run any of them with ${code('thv run <name>')}, unless its page says it needs more; ToolHive takes the image, transport and permissions from the server's registry entry.${wrongTransportWords(servers, context)}`,
    '',
    `Each server's page says what it does, the tools it offers, the environment variables its registry entry lists, what its permission profile allows, and the exact commands that run it with ${code('thv')} or in Kubernetes. Of these servers, ${withSecrets} need a token or key that you store as a secret first.`,
    '',
    `This catalogue is the registry built into ${code('thv')} ${context.toolhiveVersion}, last updated ${updated}. ${code('thv registry list')} prints the same list; [Explore the registry](${guides.registry}) shows how to search it and how to use a registry of your own.`,
    '',
    '## All servers {#servers}',
    '',
    // The filter's tags and tools load when the reader first uses the box.
    `<RegistryFilter loadTerms={() => import('./${filterTermsFile}')}>`,
    '',
    '| Server | What it does | Transport | Tools |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    '</RegistryFilter>',
  ];
  return `${out.join('\n')}\n`;
}

/** Every generated file, keyed by its path relative to the repository root. */
export function renderRegistryPages(
  registry: Registry,
  context: RenderContext,
): Map<string, string> {
  const files = new Map<string, string>();
  files.set(`${registryDir}/index.mdx`, renderIndexPage(registry, context));
  files.set(
    `${registryDir}/${filterTermsFile}`,
    `${JSON.stringify(filterTerms(serversOf(registry)), null, 2)}\n`,
  );
  for (const server of serversOf(registry)) {
    files.set(`${registryDir}/${server.name}.mdx`, renderServerPage(server, registry, context));
  }
  return files;
}

export const registryIndexDocId = `${registryDocIdBase}/index`;
