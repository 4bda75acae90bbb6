// The API reference page is drawn by Redoc, so its text is not reading text
// in the HTML. Its search items come from the OpenAPI document instead: the
// sections of the API description, one heading per tag (with its
// description), one per operation (summary), then method + path and the
// operation's description, each pointing at Redoc's anchor.
import {parse} from 'yaml';

import type {PackedItem} from './engine';
import {collapse} from './extract';

const methods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
};
type Spec = {
  info?: {description?: string};
  paths?: Record<string, Partial<Record<(typeof methods)[number], Operation>>>;
  tags?: {name: string; 'x-displayName'?: string; description?: string}[];
};

/** Markdown to plain text blocks: paragraphs, list items and code blocks. */
export function markdownBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  let paragraph: string[] = [];
  let code: string[] | null = null;
  const flush = () => {
    const text = collapse(
      paragraph
        .join(' ')
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/[*_`]+/g, ''),
    );
    if (text) blocks.push(text);
    paragraph = [];
  };
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) {
      if (code) {
        const text = collapse(code.join(' '));
        if (text) blocks.push(text);
        code = null;
      } else {
        flush();
        code = [];
      }
    } else if (code) code.push(line);
    else if (!line.trim()) flush();
    else if (/^\s*([-*+]|\d+\.)\s+/.test(line)) {
      flush();
      paragraph.push(line.replace(/^\s*([-*+]|\d+\.)\s+/, ''));
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}

/** The API description as items: text before the first `##`, then one section per `##`. */
function descriptionItems(description: string, ids: string[]): PackedItem[] {
  const items: PackedItem[] = [];
  const parts = description.split(/^##\s+(.+)$/m);
  for (const block of markdownBlocks(parts[0])) items.push([0, block]);
  for (let index = 1; index < parts.length; index += 2) {
    const title = collapse(parts[index].replace(/#+\s*$/, ''));
    const anchor = `section/${title.replace(/\s+/g, '-')}`;
    items.push([2, title, ids.find((id) => id.toLowerCase() === anchor.toLowerCase()) ?? anchor]);
    for (const block of markdownBlocks(parts[index + 1] ?? '')) items.push([0, block]);
  }
  return items;
}

export type ApiOperation = {
  method: string;
  path: string;
  summary: string;
  description: string;
  tag: string | null;
  anchor: string;
};

const jsonPointerEscape = (value: string) => value.replace(/~/g, '~0').replace(/\//g, '~1');

function findAnchor(ids: string[], preferred: string, suffix: string): string {
  if (ids.includes(preferred)) return preferred;
  return ids.find((id) => id.endsWith(suffix)) ?? preferred;
}

/** Lists the operations of an OpenAPI document with the anchors Redoc gives them. */
export function readApiOperations(specText: string, ids: string[] = []): ApiOperation[] {
  const spec = (parse(specText) ?? {}) as Spec;
  if (typeof spec !== 'object' || !spec.paths || typeof spec.paths !== 'object') {
    throw new Error('The OpenAPI document has no paths.');
  }
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    if (!item || typeof item !== 'object') continue;
    for (const method of methods) {
      const operation = item[method];
      if (!operation || typeof operation !== 'object') continue;
      const tag = operation.tags?.[0] ?? null;
      const parent = tag ? `tag/${tag}/` : '';
      const anchor = operation.operationId
        ? findAnchor(
            ids,
            `${parent}operation/${operation.operationId}`,
            `operation/${operation.operationId}`,
          )
        : findAnchor(
            ids,
            `${parent}paths/${jsonPointerEscape(path)}/${method}`,
            `paths/${jsonPointerEscape(path)}/${method}`,
          );
      operations.push({
        method: method.toUpperCase(),
        path,
        summary: collapse(operation.summary ?? '') || `${method.toUpperCase()} ${path}`,
        description: collapse(operation.description ?? ''),
        tag,
        anchor,
      });
    }
  }
  return operations;
}

/** Index items for the API reference page, grouped by tag as Redoc shows them. */
export function apiReferenceItems(specText: string, ids: string[] = []): PackedItem[] {
  const spec = (parse(specText) ?? {}) as Spec;
  const tagNames = new Map<string, string>();
  const tagDescriptions = new Map<string, string>();
  for (const tag of spec.tags ?? []) {
    tagNames.set(tag.name, tag['x-displayName'] ?? tag.name);
    if (tag.description) tagDescriptions.set(tag.name, tag.description);
  }
  const operations = readApiOperations(specText, ids);
  const tags: (string | null)[] = [];
  for (const operation of operations) {
    if (!tags.includes(operation.tag)) tags.push(operation.tag);
  }
  const items: PackedItem[] = descriptionItems(spec.info?.description ?? '', ids);
  for (const tag of tags) {
    let level = 2;
    if (tag !== null) {
      const anchor = `tag/${tag}`;
      const label = tagNames.get(tag) ?? tag;
      items.push([2, label.charAt(0).toUpperCase() + label.slice(1), anchor]);
      for (const block of markdownBlocks(tagDescriptions.get(tag) ?? '')) items.push([0, block]);
      level = 3;
    }
    for (const operation of operations.filter((candidate) => candidate.tag === tag)) {
      items.push([level, operation.summary, operation.anchor]);
      items.push([0, `${operation.method} ${operation.path}`]);
      if (operation.description && operation.description !== operation.summary) {
        items.push([0, operation.description]);
      }
    }
  }
  return items;
}
