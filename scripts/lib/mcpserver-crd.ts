// The MCPServer CustomResourceDefinition that each documented ToolHive release
// installs, read from data/<release>/, and a validator for manifests written against it. Guides, the
// server catalogue and the Kubernetes reference all check manifests here.
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {currentVersion, type DocsVersion} from '../../data/docs-versions';
import Ajv, {type ErrorObject, type ValidateFunction} from 'ajv';
import {parse} from 'yaml';

export type JsonSchema = {
  type?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  required?: string[];
  enum?: unknown[];
  default?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  format?: string;
  anyOf?: JsonSchema[];
  [extension: `x-${string}`]: unknown;
};

type Crd = {
  spec: {
    group: string;
    names: {kind: string; plural: string};
    versions: {name: string; schema: {openAPIV3Schema: JsonSchema}}[];
  };
};

export function crdFileOf(version: DocsVersion): string {
  return path.join(import.meta.dirname, '../..', version.dataDir, 'mcpserver-crd.yaml');
}

/** The CRD of the current release. */
export const crdFile = crdFileOf(currentVersion);

const cache = new Map<string, {crd: Crd; validate: ValidateFunction}>();

function load(version: DocsVersion = currentVersion) {
  const cached = cache.get(version.release);
  if (cached) return cached;
  const crd = parse(readFileSync(crdFileOf(version), 'utf8')) as Crd;
  const schema = crd.spec.versions[0].schema.openAPIV3Schema;
  // The CRD schema is OpenAPI v3 with Kubernetes extensions (x-kubernetes-*),
  // so Ajv runs without strict mode; unknown fields are errors, as with
  // `kubectl apply --validate=strict`.
  const ajv = new Ajv({strict: false, allErrors: true, validateFormats: false});
  const validate = ajv.compile(closeObjects(schema));
  cache.set(version.release, {crd, validate});
  return {crd, validate};
}

/** The `openAPIV3Schema` of the CRD's only version (`v1alpha1`). */
export function mcpServerSchema(version: DocsVersion = currentVersion): JsonSchema {
  return load(version).crd.spec.versions[0].schema.openAPIV3Schema;
}

export function mcpServerApiVersion(version: DocsVersion = currentVersion): string {
  const {crd} = load(version);
  return `${crd.spec.group}/${crd.spec.versions[0].name}`;
}

// Objects with declared properties reject unknown keys, so a misspelt field
// fails. Objects without properties (labels, quantities, podTemplateSpec's
// metadata) stay open, as the API server treats them.
function closeObjects(schema: JsonSchema): JsonSchema {
  const copy: JsonSchema = {...schema};
  if (copy.properties) {
    copy.properties = Object.fromEntries(
      Object.entries(copy.properties).map(([key, value]) => [key, closeObjects(value)]),
    );
    if (
      copy['x-kubernetes-preserve-unknown-fields'] !== true &&
      copy.additionalProperties === undefined
    ) {
      copy.additionalProperties = false;
    }
  }
  if (copy.items) copy.items = closeObjects(copy.items);
  if (typeof copy.additionalProperties === 'object') {
    copy.additionalProperties = closeObjects(copy.additionalProperties);
  }
  return copy;
}

function describe(error: ErrorObject): string {
  const where = error.instancePath || '(root)';
  if (error.keyword === 'additionalProperties') {
    return `${where}: unknown field "${String(error.params.additionalProperty)}"`;
  }
  if (error.keyword === 'enum') {
    return `${where}: must be one of ${(error.params.allowedValues as unknown[]).join(', ')}`;
  }
  return `${where}: ${error.message ?? error.keyword}`;
}

/**
 * Problems with an MCPServer manifest, as readable lines; empty when it is
 * valid. Checks apiVersion and kind, metadata.name, and the whole object
 * against the CRD schema.
 */
export function validateMCPServer(
  manifest: unknown,
  version: DocsVersion = currentVersion,
): string[] {
  const {crd, validate} = load(version);
  const problems: string[] = [];
  const object = manifest as {apiVersion?: unknown; kind?: unknown; metadata?: {name?: unknown}};
  if (object?.apiVersion !== mcpServerApiVersion()) {
    problems.push(`apiVersion must be ${mcpServerApiVersion()}`);
  }
  if (object?.kind !== crd.spec.names.kind) problems.push(`kind must be ${crd.spec.names.kind}`);
  if (typeof object?.metadata?.name !== 'string') problems.push('metadata.name is required');
  if (!validate(manifest)) problems.push(...(validate.errors ?? []).map(describe));
  return problems;
}
