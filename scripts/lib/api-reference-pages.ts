// Renders the API reference of one docs version (an overview plus one MDX page
// per operation) from that version's OpenAPI document. Pure: the same spec
// always gives the same bytes, so a test can compare the output with the files
// on disk.
import type {BuilderOperation} from '../../src/components/ApiRequestBuilder';
import {
  buildSamples,
  sampleLanguages,
  type ResponseBody,
  type SampleRequest,
} from '../../src/components/ApiRequestBuilder/samples';
import {validationSchema} from './api-bodies';
import {
  allExamples,
  firstExample,
  operationRoute,
  operationSlug,
  type ApiSpec,
  type MediaType,
  type Operation,
  type Schema,
} from './openapi-spec';

export const apiReferenceDir = 'docs/toolhive/reference/api';

/** Which release the pages describe, which document they come from, and where they live. */
export type ApiReferenceContext = {
  release: string;
  specFile: string;
  /**
   * The version's route prefix (`/v0.0.47`, or `''` for the current version). Markdown links
   * are moved into an older version at build time (plugins/versioned-links); the routes
   * handed to components as data are not, so they carry the prefix themselves.
   */
  routePrefix: string;
};

/** `text` cut to at most `max` characters at the end of a sentence, so no description stops mid-word. */
export function wholeSentencesUpTo(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = text.slice(0, max + 1).lastIndexOf('. ');
  if (end > 0) return text.slice(0, end + 1);
  const space = text.slice(0, max).lastIndexOf(' ');
  return `${text.slice(0, space > 0 ? space : max - 1)}…`;
}

/** The first front-matter line of every generated page: a YAML comment naming its source. */
export function generatedMarkerOf(specFile: string): string {
  return `# Generated from ${specFile} by scripts/gen-api-reference.ts. Do not edit; run npm run gen:api`;
}

const frontMatter = (
  fields: Record<string, string | number | null>,
  context: ApiReferenceContext,
) => [
  '---',
  generatedMarkerOf(context.specFile),
  ...Object.entries(fields).map(
    ([key, value]) =>
      `${key}: ${typeof value === 'string' ? JSON.stringify(value) : String(value)}`,
  ),
  `generated_from: ${context.specFile}`,
  'generated_by: scripts/gen-api-reference.ts',
  'custom_edit_url: null',
  '---',
  '',
];

// MDX reads `<` and `{` as JSX or an expression: escape them outside code.
function escapeProse(text: string, inTable: boolean): string {
  return text.replace(/[<>{}]|\|/g, (char) =>
    char === '|' ? (inTable ? '\\|' : '|') : `\\${char}`,
  );
}

/** Markdown (paragraphs, lists, fenced code) made safe for MDX. */
export function mdxMarkdown(markdown: string): string {
  return markdown
    .split(/(^```[^\n]*\n[\s\S]*?^```$)/m)
    .map((block, index) =>
      index % 2 === 1
        ? block
        : block
            .split(/(`[^`\n]*`)/)
            .map((part, inner) => (inner % 2 === 1 ? part : escapeProse(part, false)))
            .join(''),
    )
    .join('')
    .trim();
}

/** One line of Markdown for a table cell. */
export function tableCell(markdown: string): string {
  return markdown
    .trim()
    .replace(/\s*\n\s*/g, ' ')
    .split(/(`[^`]*`)/)
    .map((part, index) => (index % 2 === 1 ? part.replaceAll('|', '\\|') : escapeProse(part, true)))
    .join('');
}

const code = (text: string) => `\`${text}\``;
const anchor = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function typeLabel(schema: Schema | undefined): string {
  if (!schema) return 'any';
  const types = [schema.type ?? (schema.properties ? 'object' : 'any')].flat();
  if (types.includes('array')) {
    return types
      .map((type) => (type === 'array' ? `array of ${typeLabel(schema.items)}` : type))
      .join(' or ');
  }
  const values = schema.additionalProperties;
  if (
    types.length === 1 &&
    types[0] === 'object' &&
    !schema.properties &&
    typeof values === 'object'
  ) {
    return `map of ${typeLabel(values)}`;
  }
  const type = types.join(' or ');
  const detail = schema['x-ref'] ?? schema.format;
  return detail ? `${type} (${detail})` : type;
}

type Field = {path: string; schema: Schema; required: boolean};

/** Every field of a schema, depth first, with paths such as `secrets[].name`. */
export function schemaFields(schema: Schema | undefined, prefix = '', depth = 0): Field[] {
  if (!schema || depth > 5) return [];
  if (schema.items) return schemaFields(schema.items, `${prefix}[]`, depth + 1);
  const fields: Field[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    fields.push({path, schema: property, required: schema.required?.includes(name) ?? false});
    fields.push(...schemaFields(property, path, depth + 1));
  }
  return fields;
}

function enumText(schema: Schema): string | undefined {
  const values = schema.enum ?? schema.items?.enum;
  if (!values) return undefined;
  const described = (schema['x-enumDescriptions'] ?? {}) as Record<string, string>;
  return `One of: ${values.map((value) => (described[String(value)] ? `${code(String(value))} (${mdxMarkdown(described[String(value)])})` : code(String(value)))).join(', ')}.`;
}

/**
 * One field as a block with an id and a `data-search-title`, so search makes
 * it a record of its own (the contract in plugins/local-search/extract.ts).
 */
function fieldBlock(
  id: string,
  title: string,
  facts: string[],
  description: string | undefined,
): string[] {
  return [
    `<div className="api-field" id="${id}" data-search-title="${title}">`,
    '',
    facts.join(' · '),
    '',
    ...(description ? [mdxMarkdown(description), ''] : []),
    '</div>',
    '',
  ];
}

/** The id of a field's block on an operation page: `body`, `parameter` or `response-200`, then the path. */
export function apiFieldId(part: string, path: string): string {
  return `${part}-${anchor(path)}`;
}

function schemaFieldBlocks(schema: Schema | undefined, idPrefix: string): string[] {
  const fields = schemaFields(schema);
  if (fields.length === 0) return [];
  return fields.flatMap((field) => {
    const facts = [
      `**${code(field.path)}**`,
      code(typeLabel(field.schema)),
      field.required ? 'required' : 'optional',
    ];
    if (field.schema.default !== undefined)
      facts.push(`default ${code(JSON.stringify(field.schema.default))}`);
    const description = [field.schema.description?.trim(), enumText(field.schema)]
      .filter(Boolean)
      .join('\n\n');
    return fieldBlock(
      apiFieldId(idPrefix, field.path),
      field.path,
      facts,
      description || undefined,
    );
  });
}

function exampleBlocks(media: MediaType, contentType: string): string[] {
  const language = contentType === 'application/json' ? 'json' : 'text';
  return allExamples(media).flatMap((example) => [
    ...(example.summary ? [`Example: ${mdxMarkdown(example.summary)}`, ''] : []),
    `\`\`\`${language}`,
    typeof example.value === 'string'
      ? example.value.trimEnd()
      : JSON.stringify(example.value, null, 2),
    '```',
    '',
  ]);
}

const statusNames: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '404': 'Not Found',
  '405': 'Method Not Allowed',
  '409': 'Conflict',
  '500': 'Internal Server Error',
  '501': 'Not Implemented',
};

function firstParagraph(markdown: string): string {
  return markdown.trim().split(/\n\s*\n/)[0];
}

/** What a successful answer of the operation carries: JSON, plain text (logs), or nothing. */
function successBody(op: Operation): ResponseBody {
  const success = op.responses.filter(([code]) => code.startsWith('2'));
  if (success.some(([, response]) => response.content?.['application/json'])) return 'json';
  if (success.some(([, response]) => response.content?.['text/plain'])) return 'text';
  return 'none';
}

export function builderOperation(op: Operation): BuilderOperation {
  const media = op.requestBody?.content['application/json'];
  return {
    operationId: op.operationId,
    method: op.method,
    path: op.path,
    parameters: op.parameters
      .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
      .map((parameter) => ({
        name: parameter.name,
        in: parameter.in as 'path' | 'query',
        required: parameter.required ?? false,
        schema: validationSchema(parameter.schema ?? {}),
        example: parameter.in === 'path' ? String(parameter.example ?? '') : '',
      })),
    body: media
      ? {schema: validationSchema(media.schema ?? {}), example: firstExample(media) ?? {}}
      : undefined,
    responseBody: successBody(op),
  };
}

/** The request the page's samples show: the spec's examples and the default base URL. */
export function exampleRequest(op: Operation): SampleRequest {
  const builder = builderOperation(op);
  return {
    operationId: op.operationId,
    method: op.method,
    baseUrl: 'http://localhost:8080',
    path: op.path,
    pathValues: Object.fromEntries(
      builder.parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.example]),
    ),
    query: {},
    body: builder.body?.example,
    responseBody: builder.responseBody,
  };
}

// A Markdown link, whose text alone goes into a page's description.
const markdownLink = /\[([^\]]+)\]\([^)]+\)/g;

export function renderOperationPage(
  op: Operation,
  position: number,
  neverSent: Set<string>,
  context: ApiReferenceContext,
): string {
  const out = [
    ...frontMatter(
      {
        title: op.summary,
        sidebar_label: op.summary,
        description: wholeSentencesUpTo(
          `${op.method} ${op.path}: ${firstParagraph(op.description).replace(/\s+/g, ' ').replace(/`/g, '').replace(markdownLink, '$1')}`,
          300,
        ),
        sidebar_position: position,
      },
      context,
    ),
    "import ApiRequestBuilder from '@site/src/components/ApiRequestBuilder';",
    "import TabItem from '@theme/TabItem';",
    "import Tabs from '@theme/Tabs';",
    '',
    `# ${mdxMarkdown(op.summary)}`,
    '',
    `<div className="api-endpoint" id="endpoint" data-search-title="${op.method} ${op.path}">`,
    '',
    `**${op.method}** ${code(op.path)}`,
    '',
    '</div>',
    '',
    mdxMarkdown(op.description),
    '',
    '## Parameters',
    '',
  ];
  if (op.parameters.length === 0) out.push('This operation takes no parameters.', '');
  for (const parameter of op.parameters) {
    const facts = [
      `**${code(parameter.name)}**`,
      parameter.in,
      code(typeLabel(parameter.schema)),
      parameter.required ? 'required' : 'optional',
    ];
    if (parameter.schema?.default !== undefined)
      facts.push(`default ${code(JSON.stringify(parameter.schema.default))}`);
    if (parameter.example !== undefined) facts.push(`example ${code(String(parameter.example))}`);
    out.push(
      ...fieldBlock(
        apiFieldId('parameter', parameter.name),
        parameter.name,
        facts,
        parameter.description,
      ),
    );
  }

  out.push('## Request body', '');
  if (!op.requestBody) {
    out.push('This operation takes no request body.', '');
  } else {
    for (const [contentType, media] of Object.entries(op.requestBody.content)) {
      const schemaName = media.schema?.['x-ref'];
      out.push(
        `${op.requestBody.required ? 'Required' : 'Optional'}, ${code(contentType)}${schemaName ? `, schema ${code(schemaName)}` : ''}.${media.schema?.description ? ` ${mdxMarkdown(media.schema.description.trim())}` : ''}`,
        '',
        ...schemaFieldBlocks(media.schema, 'body'),
        ...exampleBlocks(media, contentType),
      );
    }
  }

  out.push(
    '## Responses',
    '',
    `| Code | When | Sent by ${context.release} |`,
    '| --- | --- | --- |',
    ...op.responses.map(
      ([status, response]) =>
        `| [${code(status)}](#response-${status}) ${statusNames[status] ?? ''} | ${tableCell(firstParagraph(response.description))} | ${neverSent.has(status) ? 'No, never sent' : 'Yes'} |`,
    ),
    '',
  );
  for (const [status, response] of op.responses) {
    out.push(
      `### ${status} ${statusNames[status] ?? ''} {#response-${status}}`.replace('  ', ' '),
      '',
      mdxMarkdown(response.description),
      '',
    );
    if (!response.content) {
      out.push('No body.', '');
      continue;
    }
    for (const [contentType, media] of Object.entries(response.content)) {
      const schemaName = media.schema?.['x-ref'];
      out.push(
        `Body: ${code(contentType)}, ${code(typeLabel(media.schema))}${schemaName ? '' : ''}.`,
        '',
        ...schemaFieldBlocks(media.schema, `response-${status}`),
        ...exampleBlocks(media, contentType),
      );
    }
  }

  const samples = buildSamples(exampleRequest(op));
  out.push(
    '## Request samples',
    '',
    'Each sample calls a local `thv serve` at its default address with the values of the examples above' +
      (op.parameters.some((parameter) => parameter.in === 'query')
        ? ', and without the optional query parameters: add them in the builder below.'
        : '.'),
    '',
    '<Tabs groupId="api-sample-language">',
  );
  for (const language of sampleLanguages) {
    const sample = samples[language.id];
    if (sample === undefined) continue;
    out.push(
      `<TabItem value="${language.id}" label="${language.label}">`,
      '',
      `\`\`\`${language.codeLanguage}`,
      sample,
      '```',
      '',
      '</TabItem>',
    );
  }
  out.push(
    '</Tabs>',
    '',
    '## Build a request',
    '',
    'Change the values below and the sample follows. This page does not send the request: `thv serve` in',
    `${context.release} sends no CORS headers, so a browser cannot read its answers. Copy the sample and run it in a`,
    'terminal on the machine where `thv serve` runs. The base URL is remembered in this browser.',
    '',
    `<ApiRequestBuilder operation={${JSON.stringify(builderOperation(op))}} />`,
    '',
  );
  return out.join('\n');
}

export function renderOverviewPage(spec: ApiSpec, context: ApiReferenceContext): string {
  const operationRoutes = Object.fromEntries(
    spec.operations.map((op) => [op.operationId, `${context.routePrefix}${operationRoute(op)}`]),
  );
  const tagAnchors = Object.fromEntries(spec.tags.map((tag) => [tag.name, `tag-${tag.name}`]));
  const out = [
    ...frontMatter(
      {
        title: 'API reference',
        sidebar_label: 'Overview',
        description:
          'The ToolHive local REST API that thv serve runs: base URL, authentication, error format and every endpoint, with samples in five languages.',
        slug: '/toolhive/reference/api',
        sidebar_position: 1,
      },
      context,
    ),
    "import ApiAnchorRedirect from '@site/src/components/ApiAnchorRedirect';",
    '',
    '# API reference',
    '',
    `<ApiAnchorRedirect operationRoutes={${JSON.stringify(operationRoutes)}} tagAnchors={${JSON.stringify(tagAnchors)}} />`,
    '',
    mdxMarkdown(spec.description),
    '',
    'Download the OpenAPI document of this reference: [toolhive-api.yaml](pathname:///api-specs/toolhive-api.yaml).',
    '',
    '## Operations',
    '',
  ];
  for (const tag of spec.tags) {
    const operations = spec.operations.filter((op) => op.tag === tag.name);
    if (operations.length === 0) continue;
    out.push(
      `### ${tag.displayName} {#tag-${tag.name}}`,
      '',
      mdxMarkdown(tag.description),
      '',
      '| Method | Path | Operation |',
      '| --- | --- | --- |',
      ...operations.map(
        (op) =>
          `| ${op.method} | ${code(op.path)} | [${tableCell(op.summary)}](${operationRoute(op)}) |`,
      ),
      '',
    );
  }
  return out.join('\n');
}

/** Every page of the API reference, keyed by file path. */
export function renderApiReference(
  spec: ApiSpec,
  neverSent: Map<string, Set<string>>,
  context: ApiReferenceContext,
): Map<string, string> {
  const files = new Map<string, string>();
  files.set(`${apiReferenceDir}/index.mdx`, renderOverviewPage(spec, context));
  spec.operations.forEach((op, index) => {
    files.set(
      `${apiReferenceDir}/${operationSlug(op.operationId)}.mdx`,
      renderOperationPage(
        op,
        index + 2,
        neverSent.get(`${op.method} ${op.path}`) ?? new Set(),
        context,
      ),
    );
  });
  return files;
}
