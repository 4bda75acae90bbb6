import {execFile} from 'node:child_process';
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {docsVersions, type ToolhiveRelease} from '../../data/docs-versions';
import {bodyChecker, bodySchema, closedSchema} from '../../scripts/lib/api-bodies';
import {loadApiSpec} from '../../scripts/lib/openapi-spec';

// The scripts and JSON samples of each version's API server guide: each script runs against a
// stand-in for that release's API server and must list, stop, and report a missing name as the
// guide says; every workload list sample must fit the release's OpenAPI document.
const root = path.resolve(__dirname, '..', '..');
const check = bodyChecker();

type Reply = {status: number; body: string};
type Workload = {name: string; status: 'running' | 'stopped'};

/**
 * A stand-in for one release's API server, as its source answers the requests the scripts send:
 * the workload list, one workload by name, and a stop by name.
 */
type FakeApi = (workloads: Workload[] | null) => {
  list(all: boolean): Reply;
  getOne(name: string): Reply;
  stop(name: string): Reply;
};

const text = (status: number, body: string): Reply => ({status, body: `${body}\n`});

// Both releases list only running workloads unless asked for all; nothing at all is null.
function listReply(workloads: Workload[] | null, all: boolean): Reply {
  const shown = all ? workloads : (workloads?.filter((w) => w.status === 'running') ?? null);
  return {status: 200, body: JSON.stringify({workloads: shown?.length ? shown : null})};
}
// validateWorkloadName of v0.1.0 (pkg/workloads/manager.go): its reason for refusing a name.
function invalidNameReason(name: string): string | undefined {
  if (name === '') return 'workload name cannot be empty';
  if (path.posix.normalize(name).startsWith('..')) return 'workload name contains path traversal';
  if (name.startsWith('/')) return 'workload name cannot be an absolute path';
  if (/[$&;|`]/.test(name)) return 'workload name contains potentially dangerous characters';
  if (!/^[a-zA-Z0-9._-]+$/.test(name)) {
    return 'workload name can only contain alphanumeric characters, dots, hyphens, and underscores';
  }
  if (name.length > 100) return 'workload name too long (max 100 characters)';
  return undefined;
}

const fakeApis: Record<ToolhiveRelease, FakeApi> = {
  // v0.0.47: one workload by name works; stop answers 204, 404 for an unknown name and 500 for a
  // stopped workload.
  'v0.0.47': (workloads) => ({
    list: (all) => listReply(workloads, all),
    getOne: (name) => {
      const found = workloads?.find((w) => w.name === name);
      return found ? {status: 200, body: JSON.stringify(found)} : text(404, 'Workload not found');
    },
    stop: (name) => {
      const found = workloads?.find((w) => w.name === name);
      if (!found) return text(404, 'Workload not found');
      return found.status === 'running'
        ? {status: 204, body: ''}
        : text(500, 'Failed to stop workload');
    },
  }),
  // v0.1.0: the logs router's mount answers every GET and DELETE of /workloads/{name} with the
  // standard not-found page; stop answers 202 for any safe name, and 400 for an unsafe one.
  'v0.1.0': (workloads) => ({
    list: (all) => listReply(workloads, all),
    getOne: () => text(404, '404 page not found'),
    stop: (name) => {
      const reason = invalidNameReason(name);
      return reason
        ? text(
            400,
            `Invalid workload name: invalid workload name '${name}': invalid workload name: ${reason}`,
          )
        : {status: 202, body: ''};
    },
  }),
};

/** The error samples the guide shows, per release (from its source). */
const samples: Record<ToolhiveRelease, (string | RegExp)[]> = {
  'v0.0.47': [
    'HTTP/1.1 404 Not Found\nContent-Type: text/plain; charset=utf-8',
    /Content-Length: 19\n\nWorkload not found\n/,
    /Content-Length: 24\n\nFailed to stop workload\n/,
    'curl: (52) Empty reply from server',
  ],
  'v0.1.0': [
    'HTTP/1.1 404 Not Found\nContent-Type: text/plain; charset=utf-8',
    /Content-Length: 19\n\nWorkload not found\n/,
    '`404`, body `404 page not found`',
  ],
};

/** Serves a fake API; returns its base URL, the requests it saw, and a way to close it. */
async function serve(api: ReturnType<FakeApi>) {
  const seen: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    seen.push(`${request.method} ${url.pathname}${url.search}`);
    const one = url.pathname.match(/^\/api\/v1beta\/workloads\/([^/]+)(\/stop)?$/);
    let reply: Reply;
    if (url.pathname === '/api/v1beta/workloads' && request.method === 'GET')
      reply = api.list(url.searchParams.get('all') === 'true');
    else if (one && one[2] && request.method === 'POST')
      reply = api.stop(decodeURIComponent(one[1]!));
    else if (one && !one[2] && request.method === 'GET')
      reply = api.getOne(decodeURIComponent(one[1]!));
    else reply = text(404, '404 page not found');
    response.writeHead(reply.status, {
      'Content-Type': reply.body.startsWith('{') ? 'application/json' : 'text/plain; charset=utf-8',
    });
    response.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Runs a script against a fake API: its exit code, output and the requests it sent. */
async function runScript(
  command: string[],
  release: ToolhiveRelease,
  workloads: Workload[] | null,
  name: string,
  override: Partial<ReturnType<FakeApi>> = {},
) {
  const server = await serve({...fakeApis[release](workloads), ...override});
  try {
    const result = await new Promise<{code: number; out: string}>((resolve) => {
      execFile(
        command[0]!,
        [...command.slice(1), name],
        {env: {...process.env, THV_API: server.base}, timeout: 30_000},
        (error, stdout, stderr) =>
          resolve({code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}`}),
      );
    });
    return {...result, stops: server.seen.filter((line) => line.startsWith('POST'))};
  } finally {
    await server.close();
  }
}

describe.each(docsVersions)('API server guide for script writers, $release', (version) => {
  const guide = readFileSync(
    path.join(root, version.docsDir, 'toolhive/guides-cli/api-server.md'),
    'utf8',
  );
  const dir = mkdtempSync(path.join(tmpdir(), 'api-guide-'));

  function block(title: string): string {
    const match = guide.match(
      new RegExp('```\\w+ title="' + title.replace('.', '\\.') + '"\\n([\\s\\S]*?)```'),
    );
    if (!match) throw new Error(`The guide has no code block titled ${title}.`);
    return match[1]!;
  }

  const scripts = [
    {title: 'list-and-stop.sh', command: (file: string) => ['bash', file]},
    {title: 'list_and_stop.py', command: (file: string) => ['python3', file]},
  ];
  const running: Workload[] = [
    {name: 'fetch', status: 'running'},
    {name: 'github', status: 'stopped'},
  ];

  describe.each(scripts)('$title, run against the API of the release', ({title, command}) => {
    const file = path.join(dir, title);
    writeFileSync(file, block(title));
    const run = (
      workloads: Workload[] | null,
      name: string,
      override?: Partial<ReturnType<FakeApi>>,
    ) => runScript(command(file), version.release, workloads, name, override);

    it('lists the workloads and stops a running one', async () => {
      const result = await run(running, 'fetch');
      expect(result.out).toMatch(/fetch\trunning/);
      expect(result.out).toMatch(/github\tstopped/);
      expect(result.out).toMatch(/Stopp(ing|ed) fetch\./);
      expect(result.code).toBe(0);
      expect(result.stops).toEqual(['POST /api/v1beta/workloads/fetch/stop']);
    });

    it('says so and fails for a name that is not a workload', async () => {
      const result = await run(running, 'ghost');
      expect(result.out).toContain('No workload named ghost.');
      expect(result.code).not.toBe(0);
    });

    it('says a stopped workload is not running, and fails', async () => {
      const result = await run(running, 'github');
      expect(result.out).toMatch(/github is stopped, not running|Is it already stopped\?/);
      expect(result.code).not.toBe(0);
      // v0.1.0 would answer a stop of a stopped workload with 202 and do nothing.
      if (version.release !== 'v0.0.47') expect(result.stops).toEqual([]);
    });

    it('fails with a message, not a traceback, when the list cannot be read', async () => {
      const result = await run(running, 'fetch', {
        list: () => text(500, 'Failed to list workloads'),
      });
      expect(result.out).toMatch(/Could not list the workloads: HTTP 500|error: 500/);
      expect(result.out).not.toContain('Traceback');
      expect(result.code).not.toBe(0);
      expect(result.stops).toEqual([]);
    });

    it('reads an empty list, sent as null', async () => {
      const result = await run(null, 'fetch');
      expect(result.out).toContain('No workloads.');
      expect(result.out).toContain('No workload named fetch.');
      expect(result.code).not.toBe(0);
    });
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
      ...guide.matchAll(/`(\{"workloads":null\})`/g),
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

  it('one-line JSON answers are written as ToolHive sends them: compact, no spaces', () => {
    // ToolHive's handlers write with Go's json.Encoder, which adds no spaces. The samples set out
    // on several lines say so in the sentence before them.
    const oneLine = [...guide.matchAll(/```json api="[^"]* \d{3}"\n([^\n]*)\n```/g)].map(
      (m) => m[1]!,
    );
    // Answers quoted in prose; a field's shape with `...` in it is not one.
    const inProse = [...guide.matchAll(/`(\{"[^`]*\})`/g)]
      .map((m) => m[1]!)
      .filter((text) => !text.includes('...'));
    expect(oneLine.length).toBeGreaterThanOrEqual(2);
    for (const sample of [...oneLine, ...inProse]) {
      expect(sample).toBe(JSON.stringify(JSON.parse(sample)));
    }
  });

  it('the error samples are the plain-text bodies ToolHive sends', () => {
    for (const sample of samples[version.release]) {
      if (typeof sample === 'string') expect(guide).toContain(sample);
      else expect(guide).toMatch(sample);
    }
  });
});
