import {readFileSync} from 'node:fs';

import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';

import {countOperations, openApiToMarkdown, type OpenApiDocument} from '../openapi';

const spec = parse(
  readFileSync(new URL('./fixtures/openapi.yaml', import.meta.url), 'utf8'),
) as OpenApiDocument;
const markdown = openApiToMarkdown(spec);

function section(heading: string): string {
  const start = markdown.indexOf(`### ${heading}\n`);
  expect(start, `section ${heading}`).toBeGreaterThanOrEqual(0);
  const next = markdown.indexOf('\n##', start + 4);
  return markdown.slice(start, next === -1 ? undefined : next);
}

describe('OpenAPI to Markdown', () => {
  it('has one section per operation', () => {
    expect(markdown.match(/^### /gm)).toHaveLength(countOperations(spec));
    expect(countOperations(spec)).toBe(5);
  });

  it('groups operations by tag, declared tags first, with their description', () => {
    expect(markdown.match(/^## .+$/gm)).toEqual(['## Workloads', '## Other']);
    expect(markdown).toContain('## Workloads\n\nRun and stop servers.');
    expect(
      markdown.startsWith(
        'Fixture API, version 2.0. Base URL: `http://localhost:8080`.\n\nAn API used by the tests.',
      ),
    ).toBe(true);
  });

  it('shows parameters with their location and type', () => {
    const list = section('GET /api/v1/workloads');
    expect(list).toContain('List workloads.');
    expect(list).toContain('| `all` | query | boolean | no | Include stopped ones |');
  });

  it('describes response bodies field by field, following references without looping', () => {
    const list = section('GET /api/v1/workloads');
    expect(list).toContain('| 200 | OK | `WorkloadList` (`application/json`) |');
    expect(list).toContain('| `workloads` | array of object (Workload) | no | — |');
    expect(list).toContain('| `workloads[].name` | string | yes | Unique name |');
    expect(list).toContain(
      '| `workloads[].status` | string, one of `running`, `stopped` | no | — |',
    );
    expect(list).not.toContain('workloads[].children[].children');
  });

  it('shows a declared response example', () => {
    expect(section('GET /api/v1/workloads')).toContain(
      'Example 200 response:\n\n```json\n{\n  "workloads": [\n    {\n      "name": "fetch",',
    );
  });

  it('prefers the code samples the document gives over a generated curl', () => {
    const remove = section('DELETE /api/v1/workloads/{name}');
    expect(remove).toContain(
      '**Example**\n\n```bash\ncurl -X DELETE http://localhost:8080/api/v1/workloads/fetch\n```',
    );
    expect(remove).not.toContain("curl -X DELETE 'http");
  });

  it('describes the request body and sends an example of it with curl', () => {
    const create = section('POST /api/v1/workloads');
    expect(create).toContain('Starts a new MCP server | with a pipe in the text.');
    expect(create).toContain('**Request body** (`application/json`, required): `CreateRequest`');
    expect(create).toContain('| `oidc.issuer` | string | no | — |');
    expect(create).toContain(
      "curl -X POST 'http://localhost:8080/api/v1/workloads' \\\n  -H 'Content-Type: application/json' \\\n  -d '{",
    );
    expect(create).toContain('"image": "mcp/fetch:latest"');
    expect(create).toContain('| 400 | Bad request | — |');
  });

  it('fills path parameters shared by the path item', () => {
    const get = section('GET /api/v1/workloads/{name}');
    expect(get).toContain('| `name` | path | string | yes | Workload name |');
    expect(get).toContain("curl -X GET 'http://localhost:8080/api/v1/workloads/fetch'");
  });

  it('refuses a document without paths', () => {
    expect(() => openApiToMarkdown({info: {title: 'x'}} as OpenApiDocument)).toThrow(/no paths/);
  });
});
