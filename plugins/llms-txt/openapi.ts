// Renders an OpenAPI 3 document as Markdown: one section per operation with
// its method and path, summary, description, parameters, request body,
// responses and a curl example. This is the API reference's Markdown twin.

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  title?: string;
  enum?: unknown[];
  'x-enum-varnames'?: string[];
  items?: Schema;
  properties?: {[name: string]: Schema};
  additionalProperties?: boolean | Schema;
  required?: string[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
};

type Media = {schema?: Schema; example?: unknown; examples?: {[name: string]: {value?: unknown}}};
type MediaTypes = {[mediaType: string]: Media};
type CodeSample = {lang?: string; label?: string; source?: string};

type Parameter = {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
  example?: unknown;
};

type Operation = {
  summary?: string;
  description?: string;
  operationId?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: Parameter[];
  requestBody?: {$ref?: string; description?: string; required?: boolean; content?: MediaTypes};
  responses?: {[status: string]: {$ref?: string; description?: string; content?: MediaTypes}};
  'x-codeSamples'?: CodeSample[];
  'x-code-samples'?: CodeSample[];
};

/** The example a media type declares, if any. */
function mediaExample(media: Media | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return first?.value;
}

function fence(lang: string, code: string): string {
  const body = code.replace(/\s+$/, '');
  const ticks = body.includes('```') ? '````' : '```';
  return `${ticks}${lang}\n${body}\n${ticks}`;
}

function sampleLanguage(sample: CodeSample): string {
  const lang = (sample.lang ?? '').toLowerCase();
  if (['shell', 'sh', 'bash', 'curl'].includes(lang)) return 'bash';
  return lang.replace(/[^a-z0-9+#-]/g, '');
}

export type OpenApiDocument = {
  openapi?: string;
  swagger?: string;
  info?: {title?: string; version?: string; description?: string};
  servers?: {url: string; description?: string}[];
  tags?: {name: string; description?: string}[];
  paths?: {[path: string]: {[method: string]: unknown}};
  components?: {schemas?: {[name: string]: Schema}; [kind: string]: unknown};
};

const methods = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'];
const maxDepth = 4;

function cell(value: string): string {
  return (
    value
      .replace(/\r?\n+/g, ' ')
      .replace(/\|/g, '\\|')
      .trim() || '—'
  );
}

class Renderer {
  constructor(private readonly doc: OpenApiDocument) {}

  /** Follows a local `#/…` reference; returns the target and its last name segment. */
  deref<T extends {$ref?: string}>(value: T): {target: T; name?: string} {
    let current = value;
    let name: string | undefined;
    for (let hops = 0; current?.$ref && hops < 10; hops += 1) {
      const ref = current.$ref;
      if (!ref.startsWith('#/')) break;
      name = decodeURIComponent(ref.split('/').pop() ?? '');
      let target: unknown = this.doc;
      for (const segment of ref.slice(2).split('/')) {
        const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
        target = (target as {[key: string]: unknown})?.[key];
      }
      if (!target) break;
      current = target as T;
    }
    return {target: current, name};
  }

  /** Merges allOf parts so a schema reads as one object. */
  flatten(schema: Schema | undefined): Schema {
    if (!schema) return {};
    const {target} = this.deref(schema);
    if (!target.allOf) return target;
    const merged: Schema = {...target, allOf: undefined, properties: {...target.properties}};
    for (const part of target.allOf) {
      const flat = this.flatten(part);
      Object.assign(merged.properties!, flat.properties);
      merged.required = [...(merged.required ?? []), ...(flat.required ?? [])];
      merged.type ??= flat.type;
      merged.description ??= flat.description;
    }
    return merged;
  }

  typeName(schema: Schema | undefined): string {
    if (!schema) return 'any';
    const {target, name} = this.deref(schema);
    const flat = this.flatten(target);
    const enumValues = flat.enum ?? undefined;
    let type = Array.isArray(flat.type) ? flat.type.join(' or ') : flat.type;
    if (!type && flat.properties) type = 'object';
    if (!type && (flat.oneOf || flat.anyOf)) {
      type = (flat.oneOf ?? flat.anyOf ?? []).map((part) => this.typeName(part)).join(' or ');
    }
    if (type === 'array') return `array of ${this.typeName(flat.items)}`;
    let result = type ?? 'any';
    if (flat.format) result += ` (${flat.format})`;
    if (enumValues?.length)
      result += `, one of ${enumValues.map((v) => `\`${String(v)}\``).join(', ')}`;
    if (name && result === 'object') result = `object (${name})`;
    return result;
  }

  /** Rows of `field | type | required | description` for an object schema, nested fields dotted. */
  fieldRows(
    schema: Schema | undefined,
    prefix = '',
    depth = 0,
    seen = new Set<string>(),
  ): string[] {
    if (!schema || depth > maxDepth) return [];
    const {name} = this.deref(schema);
    if (name && seen.has(name)) return [];
    const nextSeen = name ? new Set([...seen, name]) : seen;
    const flat = this.flatten(schema);
    if (flat.type === 'array' || (!flat.properties && flat.items)) {
      return this.fieldRows(flat.items, prefix ? `${prefix}[]` : '[]', depth + 1, nextSeen);
    }
    const rows: string[] = [];
    for (const [key, property] of Object.entries(flat.properties ?? {})) {
      const field = prefix ? `${prefix}.${key}` : key;
      const resolved = this.flatten(property);
      const required = flat.required?.includes(key) ? 'yes' : 'no';
      const description = resolved.description ?? this.deref(property).target.description ?? '';
      rows.push(
        `| \`${field}\` | ${cell(this.typeName(property))} | ${required} | ${cell(description)} |`,
      );
      const isArray = resolved.type === 'array';
      const innerSchema = isArray ? resolved.items : property;
      if (this.flatten(innerSchema).properties) {
        rows.push(
          ...this.fieldRows(innerSchema, isArray ? `${field}[]` : field, depth + 1, nextSeen),
        );
      }
    }
    return rows;
  }

  fieldTable(schema: Schema | undefined): string {
    const rows = this.fieldRows(schema);
    if (rows.length === 0) return '';
    return ['| Field | Type | Required | Description |', '| --- | --- | --- | --- |', ...rows].join(
      '\n',
    );
  }

  /** A plausible example value built from examples, defaults, enums and types. */
  example(schema: Schema | undefined, depth = 0, seen = new Set<string>()): unknown {
    if (!schema || depth > maxDepth) return null;
    const {name} = this.deref(schema);
    if (name && seen.has(name)) return {};
    const nextSeen = name ? new Set([...seen, name]) : seen;
    const flat = this.flatten(schema);
    if (flat.example !== undefined) return flat.example;
    if (flat.examples?.length) return flat.examples[0];
    if (flat.default !== undefined) return flat.default;
    if (flat.enum?.length) return flat.enum[0];
    const type = Array.isArray(flat.type) ? flat.type[0] : flat.type;
    if (type === 'array') return [this.example(flat.items, depth + 1, nextSeen)];
    if (type === 'object' || flat.properties) {
      const value: {[key: string]: unknown} = {};
      for (const [key, property] of Object.entries(flat.properties ?? {})) {
        value[key] = this.example(property, depth + 1, nextSeen);
      }
      return value;
    }
    if (type === 'integer' || type === 'number') return 0;
    if (type === 'boolean') return false;
    if (type === 'string') return 'string';
    return null;
  }

  baseUrl(): string {
    return (this.doc.servers?.[0]?.url ?? 'http://localhost:8080').replace(/\/+$/, '');
  }

  curl(
    method: string,
    route: string,
    parameters: Parameter[],
    body?: {type: string; value: unknown},
  ): string {
    const sampleOf = (parameter: Parameter) => {
      const value = parameter.example ?? parameter.schema?.example ?? parameter.schema?.default;
      return value === undefined ? `<${parameter.name}>` : String(value);
    };
    let url = route.replace(/\{([^}]+)\}/g, (whole, name: string) => {
      const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
      return parameter ? sampleOf(parameter) : whole;
    });
    const query = parameters
      .filter((parameter) => parameter.in === 'query' && parameter.required)
      .map(
        (parameter) =>
          `${encodeURIComponent(parameter.name)}=${encodeURIComponent(sampleOf(parameter))}`,
      );
    if (query.length) url += `?${query.join('&')}`;
    const lines = [`curl -X ${method.toUpperCase()} '${this.baseUrl()}${url}'`];
    for (const parameter of parameters.filter((p) => p.in === 'header')) {
      lines.push(`-H '${parameter.name}: ${sampleOf(parameter)}'`);
    }
    if (body) {
      lines.push(`-H 'Content-Type: ${body.type}'`);
      const payload =
        typeof body.value === 'string' ? body.value : JSON.stringify(body.value, null, 2);
      lines.push(`-d '${payload.replace(/'/g, "'\\''")}'`);
    }
    return ['```bash', lines.join(' \\\n  '), '```'].join('\n');
  }

  operation(method: string, route: string, operation: Operation, shared: Parameter[]): string {
    const parts: string[] = [`### ${method.toUpperCase()} ${route}`];
    if (operation.summary) parts.push(operation.summary.trim().replace(/([^.!?])$/, '$1.'));
    if (operation.deprecated) parts.push('> **Deprecated**: avoid this operation in new code.');
    if (operation.description && operation.description.trim() !== operation.summary?.trim()) {
      parts.push(operation.description.trim());
    }

    const byKey = new Map<string, Parameter>();
    for (const raw of [...shared, ...(operation.parameters ?? [])]) {
      const parameter = this.deref(raw).target;
      byKey.set(`${parameter.in}:${parameter.name}`, parameter);
    }
    const parameters = [...byKey.values()];
    if (parameters.length) {
      parts.push(
        [
          '**Parameters**',
          '',
          '| Name | In | Type | Required | Description |',
          '| --- | --- | --- | --- | --- |',
          ...parameters.map(
            (p) =>
              `| \`${p.name}\` | ${p.in} | ${cell(this.typeName(p.schema))} | ${p.required ? 'yes' : 'no'} | ${cell(p.description ?? '')} |`,
          ),
        ].join('\n'),
      );
    }

    let body: {type: string; value: unknown} | undefined;
    if (operation.requestBody) {
      const request = this.deref(operation.requestBody).target;
      const [type, media] = Object.entries(request.content ?? {})[0] ?? ['application/json', {}];
      const required = request.required ? 'required' : 'optional';
      const {name} = media.schema ? this.deref(media.schema) : {name: undefined};
      const label = name ? `\`${name}\`` : cell(this.typeName(media.schema));
      parts.push(
        `**Request body** (\`${type}\`, ${required}): ${label}${request.description ? `. ${request.description.trim()}` : ''}`,
      );
      const table = this.fieldTable(media.schema);
      if (table) parts.push(table);
      body = {type, value: mediaExample(media) ?? this.example(media.schema)};
    }

    const responses = Object.entries(operation.responses ?? {});
    if (responses.length) {
      const rows = responses.map(([status, raw]) => {
        const response = this.deref(raw).target;
        const [type, media] = Object.entries(response.content ?? {})[0] ?? [];
        let bodyLabel = '—';
        if (type && media?.schema) {
          const {name} = this.deref(media.schema);
          bodyLabel = `${name ? `\`${name}\`` : cell(this.typeName(media.schema))} (\`${type}\`)`;
        }
        return `| ${status} | ${cell(response.description ?? '')} | ${bodyLabel} |`;
      });
      parts.push(
        ['**Responses**', '', '| Status | Meaning | Body |', '| --- | --- | --- |', ...rows].join(
          '\n',
        ),
      );
      for (const [status, raw] of responses) {
        if (!/^2/.test(status)) continue;
        const [type, media] = Object.entries(this.deref(raw).target.content ?? {})[0] ?? [];
        const table = this.fieldTable(media?.schema);
        if (table) parts.push(`Fields of the ${status} response body:`, table);
        const example = mediaExample(media);
        if (example !== undefined) {
          const json = type?.includes('json') && typeof example !== 'string';
          parts.push(
            `Example ${status} response:`,
            fence(
              json ? 'json' : 'text',
              json ? JSON.stringify(example, null, 2) : String(example),
            ),
          );
        }
      }
    }

    const samples = (operation['x-codeSamples'] ?? operation['x-code-samples'] ?? []).filter(
      (sample) => typeof sample.source === 'string' && sample.source.trim(),
    );
    if (samples.length) {
      parts.push(samples.length > 1 ? '**Examples**' : '**Example**');
      for (const sample of samples) {
        if (samples.length > 1 && sample.label) parts.push(`${sample.label}:`);
        parts.push(fence(sampleLanguage(sample), sample.source!));
      }
    } else {
      parts.push('**Example**', this.curl(method, route, parameters, body));
    }
    return parts.join('\n\n');
  }

  render(): string {
    const {doc} = this;
    const parts: string[] = [];
    const title = doc.info?.title ?? 'API';
    parts.push(
      `${title}${doc.info?.version ? `, version ${doc.info.version}` : ''}. Base URL: \`${this.baseUrl()}\`.`,
    );
    if (doc.info?.description) parts.push(doc.info.description.trim());

    const groups = new Map<string, string[]>();
    const tagOrder = (doc.tags ?? []).map((tag) => tag.name);
    for (const [route, item] of Object.entries(doc.paths ?? {})) {
      const shared = ((item as {parameters?: Parameter[]}).parameters ?? []) as Parameter[];
      for (const method of methods) {
        const operation = (item as {[method: string]: Operation})[method];
        if (!operation) continue;
        const tag = operation.tags?.[0] ?? 'other';
        if (!groups.has(tag)) groups.set(tag, []);
        groups.get(tag)!.push(this.operation(method, route, operation, shared));
      }
    }
    const tags = [...groups.keys()].sort((a, b) => {
      const ia = tagOrder.indexOf(a);
      const ib = tagOrder.indexOf(b);
      if (ia !== -1 || ib !== -1) return (ia === -1 ? Infinity : ia) - (ib === -1 ? Infinity : ib);
      return a.localeCompare(b);
    });
    for (const tag of tags) {
      const heading = tag.charAt(0).toUpperCase() + tag.slice(1);
      const description = doc.tags?.find((entry) => entry.name === tag)?.description;
      parts.push(`## ${heading}`);
      if (description) parts.push(description.trim());
      parts.push(...groups.get(tag)!);
    }
    return `${parts.join('\n\n')}\n`;
  }
}

/** Markdown for every operation of an OpenAPI document, grouped by tag. */
export function openApiToMarkdown(doc: OpenApiDocument): string {
  if (!doc || typeof doc !== 'object' || !doc.paths) {
    throw new Error('The API description has no paths: is it an OpenAPI document?');
  }
  return new Renderer(doc).render();
}

/** How many operations a document has (for tests and sanity checks). */
export function countOperations(doc: OpenApiDocument): number {
  return Object.values(doc.paths ?? {}).reduce(
    (total, item) => total + methods.filter((method) => item && method in item).length,
    0,
  );
}
