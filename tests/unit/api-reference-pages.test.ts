import {execFileSync} from 'node:child_process';
import {mkdtempSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {describe, expect, test} from 'vitest';

import facts from '../../data/v0.0.47/toolhive-api-facts.json';
import {thvCommands} from '../../data/thv-commands';
import {bodyChecker, closedSchema, validationSchema} from '../../scripts/lib/api-bodies';
import {
  apiReferenceDir,
  builderOperation,
  exampleRequest,
  mdxMarkdown,
  renderApiReference,
} from '../../scripts/lib/api-reference-pages';
import {
  allExamples,
  codesNeverSent,
  loadApiSpec,
  operationSlug,
} from '../../scripts/lib/openapi-spec';
import {checkThvArguments, splitCommands, thvArguments} from '../../scripts/lib/thv-command-lines';
import {redirectTarget} from '../../src/components/ApiAnchorRedirect/redirectTarget';
import {buildSamples} from '../../src/components/ApiRequestBuilder/samples';
import {validateValue} from '../../src/components/ApiRequestBuilder/validate';
import {staleFiles} from './support/stale-files';

const spec = loadApiSpec();
const neverSent = codesNeverSent(facts);
const generated = renderApiReference(spec, neverSent);

describe('generated API reference', () => {
  test('regenerating from the OpenAPI document changes nothing', () => {
    expect(
      staleFiles(generated),
      'These pages differ from static/api-specs/toolhive-api.yaml: run `npm run gen:api` and commit the result.',
    ).toEqual([]);
  });

  test('every operation has a page and every page an operation', () => {
    const pages = readdirSync(apiReferenceDir)
      .filter((name) => /\.mdx?$/.test(name))
      .sort();
    const expected = [
      'index.mdx',
      ...spec.operations.map((op) => `${operationSlug(op.operationId)}.mdx`),
    ].sort();
    expect(pages).toEqual(expected);
    expect(spec.operations).toHaveLength(facts.operationCount);
  });

  test.each(spec.operations.map((op) => [op.operationId, op] as const))(
    '%s: page shows method, path, parameters, every status code and the samples',
    (_, op) => {
      const page = generated.get(`${apiReferenceDir}/${operationSlug(op.operationId)}.mdx`)!;
      expect(page).toContain('generated_from: static/api-specs/toolhive-api.yaml\n');
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

  test('codes the facts say v0.0.47 never sends are marked on their pages', () => {
    expect([...neverSent.values()].flatMap((codes) => [...codes]).sort()).toEqual(['204', '409']);
    for (const op of spec.operations) {
      const codes = neverSent.get(`${op.method} ${op.path}`) ?? new Set();
      const page = generated.get(`${apiReferenceDir}/${operationSlug(op.operationId)}.mdx`)!;
      for (const [status] of op.responses) {
        const row = page.split('\n').find((line) => line.startsWith(`| [\`${status}\`]`))!;
        expect(
          row.endsWith(codes.has(status) ? 'never sent |' : '| Yes |'),
          `${op.operationId} ${status}`,
        ).toBe(true);
      }
    }
  });

  test('the overview lists every operation, grouped by tag', () => {
    const overview = generated.get(`${apiReferenceDir}/index.mdx`)!;
    expect(overview).toContain('slug: "/toolhive/reference/api"');
    for (const op of spec.operations) {
      expect(overview).toContain(`| ${op.method} | \`${op.path}\` | [`);
      expect(overview).toContain(`](/toolhive/reference/api/${operationSlug(op.operationId)}) |`);
    }
  });

  test('prose outside code cannot be misread by MDX', () => {
    expect(mdxMarkdown('Use <name> or {x} with `thv run <name>`.\n\n```bash\necho {a}\n```')).toBe(
      'Use \\<name\\> or \\{x\\} with `thv run <name>`.\n\n```bash\necho {a}\n```',
    );
  });
});

describe('examples and samples', () => {
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
    expect(check(create.requestBody!.content['application/json'].schema!, broken)).toHaveLength(4);
    expect(validateValue(schema, broken)).toEqual([
      '`image` must be a string, not integer.',
      '`transport` must be one of "stdio", "sse".',
      '`target_port` must be at most 65535.',
      '`secrets[0].name` must be a string, not integer.',
    ]);
  });

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
