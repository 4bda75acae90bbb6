// Renders the Kubernetes reference: the MCPServer resource field by field
// (from data/<release>/mcpserver-crd.yaml) and the operator chart's values
// (from data/<release>/operator-chart-values.yaml), for each docs version.
// Pure: the same data always gives the same bytes, so a test compares the
// output with the files on disk.
import {readFileSync} from 'node:fs';

import {stringify} from 'yaml';

import {currentVersion, type DocsVersion} from '../../data/docs-versions';
import {
  chartValueNotesOf,
  coreTypeLinks,
  exampleManifestOf,
  exampleNoteOf,
  fieldNotesOf,
  operatorChartOf,
  setExamplesOf,
} from '../../data/k8s-reference-notes';
import {chartValues, chartValuesFileOf, type ChartValue} from './chart-values';
import {inlineMarkdown} from './cli-reference-pages';
import {crdFields, oneParagraph, type CrdField} from './crd-fields';
import {mcpServerApiVersion, mcpServerSchema, type JsonSchema} from './mcpserver-crd';
import {shellWord} from './shell-word';

export const referenceDir = 'docs/toolhive/reference';
export const crdPageFile = `${referenceDir}/mcpserver-crd.md`;
export const chartPageFile = `${referenceDir}/operator-chart-values.md`;
export const crdPageRoute = '/toolhive/reference/mcpserver-crd';
export const chartPageRoute = '/toolhive/reference/operator-chart-values';

const marker = (source: string) =>
  `# Generated from ${source} by scripts/gen-k8s-reference.ts. Do not edit; run npm run gen:k8s`;

function frontMatter(fields: Record<string, string | number | null>, source: string): string[] {
  return [
    '---',
    marker(source),
    ...Object.entries(fields).map(
      ([key, value]) => `${key}: ${typeof value === 'string' ? JSON.stringify(value) : value}`,
    ),
    `generated_from: ${source}`,
    'generated_by: scripts/gen-k8s-reference.ts',
    'custom_edit_url: null',
    '---',
    '',
    "import K8sField from '@site/src/components/K8sField';",
    '',
  ];
}

const code = (text: string) => {
  if (text.includes('`')) throw new Error(`code span cannot hold a backtick: ${text}`);
  return `\`${text}\``;
};

function typeLabel(field: CrdField): string {
  const link = coreTypeLinks[field.path];
  const schema = field.schema;
  if (link && field.path === 'spec.podTemplateSpec') return `[${link.label}](${link.href})`;
  const base = scalarType(schema);
  if (link) return `${base} ([${link.label}](${link.href}))`;
  return base;
}

function scalarType(schema: JsonSchema): string {
  if (schema.type === 'array') {
    const items = schema.items ?? {};
    return items.type === 'object' ? 'list of objects' : `list of ${scalarType(items)}s`;
  }
  if (schema.type === 'object' && typeof schema.additionalProperties === 'object') {
    return `map of ${scalarType(schema.additionalProperties)}s`;
  }
  if (schema.format && schema.type === 'integer') return `integer (${schema.format})`;
  if (schema.format) return `${schema.type} (${schema.format})`;
  return schema.type ?? 'any';
}

function validation(schema: JsonSchema): string[] {
  const rules: string[] = [];
  const s = schema as JsonSchema & {minLength?: number; maxLength?: number};
  if (s.minimum !== undefined && s.maximum !== undefined)
    rules.push(`from ${s.minimum} to ${s.maximum}`);
  else if (s.minimum !== undefined) rules.push(`at least ${s.minimum}`);
  else if (s.maximum !== undefined) rules.push(`at most ${s.maximum}`);
  if (s.minLength !== undefined) rules.push(`at least ${s.minLength} characters`);
  if (s.maxLength !== undefined) rules.push(`at most ${s.maxLength} characters`);
  if (s.pattern) rules.push(`matches ${code(s.pattern)}`);
  return rules;
}

function note(text: string, version: DocsVersion): string[] {
  return [`:::note[ToolHive ${version.release}]`, '', inlineMarkdown(text), '', ':::', ''];
}

/**
 * A field or value as a block: the top level as a heading (so the table of
 * contents lists it), deeper ones as a K8sField element (src/components/K8sField) with an
 * id and a data-search-title, which the site search indexes as a record of its own.
 */
function block(
  path: string,
  anchor: string,
  asHeading: boolean,
  depth: number,
  body: string[],
): string[] {
  if (asHeading) return [`### ${code(path)} {#${anchor}}`, '', ...body];
  return [
    `<K8sField id="${anchor}" path="${path}" depth={${depth}}>`,
    '',
    ...body,
    '</K8sField>',
    '',
  ];
}

export function renderCrdField(field: CrdField, version: DocsVersion = currentVersion): string[] {
  const schema = field.schema;
  // A required field with a default may be left out: the API server applies structural-schema
  // defaults before it validates the resource.
  const required = !field.required
    ? 'no'
    : schema.default === undefined
      ? 'yes'
      : 'yes, filled in with its default when left out';
  const facts = [`**Type:** ${typeLabel(field)}`, `**Required:** ${required}`];
  if (schema.default !== undefined) facts.push(`**Default:** ${code(String(schema.default))}`);
  if (schema.enum) {
    facts.push(`**Allowed values:** ${schema.enum.map((v) => code(String(v))).join(', ')}`);
  }
  const rules = validation(schema);
  if (rules.length > 0) facts.push(`**Validation:** ${rules.join('; ')}`);
  const body = [inlineMarkdown(oneParagraph(schema.description)), '', facts.join(' · '), ''];
  const notes = fieldNotesOf(version);
  if (notes[field.path]) body.push(...note(notes[field.path], version));
  return block(field.path, field.anchor, field.depth === 1, field.depth, body);
}

export function renderCrdPage(version: DocsVersion = currentVersion): string {
  const schema = mcpServerSchema(version);
  const fields = crdFields(schema);
  const out = [
    ...frontMatter(
      {
        title: 'MCPServer resource reference',
        sidebar_label: 'MCPServer resource',
        description: `Every field of the ToolHive MCPServer custom resource (${mcpServerApiVersion(version)}): type, default, allowed values, validation and what it does.`,
      },
      `${version.dataDir}/mcpserver-crd.yaml`,
    ),
    '# MCPServer resource reference',
    '',
    `The \`MCPServer\` custom resource (\`${mcpServerApiVersion(version)}\`, namespaced) describes one MCP server that the ToolHive operator runs. This page lists every field of its \`spec\` and \`status\` as ToolHive ${version.release} defines them. Link to a field with its path: \`#spec-oidcconfig-inline-issuer\` for \`spec.oidcConfig.inline.issuer\`.`,
    '',
    'A field marked required must be set whenever its parent is present, unless it has a default: the API server fills that in before it checks the resource. List items are written `[]`: `spec.env[].name` is the `name` of each entry of `spec.env`.',
    '',
    '## Example {#example}',
    '',
    'This server uses most of the spec: a secret, resources, a permission profile and OIDC. [Run MCP servers in Kubernetes](/toolhive/guides-k8s/run-mcp-k8s) explains each part.',
    '',
    '```yaml title="github.yaml"',
    exampleManifestOf(version).trimEnd(),
    '```',
    '',
    exampleNoteOf(version),
    '',
    'For each `MCPServer`, the operator creates a proxy Deployment and the Service `mcp-<name>-proxy`, plus a ServiceAccount, Role and RoleBinding named `<name>-proxy-runner`. The proxy then runs the MCP server itself as a StatefulSet.',
    '',
  ];
  for (const top of ['spec', 'status'] as const) {
    out.push(
      `## ${top} {#${top}}`,
      '',
      inlineMarkdown(oneParagraph(schema.properties?.[top]?.description)),
      '',
    );
    if (fieldNotesOf(version)[top]) out.push(...note(fieldNotesOf(version)[top], version));
    for (const field of fields.filter((f) => f.path.startsWith(`${top}.`))) {
      out.push(...renderCrdField(field, version));
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/** The `--set` argument shown for a value; `undefined` for maps and lists of objects. */
export function setArgument(
  value: ChartValue,
  version: DocsVersion = currentVersion,
): string | undefined {
  const example = setExamplesOf(version)[value.path];
  if (example !== undefined) return `${value.path}=${example}`;
  if (value.type === 'object' || value.type === 'null') return undefined;
  if (value.type === 'list') {
    const items = value.value as unknown[];
    if (items.length === 0 || items.some((item) => typeof item === 'object')) return undefined;
    return `${value.path}={${items.join(',')}}`;
  }
  const text = String(value.value);
  return text === '' ? undefined : `${value.path}=${text}`;
}

/** The default, nested under its parents, as it would appear in a values file. */
export function valuesSnippet(value: ChartValue): string {
  const nested = value.path
    .split('.')
    .reduceRight<unknown>((inner, key) => ({[key]: inner}), value.value);
  return stringify(nested, {indentSeq: true}).trimEnd();
}

// A `# --` comment: its first lines are one paragraph, lines starting with
// `- ` a list (indented lines continue the item before).
function chartDescription(text: string): string[] {
  const paragraph: string[] = [];
  const items: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('- ')) items.push(line.slice(2).trim());
    else if (items.length > 0) items[items.length - 1] += ` ${line.trim()}`;
    else paragraph.push(line.trim());
  }
  const out = [inlineMarkdown(oneParagraph(paragraph.join('\n'))), ''];
  if (items.length > 0) out.push(...items.map((item) => `- ${inlineMarkdown(item)}`), '');
  return out;
}

function renderChartValue(value: ChartValue, all: ChartValue[], version: DocsVersion): string[] {
  const hasChildren = all.some((other) => other.path.startsWith(`${value.path}.`));
  const depth = value.path.split('.').length;
  const body = [...chartDescription(value.description)];
  if (hasChildren) {
    body.push(`**Type:** ${value.type} · **Default:** holds the keys below`, '');
  } else {
    const simple = value.type !== 'object' && value.type !== 'list';
    const shown = value.value === '' ? '""' : String(value.value);
    body.push(`**Type:** ${value.type}${simple ? ` · **Default:** ${code(shown)}` : ''}`, '');
    if (!simple) body.push('Default:', '');
    body.push('```yaml', valuesSnippet(value), '```', '');
    const set = setArgument(value, version);
    if (set)
      body.push('Set it on the command line:', '', '```bash', `--set ${shellWord(set)}`, '```', '');
  }
  const chartNote = chartValueNotesOf(version)[value.path];
  if (chartNote) body.push(...note(chartNote, version));
  return block(value.path, value.anchor, depth <= 2, depth, body);
}

export function renderChartPage(version: DocsVersion = currentVersion): string {
  const values = chartValues(readFileSync(chartValuesFileOf(version), 'utf8'));
  const c = operatorChartOf(version);
  const out = [
    ...frontMatter(
      {
        title: 'Operator Helm chart values',
        sidebar_label: 'Operator chart values',
        description: `Every value of the ToolHive operator Helm chart ${c.version} (operator ${c.appVersion}): type, default, description and how to set it.`,
      },
      `${version.dataDir}/operator-chart-values.yaml`,
    ),
    '# Operator Helm chart values',
    '',
    `This page lists every value of the \`${c.name}\` Helm chart that ToolHive ${version.release} ships, with its type, default and description. [Deploy the operator](/toolhive/guides-k8s/deploy-operator-helm) shows the install step by step.`,
    '',
    '## Versions {#versions}',
    '',
    '| Chart | Chart version | App version |',
    '| --- | --- | --- |',
    `| ${code(c.name)} | ${c.version} | ${c.appVersion} |`,
    `| ${code(c.crdsChart)} | ${c.crdsVersion} | ${c.crdsAppVersion}, which Helm shows but nothing uses: the chart installs only the MCPServer CRD, no image |`,
    '',
    '## Set values {#set-values}',
    '',
    'Write the values you change in a file and pass it with `-f`; keys you leave out keep their defaults:',
    '',
    '```bash',
    `helm upgrade -i ${c.name} ${c.oci} --version ${c.version} -n ${c.namespace} --create-namespace -f values.yaml`,
    '```',
    '',
    "Or set single values with `--set key=value`: a dot separates nested keys, `{a,b}` is a list (quote it, as in `--set 'key={a,b}'`, or the shell splits it into two words), and `true`, `false` and whole numbers are read as such. To change values of the chart version you run, add `--reuse-values` to keep the values you set before; to move to a new chart version, use `--reset-then-reuse-values` instead ([Upgrade the operator](/toolhive/guides-k8s/deploy-operator-helm#upgrade) says why).",
    '',
    '```bash',
    `helm upgrade -i ${c.name} ${c.oci} --version ${c.version} -n ${c.namespace} --create-namespace --set operator.replicaCount=2`,
    '```',
    '',
    'Print the defaults with:',
    '',
    '```bash',
    `helm show values ${c.oci} --version ${c.version}`,
    '```',
    '',
    '## Values {#values}',
    '',
  ];
  for (const value of values) out.push(...renderChartValue(value, values, version));
  return `${out.join('\n').trimEnd()}\n`;
}

export function renderK8sReference(version: DocsVersion = currentVersion): Map<string, string> {
  return new Map([
    [crdPageFile, renderCrdPage(version)],
    [chartPageFile, renderChartPage(version)],
  ]);
}
