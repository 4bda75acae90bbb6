// Checks a value against the small part of JSON Schema the ToolHive API spec
// uses (type, properties, required, items, enum, minimum, maximum), with
// messages a reader can act on. Small on purpose: it runs in the page, where a
// full validator would cost more JavaScript than the whole builder. The unit
// tests compare its verdicts with Ajv's on the spec's examples.

export type FieldSchema = {
  type?: string | string[];
  properties?: Record<string, FieldSchema>;
  required?: string[];
  items?: FieldSchema;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  additionalProperties?: boolean | FieldSchema;
};

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function matchesType(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
}

const where = (path: string) => (path ? `\`${path}\`` : 'The body');

export function validateValue(schema: FieldSchema, value: unknown, path = ''): string[] {
  const types = schema.type === undefined ? [] : [schema.type].flat();
  if (types.length > 0 && !types.some((type) => matchesType(value, type))) {
    return [
      `${where(path)} must be ${types.map((type) => (type === 'array' || type === 'object' || type === 'integer' ? `an ${type}` : `a ${type}`)).join(' or ')}, not ${typeOf(value)}.`,
    ];
  }
  const problems: string[] = [];
  if (schema.enum && !schema.enum.some((allowed) => allowed === value)) {
    problems.push(
      `${where(path)} must be one of ${schema.enum.map((item) => JSON.stringify(item)).join(', ')}.`,
    );
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum)
      problems.push(`${where(path)} must be at least ${schema.minimum}.`);
    if (schema.maximum !== undefined && value > schema.maximum)
      problems.push(`${where(path)} must be at most ${schema.maximum}.`);
  }
  if (Array.isArray(value) && schema.items) {
    value.forEach((item, index) =>
      problems.push(...validateValue(schema.items!, item, `${path}[${index}]`)),
    );
  }
  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>;
    for (const name of schema.required ?? []) {
      if (!(name in object))
        problems.push(`${where(path ? `${path}.${name}` : name)} is required.`);
    }
    for (const [name, item] of Object.entries(object)) {
      const child = path ? `${path}.${name}` : name;
      const property = schema.properties?.[name];
      if (property) problems.push(...validateValue(property, item, child));
      else if (schema.additionalProperties === false)
        problems.push(`${where(child)} is not a field of this body.`);
      else if (typeof schema.additionalProperties === 'object')
        problems.push(...validateValue(schema.additionalProperties, item, child));
    }
  }
  return problems;
}

/** Parses the body text and checks it; the message says where JSON broke. */
export function checkBody(
  schema: FieldSchema,
  text: string,
): {value?: unknown; problems: string[]} {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {problems: [`The body is not valid JSON: ${(error as Error).message}`]};
  }
  return {value, problems: validateValue(schema, value)};
}
