// The operator chart's values as a list of documented keys. A key is
// documented by a `# --` comment right above it (the helm-docs convention the
// chart uses); the lines after `# --` continue it. Also parses `--set`
// arguments the way Helm does, so examples can be checked against the values.
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {parse} from 'yaml';

import {currentVersion, type DocsVersion} from '../../data/docs-versions';

export function chartValuesFileOf(version: DocsVersion): string {
  return path.join(import.meta.dirname, '../..', version.dataDir, 'operator-chart-values.yaml');
}

/** The chart values of the current release. */
export const chartValuesFile = chartValuesFileOf(currentVersion);

export type ChartValue = {
  path: string;
  anchor: string;
  description: string;
  value: unknown;
  type: ValueType;
};

export type ValueType = 'string' | 'integer' | 'number' | 'boolean' | 'list' | 'object' | 'null';

export function valueType(value: unknown): ValueType {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'object') return 'object';
  return typeof value as 'string' | 'boolean';
}

export function valueAnchor(keyPath: string): string {
  return keyPath.replaceAll('.', '-').toLowerCase();
}

/** The value at a dotted path through maps only; `undefined` when there is none. */
export function valueAt(values: unknown, keyPath: string[]): unknown {
  let current = values;
  for (const key of keyPath) {
    if (!current || typeof current !== 'object' || Array.isArray(current)) return undefined;
    if (!Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Documented keys in file order, each with its `# --` description and default. */
export function chartValues(source = readFileSync(chartValuesFile, 'utf8')): ChartValue[] {
  const values: unknown = parse(source);
  const out: ChartValue[] = [];
  const stack: {indent: number; key: string}[] = [];
  let pending: string[] | undefined;
  for (const line of source.split('\n')) {
    const comment = /^\s*#\s?(.*)$/.exec(line);
    if (comment) {
      if (comment[1].startsWith('-- ')) pending = [comment[1].slice(3)];
      else pending?.push(comment[1]);
      continue;
    }
    const key = /^(\s*)([A-Za-z][\w-]*):/.exec(line);
    if (!key) {
      if (!line.trim()) pending = undefined;
      continue;
    }
    const indent = key[1].length;
    while (stack.length > 0 && stack.at(-1)!.indent >= indent) stack.pop();
    stack.push({indent, key: key[2]});
    const keyPath = stack.map((entry) => entry.key);
    const value = valueAt(values, keyPath);
    if (pending && value !== undefined) {
      const joined = keyPath.join('.');
      out.push({
        path: joined,
        anchor: valueAnchor(joined),
        description: pending.join('\n').trim(),
        value,
        type: valueType(value),
      });
    }
    pending = undefined;
  }
  return out;
}

export function chartDefaults(source = readFileSync(chartValuesFile, 'utf8')): unknown {
  return parse(source);
}

/** One `--set key=value` argument, read as Helm reads it. */
export function parseHelmSet(argument: string): {keyPath: string[]; value: unknown} {
  const match = /^([^=]+)=(.*)$/.exec(argument);
  if (!match) throw new Error(`--set needs key=value: ${argument}`);
  const keyPath = match[1].split(/(?<!\\)\./).map((key) => key.replaceAll('\\.', '.'));
  const raw = match[2];
  const scalar = (text: string): unknown => {
    if (text === 'true' || text === 'false') return text === 'true';
    if (text === 'null') return null;
    if (/^-?\d+$/.test(text)) return Number(text);
    return text;
  };
  if (raw.startsWith('{') && raw.endsWith('}')) {
    const inner = raw.slice(1, -1);
    return {keyPath, value: inner ? inner.split(',').map(scalar) : []};
  }
  return {keyPath, value: scalar(raw)};
}

/** Why a `--set` argument does not fit the chart's values; empty when it does. */
export function checkHelmSet(argument: string, defaults: unknown): string[] {
  const {keyPath, value} = parseHelmSet(argument);
  const current = valueAt(defaults, keyPath);
  if (current === undefined) return [`${keyPath.join('.')}: no such value in the chart`];
  const want = valueType(current);
  const got = valueType(value);
  const fits = want === got || (want === 'number' && got === 'integer');
  return fits ? [] : [`${keyPath.join('.')}: the chart has a ${want}, the example sets a ${got}`];
}
