import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {docsVersions, type ToolhiveRelease} from '../../data/docs-versions';
import {bodyChecker, bodySchema, closedSchema} from '../../scripts/lib/api-bodies';
import {loadApiSpec} from '../../scripts/lib/openapi-spec';

// The scripts and JSON samples of each version's API server guide: the scripts must parse and
// handle the status codes that release's API sends, and every workload list sample must fit the
// release's OpenAPI document.
const root = path.resolve(__dirname, '..', '..');
const check = bodyChecker();

/** What a script must handle, and the error samples the guide shows, per release (from its source). */
const behaviour: Record<
  ToolhiveRelease,
  {bash: RegExp[]; python: string[]; samples: (string | RegExp)[]}
> = {
  // v0.0.47: stop answers 204, 404 for an unknown name, 500 for a stopped workload; restart of an
  // unknown name drops the connection.
  'v0.0.47': {
    bash: [/404\)/, /500\)/],
    python: ['error.code == 404', 'error.code == 500'],
    samples: [
      'HTTP/1.1 404 Not Found\nContent-Type: text/plain; charset=utf-8',
      /Content-Length: 19\n\nWorkload not found\n/,
      /Content-Length: 24\n\nFailed to stop workload\n/,
      'curl: (52) Empty reply from server',
    ],
  },
  // v0.1.0: stop answers 202 whatever the name, so scripts look the name up first (404), and an
  // unsafe name answers 400.
  'v0.1.0': {
    bash: [/202\)/, /404\)/, /400\)/],
    python: ['error.code == 404', 'error.code == 400', 'call("GET", f"/workloads/{name}")'],
    samples: [
      'HTTP/1.1 404 Not Found\nContent-Type: text/plain; charset=utf-8',
      /Content-Length: 19\n\nWorkload not found\n/,
    ],
  },
};

describe.each(docsVersions)('API server guide for script writers, $release', (version) => {
  const guide = readFileSync(
    path.join(root, version.docsDir, 'toolhive/guides-cli/api-server.md'),
    'utf8',
  );
  const expected = behaviour[version.release];
  const dir = mkdtempSync(path.join(tmpdir(), 'api-guide-'));

  function block(title: string): string {
    const match = guide.match(
      new RegExp('```\\w+ title="' + title.replace('.', '\\.') + '"\\n([\\s\\S]*?)```'),
    );
    if (!match) throw new Error(`The guide has no code block titled ${title}.`);
    return match[1]!;
  }

  it('the bash script parses and handles the null list and its status codes', () => {
    const script = block('list-and-stop.sh');
    const file = path.join(dir, 'list-and-stop.sh');
    writeFileSync(file, script);
    execFileSync('bash', ['-n', file]);
    expect(script).toContain('.workloads == null');
    for (const status of expected.bash) expect(script).toMatch(status);
  });

  it('the Python script compiles and handles the null list and its status codes', () => {
    const script = block('list_and_stop.py');
    const file = path.join(dir, 'list_and_stop.py');
    writeFileSync(file, script);
    execFileSync('python3', ['-m', 'py_compile', file]);
    expect(script).toContain('.get("workloads") or []');
    for (const text of expected.python) expect(script).toContain(text);
  });

  it('the workload list samples, empty one included, fit the API schema', () => {
    const {schema, problem} = bodySchema(loadApiSpec(version.apiSpecFile), {
      method: 'GET',
      path: '/api/v1beta/workloads',
      part: '200',
    });
    expect(problem).toBeUndefined();
    const closed = closedSchema(schema!);
    const samples = [
      ...guide.matchAll(/```json[^\n]*\n([\s\S]*?)```/g),
      ...guide.matchAll(/`(\{"workloads": null\})`/g),
    ]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .filter((sample) => 'workloads' in sample);
    expect(samples.length).toBeGreaterThanOrEqual(2);
    for (const sample of samples) {
      // Go encodes an empty (nil) slice as null; the schema says array.
      const value = sample.workloads === null ? {...sample, workloads: []} : sample;
      expect(check(closed, value)).toEqual([]);
    }
    // The checker can fail: a wrong field type is reported.
    expect(check(closed, {workloads: [{port: '8080'}]})).not.toEqual([]);
  });

  it('the error samples are the plain-text bodies ToolHive sends', () => {
    for (const sample of expected.samples) {
      if (typeof sample === 'string') expect(guide).toContain(sample);
      else expect(guide).toMatch(sample);
    }
  });
});
