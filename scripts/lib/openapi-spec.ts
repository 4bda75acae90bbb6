// Reads a docs version's OpenAPI document (`version.apiSpecFile`), the single
// source of its API reference: the generator, the sidebar and the tests all
// take the spec from here. Local `$ref`s are resolved, so callers see plain
// schemas.
import {existsSync, readFileSync} from 'node:fs';

import {parse} from 'yaml';

import {currentVersion, type DocsVersion} from '../../data/docs-versions';

/** The OpenAPI document of the current release; each version names its own. */
export const apiSpecFile = currentVersion.apiSpecFile;

type ApiFacts = {
  operationCount?: number;
  operations: {method: string; path: string; sourceBehaviour?: string[]}[];
};

/** What was checked in a release's source about its API; a release without such notes has none. */
export function apiFactsOf(version: DocsVersion): ApiFacts {
  const file = `${version.dataDir}/toolhive-api-facts.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ApiFacts) : {operations: []};
}

export type Schema = {
  type?: string | string[];
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  default?: unknown;
  examples?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  additionalProperties?: boolean | Schema;
  /** Name of the component schema this one came from, for display. */
  'x-ref'?: string;
  [key: string]: unknown;
};

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  description?: string;
  schema?: Schema;
  example?: unknown;
};

export type MediaType = {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, {summary?: string; value: unknown}>;
};
export type Response = {description: string; content?: Record<string, MediaType>};

export type Operation = {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  tag: string;
  parameters: Parameter[];
  requestBody?: {required?: boolean; description?: string; content: Record<string, MediaType>};
  responses: [string, Response][];
};

export type Tag = {name: string; displayName: string; description: string};

export type ApiSpec = {
  title: string;
  description: string;
  tags: Tag[];
  operations: Operation[];
  securityDescription: string;
};

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Replaces every local `$ref` by a copy of its target; schemas keep their name in `x-ref`. */
export function resolveRefs<T>(value: T, root: unknown, depth = 0): T {
  if (depth > 40) throw new Error('$ref nesting too deep (a cycle?)');
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, root, depth + 1)) as T;
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  if (typeof object.$ref === 'string') {
    const ref = object.$ref;
    if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported: ${ref}`);
    let target: unknown = root;
    for (const part of ref.slice(2).split('/')) {
      target = (target as Record<string, unknown> | undefined)?.[part.replaceAll('~1', '/')];
    }
    if (target === undefined) throw new Error(`unresolved $ref ${ref}`);
    const resolved = resolveRefs(target, root, depth + 1) as Record<string, unknown>;
    const name = ref.startsWith('#/components/schemas/') ? ref.split('/').at(-1) : undefined;
    return (name ? {...resolved, 'x-ref': name} : resolved) as T;
  }
  return Object.fromEntries(
    Object.entries(object).map(([key, item]) => [key, resolveRefs(item, root, depth + 1)]),
  ) as T;
}

type RawDocument = {
  info: {title: string; description?: string};
  tags?: {name: string; 'x-displayName'?: string; description?: string}[];
  paths: Record<string, Record<string, unknown>>;
  components?: {securitySchemes?: Record<string, {description?: string}>};
};

export function readApiSpec(document: RawDocument): ApiSpec {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const shared = (item.parameters as Parameter[] | undefined) ?? [];
    for (const method of methods) {
      const raw = item[method] as Record<string, unknown> | undefined;
      if (!raw) continue;
      const op = resolveRefs(raw, document) as Record<string, unknown>;
      const id = op.operationId;
      if (typeof id !== 'string')
        throw new Error(`${method.toUpperCase()} ${path}: no operationId`);
      const tags = (op.tags as string[] | undefined) ?? [];
      if (tags.length !== 1) throw new Error(`${id}: needs exactly one tag`);
      operations.push({
        operationId: id,
        method: method.toUpperCase(),
        path,
        summary: String(op.summary ?? id),
        description: String(op.description ?? '').trim(),
        tag: tags[0],
        parameters: [
          ...resolveRefs(shared, document),
          ...((op.parameters as Parameter[] | undefined) ?? []),
        ],
        requestBody: op.requestBody as Operation['requestBody'],
        responses: Object.entries(op.responses as Record<string, Response>),
      });
    }
  }
  const tags = (document.tags ?? []).map((tag) => ({
    name: tag.name,
    displayName: tag['x-displayName'] ?? tag.name,
    description: (tag.description ?? '').trim(),
  }));
  for (const op of operations) {
    if (!tags.some((tag) => tag.name === op.tag))
      throw new Error(`${op.operationId}: undeclared tag ${op.tag}`);
  }
  return {
    title: document.info.title,
    description: (document.info.description ?? '').trim(),
    tags,
    operations,
    securityDescription: Object.values(document.components?.securitySchemes ?? {})
      .map((scheme) => scheme.description?.trim() ?? '')
      .join('\n\n'),
  };
}

export function loadApiSpec(file = apiSpecFile): ApiSpec {
  return readApiSpec(parse(readFileSync(file, 'utf8'), {maxAliasCount: -1}) as RawDocument);
}

/** `listWorkloads` → `list-workloads`: the last segment of the operation's URL. */
export function operationSlug(operationId: string): string {
  return operationId.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

export const apiRouteBase = '/toolhive/reference/api';
export const apiDocIdBase = 'toolhive/reference/api';

export function operationRoute(op: Pick<Operation, 'operationId'>): string {
  return `${apiRouteBase}/${operationSlug(op.operationId)}`;
}

/** The body example of a media type: its `example`, or the first of its `examples`. */
export function firstExample(media: MediaType | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return first?.value;
}

export function allExamples(
  media: MediaType | undefined,
): {name: string; summary?: string; value: unknown}[] {
  if (!media) return [];
  if (media.example !== undefined) return [{name: 'example', value: media.example}];
  return Object.entries(media.examples ?? {}).map(([name, example]) => ({name, ...example}));
}

/**
 * The one status a release's facts say every request of an operation gets ("Every request answers
 * 404 …": its handler is never reached), for each `METHOD path` that has one.
 */
export function codeOfEveryRequest(facts: ApiFacts): Map<string, string> {
  const result = new Map<string, string>();
  for (const op of facts.operations)
    for (const note of op.sourceBehaviour ?? []) {
      const match = /^Every request answers ([1-5]\d\d)\b/.exec(note);
      if (match) result.set(`${op.method} ${op.path}`, match[1]);
    }
  return result;
}

/** Codes that a release's facts say it never sends, for each `METHOD path`. */
export function codesNeverSent(facts: ApiFacts): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  for (const op of facts.operations) {
    const codes = new Set<string>();
    for (const note of op.sourceBehaviour ?? []) {
      for (const clause of note.split(/[;.]\s/)) {
        if (!/\bnever\b/.test(clause)) continue;
        for (const match of clause.matchAll(/\b([1-5]\d\d)\b/g)) codes.add(match[1]);
      }
    }
    if (codes.size > 0) result.set(`${op.method} ${op.path}`, codes);
  }
  return result;
}
