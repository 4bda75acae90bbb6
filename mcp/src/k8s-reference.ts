// One MCPServer field or operator chart value as structured data, read from
// the same data/ files and helpers that generate the reference pages, so the
// answer and the page cannot differ.
import {readFileSync} from 'node:fs';

import {currentVersion, type DocsVersion} from '../../data/docs-versions';
import {chartValueNotes, fieldNotes} from '../../data/k8s-reference-notes';
import {chartValues, chartValuesFileOf} from '../../scripts/lib/chart-values';
import {crdFields} from '../../scripts/lib/crd-fields';
import {mcpServerSchema} from '../../scripts/lib/mcpserver-crd';
import {crdPageRoute, chartPageRoute} from '../../scripts/lib/k8s-reference-pages';

export type K8sReferenceEntry = {
  source: 'MCPServer' | 'operator chart';
  path: string;
  type: string;
  required?: boolean;
  default?: unknown;
  allowedValues?: unknown[];
  validation?: Record<string, unknown>;
  description: string;
  note?: string;
  /** Path of the field's anchor on the site, e.g. /toolhive/reference/mcpserver-crd#spec-port. */
  page: string;
};

function entries(version: DocsVersion): K8sReferenceEntry[] {
  const fields = crdFields(mcpServerSchema(version)).map((field): K8sReferenceEntry => {
    const s = field.schema as typeof field.schema & {minLength?: number; maxLength?: number};
    const validation = Object.fromEntries(
      (['minimum', 'maximum', 'minLength', 'maxLength', 'pattern'] as const)
        .filter((rule) => s[rule] !== undefined)
        .map((rule) => [rule, s[rule]]),
    );
    return {
      source: 'MCPServer',
      path: field.path,
      type: s.type === 'array' ? `array of ${s.items?.type ?? 'any'}` : (s.type ?? 'any'),
      required: field.required,
      default: s.default,
      allowedValues: s.enum,
      validation: Object.keys(validation).length > 0 ? validation : undefined,
      description: (s.description ?? '').replace(/\s*\n\s*/g, ' ').trim(),
      note: fieldNotes[field.path],
      page: `${version.routePrefix}${crdPageRoute}#${field.anchor}`,
    };
  });
  const values = chartValues(readFileSync(chartValuesFileOf(version), 'utf8')).map(
    (value): K8sReferenceEntry => ({
      source: 'operator chart',
      path: value.path,
      type: value.type,
      default: value.value,
      description: value.description.replace(/\s*\n\s*/g, ' ').trim(),
      note: chartValueNotes[value.path],
      page: `${version.routePrefix}${chartPageRoute}#${value.anchor}`,
    }),
  );
  return [...fields, ...values];
}

const normal = (path: string) => path.replaceAll('[]', '').replace(/^\./, '').toLowerCase();

/**
 * The entry a path names (case and `[]` do not matter), or the paths ending
 * like it when none matches exactly, for the caller to choose from.
 */
export function lookupK8sReference(
  path: string,
  version: DocsVersion = currentVersion,
): {entry: K8sReferenceEntry} | {candidates: string[]} {
  const all = entries(version);
  const wanted = normal(path.trim());
  const exact = all.find((entry) => normal(entry.path) === wanted);
  if (exact) return {entry: exact};
  const last = wanted.split('.').at(-1) ?? '';
  const candidates = all
    .filter((entry) => last && normal(entry.path).endsWith(`.${last}`))
    .map((entry) => entry.path);
  return {candidates};
}
