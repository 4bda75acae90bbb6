// "What changed in <release>": generated from two docs versions' data by
// scripts/gen-release-changes.ts, so it must match a fresh render, and the diff
// behind it must see each kind of change and link it to the right version.
import {existsSync, readFileSync} from 'node:fs';

import GithubSlugger from 'github-slugger';
import {describe, expect, test} from 'vitest';

import {docsVersionOf, docsVersions} from '../../data/docs-versions';
import type {CliCommand} from '../../data/thv-commands';
import {toolhiveSidebarsOf} from '../../sidebars/toolhive';
import {inVersion} from '../../scripts/lib/generated-files';
import type {Operation} from '../../scripts/lib/openapi-spec';
import {releaseChanges, releaseFactsOf, type ReleaseFacts} from '../../scripts/lib/release-changes';
import {
  olderVersionOf,
  renderWhatChanged,
  whatChangedDocId,
  whatChangedPageFile,
  whatChangedRoute,
} from '../../scripts/lib/release-changes-page';
import {staleFiles} from './support/stale-files';

describe.each(docsVersions)('What changed page of $release', (version) => {
  const generated = inVersion(renderWhatChanged(version), version);
  const file = inVersion(new Map([[whatChangedPageFile, '']]), version)
    .keys()
    .next().value!;
  const older = olderVersionOf(version);

  test('regenerating it changes nothing (npm run gen:changes)', () => {
    expect(staleFiles(generated), 'Run `npm run gen:changes` and commit the result.').toEqual([]);
    if (!older)
      expect(existsSync(file), `${file}: the oldest version has nothing to compare with`).toBe(
        false,
      );
  });

  test('is marked generated, names both versions and is in the Reference sidebar', () => {
    const reference = toolhiveSidebarsOf(version).toolhiveSidebar.find(
      (item) => typeof item === 'object' && 'label' in item && item.label === 'Reference',
    ) as {items: unknown[]};
    if (!older) {
      expect(generated.size).toBe(0);
      expect(reference.items).not.toContain(whatChangedDocId);
      return;
    }
    const page = generated.get(file)!;
    expect(page.startsWith(`---\n# Generated from ${older.dataDir}/ and ${version.dataDir}/`)).toBe(
      true,
    );
    expect(page).toContain('\ngenerated_by: scripts/gen-release-changes.ts\n');
    expect(page).toContain(`\n# What changed in ${version.release}\n`);
    expect(reference.items).toContain(whatChangedDocId);
  });
});

/** The doc file of a docs route, in the version its prefix names. */
function docFileOf(route: string): string | undefined {
  const version =
    docsVersions.find(
      (candidate) => candidate.routePrefix && route.startsWith(`${candidate.routePrefix}/`),
    ) ?? docsVersions.find((candidate) => candidate.isCurrent)!;
  const base = `${version.docsDir}${route.slice(version.routePrefix.length)}`;
  return [`${base}.md`, `${base}.mdx`, `${base}/index.md`, `${base}/index.mdx`].find(existsSync);
}

const hasAnchor = (page: string, anchor: string) =>
  page.includes(`id="${anchor}"`) ||
  page.includes(`{#${anchor}}`) ||
  [...page.matchAll(/^#{2,6} (.+)$/gm)].some(
    (heading) => new GithubSlugger().slug(heading[1]!) === anchor,
  );

test.each(docsVersions.filter((version) => olderVersionOf(version)))(
  'every link of the $release page reaches a page and anchor of the right version',
  (version) => {
    const page = renderWhatChanged(version).get(whatChangedPageFile)!;
    const links = [...page.matchAll(/\]\((\/[^)]+)\)|<a href="([^"]+)">/g)].map(
      (m) => m[1] ?? m[2]!,
    );
    expect(links.length).toBeGreaterThan(0);
    const broken = links.filter((link) => {
      const [route, anchor] = link.split('#');
      const file = docFileOf(route!);
      return !file || (anchor !== undefined && !hasAnchor(readFileSync(file, 'utf8'), anchor));
    });
    expect(broken).toEqual([]);
  },
);

test('the upgrade guide links the page', () => {
  expect(readFileSync('docs/toolhive/guides-cli/upgrade.md', 'utf8')).toContain(
    `](${whatChangedRoute})`,
  );
});

function command(name: string, flags: CliCommand['flags']): CliCommand {
  return {
    id: name.replace(/ /g, '_'),
    command: name,
    parent: null,
    subcommands: [],
    usage: `${name} [flags]`,
    aliases: [],
    summary: 'S.',
    description: ['D.'],
    arguments: {count: 'none'},
    flags,
    inheritedFlags: [],
    examples: [],
    guides: [],
  };
}

const flag = (name: string, defaultValue: string | null) => ({
  name,
  shorthand: null,
  type: 'string' as const,
  default: defaultValue,
  description: 'F.',
});

const facts = (
  release: string,
  routePrefix: string,
  overrides: Partial<ReleaseFacts>,
): ReleaseFacts => ({
  release,
  routePrefix,
  commands: [],
  operations: [],
  servers: [],
  crdFields: [],
  chartValues: [],
  ...overrides,
});

describe('releaseChanges', () => {
  const before = facts('v1.0.0', '/v1.0.0', {
    commands: [
      command('thv run', [flag('--transport', 'stdio'), flag('--gone', null)]),
      command('thv old', []),
    ],
    servers: [{name: 'alpha', image: 'a:1', description: '', transport: 'stdio'}],
    crdFields: [
      {
        path: 'spec.transport',
        anchor: 'spec-transport',
        depth: 1,
        required: false,
        schema: {type: 'string', enum: ['stdio']},
      },
    ],
    chartValues: [
      {path: 'operator', anchor: 'operator', description: '', value: {replicas: 1}, type: 'object'},
      {
        path: 'operator.replicas',
        anchor: 'operator-replicas',
        description: '',
        value: 1,
        type: 'integer',
      },
    ],
  });
  const after = facts('v2.0.0', '', {
    commands: [
      command('thv run', [flag('--transport', 'sse'), flag('--name', null)]),
      command('thv new', []),
    ],
    servers: [
      {name: 'alpha', image: 'a:2', description: '', transport: 'stdio'},
      {name: 'beta', image: 'b:1', description: '', transport: 'sse', target_port: 8080},
    ],
    crdFields: [
      {
        path: 'spec.transport',
        anchor: 'spec-transport',
        depth: 1,
        required: false,
        schema: {type: 'string', enum: ['stdio', 'sse']},
      },
    ],
    chartValues: [
      {path: 'operator', anchor: 'operator', description: '', value: {replicas: 2}, type: 'object'},
      {
        path: 'operator.replicas',
        anchor: 'operator-replicas',
        description: '',
        value: 2,
        type: 'integer',
      },
    ],
  });
  const sections = new Map(
    releaseChanges(before, after).map((section) => [section.id, section.changes]),
  );

  test('lists commands and flags added, removed and with a new default, linked to the right version', () => {
    expect(sections.get('cli')).toEqual([
      {
        name: 'thv run --transport',
        href: '/toolhive/reference/cli/thv_run#flag-transport',
        what: 'default was `stdio`, now `sse`.',
      },
      {
        name: 'thv run --name',
        href: '/toolhive/reference/cli/thv_run#flag-name',
        what: 'new flag.',
      },
      {
        name: 'thv run --gone',
        href: '/v1.0.0/toolhive/reference/cli/thv_run#flag-gone',
        what: 'removed.',
      },
      {name: 'thv new', href: '/toolhive/reference/cli/thv_new', what: 'new command.'},
      {name: 'thv old', href: '/v1.0.0/toolhive/reference/cli/thv_old', what: 'removed.'},
    ]);
  });

  test('lists registry servers added and changed, CRD enum values and chart defaults', () => {
    expect(sections.get('registry')).toEqual([
      {name: 'alpha', href: '/toolhive/registry/alpha', what: 'image was `a:1`, now `a:2`.'},
      {name: 'beta', href: '/toolhive/registry/beta', what: 'new server.'},
    ]);
    expect(sections.get('mcpserver')).toEqual([
      {
        name: 'spec.transport',
        href: '/toolhive/reference/mcpserver-crd#spec-transport',
        what: 'accepts `sse`.',
      },
    ]);
    expect(sections.get('chart')).toEqual([
      {
        name: 'operator.replicas',
        href: '/toolhive/reference/operator-chart-values#operator-replicas',
        what: 'default was `1`, now `2`.',
      },
    ]);
  });

  test('two identical releases have no changes', () => {
    expect(releaseChanges(after, after).every((section) => section.changes.length === 0)).toBe(
      true,
    );
  });
});

describe('a changed argument count', () => {
  const stop = (args: CliCommand['arguments']): CliCommand => ({
    ...command('thv stop', []),
    usage: 'thv stop [container-name] [flags]',
    arguments: args,
  });
  const before = facts('v1.0.0', '/v1.0.0', {
    commands: [
      stop({
        count: 'exactly-1',
        placeholder: '[container-name]',
        description: 'Name of the server.',
      }),
    ],
  });
  const changeOf = (args: CliCommand['arguments']) =>
    releaseChanges(before, facts('v2.0.0', '', {commands: [stop(args)]})).find(
      (section) => section.id === 'cli',
    )!.changes;
  const description = 'Name of the server to stop. Required unless you pass `--all`.';

  test('ends with the rule that says when the argument is required', () => {
    expect(
      changeOf({
        count: 'at-most-1',
        placeholder: '[container-name]',
        description,
        rule: 'a name is required unless you pass `--all`',
      }),
    ).toEqual([
      {
        name: 'thv stop',
        href: '/toolhive/reference/cli/thv_stop#arguments',
        what: 'arguments was `exactly one`, now `at most one`: a name is required unless you pass `--all`.',
      },
    ]);
  });

  test('without a rule, gives the count alone and not the description', () => {
    expect(changeOf({count: 'at-most-1', placeholder: '[container-name]', description})).toEqual([
      {
        name: 'thv stop',
        href: '/toolhive/reference/cli/thv_stop#arguments',
        what: 'arguments was `exactly one`, now `at most one`.',
      },
    ]);
  });

  test('reads as one sentence for thv stop from v0.0.47 to v0.1.0', () => {
    const changes = releaseChanges(
      releaseFactsOf(docsVersionOf('v0.0.47')),
      releaseFactsOf(docsVersionOf('v0.1.0')),
    ).find((section) => section.id === 'cli')!.changes;
    expect(changes.find((change) => change.href.endsWith('/thv_stop#arguments'))?.what).toBe(
      'arguments was `exactly one`, now `at most one`: a name is required unless you pass `--all`, and not allowed with it.',
    );
  });
});

describe('responses a release lists but never sends', () => {
  const operation = (statuses: string[]): Operation => ({
    operationId: 'getWorkload',
    method: 'GET',
    path: '/api/v1beta/workloads/{name}',
    summary: '',
    description: '',
    tag: 'workloads',
    parameters: [],
    responses: statuses.map((status) => [
      status,
      {
        description: '',
        content: {
          'application/json': {
            schema: {type: 'object', properties: {transport_type: {type: 'string'}}},
          },
        },
      },
    ]),
  });
  const key = 'GET /api/v1beta/workloads/{name}';
  const apiChanges = (neverSent: string[]) =>
    releaseChanges(
      facts('v1.0.0', '/v1.0.0', {
        operations: [
          {
            ...operation(['200', '404']),
            responses: [
              ['200', {description: ''}],
              ['404', {description: ''}],
            ],
          },
        ],
      }),
      facts('v2.0.0', '', {
        operations: [operation(['200', '404', '500'])],
        neverSent: new Map([[key, new Set(neverSent)]]),
      }),
    )
      .find((section) => section.id === 'api')!
      .changes.map((change) => change.what);

  test('a response listed and sent is compared as usual', () => {
    expect(apiChanges([])).toEqual([
      'new `500` response.',
      'new field of the 200 response `transport_type`.',
      'new field of the 404 response `transport_type`.',
      'new field of the 500 response `transport_type`.',
    ]);
  });

  test('a response never sent counts as absent, and its fields are not a change', () => {
    expect(apiChanges(['200', '500'])).toEqual([
      'no longer sends a `200` response.',
      'new field of the 404 response `transport_type`.',
    ]);
  });
});

test('the v0.1.0 page says the MCPServer changes are the definition, and links to the images', () => {
  const version = docsVersions.find((candidate) => candidate.release === 'v0.1.0')!;
  const page = renderWhatChanged(version).get(whatChangedPageFile)!;
  const section = page.slice(
    page.indexOf('## MCPServer resource'),
    page.indexOf('## Operator chart'),
  );
  expect(section).toContain('`streamable-http`');
  expect(section).toContain('resource definition (CRD)');
  expect(section).toContain('](/toolhive/guides-k8s/deploy-operator-helm#images)');
});

describe('operations whose behaviour changed without a new field or response', () => {
  const operation = (overrides: Partial<Operation>): Operation => ({
    operationId: 'createWorkload',
    method: 'POST',
    path: '/api/v1beta/workloads',
    summary: '',
    description: '',
    tag: 'workloads',
    parameters: [],
    responses: [['201', {description: ''}]],
    ...overrides,
  });
  const withTransports = (values: string[]): Partial<Operation> => ({
    requestBody: {
      content: {
        'application/json': {
          schema: {type: 'object', properties: {transport: {type: 'string', enum: values}}},
        },
      },
    },
    responses: [
      [
        '201',
        {
          description: '',
          content: {
            'application/json': {
              schema: {type: 'object', properties: {transport: {type: 'string', enum: values}}},
            },
          },
        },
      ],
    ],
  });
  const apiChanges = (before: Partial<ReleaseFacts>, after: Partial<ReleaseFacts>) =>
    releaseChanges(facts('v1.0.0', '/v1.0.0', before), facts('v2.0.0', '', after))
      .find((section) => section.id === 'api')!
      .changes.map(({href, what}) => ({href, what}));

  test("a request field's new and dropped values are listed, a response field's are not", () => {
    expect(
      apiChanges(
        {operations: [operation(withTransports(['stdio', 'sse']))]},
        {operations: [operation(withTransports(['stdio', 'streamable-http']))]},
      ),
    ).toEqual([
      {
        href: '/toolhive/reference/api/create-workload#body-transport',
        what: 'request body field `transport`: accepts `streamable-http`; no longer accepts `sse`.',
      },
    ]);
  });

  test('an operation whose every request gets one status says so first, once', () => {
    const key = 'POST /api/v1beta/workloads';
    const everyRequest = new Map([[key, '404']]);
    const responses: Operation['responses'] = [
      ['201', {description: ''}],
      ['404', {description: ''}],
    ];
    const changes = apiChanges(
      {operations: [operation({responses})]},
      {operations: [operation({responses})], everyRequest},
    );
    expect(changes).toEqual([
      {
        href: '/toolhive/reference/api/create-workload#response-404',
        what: "answers `404` to every request: the request never reaches the operation's handler.",
      },
    ]);
    expect(
      apiChanges(
        {operations: [operation({responses})], everyRequest},
        {operations: [operation({responses})], everyRequest},
      ),
    ).toEqual([]);
  });

  test("a 4xx answer's new text is listed, a 500's is not", () => {
    const withBodies = (notFound: string, failed: string): Partial<Operation> => ({
      responses: ['404', '500'].map((status) => [
        status,
        {
          description: '',
          content: {
            'text/plain': {
              schema: {type: 'string'},
              example: `${status === '404' ? notFound : failed}\n`,
            },
          },
        },
      ]),
    });
    expect(
      apiChanges(
        {operations: [operation(withBodies('Server not found', 'Failed to list'))]},
        {operations: [operation(withBodies('ImageMetadata not found', 'Failed to get'))]},
      ),
    ).toEqual([
      {
        href: '/toolhive/reference/api/create-workload#response-404',
        what: "the `404` response's body was `Server not found`, now `ImageMetadata not found`.",
      },
    ]);
  });

  test("a 4xx answer's texts for several cases are compared case by case", () => {
    const withExamples = (examples: Record<string, string>): Partial<Operation> => ({
      responses: [
        [
          '404',
          {
            description: '',
            content: {
              'text/plain': {
                schema: {type: 'string'},
                examples: Object.fromEntries(
                  Object.entries(examples).map(([name, value]) => [name, {value: `${value}\n`}]),
                ),
              },
            },
          },
        ],
      ],
    });
    const registry = 'Registry not found';
    expect(
      apiChanges(
        {operations: [operation(withExamples({registry, server: 'Server not found'}))]},
        {operations: [operation(withExamples({registry, server: 'ImageMetadata not found'}))]},
      ),
    ).toEqual([
      {
        href: '/toolhive/reference/api/create-workload#response-404',
        what: "the `404` response's body was `Server not found`, now `ImageMetadata not found`.",
      },
    ]);
    // Cases that are not the same in both releases say nothing about a text that changed.
    expect(
      apiChanges(
        {operations: [operation(withExamples({registry, server: 'Server not found'}))]},
        {operations: [operation(withExamples({registry, other: 'ImageMetadata not found'}))]},
      ),
    ).toEqual([]);
  });

  test("a map field's value type is compared", () => {
    const withServers = (ref: string): Partial<Operation> => ({
      responses: [
        [
          '201',
          {
            description: '',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    servers: {type: 'object', additionalProperties: {type: 'object', 'x-ref': ref}},
                  },
                },
              },
            },
          },
        ],
      ],
    });
    expect(
      apiChanges(
        {operations: [operation(withServers('registry.Server'))]},
        {operations: [operation(withServers('registry.ImageMetadata'))]},
      ).map((change) => change.what),
    ).toEqual([
      'field of the 201 response `servers`: type was `map of object (registry.Server)`, now `map of object (registry.ImageMetadata)`.',
    ]);
  });

  test('v0.1.0: GET and DELETE /workloads/{name} answer 404 to every request, and POST /workloads accepts streamable-http', () => {
    const changes = releaseChanges(
      releaseFactsOf(docsVersionOf('v0.0.47')),
      releaseFactsOf(docsVersionOf('v0.1.0')),
    ).find((section) => section.id === 'api')!.changes;
    const every = changes.filter((change) => change.what.startsWith('answers `404` to every'));
    expect(every.map((change) => change.name)).toEqual([
      'GET /api/v1beta/workloads/{name}',
      'DELETE /api/v1beta/workloads/{name}',
    ]);
    expect(changes.find((change) => change.href.endsWith('#body-transport'))?.what).toBe(
      'request body field `transport`: accepts `streamable-http`.',
    );
  });
});

test('a registry server whose argument list changed says so (semgrep, v0.0.47 to v0.1.0)', () => {
  // thv run puts a server's registry arguments before any passed after `--`, so a new list
  // changes how the server starts.
  const changes = releaseChanges(
    releaseFactsOf(docsVersionOf('v0.0.47')),
    releaseFactsOf(docsVersionOf('v0.1.0')),
  ).find((section) => section.id === 'registry')!.changes;
  expect(changes.find((change) => change.name === 'semgrep')?.what).toContain(
    'argument list was `[]`, now `["--transport","sse"]`',
  );
});
