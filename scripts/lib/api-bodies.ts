// One way to check a JSON body of the ToolHive API against the OpenAPI
// document: the API reference pages' request builder (through
// `validationSchema`), the test of the spec's own examples and the test of the
// bodies the guides show all take their schemas and verdicts from here.
import Ajv2020, {type ErrorObject} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

import type {FieldSchema} from '../../src/components/ApiRequestBuilder/validate';
import type {ApiSpec, Schema} from './openapi-spec';

/** Which body of which operation: `part` is `request` or a response status such as `200`. */
export type BodyRef = {method: string; path: string; part: string};

/** `GET /api/v1beta/workloads 200` or `POST /api/v1beta/workloads request`. */
export function parseBodyRef(text: string): BodyRef | undefined {
  const match = /^(GET|PUT|POST|DELETE|PATCH) (\/\S*) (request|[1-5]\d\d)$/.exec(text.trim());
  return match ? {method: match[1], path: match[2], part: match[3]} : undefined;
}

export const formatBodyRef = (ref: BodyRef) => `${ref.method} ${ref.path} ${ref.part}`;

/** The spec's path template that a concrete path such as `/api/v1beta/workloads/fetch/stop` fills in. */
export function pathTemplate(spec: ApiSpec, method: string, path: string): string | undefined {
  const parts = path.split(/[?#]/)[0].split('/');
  const matches = (template: string) => {
    const wanted = template.split('/');
    return (
      wanted.length === parts.length &&
      wanted.every((part, i) => (/^\{.+\}$/.test(part) ? parts[i] !== '' : part === parts[i]))
    );
  };
  return spec.operations.find((op) => op.method === method && matches(op.path))?.path;
}

/** The JSON schema of one body, or why there is none. */
export function bodySchema(spec: ApiSpec, ref: BodyRef): {schema?: Schema; problem?: string} {
  const op = spec.operations.find((item) => item.method === ref.method && item.path === ref.path);
  if (!op) return {problem: `the API has no operation ${ref.method} ${ref.path}`};
  const content =
    ref.part === 'request'
      ? op.requestBody?.content
      : op.responses.find(([status]) => status === ref.part)?.[1].content;
  if (!content) {
    const statuses = op.responses.map(([status]) => status).join(', ');
    return {
      problem:
        ref.part === 'request'
          ? `${op.method} ${op.path} takes no request body`
          : `${op.method} ${op.path} has no ${ref.part} response with a body (its statuses: ${statuses})`,
    };
  }
  const schema = content['application/json']?.schema;
  if (!schema) return {problem: `${formatBodyRef(ref)} is not a JSON body`};
  return {schema};
}

/**
 * The schema with every object that lists its properties closed to others. The
 * spec leaves objects open, as Go's decoder ignores unknown fields; but a field
 * that a page shows and the API does not have is a mistake in the page (a
 * request field with no effect, a response field never sent).
 */
export function closedSchema(schema: Schema): Schema {
  const out: Schema = {...schema};
  if (schema.items) out.items = closedSchema(schema.items);
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => [name, closedSchema(property)]),
    );
    if (schema.additionalProperties === undefined) out.additionalProperties = false;
  }
  if (typeof schema.additionalProperties === 'object')
    out.additionalProperties = closedSchema(schema.additionalProperties);
  return out;
}

function describeError(error: ErrorObject): string {
  const at = error.instancePath || '(the body)';
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties')
    return `${at}: field "${String(params.additionalProperty)}" is not in the schema`;
  if (error.keyword === 'enum')
    return `${at}: ${error.message ?? 'invalid'}: ${JSON.stringify(params.allowedValues)}`;
  return `${at}: ${error.message ?? error.keyword}`;
}

/**
 * A checker that returns readable problems (empty when the value fits). Ajv
 * 2020-12 with formats, as the OpenAPI 3.1 document is JSON Schema 2020-12;
 * not strict, because the spec carries `x-` keywords of its own.
 */
export function bodyChecker(): (schema: Schema, value: unknown) => string[] {
  const ajv = new Ajv2020({strict: false, allErrors: true});
  addFormats(ajv);
  return (schema, value) => {
    const validate = ajv.compile(schema);
    return validate(value) ? [] : (validate.errors ?? []).map(describeError);
  };
}

/** The keywords the page's validator reads, so the page carries no more than it needs. */
export function validationSchema(schema: Schema): FieldSchema {
  const out: FieldSchema = {};
  if (schema.type !== undefined) out.type = schema.type;
  if (schema.enum) out.enum = schema.enum;
  if (schema.minimum !== undefined) out.minimum = schema.minimum;
  if (schema.maximum !== undefined) out.maximum = schema.maximum;
  if (schema.required) out.required = schema.required;
  if (schema.items) out.items = validationSchema(schema.items);
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => [
        name,
        validationSchema(property),
      ]),
    );
  }
  if (typeof schema.additionalProperties === 'object')
    out.additionalProperties = validationSchema(schema.additionalProperties);
  else if (schema.additionalProperties === false) out.additionalProperties = false;
  return out;
}
