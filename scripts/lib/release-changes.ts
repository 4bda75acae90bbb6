// What changed between two documented ToolHive releases, read from their
// reference data only: CLI commands and flags, API operations and their
// fields, registry servers, MCPServer fields and operator chart values. Each
// change names the reference page (and anchor) that documents it: in the new
// release, or in the old one for what was removed. Pure, so the page built
// from it (release-changes-page.ts) can be checked for drift.
import {readFileSync} from 'node:fs';

import type {DocsVersion} from '../../data/docs-versions';
import {commandRoute, thvCommandsOf, type CliCommand, type CliFlag} from '../../data/thv-commands';
import {
  registryOf,
  serverRoute,
  serversOf,
  type RegistryServer,
} from '../../data/toolhive-registry';
import {apiFieldId, schemaFields, typeLabel} from './api-reference-pages';
import {chartValues, chartValuesFileOf, type ChartValue} from './chart-values';
import {flagAnchor} from './cli-reference-pages';
import {crdFields, type CrdField} from './crd-fields';
import {chartPageRoute, crdPageRoute} from './k8s-reference-pages';
import {mcpServerSchema} from './mcpserver-crd';
import {loadApiSpec, operationRoute, type Operation, type Schema} from './openapi-spec';

/** The reference data of one release, as the diff needs it. */
export type ReleaseFacts = {
  release: string;
  /** Prefix of the release's routes in the site: `''` for the current docs version. */
  routePrefix: string;
  commands: CliCommand[];
  operations: Operation[];
  servers: RegistryServer[];
  crdFields: CrdField[];
  chartValues: ChartValue[];
};

export function releaseFactsOf(version: DocsVersion): ReleaseFacts {
  return {
    release: version.release,
    routePrefix: version.routePrefix,
    commands: thvCommandsOf(version),
    operations: loadApiSpec(version.apiSpecFile).operations,
    servers: serversOf(registryOf(version)),
    crdFields: crdFields(mcpServerSchema(version)),
    chartValues: chartValues(readFileSync(chartValuesFileOf(version), 'utf8')),
  };
}

/** One line of the page: what changed, as Markdown after its linked name. */
export type Change = {
  /** The thing that changed, shown as code: `thv run --port`, `GET /api/v1beta/version`. */
  name: string;
  href: string;
  what: string;
};

export type ChangeSection = {id: string; title: string; changes: Change[]};

const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
const was = (before: unknown, after: unknown) => `was ${code(before)}, now ${code(after)}`;

/** Pairs items of two lists by key: [key, old, new] with either side missing. */
function pair<T>(
  before: T[],
  after: T[],
  key: (item: T) => string,
): [string, T | undefined, T | undefined][] {
  const old = new Map(before.map((item) => [key(item), item]));
  const now = new Map(after.map((item) => [key(item), item]));
  const keys = [...now.keys(), ...[...old.keys()].filter((name) => !now.has(name))];
  return keys.map((name) => [name, old.get(name), now.get(name)]);
}

const countWords: Record<string, string> = {
  none: 'none',
  'exactly-1': 'exactly one',
  'at-most-1': 'at most one',
  'at-least-1': 'one or more',
};

const ownFlags = (command: CliCommand) => [...command.flags, ...(command.hiddenFlags ?? [])];

function cliChanges(before: ReleaseFacts, after: ReleaseFacts): Change[] {
  const changes: Change[] = [];
  for (const [name, old, now] of pair(before.commands, after.commands, (c) => c.command)) {
    if (!old) {
      changes.push({name, href: commandRoute(now!), what: 'new command.'});
      continue;
    }
    if (!now) {
      changes.push({name, href: `${before.routePrefix}${commandRoute(old)}`, what: 'removed.'});
      continue;
    }
    if (old.usage !== now.usage && now.usage !== null) {
      changes.push({name, href: commandRoute(now), what: `usage ${was(old.usage, now.usage)}.`});
    }
    if (old.arguments && now.arguments && old.arguments.count !== now.arguments.count) {
      changes.push({
        name,
        href: `${commandRoute(now)}#arguments`,
        what: `arguments ${was(countWords[old.arguments.count], countWords[now.arguments.count])}.`,
      });
    }
    for (const [flagName, oldFlag, newFlag] of pair<CliFlag>(
      ownFlags(old),
      ownFlags(now),
      (f) => f.name,
    )) {
      const full = `${name} ${flagName}`;
      if (!oldFlag)
        changes.push({
          name: full,
          href: `${commandRoute(now)}#${flagAnchor(newFlag!)}`,
          what: 'new flag.',
        });
      else if (!newFlag)
        changes.push({
          name: full,
          href: `${before.routePrefix}${commandRoute(old)}#${flagAnchor(oldFlag)}`,
          what: 'removed.',
        });
      else {
        const href = `${commandRoute(now)}#${flagAnchor(newFlag)}`;
        if (oldFlag.type !== newFlag.type)
          changes.push({name: full, href, what: `type ${was(oldFlag.type, newFlag.type)}.`});
        const accepted = (newFlag.allowedValues ?? []).filter(
          (v) => !(oldFlag.allowedValues ?? []).includes(v),
        );
        const refused = (oldFlag.allowedValues ?? []).filter(
          (v) => !(newFlag.allowedValues ?? []).includes(v),
        );
        if (accepted.length > 0)
          changes.push({name: full, href, what: `accepts ${accepted.map(code).join(', ')}.`});
        if (refused.length > 0 && newFlag.allowedValues)
          changes.push({
            name: full,
            href,
            what: `no longer accepts ${refused.map(code).join(', ')}.`,
          });
        if (JSON.stringify(oldFlag.default) !== JSON.stringify(newFlag.default))
          changes.push({
            name: full,
            href,
            what: `default ${was(oldFlag.default ?? 'none', newFlag.default ?? 'none')}.`,
          });
      }
    }
  }
  return changes;
}

/** The fields of an operation, keyed by the part of the page they are in and their path. */
function operationFields(op: Operation): Map<string, {part: string; path: string; type: string}> {
  const fields = new Map<string, {part: string; path: string; type: string}>();
  const add = (part: string, path: string, schema: Schema | undefined) =>
    fields.set(`${part} ${path}`, {part, path, type: typeLabel(schema)});
  for (const parameter of op.parameters) add('parameter', parameter.name, parameter.schema);
  for (const media of Object.values(op.requestBody?.content ?? {}))
    for (const field of schemaFields(media.schema)) add('body', field.path, field.schema);
  for (const [status, response] of op.responses)
    for (const media of Object.values(response.content ?? {}))
      for (const field of schemaFields(media.schema))
        add(`response-${status}`, field.path, field.schema);
  return fields;
}

const partWords = (part: string) =>
  part === 'body'
    ? 'request body field'
    : part === 'parameter'
      ? 'parameter'
      : `field of the ${part.slice('response-'.length)} response`;

function apiChanges(before: ReleaseFacts, after: ReleaseFacts): Change[] {
  const changes: Change[] = [];
  for (const [name, old, now] of pair(
    before.operations,
    after.operations,
    (op) => `${op.method} ${op.path}`,
  )) {
    if (!old) {
      changes.push({name, href: operationRoute(now!), what: 'new operation.'});
      continue;
    }
    if (!now) {
      changes.push({name, href: `${before.routePrefix}${operationRoute(old)}`, what: 'removed.'});
      continue;
    }
    const oldStatuses = new Set(old.responses.map(([status]) => status));
    const newStatuses = new Set(now.responses.map(([status]) => status));
    for (const status of newStatuses)
      if (!oldStatuses.has(status))
        changes.push({
          name,
          href: `${operationRoute(now)}#response-${status}`,
          what: `new ${code(status)} response.`,
        });
    for (const status of oldStatuses)
      if (!newStatuses.has(status))
        changes.push({
          name,
          href: `${before.routePrefix}${operationRoute(old)}#response-${status}`,
          what: `no longer lists a ${code(status)} response.`,
        });
    const oldFields = operationFields(old);
    const newFields = operationFields(now);
    for (const [key, field] of newFields) {
      const previous = oldFields.get(key);
      const href = `${operationRoute(now)}#${apiFieldId(field.part, field.path)}`;
      if (!previous)
        changes.push({name, href, what: `new ${partWords(field.part)} ${code(field.path)}.`});
      else if (previous.type !== field.type)
        changes.push({
          name,
          href,
          what: `${partWords(field.part)} ${code(field.path)}: type ${was(previous.type, field.type)}.`,
        });
    }
    for (const [key, field] of oldFields)
      if (!newFields.has(key))
        changes.push({
          name,
          href: `${before.routePrefix}${operationRoute(old)}#${apiFieldId(field.part, field.path)}`,
          what: `${partWords(field.part)} ${code(field.path)} removed.`,
        });
  }
  return changes;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function registryChanges(before: ReleaseFacts, after: ReleaseFacts): Change[] {
  const changes: Change[] = [];
  for (const [name, old, now] of pair(before.servers, after.servers, (server) => server.name)) {
    if (!old) {
      changes.push({name, href: serverRoute(name), what: 'new server.'});
      continue;
    }
    if (!now) {
      changes.push({
        name,
        href: `${before.routePrefix}${serverRoute(name)}`,
        what: 'removed from the registry.',
      });
      continue;
    }
    const what: string[] = [];
    if (old.image !== now.image) what.push(`image ${was(old.image, now.image)}`);
    if (old.transport !== now.transport)
      what.push(`transport ${was(old.transport, now.transport)}`);
    if (!same(old.target_port, now.target_port))
      what.push(`target port ${was(old.target_port ?? 'none', now.target_port ?? 'none')}`);
    for (const part of ['read', 'write'] as const)
      if (!same(old.permissions?.[part], now.permissions?.[part]))
        what.push(
          `${part} mounts ${was(old.permissions?.[part] ?? [], now.permissions?.[part] ?? [])}`,
        );
    const oldOutbound = old.permissions?.network?.outbound ?? {};
    const newOutbound = now.permissions?.network?.outbound ?? {};
    for (const key of new Set([...Object.keys(oldOutbound), ...Object.keys(newOutbound)]) as Set<
      keyof typeof oldOutbound
    >)
      if (!same(oldOutbound[key], newOutbound[key]))
        what.push(
          `outbound ${code(key)} ${was(oldOutbound[key] ?? 'unset', newOutbound[key] ?? 'unset')}`,
        );
    const variables = pair(old.env_vars ?? [], now.env_vars ?? [], (v) => v.name);
    const listed = (names: string[], words: string) =>
      names.length > 0 ? [`${words} ${names.join(', ')}`] : [];
    what.push(
      ...listed(
        variables
          .filter(([, before]) => !before)
          .map(([variable, , after]) => `${code(variable)}${after!.required ? ' (required)' : ''}`),
        'new variables',
      ),
      ...listed(
        variables.filter(([, , after]) => !after).map(([variable]) => code(variable)),
        'variables removed:',
      ),
      ...listed(
        variables
          .filter(
            ([, before, after]) =>
              before && after && !same({...before, description: ''}, {...after, description: ''}),
          )
          .map(([variable]) => code(variable)),
        'variables changed:',
      ),
    );
    if (what.length > 0) changes.push({name, href: serverRoute(name), what: `${what.join('; ')}.`});
  }
  return changes;
}

function crdChanges(before: ReleaseFacts, after: ReleaseFacts): Change[] {
  const changes: Change[] = [];
  for (const [path, old, now] of pair(before.crdFields, after.crdFields, (field) => field.path)) {
    if (!old) {
      changes.push({name: path, href: `${crdPageRoute}#${now!.anchor}`, what: 'new field.'});
      continue;
    }
    if (!now) {
      changes.push({
        name: path,
        href: `${before.routePrefix}${crdPageRoute}#${old.anchor}`,
        what: 'removed.',
      });
      continue;
    }
    const href = `${crdPageRoute}#${now.anchor}`;
    const what: string[] = [];
    if (old.schema.type !== now.schema.type)
      what.push(`type ${was(old.schema.type, now.schema.type)}`);
    const oldEnum = (old.schema.enum ?? []).map(String);
    const newEnum = (now.schema.enum ?? []).map(String);
    const added = newEnum.filter((value) => !oldEnum.includes(value));
    const removed = oldEnum.filter((value) => !newEnum.includes(value));
    if (added.length > 0) what.push(`accepts ${added.map(code).join(', ')}`);
    if (removed.length > 0) what.push(`no longer accepts ${removed.map(code).join(', ')}`);
    if (!same(old.schema.default, now.schema.default))
      what.push(`default ${was(old.schema.default ?? 'none', now.schema.default ?? 'none')}`);
    if (old.required !== now.required) what.push(now.required ? 'now required' : 'now optional');
    if (what.length > 0) changes.push({name: path, href, what: `${what.join('; ')}.`});
  }
  return changes;
}

function chartChanges(before: ReleaseFacts, after: ReleaseFacts): Change[] {
  const changes: Change[] = [];
  for (const [path, old, now] of pair(
    before.chartValues,
    after.chartValues,
    (value) => value.path,
  )) {
    if (!old)
      changes.push({name: path, href: `${chartPageRoute}#${now!.anchor}`, what: 'new value.'});
    else if (!now)
      changes.push({
        name: path,
        href: `${before.routePrefix}${chartPageRoute}#${old.anchor}`,
        what: 'removed.',
      });
    // A map whose own keys are documented changes through them; only leaves report a default.
    else if (
      !same(old.value, now.value) &&
      !after.chartValues.some((v) => v.path.startsWith(`${path}.`))
    )
      changes.push({
        name: path,
        href: `${chartPageRoute}#${now.anchor}`,
        what: `default ${was(old.value, now.value)}.`,
      });
  }
  return changes;
}

/** Every change between two releases, in the order of the page's sections. */
export function releaseChanges(before: ReleaseFacts, after: ReleaseFacts): ChangeSection[] {
  return [
    {id: 'cli', title: 'CLI commands and flags', changes: cliChanges(before, after)},
    {id: 'api', title: 'API operations', changes: apiChanges(before, after)},
    {id: 'registry', title: 'Registry servers', changes: registryChanges(before, after)},
    {id: 'mcpserver', title: 'MCPServer resource', changes: crdChanges(before, after)},
    {id: 'chart', title: 'Operator chart values', changes: chartChanges(before, after)},
  ];
}
