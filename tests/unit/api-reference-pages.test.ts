import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {describe, expect, test} from 'vitest';

import {currentVersion, docsVersions} from '../../data/docs-versions';
import {thvCommandsOf} from '../../data/thv-commands';
import {bodyChecker, closedSchema, validationSchema} from '../../scripts/lib/api-bodies';
import {
  wholeSentencesUpTo,
  apiReferenceDir,
  builderOperation,
  exampleRequest,
  generatedMarkerOf,
  mdxMarkdown,
  renderApiReference,
} from '../../scripts/lib/api-reference-pages';
import {inVersion} from '../../scripts/lib/generated-files';
import {
  allExamples,
  apiFactsOf,
  codesNeverSent,
  loadApiSpec,
  operationSlug,
} from '../../scripts/lib/openapi-spec';
import {checkThvArguments, splitCommands, thvArguments} from '../../scripts/lib/thv-command-lines';
import {redirectTarget} from '../../src/components/ApiAnchorRedirect/redirectTarget';
import {buildSamples} from '../../src/components/ApiRequestBuilder/samples';
import {validateValue} from '../../src/components/ApiRequestBuilder/validate';
import {staleFiles} from './support/stale-files';

// Operations per release, and the codes each release's published spec lists but its
// server never sends (read in the source, recorded in data/<release>/toolhive-api-facts.json).
const expected = {
  'v0.1.0': {
    operations: 31,
    neverSent: [
      '200',
      '202',
      '204',
      '400',
      '400',
      '404',
      '404',
      '405',
      '409',
      '500',
      '500',
      '500',
      '500',
      '500',
    ],
  },
  'v0.0.47': {operations: 18, neverSent: ['204', '404', '409']},
};

describe.each(docsVersions)('generated API reference of $release', (version) => {
  const spec = loadApiSpec(version.apiSpecFile);
  const neverSent = codesNeverSent(apiFactsOf(version));
  const context = {
    release: version.release,
    specFile: version.apiSpecFile,
    routePrefix: version.routePrefix,
  };
  const rendered = renderApiReference(spec, neverSent, context);
  const generated = inVersion(rendered, version);
  const dir = `${version.docsDir}/${apiReferenceDir.slice('docs/'.length)}`;

  test(`regenerating from ${version.apiSpecFile} changes nothing`, () => {
    expect(
      staleFiles(generated),
      `These pages differ from ${version.apiSpecFile}: run \`npm run gen:api\` and commit the result.`,
    ).toEqual([]);
  });

  test(`every operation has a page and every page an operation (${expected[version.release].operations})`, () => {
    const pages = readdirSync(dir)
      .filter((name) => /\.mdx?$/.test(name))
      .sort();
    const files = [
      'index.mdx',
      ...spec.operations.map((op) => `${operationSlug(op.operationId)}.mdx`),
    ].sort();
    expect(pages).toEqual(files);
    expect(spec.operations).toHaveLength(expected[version.release].operations);
    expect(apiFactsOf(version).operationCount ?? spec.operations.length).toBe(
      spec.operations.length,
    );
  });

  test('every page names its release and its own OpenAPI document', () => {
    for (const page of rendered.values()) {
      expect(page.startsWith(`---\n${generatedMarkerOf(version.apiSpecFile)}\n`)).toBe(true);
      expect(page).toContain(`\ngenerated_from: ${version.apiSpecFile}\n`);
      const others = docsVersions.filter((other) => other !== version);
      for (const other of others) expect(page).not.toContain(`by ${other.release}`);
    }
    const operationPage = rendered.get(
      `${apiReferenceDir}/${operationSlug(spec.operations[0].operationId)}.mdx`,
    )!;
    expect(operationPage).toContain(`| Code | When | Sent by ${version.release} |`);
    expect(operationPage).toContain(`${version.release} sends no CORS headers`);
  });

  test.each(spec.operations.map((op) => [op.operationId, op] as const))(
    '%s: page shows method, path, parameters, every status code and the samples',
    (_, op) => {
      const page = rendered.get(`${apiReferenceDir}/${operationSlug(op.operationId)}.mdx`)!;
      expect(page).toContain(`data-search-title="${op.method} ${op.path}"`);
      for (const parameter of op.parameters)
        expect(page).toContain(`data-search-title="${parameter.name}"`);
      for (const [status] of op.responses)
        expect(page).toMatch(new RegExp(`^\\| \\[\`${status}\`\\]`, 'm'));
      for (const language of [
        'bash\ncurl',
        'js\nconst response',
        'python\nimport requests',
        'go\npackage main',
      ]) {
        expect(page).toContain(`\`\`\`${language}`);
      }
    },
  );

  test(`codes the facts say ${version.release} never sends are marked on their pages`, () => {
    expect([...neverSent.values()].flatMap((codes) => [...codes]).sort()).toEqual(
      expected[version.release].neverSent,
    );
    for (const [operation, codes] of neverSent) {
      const op = spec.operations.find(
        (candidate) => `${candidate.method} ${candidate.path}` === operation,
      );
      expect(op, `${operation} is an operation`).toBeDefined();
      for (const code of codes) expect(op!.responses.map(([status]) => status)).toContain(code);
    }
    for (const op of spec.operations) {
      const codes = neverSent.get(`${op.method} ${op.path}`) ?? new Set();
      const page = rendered.get(`${apiReferenceDir}/${operationSlug(op.operationId)}.mdx`)!;
      for (const [status] of op.responses) {
        const row = page.split('\n').find((line) => line.startsWith(`| [\`${status}\`]`))!;
        expect(
          row.endsWith(codes.has(status) ? 'never sent |' : '| Yes |'),
          `${op.operationId} ${status}`,
        ).toBe(true);
      }
    }
  });

  test("the overview's old-anchor redirects stay in the version", () => {
    const overview = rendered.get(`${apiReferenceDir}/index.mdx`)!;
    const routes = JSON.parse(/operationRoutes=\{(\{.*?\})\}/.exec(overview)![1]) as Record<
      string,
      string
    >;
    expect(Object.keys(routes)).toHaveLength(spec.operations.length);
    for (const route of Object.values(routes)) {
      expect(route.startsWith(`${version.routePrefix}/toolhive/reference/api/`), route).toBe(true);
    }
  });

  test('the overview lists every operation, grouped by tag', () => {
    const overview = rendered.get(`${apiReferenceDir}/index.mdx`)!;
    expect(overview).toContain('slug: "/toolhive/reference/api"');
    for (const op of spec.operations) {
      expect(overview).toContain(`| ${op.method} | \`${op.path}\` | [`);
      expect(overview).toContain(`](/toolhive/reference/api/${operationSlug(op.operationId)}) |`);
    }
  });
});

describe('MDX escaping', () => {
  test('prose outside code cannot be misread by MDX', () => {
    expect(mdxMarkdown('Use <name> or {x} with `thv run <name>`.\n\n```bash\necho {a}\n```')).toBe(
      'Use \\<name\\> or \\{x\\} with `thv run <name>`.\n\n```bash\necho {a}\n```',
    );
  });
});

describe.each(docsVersions)('examples of $release', (version) => {
  const spec = loadApiSpec(version.apiSpecFile);
  const check = bodyChecker();

  const bodies = spec.operations.flatMap((op) => [
    ...Object.values(op.requestBody?.content ?? {}).flatMap((media) =>
      allExamples(media).map(
        (example) =>
          [`${op.operationId} request ${example.name}`, media.schema!, example.value] as const,
      ),
    ),
    ...op.responses.flatMap(([status, response]) =>
      Object.values(response.content ?? {}).flatMap((media) =>
        allExamples(media).map(
          (example) =>
            [
              `${op.operationId} ${status} ${example.name}`,
              media.schema ?? {},
              example.value,
            ] as const,
        ),
      ),
    ),
  ]);

  test('there are examples to check', () => expect(bodies.length).toBeGreaterThan(25));

  test.each(bodies)(
    '%s validates against its schema, with no field the schema lacks (Ajv and the page validator agree)',
    (_, schema, value) => {
      expect(check(closedSchema(schema), value)).toEqual([]);
      expect(validateValue(validationSchema(closedSchema(schema)), value)).toEqual([]);
    },
  );

  test('the page validator finds what Ajv finds in a broken body', () => {
    const create = spec.operations.find((op) => op.operationId === 'createWorkload')!;
    const schema = builderOperation(create).body!.schema;
    const broken = {image: 42, transport: 'websocket', target_port: 70000, secrets: [{name: 1}]};
    const transports = {'v0.1.0': '"stdio", "sse", "streamable-http"', 'v0.0.47': '"stdio", "sse"'};
    expect(check(create.requestBody!.content['application/json'].schema!, broken)).toHaveLength(4);
    expect(validateValue(schema, broken)).toEqual([
      '`image` must be a string, not integer.',
      `\`transport\` must be one of ${transports[version.release]}.`,
      '`target_port` must be at most 65535.',
      '`secrets[0].name` must be a string, not integer.',
    ]);
  });
});

// The samples come from one generator whatever the version, and every operation of the
// older version is also one of the current version's: checking the current version's
// operations covers both without compiling each sample twice.
describe('samples', () => {
  const spec = loadApiSpec(currentVersion.apiSpecFile);
  const thvCommands = thvCommandsOf(currentVersion);

  const samples = spec.operations.map(
    (op) => [op.operationId, buildSamples(exampleRequest(op))] as const,
  );
  const dir = mkdtempSync(path.join(tmpdir(), 'api-samples-'));

  test.each(samples)('%s: curl sample parses (bash -n)', (id, sample) => {
    const file = path.join(dir, `${id}.sh`);
    writeFileSync(file, sample.curl!);
    execFileSync('bash', ['-n', file]);
  });

  test.each(samples)('%s: JavaScript sample parses (node --check)', (id, sample) => {
    const file = path.join(dir, `${id}.mjs`);
    writeFileSync(file, sample.javascript!);
    execFileSync(process.execPath, ['--check', file]);
  });

  test.each(samples)('%s: Python sample compiles', (id, sample) => {
    const file = path.join(dir, `${id}.py`);
    writeFileSync(file, sample.python!);
    execFileSync('python3', ['-m', 'py_compile', file]);
  });

  // Go is not installed on every machine that runs the tests: check the
  // structure the sample relies on instead of compiling it.
  test.each(samples)('%s: Go sample is a complete program with balanced braces', (_, sample) => {
    const go = sample.go!;
    expect(go).toMatch(
      /^package main\n\nimport \(\n(\t"[a-z/]+"\n)+\)\n\nfunc main\(\) \{\n[\s\S]*\n\}$/,
    );
    const withoutStrings = go.replace(/`[^`]*`|"(?:[^"\\]|\\.)*"/g, '""');
    expect(withoutStrings.split('{').length).toBe(withoutStrings.split('}').length);
    for (const name of ['strings', 'io', 'fmt', 'net/http']) {
      const imported = go.includes(`\t"${name}"`);
      const used = withoutStrings.includes(`${name.split('/').at(-1)}.`);
      expect(imported, `${name} imported only when used`).toBe(used);
    }
    const body = go.match(/strings\.NewReader\(`([^`]*)`\)/)?.[1];
    if (body) expect(() => JSON.parse(body)).not.toThrow();
  });

  // What a reader wants from a call: the JSON it answers, the text of the logs, or, for an answer
  // with no body, its status.
  test.each(
    spec.operations.map((op) => [op.operationId, exampleRequest(op).responseBody] as const),
  )('%s: the JavaScript and Python samples print what the answer carries (%s)', (id, body) => {
    const sample = samples.find(([operationId]) => operationId === id)![1];
    const printed = {
      json: ['console.log(await response.json());', 'print(response.json())'],
      text: ['console.log(await response.text());', 'print(response.text)'],
      none: ['console.log(response.status);', 'print(response.status_code)'],
    }[body];
    expect(sample.javascript!.split('\n').at(-1)).toBe(printed[0]);
    expect(sample.python!.split('\n').at(-1)).toBe(printed[1]);
  });

  test('the logs sample prints the logs, not the status', () => {
    const logs = spec.operations.find((op) => op.operationId === 'getWorkloadLogs')!;
    expect(exampleRequest(logs).responseBody).toBe('text');
  });

  test.each(samples.filter(([, sample]) => sample.thv))(
    '%s: thv sample is a real command',
    (_, sample) => {
      for (const words of splitCommands(sample.thv!)) {
        const args = thvArguments(words);
        expect(args, sample.thv).toBeDefined();
        expect(checkThvArguments(args!, thvCommands), sample.thv).toEqual([]);
      }
    },
  );
});

describe('old Redoc anchors', () => {
  const routes = {listClients: '/toolhive/reference/api/list-clients'};
  const tags = {workloads: 'tag-workloads'};
  test.each([
    ['#operation/listClients', '/toolhive/reference/api/list-clients'],
    ['#tag/clients/operation/listClients', '/toolhive/reference/api/list-clients'],
    ['#tag/workloads', '#tag-workloads'],
    ['#tag/Workloads', '#tag-workloads'],
    ['#operation/nothing', undefined],
    ['#conventions', undefined],
  ])('%s → %s', (hash, target) => expect(redirectTarget(hash, routes, tags)).toBe(target));
});

describe('front-matter descriptions', () => {
  test('a long one ends at the last whole sentence that fits', () => {
    expect(wholeSentencesUpTo('One two. Three four five. Six seven eight nine.', 30)).toBe(
      'One two. Three four five.',
    );
  });
  test('a short one is left as it is', () => {
    expect(wholeSentencesUpTo('One two three.', 30)).toBe('One two three.');
  });
  test('one long sentence ends at a word, with an ellipsis', () => {
    expect(wholeSentencesUpTo('aaaa bbbb cccc dddd', 12)).toBe('aaaa bbbb…');
  });
  test('no generated page stops mid-sentence', () => {
    for (const version of docsVersions) {
      const dir = `${version.docsDir}/toolhive/reference/api`;
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.mdx'))) {
        const text = readFileSync(`${dir}/${file}`, 'utf8');
        const description = /^description: "(.*)"$/m.exec(text)?.[1] ?? '';
        expect(description, `${version.release} ${file}`).toMatch(/[.…:)]$|^$/);
      }
    }
  });
});
