// What the Kubernetes reference pages say beyond the two files they are
// generated from (data/mcpserver-crd-v0.0.47.yaml and
// data/operator-chart-values-v0.0.47.yaml): versions, the example manifest,
// links for Kubernetes core types, and notes where ToolHive v0.0.47 behaves
// otherwise than a field's own description (checked against its source).

export const operatorChart = {
  name: 'toolhive-operator',
  oci: 'oci://ghcr.io/stacklok/toolhive/toolhive-operator',
  version: '0.0.11',
  appVersion: '0.0.45',
  namespace: 'toolhive-system',
  crdsChart: 'toolhive-operator-crds',
  crdsOci: 'oci://ghcr.io/stacklok/toolhive/toolhive-operator-crds',
  crdsVersion: '0.0.6',
};

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
  resourceOverrides:
    proxyService:
      labels:
        team: platform
`;

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
  spec:
    'The operator applies edits to any of these fields: on every reconcile it rebuilds the proxy ' +
    'Deployment from the current spec and updates it. In v0.0.47 it keeps doing so instead of settling.',
  'spec.port':
    'The operator creates the Service `mcp-<name>-proxy` on this port; `status.url` points at it.',
  'spec.permissionProfile':
    'Network rules are not enforced in v0.0.47: only the file system part of a profile takes effect, ' +
    'so no profile keeps a server off the network.',
  'spec.permissionProfile.type':
    'With `configmap`, the operator passes the flag `--permission-profile-path` to the runner, which ' +
    '`thv run` in v0.0.47 does not define: use `builtin`.',
  'spec.resources':
    'In v0.0.47 these requests and limits go to the runner container (`toolhive`) of the proxy ' +
    'Deployment, not to the MCP server container. To size the server, set `resources` on the `mcp` ' +
    'container in `podTemplateSpec`.',
  'spec.secrets':
    'Behavior to check: read from the v0.0.47 source, the runner receives each entry as ' +
    '`--secret=<name>/<key>,target=<VAR>` with the secrets provider `none`, which cannot read it, so ' +
    'the runner stops with `secret not found`. The Pass secrets section of Run MCP servers in ' +
    'Kubernetes shows how to check this and a `podTemplateSpec` alternative.',
  'spec.podTemplateSpec':
    'The MCP server container is named `mcp`; change it by adding a container with that name.',
  'spec.oidcConfig.kubernetes.serviceAccount':
    'In v0.0.47 an empty value means `default`, not the pod’s service account. The value only builds ' +
    'the proxy’s OIDC client ID, `<serviceAccount>.<namespace>.svc.cluster.local`; it does not limit ' +
    'which tokens are accepted.',
  'spec.oidcConfig.kubernetes.namespace':
    'Used with `serviceAccount` to build the OIDC client ID; it does not limit which tokens are accepted.',
  'status.url': 'The form is `http://mcp-<name>-proxy.<namespace>.svc.cluster.local:<port>`.',
};

/** Values shown in `--set` examples where the default would make a poor one. */
export const setExamples: Record<string, string> = {
  nameOverride: 'toolhive',
  'operator.replicaCount': '2',
  'operator.toolhiveRunnerImage': 'ghcr.io/stacklok/toolhive:v0.0.47',
  'operator.rbac.scope': 'namespace',
  'operator.rbac.allowedNamespaces': '{team-a,team-b}',
  'operator.autoscaling.enabled': 'true',
  'operator.serviceAccount.create': 'false',
  'operator.imagePullSecrets': '{ghcr-pull}',
};

export const chartValueNotes: Record<string, string> = {
  'operator.toolhiveRunnerImage':
    'The operator receives it as `TOOLHIVE_RUNNER_IMAGE`; every MCPServer’s proxy Deployment runs it.',
  'operator.proxyHost':
    'The operator receives it as `TOOLHIVE_PROXY_HOST`. Keep `0.0.0.0` so the proxy Service can reach the proxy.',
  'operator.rbac.scope':
    'In namespace mode the operator watches only the namespaces in `allowedNamespaces` ' +
    '(it receives them as `WATCH_NAMESPACE`), through the ClusterRole `toolhive-operator-manager-role` ' +
    'bound by a RoleBinding in each of them.',
  'operator.autoscaling':
    'The defaults also hold `targetMemoryUtilizationPercentage: 80`, commented out; set it to scale on memory too.',
};
