import {readFileSync} from 'node:fs';

import {describe, expect, test} from 'vitest';
import {parse} from 'yaml';

import {transformMdx} from '../../plugins/llms-txt/mdxToMarkdown';
import {renderTwin} from '../../plugins/llms-txt/render';
import {docsVersions} from '../../data/docs-versions';
import {exampleManifestOf, fieldNotesOf} from '../../data/k8s-reference-notes';
import sidebars from '../../sidebars';
import {
  chartDefaults,
  chartValues,
  checkHelmSet,
  parseHelmSet,
  valueAt,
} from '../../scripts/lib/chart-values';
import {crdFields} from '../../scripts/lib/crd-fields';
import {
  chartPageFile,
  crdPageFile,
  renderK8sReference,
} from '../../scripts/lib/k8s-reference-pages';
import {mcpServerSchema, validateMCPServer} from '../../scripts/lib/mcpserver-crd';
import {inVersion} from '../../scripts/lib/generated-files';
import {extractCodeBlocks} from './support/docs-files';
import {staleFiles} from './support/stale-files';

const crdPage = readFileSync(crdPageFile, 'utf8');
const chartPage = readFileSync(chartPageFile, 'utf8');
const fields = crdFields();
const values = chartValues();

/** The Markdown of the block (heading section or element) that an anchor opens. */
function blockOf(page: string, anchor: string): string | undefined {
  const heading = page.indexOf(`{#${anchor}}\n`);
  const element = page.indexOf(`<K8sField id="${anchor}" `);
  if (heading < 0 && element < 0) return undefined;
  const start = heading >= 0 ? page.lastIndexOf('\n', heading) + 1 : element;
  const rest = page.slice(start);
  const end = rest.slice(1).search(/\n(#{2,3} |<K8sField )/);
  return end < 0 ? rest : rest.slice(0, end + 1);
}

describe.each(docsVersions)('generated Kubernetes reference of $release', (version) => {
  const generated = inVersion(renderK8sReference(version), version);

  test(`regenerating from ${version.dataDir}/ changes nothing`, () => {
    expect(
      staleFiles(generated),
      'These pages differ from data/: run `npm run gen:k8s` and commit the result.',
    ).toEqual([]);
  });

  test("pages carry the generated marker and their version's sources", () => {
    const sources = {
      [crdPageFile]: `${version.dataDir}/mcpserver-crd.yaml`,
      [chartPageFile]: `${version.dataDir}/operator-chart-values.yaml`,
    };
    for (const [file, source] of Object.entries(sources)) {
      const page = generated.get(
        inVersion(new Map([[file, '']]), version)
          .keys()
          .next().value!,
      )!;
      expect(page, file).toBeDefined();
      expect(
        page.startsWith(`---\n# Generated from ${source} by scripts/gen-k8s-reference.ts.`),
        file,
      ).toBe(true);
      expect(page).toContain(`\ngenerated_from: ${source}\n`);
      expect(page).toContain('\ngenerated_by: scripts/gen-k8s-reference.ts\n');
      expect(page).toContain('\ncustom_edit_url: null\n');
    }
  });
});

describe('generated Kubernetes reference', () => {
  test('both pages are in the Reference sidebar', () => {
    const reference = sidebars.toolhiveSidebar.find(
      (item) => typeof item === 'object' && 'label' in item && item.label === 'Reference',
    ) as {items: unknown[]};
    expect(reference.items).toContain('toolhive/reference/mcpserver-crd');
    expect(reference.items).toContain('toolhive/reference/operator-chart-values');
  });
});

/** The page's Markdown twin, as the llms-txt plugin writes it. */
function twinOf(file: string, source: string): string {
  const warnings: string[] = [];
  const {tree} = transformMdx(source, {
    filePath: file,
    resolveUrl: (url) => url,
    scope: {},
    warn: (message) => warnings.push(message),
  });
  expect(warnings).toEqual([]);
  return renderTwin(tree, 'title', 'https://docs.example.com/page');
}

describe('MCPServer reference', () => {
  test('the Markdown twin names every field path', () => {
    const twin = twinOf(crdPageFile, crdPage);
    for (const field of fields) expect(twin).toContain(`\`${field.path}\``);
    const chartTwin = twinOf(chartPageFile, chartPage);
    for (const value of values) expect(chartTwin).toContain(`\`${value.path}\``);
  });

  test('walking spec and status without podTemplateSpec gives the 62 field paths', () => {
    expect(fields).toHaveLength(62);
    expect(fields.map((f) => f.path)).toContain('spec.oidcConfig.inline.issuer');
    expect(fields.map((f) => f.path)).toContain('status.conditions[].reason');
    expect(fields.some((f) => f.path.startsWith('spec.podTemplateSpec.'))).toBe(false);
  });

  test('anchors are unique', () => {
    const anchors = fields.map((f) => f.anchor);
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  test.each(fields.map((f) => [f.path, f] as const))(
    '%s has an anchor, a description and its facts on the page',
    (path, field) => {
      const block = blockOf(crdPage, field.anchor);
      expect(block, `no element or heading with the anchor ${field.anchor}`).toBeDefined();
      if (field.depth > 1) {
        expect(block).toContain(`<K8sField id="${field.anchor}" path="${path}" `);
      } else {
        expect(block).toContain(`### \`${path}\``);
      }
      const description = field.schema.description?.split('\n')[0].trim();
      expect(description, `${path} has no description in the CRD`).toBeTruthy();
      expect(block).toContain(description!.replace(/[<>{}*_[\]]/g, '\\$&').slice(0, 30));
      // A required field with a default may be left out (the API server fills it in first).
      const required = !field.required
        ? 'no'
        : field.schema.default === undefined
          ? 'yes'
          : 'yes, filled in with its default when left out';
      expect(block).toMatch(new RegExp(`\\*\\*Required:\\*\\* ${required}( ·|\\n)`));
      if (field.schema.default !== undefined) {
        expect(block).toContain(`**Default:** \`${String(field.schema.default)}\``);
      }
      for (const allowed of field.schema.enum ?? [])
        expect(block).toContain(`\`${String(allowed)}\``);
      if (field.schema.maximum !== undefined) expect(block).toContain(String(field.schema.maximum));
      if (field.schema.pattern) expect(block).toContain(field.schema.pattern);
    },
  );

  test('podTemplateSpec links to the Kubernetes API reference instead of being expanded', () => {
    expect(blockOf(crdPage, 'spec-podtemplatespec')).toContain(
      '(https://kubernetes.io/docs/reference/kubernetes-api/workload-resources/pod-template-v1/#PodTemplateSpec)',
    );
    expect(blockOf(crdPage, 'spec-resources-limits-cpu')).toContain('common-definitions/quantity/');
  });

  test.each(docsVersions)(
    'every errata note of $release names a real field and shows under it',
    (version) => {
      const page = readFileSync(`${version.docsDir}/${crdPageFile.slice('docs/'.length)}`, 'utf8');
      const versionFields = crdFields(mcpServerSchema(version));
      const paths = new Set(['spec', 'status', ...versionFields.map((f) => f.path)]);
      const notes = fieldNotesOf(version);
      for (const [path, text] of Object.entries(notes)) {
        expect(paths.has(path), `note for unknown field ${path}`).toBe(true);
        if (path.includes('.')) {
          const block = blockOf(page, versionFields.find((f) => f.path === path)!.anchor);
          expect(block).toContain(`:::note[ToolHive ${version.release}]`);
          expect(block).toContain(text.slice(0, 40));
        }
      }
      expect(blockOf(page, 'spec-oidcconfig-kubernetes-serviceaccount')).toContain('`default`');
    },
  );

  test('v0.1.0 notes say what changed: streamable-http, secretKeyRef secrets', () => {
    const [current] = docsVersions;
    expect(current.release).toBe('v0.1.0');
    const notes = fieldNotesOf(current);
    expect(notes['spec.transport']).toContain('streamable-http');
    expect(notes['spec.secrets']).toContain('secretKeyRef');
    expect(notes['spec.secrets']).not.toContain('read from the v0.0.47 source');
  });

  test.each(docsVersions)(
    'the example manifest at the top of $release is valid against its CRD',
    (version) => {
      const manifest = exampleManifestOf(version);
      expect(validateMCPServer(parse(manifest), version)).toEqual([]);
      const page = readFileSync(`${version.docsDir}/${crdPageFile.slice('docs/'.length)}`, 'utf8');
      const example = extractCodeBlocks(page)[0];
      expect(example.meta).toBe('title="github.yaml"');
      expect(`${example.code}\n`).toBe(manifest);
    },
  );

  test.each(docsVersions)(
    'the example of $release sets an issuer the kind and kubeadm clusters use',
    (version) => {
      const manifest = parse(exampleManifestOf(version));
      expect(manifest.spec.oidcConfig.kubernetes.issuer).toBe(
        'https://kubernetes.default.svc.cluster.local',
      );
      // The v0.0.47 operator cannot deliver spec.secrets (see its field note).
      expect(Boolean(manifest.spec.secrets)).toBe(version.release !== 'v0.0.47');
    },
  );
});

/** The argument of each `--set` in the page's bash blocks, as written: one word, quoted or not. */
function setWords(page: string): string[] {
  return extractCodeBlocks(page)
    .filter((block) => block.language === 'bash')
    .flatMap((block) => [...block.code.matchAll(/--set ('[^']*'|\S+)/g)].map((match) => match[1]));
}

/** A word as the shell passes it on: single quotes taken off. */
function unquoted(word: string): string {
  return word.replace(/^'(.*)'$/, '$1');
}

describe('operator chart values reference', () => {
  const defaults = chartDefaults();

  /** Every leaf of the values, as dotted paths through maps. */
  function leaves(node: unknown, prefix: string[] = []): string[] {
    if (node && typeof node === 'object' && !Array.isArray(node) && Object.keys(node).length > 0) {
      return Object.entries(node).flatMap(([key, child]) => leaves(child, [...prefix, key]));
    }
    return [prefix.join('.')];
  }

  test('every value is documented by itself or by the key that holds it', () => {
    const documented = values.map((v) => v.path);
    const undocumented = leaves(defaults).filter(
      (leaf) => !documented.some((path) => leaf === path || leaf.startsWith(`${path}.`)),
    );
    expect(undocumented).toEqual([]);
    expect(documented).toContain('operator.toolhiveRunnerImage');
    expect(documented).toContain('operator.rbac.allowedNamespaces');
    expect(documented).toContain('operator.leaderElectionRole.binding.name');
  });

  test.each(values.map((v) => [v.path, v] as const))(
    '%s has an anchor, its description, type and default on the page',
    (path, value) => {
      const block = blockOf(chartPage, value.anchor);
      expect(block, `no element or heading with the anchor ${value.anchor}`).toBeDefined();
      expect(block).toMatch(
        new RegExp(`### \`${path}\`|<K8sField id="${value.anchor}" path="${path}" `),
      );
      expect(value.description).not.toBe('');
      expect(block).toContain(value.description.split('\n')[0].slice(0, 30));
      expect(block).toContain(`**Type:** ${value.type}`);
      expect(valueAt(defaults, path.split('.'))).toEqual(value.value);
    },
  );

  test('the chart and app versions are on the page', () => {
    expect(chartPage).toContain('| `toolhive-operator` | 0.0.11 | 0.0.45 |');
    // The CRD chart's appVersion is what `helm show chart` prints, though no ToolHive release.
    expect(chartPage).toMatch(
      /\| `toolhive-operator-crds` \| 0\.0\.\d+ \| 0\.0\.1, which Helm shows but nothing uses: the chart installs only the MCPServer CRD, no image \|/,
    );
    expect(chartPage).toContain('-f values.yaml');
  });

  test('every --set example on the page names a value of the chart with a fitting type', () => {
    const examples = setWords(chartPage).map(unquoted);
    expect(examples.length).toBeGreaterThanOrEqual(15);
    const problems = examples.flatMap((example) => checkHelmSet(example, defaults));
    expect(problems).toEqual([]);
  });

  test('every --set example reaches Helm as one word: the shell expands braces and globs brackets', () => {
    const bare = setWords(chartPage).filter((word) => !word.startsWith("'"));
    expect(bare.length).toBeGreaterThanOrEqual(15);
    expect(bare.filter((word) => /[{}[\]*?]/.test(word))).toEqual([]);
    expect(chartPage).toContain("--set 'operator.rbac.allowedNamespaces={team-a,team-b}'");
  });

  test('imagePullSecrets is set as objects: the chart copies the list into the pod spec', () => {
    const examples = setWords(chartPage).map(unquoted);
    expect(examples.filter((example) => example.startsWith('operator.imagePullSecrets='))).toEqual(
      [],
    );
    expect(chartPage).toContain("`--set 'operator.imagePullSecrets[0].name=ghcr-pull'`");
  });

  test('every values snippet on the page parses to the chart default', () => {
    const snippets = extractCodeBlocks(chartPage).filter((block) => block.language === 'yaml');
    const shown = values.filter((v) => !values.some((o) => o.path.startsWith(`${v.path}.`)));
    expect(snippets).toHaveLength(shown.length);
    shown.forEach((value, index) => {
      const keyPath = value.path.split('.');
      expect(valueAt(parse(snippets[index].code), keyPath), value.path).toEqual(
        valueAt(defaults, keyPath),
      );
    });
  });
});

describe('parseHelmSet', () => {
  test('reads Helm types', () => {
    expect(parseHelmSet('operator.replicaCount=2')).toEqual({
      keyPath: ['operator', 'replicaCount'],
      value: 2,
    });
    expect(parseHelmSet('a.b=true').value).toBe(true);
    expect(parseHelmSet('a={x,y}').value).toEqual(['x', 'y']);
    expect(parseHelmSet('a\\.b.c=v').keyPath).toEqual(['a.b', 'c']);
  });

  test('rejects unknown keys and wrong types', () => {
    const defaults = chartDefaults();
    expect(checkHelmSet('operator.replicas=2', defaults)).toEqual([
      'operator.replicas: no such value in the chart',
    ]);
    expect(checkHelmSet('operator.replicaCount=two', defaults)).toEqual([
      'operator.replicaCount: the chart has a integer, the example sets a string',
    ]);
    expect(checkHelmSet('operator.rbac.allowedNamespaces={a}', defaults)).toEqual([]);
    expect(() => parseHelmSet('operator.replicaCount')).toThrow(/key=value/);
  });
});
