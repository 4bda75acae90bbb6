// The fields of the MCPServer resource as a flat list, in page order: every
// property under `spec` and `status`, array items written as `[]`. Kubernetes
// core types (podTemplateSpec) are leaves: the page links them instead.
import {mcpServerSchema, type JsonSchema} from './mcpserver-crd';

export type CrdField = {
  /** Full path as a reader writes it: `spec.oidcConfig.inline.issuer`, `spec.env[].name`. */
  path: string;
  /** Stable anchor made from the path: `spec-oidcconfig-inline-issuer`. */
  anchor: string;
  /** Number of segments below `spec` or `status` (1 for `spec.image`). */
  depth: number;
  required: boolean;
  schema: JsonSchema;
};

/** Paths whose schema is a Kubernetes core type, not expanded. */
export const unexpandedPaths = new Set(['spec.podTemplateSpec']);

export function fieldAnchor(path: string): string {
  return path.replaceAll('[]', '').replaceAll('.', '-').toLowerCase();
}

function walk(schema: JsonSchema, prefix: string, depth: number, out: CrdField[]): void {
  const objectSchema = schema.type === 'array' && schema.items ? schema.items : schema;
  const base = schema.type === 'array' ? `${prefix}[]` : prefix;
  if (unexpandedPaths.has(prefix) || !objectSchema.properties) return;
  const required = new Set(objectSchema.required ?? []);
  for (const [name, child] of Object.entries(objectSchema.properties)) {
    const path = `${base}.${name}`;
    out.push({path, anchor: fieldAnchor(path), depth, required: required.has(name), schema: child});
    walk(child, path, depth + 1, out);
  }
}

/** Every field of `spec` and `status`, parents before their children. */
export function crdFields(root: JsonSchema = mcpServerSchema()): CrdField[] {
  const fields: CrdField[] = [];
  for (const top of ['spec', 'status']) {
    const schema = root.properties?.[top];
    if (!schema) throw new Error(`The CRD schema has no ${top}`);
    walk(schema, top, 1, fields);
  }
  return fields;
}

/**
 * A CRD description as one paragraph: kubebuilder wraps lines where Go comments did. A line
 * without closing punctuation ends a sentence unless it ends with a comma or the next line starts
 * with a lower-case letter, a backtick or `(`: then the sentence was only wrapped.
 */
export function oneParagraph(text: string | undefined): string {
  if (!text) return '';
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .reduce((joined, line) => {
      if (!joined) return line;
      const sentenceEnded = /[.:;!?]$/.test(joined);
      const sentenceGoesOn = /,$/.test(joined) || /^[a-z`(]/.test(line);
      return sentenceEnded || sentenceGoesOn ? `${joined} ${line}` : `${joined}. ${line}`;
    }, '')
    .replace(/[^.:;!?]$/, '$&.');
}
