// Every JSON body of the ToolHive API that a guide shows fits the API schema in
// static/api-specs/toolhive-api.yaml, with no field the schema lacks.
//
// A block says which body it is in its info string:
//   ```json api="POST /api/v1beta/workloads request"    the request body
//   ```json api="GET /api/v1beta/workloads 200"         the 200 response
//   ```json api="none"                                  not an API body (a client's settings file...)
// On a page that talks about the API (it mentions `/api/v1beta` or `thv serve`),
// every JSON block must carry one of these, so a new body cannot go unchecked.
// Generated pages are left out: their examples come from the spec and have
// their own tests.
import {describe, expect, test} from 'vitest';

import {
  bodyChecker,
  bodySchema,
  closedSchema,
  formatBodyRef,
  parseBodyRef,
} from '../../scripts/lib/api-bodies';
import {loadApiSpec, type ApiSpec} from '../../scripts/lib/openapi-spec';
import {
  extractCodeBlocks,
  listDocPages,
  readDocPage,
  readFrontMatter,
  stripJsonComments,
} from './support/docs-files';

const jsonLanguages = new Set(['json', 'jsonc']);
const talksAboutTheApi = (source: string) => /\/api\/v1beta\b|\bthv serve\b/.test(source);
const annotation = (meta: string) => /(?:^|\s)api="([^"]*)"/.exec(meta)?.[1];

type BlockReport = {
  /** `page:line api="…"`, the place to fix. */
  where: string;
  /** The body it was checked as, when it is one. */
  body?: string;
  problems: string[];
};

/** Checks the JSON blocks of one page; blocks that are neither bodies nor required to say so are left out. */
export function checkApiBodies(
  page: string,
  source: string,
  spec: ApiSpec,
  check: ReturnType<typeof bodyChecker>,
): BlockReport[] {
  if (readFrontMatter(source)?.generated_by !== undefined) return [];
  const apiPage = talksAboutTheApi(source);
  const reports: BlockReport[] = [];
  for (const block of extractCodeBlocks(source)) {
    if (!jsonLanguages.has(block.language)) continue;
    const value = annotation(block.meta);
    const where = `${page}:${block.line}${value === undefined ? '' : ` api="${value}"`}`;
    if (value === undefined) {
      if (apiPage) {
        reports.push({
          where,
          problems: [
            'this page talks about the API, so the block must say what it is: api="METHOD /path request", api="METHOD /path STATUS" or api="none"',
          ],
        });
      }
      continue;
    }
    if (value === 'none') continue;
    const ref = parseBodyRef(value);
    if (!ref) {
      reports.push({
        where,
        problems: [
          'write the body as api="METHOD /path request", api="METHOD /path STATUS" or api="none"',
        ],
      });
      continue;
    }
    const {schema, problem} = bodySchema(spec, ref);
    if (!schema) {
      reports.push({where, body: formatBodyRef(ref), problems: [problem!]});
      continue;
    }
    let body: unknown;
    try {
      body = JSON.parse(block.language === 'jsonc' ? stripJsonComments(block.code) : block.code);
    } catch (error) {
      reports.push({
        where,
        body: formatBodyRef(ref),
        problems: [`not JSON: ${(error as Error).message}`],
      });
      continue;
    }
    reports.push({where, body: formatBodyRef(ref), problems: check(closedSchema(schema), body)});
  }
  return reports;
}

const spec = loadApiSpec();
const check = bodyChecker();
const reports = listDocPages()
  .filter((page) => !page.startsWith('toolhive/reference/api/'))
  .flatMap((page) => checkApiBodies(page, readDocPage(page), spec, check));
const bodies = reports.filter((report) => report.body !== undefined);
const unmarked = reports.filter((report) => report.body === undefined);

describe('API bodies in the guides', () => {
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
        `${where}: this block does not fit ${report.body} in static/api-specs/toolhive-api.yaml`,
      ).toEqual([]);
    },
  );
});

describe('the body check itself', () => {
  const page = (body: string, meta: string, prose = 'Start `thv serve`.') =>
    `${prose}\n\n\`\`\`json ${meta}\n${body}\n\`\`\`\n`;
  const run = (source: string) => checkApiBodies('guide.md', source, spec, check);

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
      '/transport: must be equal to one of the allowed values: ["stdio","sse"]',
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
});
