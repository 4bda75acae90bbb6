// What the Kubernetes reference pages of each docs version say beyond the two
// files they are generated from (data/<release>/mcpserver-crd.yaml and
// data/<release>/operator-chart-values.yaml): chart versions, the example
// manifest, links for Kubernetes core types, and notes where the release
// behaves otherwise than a field's own description (checked against its source).
import type {DocsVersion} from './docs-versions';

type OperatorChart = {
  name: string;
  oci: string;
  version: string;
  appVersion: string;
  namespace: string;
  crdsChart: string;
  crdsOci: string;
  crdsVersion: string;
  /** The CRD chart's `appVersion`: no ToolHive release, as the chart ships no image. */
  crdsAppVersion: string;
};

export const operatorChart: OperatorChart = {
  name: 'toolhive-operator',
  oci: 'oci://ghcr.io/stacklok/toolhive/toolhive-operator',
  version: '0.0.11',
  appVersion: '0.0.45',
  namespace: 'toolhive-system',
  crdsChart: 'toolhive-operator-crds',
  crdsOci: 'oci://ghcr.io/stacklok/toolhive/toolhive-operator-crds',
  crdsVersion: '0.0.6',
  crdsAppVersion: '0.0.1',
};

/**
 * v0.1.0 ships CRD chart 0.0.7 (`streamable-http` added to `spec.transport`);
 * the operator chart and its values are unchanged, still 0.0.11 with v0.0.45 images.
 */
const operatorChartV0_1_0: OperatorChart = {...operatorChart, crdsVersion: '0.0.7'};

export function operatorChartOf(version: DocsVersion): OperatorChart {
  return version.release === 'v0.0.47' ? operatorChart : operatorChartV0_1_0;
}

/** A complete MCPServer that uses most of the spec; the tests validate it against the CRD. */
export const exampleManifest = `apiVersion: toolhive.stacklok.dev/v1alpha1
kind: MCPServer
metadata:
  name: github
  namespace: toolhive-system
spec:
  image: ghcr.io/github/github-mcp-server
  transport: stdio
  port: 8080
  args:
    - stdio
    - --read-only
  env:
    - name: GITHUB_TOOLSETS
      value: repos,issues
  secrets:
    - name: github-token
      key: token
      targetEnvName: GITHUB_PERSONAL_ACCESS_TOKEN
  permissionProfile:
    type: builtin
    name: network
  resources:
    limits:
      cpu: 200m
      memory: 256Mi
    requests:
      cpu: 100m
      memory: 128Mi
  oidcConfig:
    type: kubernetes
    kubernetes:
      audience: toolhive
      issuer: https://kubernetes.default.svc.cluster.local
      jwksUrl: http://cluster-jwks.toolhive-system.svc.cluster.local/jwks.json
  resourceOverrides:
    proxyService:
      labels:
        team: platform
`;

/**
 * The v0.0.47 operator cannot deliver `spec.secrets` (see its note below), so that version's example
 * gives the `mcp` container the token through `podTemplateSpec` instead.
 */
const exampleManifestV0_0_47 = exampleManifest.replace(
  `  secrets:
    - name: github-token
      key: token
      targetEnvName: GITHUB_PERSONAL_ACCESS_TOKEN
`,
  `  podTemplateSpec:
    spec:
      containers:
        - name: mcp
          env:
            - name: GITHUB_PERSONAL_ACCESS_TOKEN
              valueFrom:
                secretKeyRef:
                  name: github-token
                  key: token
`,
);

export function exampleManifestOf(version: DocsVersion): string {
  return version.release === 'v0.0.47' ? exampleManifestV0_0_47 : exampleManifest;
}

/** What the example needs beyond the chart's defaults, said under it. */
export function exampleNoteOf(version: DocsVersion): string {
  // The image's ENTRYPOINT is the server binary and its CMD is `stdio`; args replace CMD.
  const args =
    '`args` replace the image’s default command, so they start with `stdio`, the subcommand that the image would otherwise run.';
  const oidc =
    'Set `issuer` and `jwksUrl` for your cluster, as [Authenticate clients](/toolhive/guides-k8s/run-mcp-k8s#oidc) explains: the defaults refuse every token on kind and kubeadm clusters.';
  return version.release === 'v0.0.47'
    ? `${args} \`env\` reaches the server only with the v0.0.47 operator; the chart's default operator, v0.0.45, sets it on the proxy container. ${oidc}`
    : `${args} The \`secrets\` and \`env\` above need the v0.1.0 operator: the chart's default operator, v0.0.45, passes \`secrets\` to the runner as arguments it cannot resolve, so the runner stops with \`secret not found\` and Kubernetes restarts it again and again, and it sets \`env\` on the proxy container, where the server never sees it: see [Choose the images](/toolhive/guides-k8s/deploy-operator-helm#images). ${oidc}`;
}

const k8sApi = 'https://kubernetes.io/docs/reference/kubernetes-api';

/** Fields whose type is a Kubernetes core type: linked, never expanded. */
export const coreTypeLinks: Record<string, {label: string; href: string}> = {
  'spec.podTemplateSpec': {
    label: 'PodTemplateSpec',
    href: `${k8sApi}/workload-resources/pod-template-v1/#PodTemplateSpec`,
  },
};

const quantity = {label: 'quantity', href: `${k8sApi}/common-definitions/quantity/`};
for (const kind of ['limits', 'requests']) {
  for (const resource of ['cpu', 'memory']) {
    coreTypeLinks[`spec.resources.${kind}.${resource}`] = quantity;
  }
}

/** Notes shown under a field: where v0.0.47 differs from the CRD's description, or what it creates. */
export const fieldNotes: Record<string, string> = {
  // Reconcile in cmd/thv-operator/controllers/mcpserver_controller.go (v0.0.45, v0.0.47, v0.1.0):
  // deploymentNeedsUpdate always answers true and returns before serviceNeedsUpdate runs; only
  // deployment.Spec is copied; status.url is written only while empty.
  spec:
    'Edits to every field except `resourceOverrides` reach the runner: on every reconcile the ' +
    'operator rebuilds the proxy Deployment’s spec and updates it, and in v0.0.47 it keeps doing so ' +
    'instead of settling. It never updates the proxy Service, the Deployment’s labels and ' +
    'annotations, or `status.url` once it has created them, so after a `port` edit the runner ' +
    'listens on the new port while the Service still sends traffic to the old one. To change those, ' +
    're-create the `MCPServer`.',
  'spec.port':
    'The operator creates the Service `mcp-<name>-proxy` on this port; `status.url` points at it. ' +
    'Changing it later moves the runner but not the Service or `status.url`: re-create the `MCPServer`.',
  // v0.0.45 puts spec.env on the runner container (controller lines 426-432); v0.0.46 and later
  // pass it as --env (e82d953bb, #686).
  'spec.env':
    'The v0.0.47 operator passes these to the runner as `--env`, which sets them on the `mcp` ' +
    'container. The chart’s default operator, v0.0.45, sets them on the proxy container instead, where ' +
    'the server never sees them: set `operator.image` to v0.0.47, or set them on the `mcp` container ' +
    'through `podTemplateSpec`.',
  // pkg/container/kubernetes/client.go (DeployWorkload) discards the profile at v0.0.45 and v0.0.47.
  'spec.permissionProfile':
    'The Kubernetes runtime of v0.0.47 (and of v0.0.45, the chart’s default runner) discards the ' +
    'profile when it creates the server’s pod: it neither limits the network nor mounts anything. ' +
    'Use a NetworkPolicy to limit traffic.',
  'spec.permissionProfile.type':
    'With `configmap`, the operator passes the flag `--permission-profile-path` to the runner, which ' +
    '`thv run` in v0.0.47 does not define. The runner skips flags it does not know, so the ' +
    'ConfigMap’s profile is never read; the ConfigMap must still exist, because the runner pod ' +
    'mounts it. Use `builtin`.',
  'spec.resources':
    'In v0.0.47 these requests and limits go to the runner container (`toolhive`) of the proxy ' +
    'Deployment, not to the MCP server container. To size the server, set `resources` on the `mcp` ' +
    'container in `podTemplateSpec`.',
  // cmd/thv-operator/controllers/mcpserver_controller.go formatSecretArg and pkg/secrets/none.go.
  'spec.secrets':
    'In v0.0.47 the runner receives each entry as `--secret=<name>/<key>,target=<VAR>` with the ' +
    'secrets provider `none`, which cannot read it, so the runner stops with `secret not found`. ' +
    'The Pass secrets section of Run MCP servers in Kubernetes shows a `podTemplateSpec` alternative.',
  // mcpserver_controller.go (v0.0.45, v0.0.47 :444-459, v0.1.0 :439-454): each entry becomes a hostPath
  // volume of the proxy Deployment's pod, mounted into its only container, `toolhive`.
  'spec.volumes':
    'Each entry becomes a `hostPath` volume of the runner pod, mounted into the runner container ' +
    '(`toolhive`), not into the MCP server container. To give the server storage, add volumes and ' +
    '`volumeMounts` for the `mcp` container in `podTemplateSpec`.',
  // generateConfigMapOIDCArgs reads the ConfigMap keys issuer, audience, jwksUrl and clientId; it never
  // reads configMap.key (same at v0.0.45, v0.0.47 and v0.1.0).
  'spec.oidcConfig.configMap.key':
    'The operator does not use this field. It reads the settings from the ConfigMap keys `issuer`, ' +
    '`audience`, `jwksUrl` and `clientId`, one setting per key.',
  // mergeLabels gives the operator's labels precedence (mergeStringMaps); the pod template keeps
  // labelsForMCPServer and gets no annotations.
  'spec.resourceOverrides':
    'The labels and annotations go on the metadata of the proxy Deployment and Service only, not on ' +
    'the runner pod. A label with the same key as one of ToolHive’s own (`app`, ' +
    '`app.kubernetes.io/name`, `app.kubernetes.io/instance`, `toolhive`, `toolhive-name`) keeps ' +
    'ToolHive’s value.',
  // The CRD (charts 0.0.6 and 0.0.7) marks podTemplateSpec.spec.containers as required.
  'spec.podTemplateSpec':
    'The MCP server container is named `mcp`; change it by adding a container with that name. ' +
    'The schema requires `spec.containers`, so a template that only changes pod settings still ' +
    'lists the `mcp` container by name.',
  // pkg/auth/jwt.go (v0.0.45, the chart's default runner, and v0.1.0): exact issuer match; keys fetched with Go's default client, no credentials.
  'spec.oidcConfig.kubernetes.issuer':
    'Compared with a token’s `iss` claim exactly. kind and kubeadm clusters issue tokens for ' +
    '`https://kubernetes.default.svc.cluster.local`, so the default refuses every token there.',
  'spec.oidcConfig.kubernetes.jwksUrl':
    'The proxy fetches the keys with no credentials and trusts only public certificate authorities, ' +
    'so the default URL, served by the API server, fails. The worked example publishes the keys at ' +
    'a URL the proxy can read.',
  'spec.oidcConfig.kubernetes.serviceAccount':
    'In v0.0.47 an empty value means `default`, not the pod’s service account. The value only builds ' +
    'the proxy’s OIDC client ID, `<serviceAccount>.<namespace>.svc.cluster.local`; it does not limit ' +
    'which tokens are accepted.',
  'spec.oidcConfig.kubernetes.namespace':
    'Used with `serviceAccount` to build the OIDC client ID; it does not limit which tokens are accepted.',
  // The CRD's descriptions of requests.cpu and requests.memory say "limit"; the controller puts them
  // in Resources.Requests of the runner container.
  'spec.resources.requests':
    'The descriptions of `cpu` and `memory` below, written for limits, call them limits; here they ' +
    'are the runner container’s requests, what the scheduler reserves for it.',
  // No version of mcpserver_controller.go (v0.0.45, v0.0.47, v0.1.0) writes status.conditions.
  'status.conditions':
    'The operator never sets conditions, so this list stays empty: read `status.phase` and ' +
    '`status.message`.',
  'status.url': 'The form is `http://mcp-<name>-proxy.<namespace>.svc.cluster.local:<port>`.',
};

/**
 * The same for v0.1.0, checked against its source (cmd/thv-operator). Operator chart 0.0.11 still
 * installs the v0.0.45 operator, so notes about a v0.1.0 change say which operator has it.
 */
export const fieldNotesV0_1_0: Record<string, string> = {
  ...fieldNotes,
  spec:
    'Edits to every field except `resourceOverrides` reach the runner: on every reconcile the ' +
    'operator rebuilds the proxy Deployment’s spec and updates it, and the v0.0.45 and v0.1.0 ' +
    'operators keep doing so instead of settling. They never update the proxy Service, the ' +
    'Deployment’s labels and annotations, or `status.url` once they have created them, so after a ' +
    '`port` edit the runner listens on the new port while the Service still sends traffic to the ' +
    'old one. To change those, re-create the `MCPServer`.',
  'spec.env':
    'The v0.1.0 operator passes these to the runner as `--env`, which sets them on the `mcp` ' +
    'container. The chart’s default operator, v0.0.45, sets them on the proxy container instead, where ' +
    'the server never sees them: set the operator image to v0.1.0, as Choose the images in Deploy the ' +
    'operator shows.',
  // The image matrix is stated once, in docs/toolhive/_partials/_k8s-images.mdx.
  'spec.transport':
    'CRD chart 0.0.7 accepts `streamable-http`, but no image of this release can run it in ' +
    'Kubernetes, and the v0.1.0 runner cannot start `sse` servers there either: keep the runner ' +
    'image at v0.0.45. See Choose the images in Deploy the operator.',
  'spec.permissionProfile':
    'The Kubernetes runtime of v0.1.0 (and of v0.0.45, the chart’s default runner) discards the ' +
    'profile when it creates the server’s pod: it neither limits the network nor mounts anything. ' +
    'Use a NetworkPolicy to limit traffic.',
  'spec.permissionProfile.type':
    'With `configmap`, the operator passes the flag `--permission-profile-path` to the runner, which ' +
    'neither the v0.0.45 nor the v0.1.0 runner defines. The runner skips flags it does not know, so ' +
    'the ConfigMap’s profile is never read; the ConfigMap must still exist, because the runner pod ' +
    'mounts it. Use `builtin`.',
  'spec.resources':
    'In v0.1.0 these requests and limits go to the runner container (`toolhive`) of the proxy ' +
    'Deployment, not to the MCP server container. To size the server, set `resources` on the `mcp` ' +
    'container in `podTemplateSpec`.',
  'spec.secrets':
    'The v0.1.0 operator adds each entry to the `mcp` container as an environment variable read ' +
    'from the Secret (`valueFrom.secretKeyRef`), merged into `podTemplateSpec`. Operator chart ' +
    '0.0.11 runs the v0.0.45 operator by default, which passes the entries to the runner as ' +
    '`--secret` arguments it cannot resolve (`secret not found`). Set the operator image to v0.1.0, ' +
    'as the Pass secrets section of Run MCP servers in Kubernetes shows.',
  'spec.oidcConfig.kubernetes.serviceAccount':
    'In v0.1.0 an empty value means `default`, not the pod’s service account. The value only builds ' +
    'the proxy’s OIDC client ID, `<serviceAccount>.<namespace>.svc.cluster.local`; it does not limit ' +
    'which tokens are accepted.',
};

export function fieldNotesOf(version: DocsVersion): Record<string, string> {
  return version.release === 'v0.0.47' ? fieldNotes : fieldNotesV0_1_0;
}

/** Values shown in `--set` examples where the default would make a poor one. */
export const setExamples: Record<string, string> = {
  nameOverride: 'toolhive',
  'operator.replicaCount': '2',
  'operator.toolhiveRunnerImage': 'ghcr.io/stacklok/toolhive:v0.0.47',
  'operator.rbac.scope': 'namespace',
  'operator.rbac.allowedNamespaces': '{team-a,team-b}',
  'operator.autoscaling.enabled': 'true',
  'operator.serviceAccount.create': 'false',
};

export function setExamplesOf(version: DocsVersion): Record<string, string> {
  return version.release === 'v0.0.47'
    ? // The env of an MCPServer reaches the server only with the v0.0.47 operator.
      {...setExamples, 'operator.image': 'ghcr.io/stacklok/toolhive/operator:v0.0.47'}
    : {
        ...setExamples,
        // The v0.1.0 runner cannot start sse servers in Kubernetes (stacklok/toolhive#902).
        'operator.toolhiveRunnerImage': 'ghcr.io/stacklok/toolhive:v0.0.45',
        // The secrets and env of an MCPServer reach the server only with the v0.1.0 operator.
        'operator.image': 'ghcr.io/stacklok/toolhive/operator:v0.1.0',
      };
}

export const chartValueNotes: Record<string, string> = {
  // templates/serviceaccount.yaml writes the value on the ServiceAccount and templates/deployment.yaml
  // sets nothing on the pod, so false leaves the pod without a token; cmd/thv-operator/main.go calls
  // ctrl.GetConfigOrDie, which exits when it finds no configuration.
  'operator.serviceAccount.automountServiceAccountToken':
    'With `false`, the ServiceAccount the chart creates gives the operator’s pod no token, so the ' +
    'operator finds no way to reach the Kubernetes API and exits at start, over and over. Keep `true`.',
  // templates/_helpers.tpl: operator.selectorLabels uses operator.name (nameOverride), and
  // templates/deployment.yaml puts them in spec.selector.matchLabels, which apps/v1 never lets change.
  nameOverride:
    'It changes the labels in the operator Deployment’s selector, which Kubernetes does not let ' +
    'change, so set it only at install time: on an existing release, `helm upgrade` fails with ' +
    '`field is immutable`.',
  // serviceaccount.yaml names the account after operator.fullname; the Deployment and the role
  // bindings name toolhive-operator (see the warning in deploy-operator-helm.md#key-values).
  fullnameOverride:
    'A value that names the operator’s Deployment and ServiceAccount anything but ' +
    '`toolhive-operator` keeps the operator from running, as Leave fullnameOverride as it is in ' +
    'Deploy the operator explains.',
  // templates/deployment.yaml copies the list into the pod's imagePullSecrets with toYaml, and
  // Kubernetes needs objects there ({name: ...}); `--set operator.imagePullSecrets={ghcr-pull}` makes
  // a list of strings and the install fails. setArgument shows no example for an empty list.
  'operator.imagePullSecrets':
    'Each entry is an object with a `name`, because the chart copies the list into the pod’s ' +
    '`imagePullSecrets`. Set one on the command line with ' +
    "`--set 'operator.imagePullSecrets[0].name=ghcr-pull'`. The list form " +
    '`--set operator.imagePullSecrets={ghcr-pull}` gives a list of strings, which the Deployment ' +
    'schema does not accept, so the install fails.',
  'operator.toolhiveRunnerImage':
    'The operator receives it as `TOOLHIVE_RUNNER_IMAGE`; every MCPServer’s proxy Deployment runs it.',
  // templates/deployment.yaml: `toYaml .Values.operator.env | nindent 12` follows the last chart entry
  // (TOOLHIVE_PROXY_HOST), whose keys sit at column 12: a list there is not valid YAML, and a map's keys
  // become extra keys of that EnvVar. Helm 3 leaves unknown fields to the API server's default
  // field validation, Warn since Kubernetes 1.25 (helm/helm#12502, #13053).
  'operator.env':
    'Chart 0.0.11 cannot add variables this way. It writes this value into the operator’s Deployment at the ' +
    'indentation of the keys of its own last entry, `TOOLHIVE_PROXY_HOST`: a list makes the manifest ' +
    'invalid YAML, and Helm stops with a `YAML parse error` on the chart’s `deployment.yaml`; ' +
    'a map becomes extra keys of that entry, which are not fields of an environment variable: Helm 3 ' +
    'on a current cluster installs the chart with `unknown field` warnings and Kubernetes drops those ' +
    'keys, while older clusters and Helm 4 refuse them. Either way the operator gets no new variable. ' +
    'Leave it empty.',
  // cmd/thv-operator/main.go: --metrics-bind-address :8080 and --health-probe-bind-address :8081 by
  // default; templates/deployment.yaml passes only --leader-elect, and the probes use the port name `health`.
  'operator.ports':
    'These only declare the container’s ports. The operator listens on 8080 for metrics and 8081 for ' +
    'health checks whatever you set here, and the probes use the port named `health`, so giving that ' +
    'port another number makes them fail.',
  // templates/serviceaccount.yaml names the account after operator.fullname; _helpers.tpl
  // operator.serviceAccountName (the Deployment's) falls back to operator.fullname when the value is
  // empty; leader-election-role.yaml binds the value as it is, and a RoleBinding subject needs a name.
  'operator.serviceAccount.name':
    'Leave it at `toolhive-operator`. The operator pod runs as the account this value names, but the ' +
    'ServiceAccount the chart creates is named after `fullnameOverride`, and the manager role binding ' +
    'always names `toolhive-operator`, as Leave ' +
    'fullnameOverride as it is in Deploy the operator explains. An empty value fails too: the ' +
    'Deployment falls back to the ServiceAccount’s name, but the leader-election RoleBinding then ' +
    'names no account, and Kubernetes rejects it.',
  // templates/serviceaccount.yaml is wrapped in `if .Values.operator.serviceAccount.create`;
  // _helpers.tpl operator.serviceAccountName then gives operator.serviceAccount.name
  // (toolhive-operator), which templates/deployment.yaml runs the pod as.
  'operator.serviceAccount.create':
    'With `false`, the chart creates no ServiceAccount, but the operator’s pod still runs as the ' +
    'one `operator.serviceAccount.name` names, `toolhive-operator`: create that account in the ' +
    'release’s namespace first, or Kubernetes starts no operator pod.',
  'operator.proxyHost':
    'The operator receives it as `TOOLHIVE_PROXY_HOST`. Keep `0.0.0.0` so the proxy Service can reach the proxy.',
  'operator.rbac.scope':
    'In namespace mode the operator watches only the namespaces in `allowedNamespaces` ' +
    '(it receives them as `WATCH_NAMESPACE`), through the ClusterRole `toolhive-operator-manager-role` ' +
    'bound by a RoleBinding in each of them.',
  'operator.autoscaling':
    '`values.yaml` shows `targetMemoryUtilizationPercentage: 80` only as a comment, so no memory target is set; set one to scale on memory too.',
};

export function chartValueNotesOf(version: DocsVersion): Record<string, string> {
  if (version.release === 'v0.0.47') {
    return {
      ...chartValueNotes,
      'operator.image':
        'The default runs the v0.0.45 operator, which sets an MCPServer’s `env` on the proxy ' +
        'container, where the server never sees it. The example sets the v0.0.47 operator, which ' +
        'passes `env` to the server. With either operator an MCPServer’s `secrets` stop the runner ' +
        '(`secret not found`): give the `mcp` container the Secret through `podTemplateSpec`.',
    };
  }
  return {
    ...chartValueNotes,
    'operator.image':
      'The default runs the v0.0.45 operator, with which an MCPServer’s `secrets` stop the runner ' +
      '(`secret not found`) and its `env` never reaches the server. The example sets the v0.1.0 ' +
      'operator, which passes both to the server (see Choose the images in Deploy the operator).',
    'operator.toolhiveRunnerImage':
      `${chartValueNotes['operator.toolhiveRunnerImage']} Keep v0.0.45: the v0.1.0 runner cannot ` +
      'start `sse` servers in Kubernetes (see Choose the images in Deploy the operator).',
  };
}
