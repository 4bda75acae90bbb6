// Every JSON body of the ToolHive API that a hand-written page shows fits the
// API schema of its docs version (version.apiSpecFile; the current one is
// static/api-specs/toolhive-api.yaml), with no field the schema lacks. How a
// page marks its bodies: tests/unit/support/api-body-blocks.ts.
import path from 'node:path';

import {describe, expect, test} from 'vitest';

import {currentVersion, docsVersions} from '../../data/docs-versions';

import {bodyChecker} from '../../scripts/lib/api-bodies';
import {loadApiSpec} from '../../scripts/lib/openapi-spec';
import {apiBodyReports, curlRequest} from './support/api-body-blocks';
import {listDocPages, readDocPage} from './support/docs-files';

// The check's own tests quote the current release's schema (its transport enum).
const spec = loadApiSpec(currentVersion.apiSpecFile);
const check = bodyChecker();

describe.each(docsVersions)('API bodies in the $release guides', (version) => {
  const versionSpec = loadApiSpec(version.apiSpecFile);
  const dir = path.resolve(version.docsDir);
  const reports = listDocPages(dir).flatMap((page) =>
    apiBodyReports(`${version.docsDir}/${page}`, readDocPage(page, dir), versionSpec, check),
  );
  const bodies = reports.filter((report) => report.body !== undefined);
  const unmarked = reports.filter((report) => report.body === undefined);

  test('the guides hold bodies to check, requests and responses', () => {
    expect(bodies.length).toBeGreaterThanOrEqual(5);
    expect(bodies.some((report) => report.body!.endsWith(' request'))).toBe(true);
    expect(bodies.some((report) => /\d$/.test(report.body!))).toBe(true);
  });

  test('every JSON block on a page about the API says whether it is a body', () => {
    expect(unmarked.map((report) => `${report.where}: ${report.problems.join('; ')}`)).toEqual([]);
  });

  test.each(bodies.map((report) => [report.where, report] as const))(
    '%s fits the API schema',
    (where, report) => {
      expect(
        report.problems,
        `${where}: this body does not fit ${report.body} in ${version.apiSpecFile}`,
      ).toEqual([]);
    },
  );
});

describe('the body check itself', () => {
  const page = (body: string, meta: string, prose = 'Start `thv serve`.') =>
    `${prose}\n\n\`\`\`json ${meta}\n${body}\n\`\`\`\n`;
  const run = (source: string) => apiBodyReports('guide.md', source, spec, check);

  test('a field of the wrong type, an unknown field and a bad enum value are named', () => {
    const [report] = run(
      page(
        '{"image": "mcp/fetch", "target_port": "8080", "transprt": "sse", "transport": "websocket"}',
        'api="POST /api/v1beta/workloads request"',
      ),
    );
    expect(report.where).toBe('guide.md:3 api="POST /api/v1beta/workloads request"');
    expect(report.problems.sort()).toEqual([
      '(the body): field "transprt" is not in the schema',
      '/target_port: must be integer',
      '/transport: must be equal to one of the allowed values: ["stdio","sse","streamable-http"]',
    ]);
  });

  test('a response is checked against the schema of its status', () => {
    const [report] = run(
      page(
        '{"workloads": [{"name": "fetch", "port": "43832"}]}',
        'api="GET /api/v1beta/workloads 200"',
      ),
    );
    expect(report.problems).toEqual(['/workloads/0/port: must be integer']);
    expect(run(page('{"workloads": null}', 'api="GET /api/v1beta/workloads 200"'))).toEqual([
      {
        where: 'guide.md:3 api="GET /api/v1beta/workloads 200"',
        body: 'GET /api/v1beta/workloads 200',
        problems: [],
      },
    ]);
  });

  test('an operation or status the API lacks is reported', () => {
    expect(run(page('{}', 'api="GET /api/v1beta/status 200"'))[0].problems).toEqual([
      'the API has no operation GET /api/v1beta/status',
    ]);
    expect(run(page('{}', 'api="POST /api/v1beta/workloads 200"'))[0].problems[0]).toMatch(
      /has no 200 response with a body/,
    );
    expect(run(page('{}', 'api="GET /api/v1beta/workloads"'))[0].problems[0]).toMatch(
      /^write the body as/,
    );
  });

  test('an unmarked block fails only on a page about the API', () => {
    expect(run(page('{"mcpServers": {}}', ''))[0].problems[0]).toMatch(/must say what it is/);
    expect(run(page('{"mcpServers": {}}', 'title="mcp.json"', 'Add it to Cursor.'))).toEqual([]);
    expect(run(page('{"mcpServers": {}}', 'title="mcp.json" api="none"'))).toEqual([]);
  });

  test('an inline curl body is checked against the request it sends', () => {
    const source = [
      '```bash',
      'curl -X POST http://127.0.0.1:8080/api/v1beta/workloads \\',
      `  -H 'Content-Type: application/json' -d '{"image": "mcp/fetch", "env_vars": "A=1"}'`,
      'curl --data @fetch.json http://127.0.0.1:8080/api/v1beta/workloads',
      `curl -X POST -d '{}' http://127.0.0.1:8080/api/v1beta/workloads/fetch/stop`,
      '```',
    ].join('\n');
    expect(run(source)).toEqual([
      {
        where: 'guide.md:2 curl -X POST /api/v1beta/workloads',
        body: 'POST /api/v1beta/workloads request',
        problems: ['/env_vars: must be array'],
      },
      {
        where: 'guide.md:5 curl -X POST /api/v1beta/workloads/fetch/stop',
        body: 'POST /api/v1beta/workloads/{name}/stop request',
        problems: ['POST /api/v1beta/workloads/{name}/stop takes no request body'],
      },
    ]);
    expect(curlRequest(['curl', '--json', '{"a":1}', 'http://x/api'])).toEqual({
      method: 'POST',
      url: 'http://x/api',
      data: '{"a":1}',
    });
    expect(curlRequest(['curl', '-XDELETE', 'http://x/api/v1beta/workloads/a'])).toEqual({
      method: 'DELETE',
      url: 'http://x/api/v1beta/workloads/a',
      data: undefined,
    });
  });
});
