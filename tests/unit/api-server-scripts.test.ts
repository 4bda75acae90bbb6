import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';

import {docsVersions} from '../../data/docs-versions';
import {bodyChecker, closedSchema} from '../../scripts/lib/api-bodies';
import {resolveRefs, type Schema} from '../../scripts/lib/openapi-spec';

// The scripts and JSON samples of each version's API server guide: the scripts must parse, and
// every JSON response sample must fit that version's OpenAPI document (`version.apiSpecFile`).
const root = path.resolve(__dirname, '..', '..');
const check = bodyChecker();

describe.each(docsVersions)('API server guide of $release for script writers', (version) => {
  const guide = readFileSync(
    path.join(root, version.docsDir, 'toolhive/guides-cli/api-server.md'),
    'utf8',
  );
  const document = parse(readFileSync(path.join(root, version.apiSpecFile), 'utf8'), {
    maxAliasCount: -1,
  }) as {components: {schemas: Record<string, Schema>}};
  // Closed, so a field the API does not have is reported too.
  const workloadList = closedSchema(
    resolveRefs(document.components.schemas['v1.workloadListResponse'], document),
  );

  function block(title: string): string {
    const match = guide.match(
      new RegExp('```\\w+ title="' + title.replace('.', '\\.') + '"\\n([\\s\\S]*?)```'),
    );
    if (!match) throw new Error(`The guide has no code block titled ${title}.`);
    return match[1]!;
  }

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
    for (const sample of samples) expect(check(workloadList, sample)).toEqual([]);
    // The checker can fail: a wrong field type and an unknown field are reported.
    expect(check(workloadList, {workloads: [{port: '8080', colour: 'red'}]})).toHaveLength(2);
  });

  it('the error samples are the plain-text bodies ToolHive sends', () => {
    expect(guide).toContain('HTTP/1.1 404 Not Found\nContent-Type: text/plain; charset=utf-8');
    expect(guide).toMatch(/Content-Length: 19\n\nWorkload not found\n/);
    expect(guide).toMatch(/Content-Length: 24\n\nFailed to stop workload\n/);
    expect(guide).toContain('curl: (52) Empty reply from server');
  });
});
