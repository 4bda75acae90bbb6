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
import {
  allExamples,
  apiFactsOf,
  codeOfEveryRequest,
  codesNeverSent,
  loadApiSpec,
  operationRoute,
  type Operation,
  type Schema,
} from './openapi-spec';

/** The reference data of one release, as the diff needs it. */
export type ReleaseFacts = {
  release: string;
  /** Prefix of the release's routes in the site: `''` for the current docs version. */
  routePrefix: string;
  commands: CliCommand[];
  operations: Operation[];
  /** Response codes an operation's document lists but the release never sends, by `METHOD path`. */
  neverSent?: Map<string, Set<string>>;
  /** The one status every request of an operation gets (its handler never reached), by `METHOD path`. */
  everyRequest?: Map<string, string>;
  servers: RegistryServer[];
  crdFields: CrdField[];
  chartValues: ChartValue[];
};

export function releaseFactsOf(version: DocsVersion): ReleaseFacts {
  const apiFacts = apiFactsOf(version);
  return {
    release: version.release,
    routePrefix: version.routePrefix,
    commands: thvCommandsOf(version),
    operations: loadApiSpec(version.apiSpecFile).operations,
    neverSent: codesNeverSent(apiFacts),
    everyRequest: codeOfEveryRequest(apiFacts),
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

/**
 * Compares two lists by key. An item only in the new release is reported with `words.added` and
 * linked to its place there; one only in the old release with `words.removed`, linked into the
 * older docs; `changed` reports on every item in both.
 */
function compareByKey<T>(
  before: ReleaseFacts,
  lists: [old: T[], now: T[]],
  key: (item: T) => string,
  route: (item: T) => string,
  words: {added: string; removed: string},
  changed: (name: string, old: T, now: T) => Change[],
): Change[] {
  return pair(lists[0], lists[1], key).flatMap(([name, old, now]): Change[] => {
    if (!old) return [{name, href: route(now!), what: words.added}];
    if (!now) return [{name, href: `${before.routePrefix}${route(old)}`, what: words.removed}];
    return changed(name, old, now);
  });
}

/** The values only in `after`, and those only in `before`. */
function listDiff<T>(before: T[], after: T[]): {added: T[]; removed: T[]} {
  return {
    added: after.filter((value) => !before.includes(value)),
    removed: before.filter((value) => !after.includes(value)),
  };
}

const countWords: Record<string, string> = {
  none: 'none',
  'exactly-1': 'exactly one',
  'at-most-1': 'at most one',
  'at-least-1': 'one or more',
};

const ownFlags = (command: CliCommand) => [...command.flags, ...(command.hiddenFlags ?? [])];

function cliChanges(before: ReleaseFacts, after: ReleaseFacts): Change[] {
  return compareByKey(
    before,
    [before.commands, after.commands],
    (c) => c.command,
    commandRoute,
    {added: 'new command.', removed: 'removed.'},
    (name, old, now) => {
      const changes: Change[] = [];
      if (old.usage !== now.usage && now.usage !== null) {
        changes.push({name, href: commandRoute(now), what: `usage ${was(old.usage, now.usage)}.`});
      }
      if (old.arguments && now.arguments && old.arguments.count !== now.arguments.count) {
        changes.push({
          name,
          href: `${commandRoute(now)}#arguments`,
          // The count alone can mislead ("at most one" may still need a name without a flag);
          // the argument's rule, when the data gives one, says when it is required.
          what: `arguments ${was(countWords[old.arguments.count], countWords[now.arguments.count])}${now.arguments.rule ? `: ${now.arguments.rule}` : ''}.`,
        });
      }
      return [
        ...changes,
        ...compareByKey<CliFlag>(
          before,
          [ownFlags(old), ownFlags(now)],
          (f) => `${name} ${f.name}`,
          (f) => `${commandRoute(now)}#${flagAnchor(f)}`,
          {added: 'new flag.', removed: 'removed.'},
          (full, oldFlag, newFlag) =>
            flagChanges(full, `${commandRoute(now)}#${flagAnchor(newFlag)}`, oldFlag, newFlag),
        ),
      ];
    },
  );
}

function flagChanges(name: string, href: string, old: CliFlag, now: CliFlag): Change[] {
  const changes: Change[] = [];
  if (old.type !== now.type) changes.push({name, href, what: `type ${was(old.type, now.type)}.`});
  const values = listDiff(old.allowedValues ?? [], now.allowedValues ?? []);
  if (values.added.length > 0)
    changes.push({name, href, what: `accepts ${values.added.map(code).join(', ')}.`});
  if (values.removed.length > 0 && now.allowedValues)
    changes.push({name, href, what: `no longer accepts ${values.removed.map(code).join(', ')}.`});
  if (JSON.stringify(old.default) !== JSON.stringify(now.default))
    changes.push({
      name,
      href,
      what: `default ${was(old.default ?? 'none', now.default ?? 'none')}.`,
    });
  return changes;
}

/** The fields of an operation, keyed by the part of the page they are in and their path. */
type OperationField = {part: string; path: string; type: string; values: string[]};

function operationFields(op: Operation): Map<string, OperationField> {
  const fields = new Map<string, OperationField>();
  const add = (part: string, path: string, schema: Schema | undefined) =>
    fields.set(`${part} ${path}`, {
      part,
      path,
      type: typeLabel(schema),
      values: (schema?.enum ?? []).map(String),
    });
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

/** The values a field accepts now and no longer accepts, in words (none when they are the same). */
function acceptedValueWords(before: string[], after: string[]): string[] {
  const {added, removed} = listDiff(before, after);
  return [
    ...(added.length > 0 ? [`accepts ${added.map(code).join(', ')}`] : []),
    ...(removed.length > 0 ? [`no longer accepts ${removed.map(code).join(', ')}`] : []),
  ];
}

/**
 * A request field's new and dropped values, in words. A response field's listed values are not
 * compared: it passes on what ToolHive holds (a registry's transport, say), whatever the list says.
 */
function valueChanges(part: string, before: string[], after: string[]): string | null {
  if (part.startsWith('response-') || before.length === 0 || after.length === 0) return null;
  const what = acceptedValueWords(before, after);
  return what.length > 0 ? what.join('; ') : null;
}

/** The plain-text bodies an operation's document shows for a status, trimmed, by example name. */
function textBodies(op: Operation, status: string): Map<string, string> {
  const media = op.responses.find(([code]) => code === status)?.[1].content?.['text/plain'];
  return new Map(allExamples(media).map((example) => [example.name, String(example.value).trim()]));
}

/**
 * The bodies of one status that changed, as [before, after] pairs: a lone example of each
 * release, or the examples both releases name alike (one case each: a registry other than
 * `default`, a server it does not have).
 */
function changedBodies(
  before: Map<string, string>,
  after: Map<string, string>,
): [string, string][] {
  if (before.size === 1 && after.size === 1) {
    const [was] = before.values();
    const [now] = after.values();
    return was === now ? [] : [[was, now]];
  }
  const sameNames =
    before.size === after.size && [...before.keys()].every((name) => after.has(name));
  if (!sameNames) return [];
  return [...before]
    .filter(([name, was]) => after.get(name) !== was)
    .map(([name, was]) => [was, after.get(name)!]);
}

function apiChanges(before: ReleaseFacts, after: ReleaseFacts): Change[] {
  return compareByKey(
    before,
    [before.operations, after.operations],
    (op) => `${op.method} ${op.path}`,
    operationRoute,
    {added: 'new operation.', removed: 'removed.'},
    (name, old, now) => {
      const changes: Change[] = [];
      const everyRequest = (facts: ReleaseFacts, op: Operation) =>
        facts.everyRequest?.get(`${op.method} ${op.path}`);
      const answer = everyRequest(after, now);
      if (answer !== undefined && answer !== everyRequest(before, old))
        changes.push({
          name,
          href: `${operationRoute(now)}#response-${answer}`,
          what: `answers ${code(answer)} to every request: the request never reaches the operation's handler.`,
        });
      // A response the document lists but the release never sends is compared as absent.
      const sent = (facts: ReleaseFacts, op: Operation) => (status: string) =>
        !facts.neverSent?.get(`${op.method} ${op.path}`)?.has(status);
      const oldSent = old.responses.map(([status]) => status).filter(sent(before, old));
      const nowListed = now.responses.map(([status]) => status);
      const nowSent = nowListed.filter(sent(after, now));
      const statuses = listDiff(oldSent, nowSent);
      for (const status of statuses.added)
        changes.push({
          name,
          href: `${operationRoute(now)}#response-${status}`,
          what: `new ${code(status)} response.`,
        });
      for (const status of statuses.removed)
        changes.push(
          nowListed.includes(status)
            ? {
                name,
                href: `${operationRoute(now)}#response-${status}`,
                what: `no longer sends a ${code(status)} response.`,
              }
            : {
                name,
                href: `${before.routePrefix}${operationRoute(old)}#response-${status}`,
                what: `no longer lists a ${code(status)} response.`,
              },
        );
      // A client that matches an error's text breaks when the text changes. Only answers below
      // 500 are compared: their examples are what the handler writes, while a 500's example may
      // be one of several steps' texts. An operation that answers one status to every request
      // has said so above.
      if (answer === undefined)
        for (const status of nowSent.filter(
          (status) => oldSent.includes(status) && Number(status) < 500,
        )) {
          for (const [before, after] of changedBodies(
            textBodies(old, status),
            textBodies(now, status),
          ))
            changes.push({
              name,
              href: `${operationRoute(now)}#response-${status}`,
              what: `the ${code(status)} response's body ${was(before, after)}.`,
            });
        }
      const oldFields = operationFields(old);
      const newFields = operationFields(now);
      for (const [key, field] of newFields) {
        // Fields of a response the release never sends are not a change a client sees.
        if (
          field.part.startsWith('response-') &&
          !nowSent.includes(field.part.slice('response-'.length))
        )
          continue;
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
        else {
          const values = valueChanges(field.part, previous.values, field.values);
          if (values)
            changes.push({
              name,
              href,
              what: `${partWords(field.part)} ${code(field.path)}: ${values}.`,
            });
        }
      }
      for (const [key, field] of oldFields)
        if (!newFields.has(key))
          changes.push({
            name,
            href: `${before.routePrefix}${operationRoute(old)}#${apiFieldId(field.part, field.path)}`,
            what: `${partWords(field.part)} ${code(field.path)} removed.`,
          });
      return changes;
    },
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function registryChanges(before: ReleaseFacts, after: ReleaseFacts): Change[] {
  return compareByKey(
    before,
    [before.servers, after.servers],
    (server) => server.name,
    (server) => serverRoute(server.name),
    {added: 'new server.', removed: 'removed from the registry.'},
    (name, old, now) => {
      const what: string[] = [];
      if (old.image !== now.image) what.push(`image ${was(old.image, now.image)}`);
      if (old.transport !== now.transport)
        what.push(`transport ${was(old.transport, now.transport)}`);
      if (!same(old.target_port, now.target_port))
        what.push(`target port ${was(old.target_port ?? 'none', now.target_port ?? 'none')}`);
      // `thv run` puts a server's registry arguments before any you pass after `--`.
      if (!same(old.args ?? [], now.args ?? []))
        what.push(`argument list ${was(old.args ?? [], now.args ?? [])}`);
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
            .map(
              ([variable, , after]) => `${code(variable)}${after!.required ? ' (required)' : ''}`,
            ),
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
      return what.length > 0 ? [{name, href: serverRoute(name), what: `${what.join('; ')}.`}] : [];
    },
  );
}

function crdChanges(before: ReleaseFacts, after: ReleaseFacts): Change[] {
  return compareByKey(
    before,
    [before.crdFields, after.crdFields],
    (field) => field.path,
    (field) => `${crdPageRoute}#${field.anchor}`,
    {added: 'new field.', removed: 'removed.'},
    (path, old, now) => {
      const href = `${crdPageRoute}#${now.anchor}`;
      const what: string[] = [];
      if (old.schema.type !== now.schema.type)
        what.push(`type ${was(old.schema.type, now.schema.type)}`);
      what.push(
        ...acceptedValueWords(
          (old.schema.enum ?? []).map(String),
          (now.schema.enum ?? []).map(String),
        ),
      );
      if (!same(old.schema.default, now.schema.default))
        what.push(`default ${was(old.schema.default ?? 'none', now.schema.default ?? 'none')}`);
      if (old.required !== now.required) what.push(now.required ? 'now required' : 'now optional');
      return what.length > 0 ? [{name: path, href, what: `${what.join('; ')}.`}] : [];
    },
  );
}

function chartChanges(before: ReleaseFacts, after: ReleaseFacts): Change[] {
  return compareByKey(
    before,
    [before.chartValues, after.chartValues],
    (value) => value.path,
    (value) => `${chartPageRoute}#${value.anchor}`,
    {added: 'new value.', removed: 'removed.'},
    // A map whose own keys are documented changes through them; only leaves report a default.
    (path, old, now) =>
      !same(old.value, now.value) && !after.chartValues.some((v) => v.path.startsWith(`${path}.`))
        ? [
            {
              name: path,
              href: `${chartPageRoute}#${now.anchor}`,
              what: `default ${was(old.value, now.value)}.`,
            },
          ]
        : [],
  );
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
