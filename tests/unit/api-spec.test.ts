// Checks static/api-specs/toolhive-api.yaml against the facts about ToolHive v0.0.47's API
// (data/toolhive-api-facts.json): every operation, status code, schema and property is there,
// and every example in the file is valid against the schema it illustrates.
import {readFileSync} from 'node:fs';

import Ajv2020, {type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';

type Json = Record<string, unknown>;
type FactSchemaRef = {ref?: string; type?: string | null; items?: FactSchemaRef};
type FactOperation = {
  path: string;
  method: string;
  tags: string[];
  parameters: {name: string; in: string; required: boolean; type: string}[];
  requestBody: {contentType: string; required: boolean; schema: FactSchemaRef} | null;
  responses: {code: number; contentType: string; schema: FactSchemaRef}[];
};
type FactProperty = FactSchemaRef & {
  name: string;
  additionalProperties?: FactSchemaRef;
  xEnumVarnames?: string[];
  valuesInSource?: string[];
  sourceType?: string;
  summary?: string;
};
type FactSchema = {
  type: string;
  properties?: FactProperty[];
  xEnumVarnames?: string[];
  valuesInSource?: string[];
};
type Facts = {
  info: {title: string; version: string};
  tagsUsed: string[];
  operationCount: number;
  operations: FactOperation[];
  schemaCount: number;
  schemas: Record<string, FactSchema>;
};

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
const facts = JSON.parse(read('data/toolhive-api-facts.json')) as Facts;
const spec = parse(read('static/api-specs/toolhive-api.yaml')) as Json;

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const paths = spec.paths as Record<string, Json>;
const components = spec.components as Record<string, Record<string, Json>>;
const schemas = components.schemas;
const schemaPointer = (name: string) => `#/components/schemas/${name}`;

/** Follows a local `$ref` (only `#/...` pointers are used in the file). */
function resolve(node: Json): Json {
  if (typeof node.$ref !== 'string') return node;
  const target = node.$ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, key) => (at as Json)[key.replace(/~1/g, '/')], spec);
  return resolve(target as Json);
}

function operation(path: string, method: string): Json | undefined {
  return paths[path]?.[method.toLowerCase()] as Json | undefined;
}

const specOperations = Object.entries(paths).flatMap(([path, item]) =>
  methods.filter((method) => method in item).map((method) => `${method.toUpperCase()} ${path}`),
);

/** Does the spec's schema say the same as the facts' (a reference, a type, array items)? */
function expectSameShape(actual: Json | undefined, expected: FactSchemaRef, where: string) {
  expect(actual, where).toBeDefined();
  if (expected.ref) {
    expect(actual!.$ref, `${where} refers to ${expected.ref}`).toBe(schemaPointer(expected.ref));
    return;
  }
  if (expected.type) expect(resolve(actual!).type, `${where} type`).toBe(expected.type);
  if (expected.items) {
    expectSameShape(resolve(actual!).items as Json, expected.items, `${where} items`);
  }
}

describe('the API description file', () => {
  it('is OpenAPI 3.1 with the title, version and server of the local API', () => {
    expect(spec.openapi).toMatch(/^3\.1\.\d+$/);
    const info = spec.info as Json;
    expect(info.title).toBe(facts.info.title);
    expect(info.version).toBe(facts.info.version);
    expect((spec.servers as Json[])[0].url).toBe('http://localhost:8080');
  });

  it('has exactly the operations of ToolHive v0.0.47', () => {
    const expected = facts.operations.map((op) => `${op.method} ${op.path}`);
    expect(expected).toHaveLength(facts.operationCount);
    expect([...specOperations].sort()).toEqual([...expected].sort());
  });

  it('declares every tag it uses, each with a description', () => {
    const declared = spec.tags as {name: string; description?: string}[];
    expect(declared.map((tag) => tag.name).sort()).toEqual([...facts.tagsUsed].sort());
    for (const tag of declared) expect(tag.description?.trim(), tag.name).toBeTruthy();
  });

  it('gives every operation a unique operationId', () => {
    const ids = specOperations.map((key) => {
      const [method, path] = key.split(' ');
      return operation(path, method)!.operationId;
    });
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z]+$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe.each(facts.operations)('$method $path', (fact) => {
  const op = operation(fact.path, fact.method)!;
  const where = `${fact.method} ${fact.path}`;

  it('exists, with the tags, a summary and a description of its own', () => {
    expect(op, where).toBeDefined();
    expect(op.tags).toEqual(fact.tags);
    expect(String(op.summary ?? '').trim().length).toBeGreaterThan(5);
    const description = String(op.description ?? '').trim();
    expect(description.length).toBeGreaterThan(40);
    expect(description).not.toBe(String(op.summary).trim());
  });

  it('has a curl sample that calls this operation', () => {
    const samples = (op['x-codeSamples'] ?? []) as {lang: string; label: string; source: string}[];
    const curl = samples.find((sample) => sample.label === 'curl');
    expect(curl, `${where} curl sample`).toBeDefined();
    expect(curl!.lang).toBe('Shell');
    const url = `http://localhost:8080${fact.path}`.replace(/\{[^}]+\}/g, '[^/\\s?\'"]+');
    expect(curl!.source).toMatch(new RegExp(`curl .*${url}`));
    if (fact.method !== 'GET') expect(curl!.source).toContain(`-X ${fact.method}`);
  });

  it('takes the parameters the server reads', () => {
    const declared = [
      ...((paths[fact.path].parameters ?? []) as Json[]),
      ...((op.parameters ?? []) as Json[]),
    ].map(resolve);
    for (const param of fact.parameters) {
      const found = declared.find((p) => p.name === param.name && p.in === param.in);
      expect(found, `${where} parameter ${param.name}`).toBeDefined();
      expect(Boolean(found!.required)).toBe(param.required);
      expect((found!.schema as Json).type).toBe(param.type);
    }
    for (const name of fact.path.match(/\{([^}]+)\}/g) ?? []) {
      const bare = name.slice(1, -1);
      expect(
        declared.some((p) => p.in === 'path' && p.name === bare),
        bare,
      ).toBe(true);
    }
  });

  it('takes the request body the server reads', () => {
    if (!fact.requestBody) {
      expect(op.requestBody).toBeUndefined();
      return;
    }
    const body = resolve(op.requestBody as Json);
    expect(Boolean(body.required)).toBe(fact.requestBody.required);
    const media = (body.content as Record<string, Json>)[fact.requestBody.contentType];
    expectSameShape(media?.schema as Json, fact.requestBody.schema, `${where} request body`);
  });

  it.each(fact.responses.map((response) => [response.code, response] as const))(
    'documents status %i',
    (code, response) => {
      const answer = (op.responses as Record<string, Json>)[String(code)];
      expect(answer, `${where} answers ${code}`).toBeDefined();
      const resolved = resolve(answer);
      expect(String(resolved.description ?? '').trim()).not.toBe('');
      const content = resolved.content as Record<string, Json> | undefined;
      if (code === 204) {
        // No Content really has no body, whatever the published spec says.
        expect(content, `${where} ${code} has no body`).toBeUndefined();
      } else if (response.schema.type === 'string' && code >= 400) {
        // Errors come from Go's http.Error: a plain-text message.
        expect(Object.keys(content ?? {})).toEqual(['text/plain']);
        expect((content!['text/plain'].schema as Json).type).toBe('string');
      } else {
        const media = content?.[response.contentType];
        expectSameShape(media?.schema as Json, response.schema, `${where} ${code}`);
      }
    },
  );

  it('can succeed, unless the server never lets it', () => {
    const codes = Object.keys(op.responses as Json);
    const neverSucceeds = fact.responses.every((response) => response.code >= 300);
    expect(codes.some((code) => code.startsWith('2'))).toBe(!neverSucceeds);
  });
});

describe('schemas', () => {
  it('are exactly the ones the API uses', () => {
    expect(Object.keys(facts.schemas)).toHaveLength(facts.schemaCount);
    expect(Object.keys(schemas).sort()).toEqual(Object.keys(facts.schemas).sort());
  });

  describe.each(Object.entries(facts.schemas))('%s', (name, fact) => {
    const schema = schemas[name];

    it('has the type and enum values of the Go type', () => {
      expect(schema.type).toBe(fact.type);
      expect(String(schema.description ?? '').trim()).not.toBe('');
      if (fact.xEnumVarnames) {
        expect(schema['x-enum-varnames']).toEqual(fact.xEnumVarnames);
        expect(schema.enum).toEqual(fact.valuesInSource);
      }
    });

    it('has every property, with its type, and no others', () => {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      const expected = (fact.properties ?? []).map((property) => property.name);
      expect(Object.keys(properties).sort()).toEqual([...expected].sort());
      for (const property of fact.properties ?? []) {
        const actual = properties[property.name];
        const at = `${name}.${property.name}`;
        if (property.type === null) {
          expect(actual.type, `${at} takes any value`).toBeUndefined();
        } else {
          expectSameShape(actual, property, at);
        }
        if (property.additionalProperties) {
          expectSameShape(actual.additionalProperties as Json, property.additionalProperties, at);
        }
        if (property.xEnumVarnames) {
          expect(actual['x-enum-varnames'], at).toEqual(property.xEnumVarnames);
          expect(actual.enum, at).toEqual(property.valuesInSource);
        }
        const isTime = /RFC ?3339|timestamp/i.test(`${property.sourceType} ${property.summary}`);
        if (isTime) expect(actual.format, `${at} is a time`).toBe('date-time');
        if (property.ref) continue;
        expect(String(actual.description ?? '').trim(), `${at} description`).not.toBe('');
      }
    });
  });
});

// --- Examples ---------------------------------------------------------------

const rootId = 'https://toolhive.invalid/api.json';

/**
 * Copies a schema for Ajv: `#/components/schemas/X` pointers become resolvable, and objects
 * are closed, so an example with a misspelt or invented property fails.
 */
function portable(node: unknown): unknown {
  const text = JSON.stringify(node).replace(/"#\/components\/schemas\//g, `"${rootId}#/$defs/`);
  return JSON.parse(text, (_key, value: unknown) => {
    const schema = value as Json | null;
    if (schema && typeof schema === 'object' && !Array.isArray(schema) && schema.properties) {
      return {additionalProperties: false, ...schema};
    }
    return value;
  });
}

function makeAjv() {
  const ajv = new Ajv2020({strict: true, allErrors: true});
  addFormats(ajv);
  // OpenAPI and vendor keywords that carry documentation, not validation.
  ajv.addVocabulary(['example', 'x-enum-varnames', 'x-enumDescriptions']);
  ajv.addSchema({$id: rootId, $defs: portable(schemas)});
  return ajv;
}

type Example = {where: string; schema: Json; value: unknown};

/** Every example in the file, each with the schema it is meant to satisfy. */
function collectExamples(): Example[] {
  const found: Example[] = [];
  const fromSchema = (schema: Json, where: string) => {
    for (const [i, value] of ((schema.examples ?? []) as unknown[]).entries()) {
      found.push({where: `${where} examples[${i}]`, schema, value});
    }
    if ('example' in schema) found.push({where: `${where} example`, schema, value: schema.example});
    if ('default' in schema) found.push({where: `${where} default`, schema, value: schema.default});
    for (const [key, sub] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
      fromSchema(sub, `${where}.${key}`);
    }
    if (schema.items) fromSchema(schema.items as Json, `${where}[]`);
    if (typeof schema.additionalProperties === 'object') {
      fromSchema(schema.additionalProperties as Json, `${where}{}`);
    }
  };
  const fromMedia = (media: Json, where: string) => {
    const schema = media.schema as Json;
    fromSchema(schema, `${where} schema`);
    if ('example' in media) found.push({where, schema, value: media.example});
    for (const [name, example] of Object.entries((media.examples ?? {}) as Record<string, Json>)) {
      found.push({where: `${where} (${name})`, schema, value: resolve(example).value});
    }
  };
  const fromParameter = (parameter: Json, where: string) => {
    const schema = parameter.schema as Json;
    fromSchema(schema, where);
    if ('example' in parameter) found.push({where, schema, value: parameter.example});
  };

  for (const [name, schema] of Object.entries(schemas)) fromSchema(schema, name);
  for (const [path, item] of Object.entries(paths)) {
    for (const parameter of (item.parameters ?? []) as Json[]) {
      fromParameter(resolve(parameter), `${path} parameter ${resolve(parameter).name}`);
    }
    for (const method of methods.filter((m) => m in item)) {
      const op = item[method] as Json;
      const where = `${method.toUpperCase()} ${path}`;
      for (const parameter of (op.parameters ?? []) as Json[]) {
        fromParameter(resolve(parameter), `${where} parameter ${resolve(parameter).name}`);
      }
      if (op.requestBody) {
        const content = resolve(op.requestBody as Json).content as Record<string, Json>;
        for (const [type, media] of Object.entries(content)) {
          fromMedia(media, `${where} request ${type}`);
        }
      }
      for (const [code, answer] of Object.entries(op.responses as Record<string, Json>)) {
        const content = (resolve(answer).content ?? {}) as Record<string, Json>;
        for (const [type, media] of Object.entries(content)) {
          fromMedia(media, `${where} ${code} ${type}`);
        }
      }
    }
  }
  return found;
}

describe('examples', () => {
  const ajv = makeAjv();
  const validators = new Map<Json, ValidateFunction>();
  const validate = (schema: Json) => {
    if (!validators.has(schema)) validators.set(schema, ajv.compile(portable(schema) as Json));
    return validators.get(schema)!;
  };
  const examples = collectExamples();

  it('are plentiful: every body the API sends or takes has one', () => {
    expect(examples.length).toBeGreaterThan(100);
    for (const [path, item] of Object.entries(paths)) {
      for (const method of methods.filter((m) => m in item)) {
        const op = item[method] as Json;
        const bodies = [
          ...(op.requestBody ? [resolve(op.requestBody as Json)] : []),
          ...Object.values(op.responses as Record<string, Json>).map(resolve),
        ];
        for (const body of bodies) {
          for (const [type, media] of Object.entries(
            (body.content ?? {}) as Record<string, Json>,
          )) {
            const has = 'example' in media || Object.keys((media.examples ?? {}) as Json).length;
            expect(has, `${method.toUpperCase()} ${path} ${type} has an example`).toBeTruthy();
          }
        }
      }
    }
  });

  it.each(examples.map((example) => [example.where, example] as const))(
    '%s is valid',
    (_where, example) => {
      const check = validate(example.schema);
      const ok = check(example.value);
      expect(ok, ajv.errorsText(check.errors)).toBe(true);
    },
  );

  it('would catch an invalid example', () => {
    const workload = schemas['workloads.Workload'];
    const check = validate(workload);
    expect(check({name: 'fetch', status: 'up', port: 43832})).toBe(false);
    expect(check({name: 'fetch', created_at: 'yesterday'})).toBe(false);
    expect(check({name: 'fetch', port: '43832'})).toBe(false);
    expect(check({name: 'fetch', state: 'running'})).toBe(false);
    expect(check({name: 'fetch', status: 'running', port: 43832})).toBe(true);
  });
});
