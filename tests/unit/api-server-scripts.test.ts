import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

// The scripts and JSON samples of the API server guide: the scripts must parse, and every JSON
// response sample must fit the API schema of v0.0.47 (data/toolhive-api-facts.json).
const root = path.resolve(__dirname, '..', '..');
const guide = readFileSync(path.join(root, 'docs/toolhive/guides-cli/api-server.md'), 'utf8');
const facts = JSON.parse(readFileSync(path.join(root, 'data/toolhive-api-facts.json'), 'utf8')) as {
  schemas: Record<string, Schema>;
};

type Schema = {
  type?: string;
  ref?: string;
  items?: Schema;
  properties?: (Schema & {name: string})[];
};

function block(title: string): string {
  const match = guide.match(
    new RegExp('```\\w+ title="' + title.replace('.', '\\.') + '"\\n([\\s\\S]*?)```'),
  );
  if (!match) throw new Error(`The guide has no code block titled ${title}.`);
  return match[1]!;
}

/** Problems of `value` against a schema in the facts' format; Go's nil slices encode as null. */
function check(value: unknown, schema: Schema, at: string): string[] {
  if (schema.ref) {
    const target = facts.schemas[schema.ref];
    return target ? check(value, target, at) : [`${at}: unknown schema ${schema.ref}`];
  }
  if (value === null) return schema.type === 'array' ? [] : [`${at}: null`];
  switch (schema.type) {
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return [`${at}: not an object`];
      const known = new Map((schema.properties ?? []).map((property) => [property.name, property]));
      return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => {
        const property = known.get(key);
        return property
          ? check(inner, property, `${at}.${key}`)
          : [`${at}.${key}: not in the schema`];
      });
    }
    case 'array':
      return Array.isArray(value)
        ? value.flatMap((item, index) => check(item, schema.items ?? {}, `${at}[${index}]`))
        : [`${at}: not an array`];
    case 'string':
      return typeof value === 'string' ? [] : [`${at}: not a string`];
    case 'integer':
      return Number.isInteger(value) ? [] : [`${at}: not an integer`];
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${at}: not a boolean`];
    default:
      return [];
  }
}

describe('API server guide for script writers', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-guide-'));

  it('the bash script parses and handles null, 404 and 500', () => {
    const script = block('list-and-stop.sh');
    const file = path.join(dir, 'list-and-stop.sh');
    writeFileSync(file, script);
    execFileSync('bash', ['-n', file]);
    expect(script).toContain('.workloads == null');
    expect(script).toMatch(/404\)/);
    expect(script).toMatch(/500\)/);
  });

  it('the Python script compiles and handles null, 404 and 500', () => {
    const script = block('list_and_stop.py');
    const file = path.join(dir, 'list_and_stop.py');
    writeFileSync(file, script);
    execFileSync('python3', ['-m', 'py_compile', file]);
    expect(script).toContain('.get("workloads") or []');
    expect(script).toContain('error.code == 404');
    expect(script).toContain('error.code == 500');
  });

  it('the workload list samples, empty one included, fit the API schema', () => {
    const samples = [
      ...guide.matchAll(/```json[^\n]*\n([\s\S]*?)```/g),
      ...guide.matchAll(/`(\{"workloads": null\})`/g),
    ]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .filter((sample) => 'workloads' in sample);
    expect(samples.length).toBeGreaterThanOrEqual(2);
    for (const sample of samples) {
      expect(check(sample, {ref: 'v1.workloadListResponse'}, 'response')).toEqual([]);
    }
    // The checker can fail: a wrong field type is reported.
    expect(check({workloads: [{port: '8080'}]}, {ref: 'v1.workloadListResponse'}, 'r')).toEqual([
      'r.workloads[0].port: not an integer',
    ]);
  });

  it('the error samples are the plain-text bodies ToolHive sends', () => {
    expect(guide).toContain('HTTP/1.1 404 Not Found\nContent-Type: text/plain; charset=utf-8');
    expect(guide).toMatch(/Content-Length: 19\n\nWorkload not found\n/);
    expect(guide).toMatch(/Content-Length: 24\n\nFailed to stop workload\n/);
    expect(guide).toContain('curl: (52) Empty reply from server');
  });
});
