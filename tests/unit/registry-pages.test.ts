import {readFileSync, readdirSync} from 'node:fs';

import {parse} from 'yaml';
import {describe, expect, test} from 'vitest';

import {
  isolateNetworkNotes,
  kubernetesAsRoot,
  registryRunNoteOf,
  registryRunNotes,
} from '../../data/registry-run-notes';
import {thvCommandsOf} from '../../data/thv-commands';
import {
  registryDocIdBase,
  registryFileOf,
  registryOf,
  registryServers,
  serversOf,
  type Registry,
  type RegistryServer,
} from '../../data/toolhive-registry';
import {toolhiveVersion} from '../../data/toolhive-version';
import sidebars from '../../sidebars';
import {mcpServerApiVersion, validateMCPServer} from '../../scripts/lib/mcpserver-crd';
import {
  builtinProfileFor,
  fileAccessWords,
  filterTerms,
  kubernetesTargetPort,
  filterTermsFile,
  generatedMarkerOf,
  mcpServerManifest,
  networkRulesNote,
  networkWords,
  placeholderArgs,
  readerRunParts,
  registryDir,
  renderIndexPage,
  renderRegistryPages,
  renderServerPage,
  runFlags,
  secretName,
  secretSetCommands,
  toolAnchor,
} from '../../scripts/lib/registry-pages';
import {shellWord} from '../../scripts/lib/shell-word';
import {
  checkMarkdown,
  commandLines,
  extractShellBlocks,
  splitCommands,
  thvArguments,
} from '../../scripts/lib/thv-command-lines';
import {registryCategoryOf, serverItems} from '../../sidebars/registry';
import {
  currentVersion,
  docsVersions,
  olderVersion,
  type DocsVersion,
} from '../../data/docs-versions';
import {inVersion} from '../../scripts/lib/generated-files';
import {
  asServed,
  transportCorrectionOf,
  transportCorrections,
} from '../../data/registry-transport-corrections';
import {staleFiles} from './support/stale-files';

const context = {
  toolhiveVersion,
  registryFile: registryFileOf(currentVersion),
  mcpServerApiVersion: mcpServerApiVersion(),
};
// The word and edge-case tests below use entries of v0.0.47's registry, whose values they quote.
const olderServers = serversOf(registryOf(olderVersion));
const readPage = (name: string) =>
  readFileSync(`${olderVersion.docsDir}/toolhive/registry/${name}.mdx`, 'utf8');
const byName = (name: string) => olderServers.find((server) => server.name === name)!;

/** What each release's catalogue holds, from its registry.json. */
const expectedCatalogue: Record<
  DocsVersion['release'],
  {servers: number; updated: string; githubRow: string}
> = {
  'v0.1.0': {servers: 34, updated: '2025-06-26', githubRow: '| 16,397 | 5,000 | 2025-06-26 |'},
  'v0.0.47': {servers: 31, updated: '2025-06-12', githubRow: '| 15,338 | 5,000 | 2025-06-12 |'},
};

/** A variable's row in a page's variables table, if it has one. */
function variableRow(page: string, variable: string): string | undefined {
  return page.split('\n').find((line) => line.startsWith(`| \`${variable}\` |`));
}

/** The `thv` commands of a page's shell blocks, as argument lists. */
function thvArgsOf(page: string): string[][] {
  return extractShellBlocks(page)
    .flatMap(commandLines)
    .flatMap((line) => splitCommands(line.text))
    .map(thvArguments)
    .filter((args): args is string[] => args !== undefined);
}

/** How a `thv run` of a server by its name ends: the name, then any arguments after `--`. */
function runTail(name: string, args: readonly string[]): string[] {
  return args.length > 0 ? [name, '--', ...args] : [name];
}

/** The YAML manifest block of a page, parsed. */
function manifestOf(page: string, name: string): unknown {
  const block = new RegExp(`\`\`\`yaml title="${name}\\.yaml"\\n([\\s\\S]*?)\\n\`\`\``).exec(page);
  expect(block, `${name}: manifest block`).not.toBeNull();
  return parse(block![1]);
}

describe.each(docsVersions)('generated server catalogue, $release', (version) => {
  const registry = registryOf(version);
  const versionServers = serversOf(registry);
  const servers = versionServers.map((server) => [server.name, server] as const);
  const dir = `${version.docsDir}/${registryDir.slice('docs/'.length)}`;
  const readPage = (name: string) => readFileSync(`${dir}/${name}.mdx`, 'utf8');
  const byName = (name: string) => versionServers.find((server) => server.name === name)!;
  const versionContext = {
    toolhiveVersion: version.release,
    registryFile: registryFileOf(version),
    mcpServerApiVersion: mcpServerApiVersion(version),
  };
  const generated = inVersion(renderRegistryPages(registry, versionContext), version);
  const expected = expectedCatalogue[version.release];

  test("regenerating from the version's registry.json changes nothing", () => {
    expect(
      staleFiles(generated),
      'These pages differ from the registry data: run `npm run gen:registry` and commit the result.',
    ).toEqual([]);
  });

  test('rendering is deterministic', () => {
    expect(inVersion(renderRegistryPages(registry, versionContext), version)).toEqual(generated);
  });

  test('every server has a page and every page a server', () => {
    expect(versionServers).toHaveLength(expected.servers);
    const files = readdirSync(dir).filter((name) => /\.mdx?$/.test(name));
    expect(
      files.sort(),
      'Pages and servers differ: run `npm run gen:registry` (it also removes pages of dropped servers).',
    ).toEqual(['index.mdx', ...versionServers.map((server) => `${server.name}.mdx`)].sort());
  });

  test('the index counts the servers whose run command passes a stored secret', () => {
    const index = readFileSync(`${dir}/index.mdx`, 'utf8');
    const runsWithSecret = versionServers.filter((server) => {
      const page = readPage(server.name);
      const run = /```bash\n(thv run[\s\S]*?)\n```/.exec(page);
      return run !== null && run[1].includes('--secret ');
    }).length;
    expect(runsWithSecret).toBeGreaterThan(0);
    expect(index).toContain(`Of these servers, ${runsWithSecret} need a token or key`);
  });

  test('the index names its registry data in its marker and front matter', () => {
    const index = readFileSync(`${dir}/index.mdx`, 'utf8');
    expect(index.startsWith(`---\n${generatedMarkerOf(registryFileOf(version))}\n`)).toBe(true);
    expect(index).toContain(`\ngenerated_from: ${registryFileOf(version)}\n`);
  });

  test.each(servers)('%s: front matter says where the page comes from', (name, server) => {
    const page = readPage(name);
    expect(page.startsWith(`---\n${generatedMarkerOf(registryFileOf(version))}\n`)).toBe(true);
    expect(page).toContain(`\ntitle: "${name} MCP server"\n`);
    expect(page).toContain(`\nsidebar_label: "${name}"\n`);
    expect(page).toContain(`\ngenerated_from: ${registryFileOf(version)}\n`);
    expect(page).toContain('\ngenerated_by: scripts/gen-registry.ts\n');
    expect(page).toContain('\ncustom_edit_url: null\n');
    expect(page).toContain(`\n# ${name} MCP server\n`);
    const description = JSON.parse(/\ndescription: (".*")\n/.exec(page)![1]) as string;
    expect(description).toContain(` ${name} MCP server `);
    const keywords = JSON.parse(/\nkeywords: (\[.*\])\n/.exec(page)![1]) as string[];
    for (const word of [name, ...(server.tags ?? []), ...(server.tools ?? [])]) {
      expect(keywords).toContain(word);
    }
  });

  test.each(servers)('%s: every thv command passes the check against the CLI data', (name) => {
    const page = readPage(name);
    const {checked, problems} = checkMarkdown(page, thvCommandsOf(version));
    expect(problems).toEqual([]);
    const server = byName(name);
    const expected = secretSetCommands(server).length + 1 + (server.provenance ? 1 : 0);
    expect(checked).toBe(expected);
  });

  test.each(servers)(
    '%s: the run command passes each required variable, secrets with --secret',
    (name, server) => {
      const page = readPage(name);
      const commands = thvArgsOf(page);
      const run = commands.find((args) => args[0] === 'run' && !args.includes('enabled'))!;
      if (placeholderArgs(server).length > 0) {
        // A placeholder argument cannot be replaced on a registry run: the page runs the image.
        expect(run).toContain(server.image);
        expect(run.join(' ')).toContain(`--name ${name}`);
        expect(run).not.toContain(placeholderArgs(server)[0]);
      } else {
        // The server's name, then any arguments its run note passes after `--`.
        const tail = runTail(name, registryRunNoteOf(name, version.release)?.args ?? []);
        expect(run.slice(-tail.length)).toEqual(tail);
      }
      const sets = commands.filter((args) => args[0] === 'secret').map((args) => args[2]);
      // Optional variables a server needs to be of use (atlassian: one product) come from its note.
      const noteFlags = registryRunNoteOf(name, version.release)?.flags ?? [];
      const setByNote = (variable: {name: string}) =>
        noteFlags.some(
          (flag) =>
            flag.startsWith(`-e ${variable.name}=`) || flag.endsWith(`,target=${variable.name}`),
        );
      for (const variable of server.env_vars ?? []) {
        const secretFlag = `${secretName(variable)},target=${variable.name}`;
        // The shell's word, quotes taken off: `-e NAME='<value>'` on the page.
        const envFlag = `${variable.name}=<value>`;
        if (!variable.required && setByNote(variable)) {
          expect(noteFlags.every((flag) => run.join(' ').includes(flag))).toBe(true);
          // From v0.0.48 a new installation has no secrets provider until `thv secret setup`.
          if (variable.secret && version.release !== 'v0.0.47') {
            expect(page).toContain('first run `thv secret setup`');
          }
        } else if (!variable.required) {
          expect(run).not.toContain(secretFlag);
          expect(run).not.toContain(envFlag);
        } else if (variable.secret) {
          expect(run.join(' ')).toContain(`--secret ${secretFlag}`);
          expect(sets).toContain(secretName(variable));
        } else {
          expect(run.join(' ')).toContain(`-e ${envFlag}`);
        }
      }
      expect(sets).toHaveLength(
        (server.env_vars ?? []).filter((variable) => variable.required && variable.secret).length,
      );
    },
  );

  test.each(servers)('%s: the MCPServer manifest is valid against the CRD', (name, entry) => {
    // The transport the image serves, where the registry entry has it wrong.
    const server = asServed(version.release, entry);
    const manifest = manifestOf(readPage(name), name);
    expect(validateMCPServer(manifest, version)).toEqual([]);
    expect(manifest).toEqual(
      mcpServerManifest(server, mcpServerApiVersion(version), version.release),
    );
    const spec = (manifest as ReturnType<typeof mcpServerManifest>).spec;
    expect(spec.image).toBe(server.image);
    expect(spec.transport).toBe(server.transport);
    // Every non-stdio server gets a target port outside the NodePort range: its entry's, or ours.
    if (server.transport === 'stdio') expect(spec.targetPort).toBeUndefined();
    else {
      expect(spec.targetPort).toBe(server.target_port ?? kubernetesTargetPort);
      expect(spec.targetPort! < 30000 || spec.targetPort! > 32767).toBe(true);
    }
    // The required variables, and the optional ones with a default (nothing else fills it in).
    const required = (server.env_vars ?? []).filter(
      (variable) => variable.required || (variable.default !== undefined && !variable.secret),
    );
    for (const variable of required.filter((item) => !item.required)) {
      const set = [...(spec.env ?? []), ...(spec.podTemplateSpec?.spec.containers[0].env ?? [])];
      expect(set).toContainEqual({name: variable.name, value: variable.default});
    }
    if (version.release === 'v0.0.47') {
      // No v0.0.47 operator delivers spec.secrets, and the chart's v0.0.45 operator loses spec.env:
      // the variables go on the mcp container, secrets through secretKeyRef.
      expect(spec.secrets).toBeUndefined();
      expect(spec.env).toBeUndefined();
      const env = spec.podTemplateSpec?.spec.containers[0].env ?? [];
      expect(env.map((variable) => variable.name)).toEqual(
        required.map((variable) => variable.name),
      );
      for (const variable of required) {
        const entry = env.find((item) => item.name === variable.name)!;
        expect('valueFrom' in entry).toBe(Boolean(variable.secret));
      }
      if (required.length > 0) expect(spec.podTemplateSpec?.spec.containers[0].name).toBe('mcp');
      return;
    }
    expect((spec.secrets ?? []).map((secret) => secret.targetEnvName)).toEqual(
      required.filter((variable) => variable.secret).map((variable) => variable.name),
    );
    expect((spec.env ?? []).map((variable) => variable.name)).toEqual(
      required.filter((variable) => !variable.secret).map((variable) => variable.name),
    );
  });

  test.each(servers)(
    '%s: a manifest with spec.env or spec.secrets says the default operator cannot deliver it',
    (name) => {
      const page = readPage(name);
      const spec = (manifestOf(page, name) as ReturnType<typeof mcpServerManifest>).spec;
      const kubernetes = page.slice(page.indexOf('{#kubernetes}'));
      // The chart's default operator is v0.0.45: it loses spec.env and cannot resolve spec.secrets.
      expect(kubernetes.includes('`spec.env`'), `${name}: spec.env note`).toBe(Boolean(spec.env));
      expect(kubernetes.includes('`spec.secrets`'), `${name}: spec.secrets note`).toBe(
        Boolean(spec.secrets),
      );
      if (spec.env) expect(kubernetes).toContain('v0.0.45');
    },
  );

  test.each(servers)(
    '%s: runs with the transport its image serves, even where the registry entry is wrong',
    (name, entry) => {
      const page = readPage(name);
      const correction = transportCorrectionOf(version.release, entry);
      const run = thvArgsOf(page)
        .find((args) => args[0] === 'run' && !args.includes('enabled'))!
        .join(' ');
      const manifest = manifestOf(page, name) as ReturnType<typeof mcpServerManifest>;
      if (!correction) {
        // thv's own flag; the server's arguments after `--` may name a transport of their own.
        expect(run.split(' -- ')[0]).not.toContain('--transport');
        expect(manifest.spec.transport).toBe(entry.transport);
        return;
      }
      expect(run).toContain(`--transport ${correction.transport}`);
      expect(run).toContain(`--target-port ${correction.targetPort}`);
      expect(manifest.spec.transport).toBe(correction.transport);
      expect(manifest.spec.targetPort).toBe(correction.targetPort);
      expect(page).toContain(`says \`${entry.transport}\` instead`);
    },
  );

  test('each transport correction changes what its registry entry says', () => {
    for (const correction of transportCorrections.filter(
      (item) => item.release === version.release,
    )) {
      const entry = byName(correction.server);
      expect(entry, correction.server).toBeDefined();
      expect(
        entry.transport !== correction.transport || entry.target_port !== correction.targetPort,
      ).toBe(true);
      expect(readPage('index')).toContain(`[${correction.server}](`);
    }
  });

  test('each run note names a server of the registry and shows on its page only, in its release', () => {
    for (const [name, runNotes] of Object.entries(registryRunNotes)) {
      const runNote = runNotes.find(
        (candidate) => candidate.release === undefined || candidate.release === version.release,
      );
      // mongodb, notion and playwright came after v0.0.47
      if (!byName(name)) {
        expect(
          version.release === 'v0.0.47' && ['mongodb', 'notion', 'playwright'].includes(name),
        ).toBe(true);
        continue;
      }
      const page = readPage(name);
      // A release's own note wins over the general one, wherever it is in the list.
      const own = runNotes.find((candidate) => candidate.release === version.release);
      if (own) expect(runNote, name).toBe(own);
      for (const other of runNotes.filter((candidate) => candidate !== runNote)) {
        for (const text of [other.note, other.kubernetes]) {
          if (text && !runNote?.note?.includes(text) && !runNote?.kubernetes?.includes(text))
            expect(page, name).not.toContain(text);
        }
      }
      if (!runNote) continue;
      const {note, flags = [], args = [], kubernetesArgs = [], kubernetes} = runNote;
      expect(note ?? kubernetes, name).toBeDefined();
      if (note) expect(page).toContain(note);
      if (kubernetes) expect(page).toContain(kubernetes);
      for (const flag of flags) expect(page).toContain(`  ${flag} \\`);
      if (args.length > 0) {
        const runs = thvArgsOf(page).filter((command) => command[0] === 'run');
        expect(
          runs.some((command) => command.join(' ').endsWith(`${name} -- ${args.join(' ')}`)),
          name,
        ).toBe(true);
      }
      const manifest = manifestOf(page, name) as ReturnType<typeof mcpServerManifest>;
      if (kubernetesArgs.length > 0)
        expect(manifest.spec.args?.slice(-kubernetesArgs.length)).toEqual(kubernetesArgs);
    }
    const others = versionServers.filter((server) => !Object.hasOwn(registryRunNotes, server.name));
    for (const server of others) {
      for (const {note, kubernetes} of Object.values(registryRunNotes).flat()) {
        for (const text of [note, kubernetes].filter(Boolean))
          expect(readPage(server.name)).not.toContain(text);
      }
    }
  });

  test.each(servers)(
    '%s: every command that runs the server by its name has what the run command needs to work',
    (name, server) => {
      const {flags, args} = readerRunParts(version.release, server);
      const runs = thvArgsOf(readPage(name)).filter(
        (command) => command[0] === 'run' && command.includes(name),
      );
      if (placeholderArgs(server).length > 0) return;
      expect(runs.length).toBeGreaterThanOrEqual(1);
      for (const run of runs) {
        const line = run.join(' ');
        for (const flag of flags) expect(line, line).toContain(flag);
        const tail = runTail(name, args);
        expect(run.slice(-tail.length), line).toEqual(tail);
      }
      // The network note's example is a whole command only where the name alone would do: no
      // flags of a correction or run note, no arguments, no variable the server needs.
      const note = networkRulesNote(version.release, server).join('\n');
      if (flags.length > 0 || args.length > 0 || runFlags(server).length > 0) {
        expect(note).not.toContain(`thv run --isolate-network ${name}`);
      }
    },
  );

  test.each(servers)(
    '%s: the network note names the port an isolated server takes besides its own',
    (_name, server) => {
      const note = networkRulesNote(version.release, server).join('\n');
      const served = asServed(version.release, server);
      const ingress =
        version.release !== 'v0.0.47' && served.transport !== 'stdio' && served.target_port
          ? served.target_port + 1
          : undefined;
      if (ingress === undefined) expect(note).not.toContain('ingress container');
      else expect(note).toContain(`takes port ${ingress} on your computer`);
    },
  );

  test('a profile that mounts a folder a computer may lack says to create it first', () => {
    const postgres = readPage('postgres');
    expect(postgres).toContain('with this profile, create `/tmp/db` on your computer');
    expect(postgres).toContain('`mkdir -p /tmp/db`');
    // Every computer that runs ToolHive has /tmp.
    expect(readPage('filesystem')).not.toContain('with this profile, create');
  });

  test('arguments after -- are quoted where the shell would read them otherwise', () => {
    if (byName('playwright')) expect(readPage('playwright')).toContain("--allowed-hosts '*'");
    expect(shellWord('/tmp')).toBe('/tmp');
    expect(shellWord('0.0.0.0')).toBe('0.0.0.0');
    expect(shellWord('postgresql://<user>@<host>/<db>')).toBe("'postgresql://<user>@<host>/<db>'");
    expect(shellWord('*')).toBe("'*'");
    expect(shellWord('$HOME')).toBe("'$HOME'");
    expect(shellWord('a b')).toBe("'a b'");
    expect(shellWord("it's")).toBe("'it'\\''s'");
    expect(shellWord('`id`')).toBe("'`id`'");
    expect(shellWord('')).toBe("''");
  });

  test('a server whose image starts only as root runs as root in its manifest, and no other does', () => {
    for (const server of versionServers) {
      const manifest = manifestOf(readPage(server.name), server.name) as ReturnType<
        typeof mcpServerManifest
      >;
      const pod = manifest.spec.podTemplateSpec?.spec;
      const container = pod?.containers[0];
      if (kubernetesAsRoot.has(server.name)) {
        expect(pod?.securityContext?.runAsUser, server.name).toBe(0);
        expect(container?.securityContext?.runAsUser, server.name).toBe(0);
        expect(container?.securityContext?.runAsNonRoot, server.name).toBe(false);
        expect(container?.securityContext?.capabilities.drop, server.name).toEqual(['ALL']);
        expect(container?.securityContext?.allowPrivilegeEscalation, server.name).toBe(false);
        expect(readPage(server.name)).toContain('the manifest runs the `mcp` container as root');
      } else {
        expect(pod?.securityContext, server.name).toBeUndefined();
        expect(container?.securityContext, server.name).toBeUndefined();
      }
    }
    for (const name of kubernetesAsRoot) expect(byName(name), name).toBeDefined();
  });

  test('a manifest that cannot start as written asks for the changes before the apply command', () => {
    let incomplete = 0;
    for (const server of versionServers) {
      const page = readPage(server.name);
      const before = page.slice(0, page.indexOf('kubectl apply -f'));
      if (registryRunNoteOf(server.name, version.release)?.kubernetesIncomplete) {
        incomplete += 1;
        expect(before, server.name).toContain(
          'Make the changes the notes below ask for, then apply it',
        );
      } else {
        expect(before, server.name).toMatch(/Apply it and watch the server start:\n\n```bash\n$/);
      }
    }
    expect(incomplete).toBeGreaterThan(0);
  });

  test("the --isolate-network sentence puts the flag before the server's arguments, where thv reads it", () => {
    for (const server of versionServers) {
      const {args} = readerRunParts(version.release, server);
      if (args.length === 0 || placeholderArgs(server).length > 0) continue;
      // v0.0.47 has no --isolate-network.
      expect(readPage(server.name).includes('`--isolate-network` added before'), server.name).toBe(
        version.release !== 'v0.0.47',
      );
      if (version.release === 'v0.0.47') continue;
      expect(readPage(server.name), server.name).toContain(
        `\`--isolate-network\` added before \`${server.name} --\``,
      );
    }
  });

  test('a server that --isolate-network breaks says so where the flag exists', () => {
    for (const [name, note] of Object.entries(isolateNetworkNotes)) {
      if (version.release === 'v0.0.47' && !byName(name)) continue;
      expect(byName(name), name).toBeDefined();
      const said = readPage(name).includes(note);
      expect(said, name).toBe(version.release !== 'v0.0.47');
    }
  });

  test('the provenance section does not say that warn never stops a run', () => {
    // warn stops the run when the check cannot complete (retriever.go verifyImage).
    const github = readPage('github');
    expect(github).toContain('an image that fails the check runs after a warning');
    expect(github).not.toContain('only prints a warning');
  });

  test.each(servers)(
    '%s: a listed variable that ToolHive sets, or the server ignores, says so in its row',
    (name, server) => {
      const page = readPage(name);
      const ignored = registryRunNoteOf(name, version.release)?.ignores ?? [];
      for (const variable of server.env_vars ?? []) {
        const row = variableRow(page, variable.name)!;
        expect(row, variable.name).toBeDefined();
        if (variable.name === 'MCP_TRANSPORT') {
          expect(row).toContain(
            `ToolHive sets it to the transport it runs the server with, \`${server.transport}\`, and replaces any value you pass.`,
          );
        }
        expect(row.includes('This server does not read it'), variable.name).toBe(
          ignored.includes(variable.name),
        );
      }
    },
  );

  test.each(servers)(
    '%s: a variable the run note corrects says so in its row and is offered as no example',
    (name, server) => {
      const page = readPage(name);
      const remarks = registryRunNoteOf(name, version.release)?.remarks ?? {};
      for (const [variable, remark] of Object.entries(remarks)) {
        expect(
          server.env_vars?.some((listed) => listed.name === variable),
          variable,
        ).toBe(true);
        const row = variableRow(page, variable)!;
        expect(row, variable).toContain(`${remark} ([Run it with thv](#run)).`);
        expect(page, variable).not.toContain(`-e ${variable}='<value>'`);
      }
    },
  );

  test('the manifest check does fail on a broken manifest', () => {
    const manifest = mcpServerManifest(byName('osv'), mcpServerApiVersion(version));
    const broken = {...manifest, spec: {...manifest.spec, transport: 'http', imgae: 'x'}};
    expect(validateMCPServer(broken, version)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/transport: must be one of stdio, /),
        expect.stringMatching(/unknown field "imgae"/),
      ]),
    );
  });

  test.each(servers)(
    '%s: every variable is in the table as required, secret or optional',
    (name, server) => {
      const page = readPage(name);
      for (const variable of server.env_vars ?? []) {
        const row = variableRow(page, variable.name);
        expect(row, `${name}: row for ${variable.name}`).toBeDefined();
        const cells = row!.split(/(?<!\\)\|/).map((cell) => cell.trim());
        expect(cells[2]).toBe(variable.required ? 'required' : 'optional');
        expect(cells[3]).toBe(variable.secret ? 'secret' : 'no');
        expect(cells[4]).toBe(variable.default === undefined ? '—' : `\`${variable.default}\``);
      }
    },
  );

  test.each(servers)('%s: every tool is a search record of its own', (name, server) => {
    const page = readPage(name);
    for (const tool of server.tools ?? []) {
      expect(page).toContain(
        `<li id="${toolAnchor(tool)}" data-search-title="${tool}"><code>${tool}</code></li>`,
      );
    }
    if (!server.tools?.length) expect(page).toContain('The registry lists no tools');
  });

  test.each(servers)(
    '%s: permissions in words, with what the release does with the network rules',
    (name, server) => {
      const page = readPage(name);
      const files = fileAccessWords(server);
      expect(page).toContain(`- **Files it can read:** ${files.read}`);
      expect(page).toContain(`- **Files it can write:** ${files.write}`);
      expect(page).toContain(`- **Network access:** ${networkWords(server)}`);
      expect(page).toContain(networkRulesNote(version.release, server).join('\n'));
      expect(page).toContain(JSON.stringify(server.permissions ?? {}, null, 2));
    },
  );

  test.each(servers)('%s: provenance and how to verify the image', (name, server) => {
    const page = readPage(name);
    if (server.provenance) {
      expect(page).toContain(`- **Signer identity:** \`${server.provenance.signer_identity}\``);
      expect(page).toContain(`- **Source repository:** \`${server.provenance.repository_uri}\``);
      expect(page).toContain('  --image-verification enabled \\\n');
    } else {
      expect(page).toContain('The registry entry has no provenance data');
      expect(page).not.toContain('--image-verification enabled');
    }
  });

  test('stars, pulls and last update are dated as of the registry', () => {
    const github = readPage('github');
    expect(github).toContain(`As of ${expected.updated}, when the registry of this release`);
    expect(github).toContain(expected.githubRow);
    expect(readPage('fetch')).toMatch(
      /names the repository `modelcontextprotocol\/servers` as the source of \d+ of its servers/,
    );
  });

  test('the index lists every server with a link, and the filter knows tags and tools', () => {
    const index = readFileSync(`${dir}/index.mdx`, 'utf8');
    expect(index).toContain('slug: /toolhive/registry/');
    for (const server of versionServers) {
      expect(index).toMatch(
        new RegExp(
          `\\n\\| \\[${server.name}\\]\\(/toolhive/registry/${server.name}\\) \\| .+ \\| \`${server.transport}\` \\| ${(server.tools ?? []).length} \\|\\n`,
        ),
      );
    }
    const terms = filterTerms(versionServers);
    expect(terms.atlassian).toContain('jira');
    expect(terms.github).toContain('create_pull_request');
    expect(terms.osv).toMatch(/^sse /);
    expect(index).toContain(`<RegistryFilter loadTerms={() => import('./${filterTermsFile}')}>`);
    expect(JSON.parse(readFileSync(`${dir}/${filterTermsFile}`, 'utf8'))).toEqual(terms);
  });
});

describe('profiles in words', () => {
  const server = (permissions: RegistryServer['permissions']): RegistryServer => ({
    name: 'x',
    image: 'example/x:1',
    description: '',
    transport: 'stdio',
    permissions,
  });

  test('all outbound access, with the lists that do not narrow it', () => {
    expect(networkWords(byName('fetch'))).toBe(
      'Any host on any port: the profile sets `insecure_allow_all`. The host `github.com` and port 443 that it also lists do not narrow that.',
    );
    expect(builtinProfileFor(byName('fetch'))).toBe('network');
  });

  test('named hosts and ports', () => {
    expect(networkWords(byName('atlassian'))).toBe(
      'Connections to `atlassian.net` and `atlassian.com` on port 443 over TCP.',
    );
    // An empty allow_host sets no limit of its own (v0.1.0 squid.go writeHttpAccessRules).
    expect(networkWords(byName('redis'))).toBe(
      'Any host on ports 443 and 6379 over TCP: the profile lists no host, so its rules name only the ports and protocol.',
    );
    expect(builtinProfileFor(byName('redis'))).toBe('network');
    expect(builtinProfileFor(byName('git'))).toBe('none');
  });

  test('nothing at all', () => {
    expect(networkWords(byName('git'))).toBe('None. The profile lists no host, port or protocol.');
    expect(networkWords(server(undefined))).toBe(
      'None. The profile lists no host, port or protocol.',
    );
  });

  test('mounts, read-only and read-write', () => {
    expect(fileAccessWords(byName('filesystem'))).toEqual({
      read: '`/tmp` (the same path on your computer and in the container).',
      write: '`/tmp`. Writing includes reading.',
    });
    expect(fileAccessWords(server({read: ['/data:/srv/data'], write: []}))).toEqual({
      read: '`/data` on your computer, at `/srv/data` in the container.',
      write: 'None.',
    });
  });
});

describe('awkward entries', () => {
  test('a page built from odd text stays valid MDX and its commands still check', () => {
    const registry: Registry = {
      version: '1.0.0',
      last_updated: '2025-06-12T00:00:00Z',
      servers: {
        odd: {
          image: 'example/odd:1',
          description: 'Uses <angle> and {braces}; see https://example.com/x.',
          transport: 'sse',
          env_vars: [
            {name: 'API_URL', description: 'URL such as https://a.example', required: true},
            {name: 'API_KEY', description: 'Key | with pipe', required: true, secret: true},
          ],
          tools: ['do_it'],
        },
      },
    };
    const [odd] = serversOf(registry);
    const page = renderServerPage(odd, registry, context);
    expect(page).toContain('Uses \\<angle\\> and \\{braces\\}; see `https://example.com/x`.');
    expect(page).toContain('| Key \\| with pipe |');
    expect(checkMarkdown(page, thvCommandsOf(currentVersion)).problems).toEqual([]);
    expect(runFlags(odd)).toEqual(["-e API_URL='<value>'", '--secret api-key,target=API_KEY']);
    expect(validateMCPServer(manifestOf(page, 'odd'))).toEqual([]);
    // Outside code, no raw < or { is left for MDX to misread.
    const prose = page
      .replace(/^---[\s\S]*?\n---\n/, '')
      .replace(/```[\s\S]*?```/g, '')
      .replace(/`[^`]*`/g, '')
      .replace(/<\/?(ul|li|code)[^>]*>/g, '')
      .replace(/ \{#[\w-]+\}$/gm, '');
    expect(prose).not.toMatch(/(^|[^\\])[<{]/);
  });

  test('a streamable-http entry is described as one, with the URL ToolHive gives it', () => {
    const registry: Registry = {
      version: '1.0.0',
      last_updated: '2025-06-12T00:00:00Z',
      servers: {
        streamer: {
          image: 'example/streamer:1',
          description: 'Streams.',
          transport: 'streamable-http',
          target_port: 8080,
          tools: ['stream'],
        },
      },
    };
    const [streamer] = serversOf(registry);
    const page = renderServerPage(streamer, registry, context);
    expect(page).toContain(
      '**Transport:** `streamable-http`. The server answers MCP requests over streamable HTTP',
    );
    expect(page).toContain('`http://127.0.0.1:<port>/mcp`');
    expect(page).not.toContain('/sse#streamer');
    const index = renderIndexPage(registry, context);
    expect(index).toContain('knows 1 MCP servers by name: 1 uses `streamable-http`.');
  });

  test('an entry without a description still gets a page that says so', () => {
    const page = readPage('perplexity-ask');
    expect(page).toContain('The registry entry has no description of this server.');
    expect(page).toContain('The registry lists no tools for this server.');
  });
});

describe('catalogue sidebar', () => {
  test('lists every server in name order under the catalogue index', () => {
    const registryCategory = registryCategoryOf(currentVersion) as {link: {id: string}};
    expect(registryCategory.link.id).toBe(`${registryDocIdBase}/index`);
    expect(serverItems(registryServers)).toEqual(
      registryServers.map((server) => ({
        type: 'doc',
        id: `${registryDocIdBase}/${server.name}`,
        label: server.name,
      })),
    );
    const names = registryServers.map((server) => server.name);
    expect(names).toEqual([...names].sort());
    expect(sidebars.toolhiveSidebar).toContainEqual(registryCategory);
  });
});

describe('guides link to the catalogue', () => {
  test.each([
    ['docs/toolhive/quickstart.mdx', '/toolhive/registry/fetch'],
    ['docs/toolhive/guides-cli/registry.md', '/toolhive/registry/'],
    ['docs/toolhive/guides-cli/registry.md', '/toolhive/registry/osv'],
    ['docs/toolhive/guides-cli/run-mcp-servers.mdx', '/toolhive/registry/fetch'],
    ['docs/toolhive/guides-cli/secrets-management.mdx', '/toolhive/registry/github'],
    ['docs/toolhive/guides-k8s/run-mcp-k8s.md', '/toolhive/registry/osv'],
  ])('%s links to %s', (file, route) => {
    expect(readFileSync(file, 'utf8')).toContain(`](${route})`);
  });
});
