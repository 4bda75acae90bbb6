// Text outputs: one page's Markdown twin, /llms.txt and /llms-full.txt.
import type {Root} from 'mdast';

import {plainText, stringifyMarkdown, type MdNode} from './mdxToMarkdown';
import type {SiteModel, SitePage, TreeItem} from './site';
import {absoluteUrl, routeKey} from './twinPath';

export type SiteInfo = {
  siteUrl: string;
  title: string;
  /** One paragraph saying what the product is. */
  summary: string;
  /** Optional notes shown under the summary. */
  details?: string;
  /** Other docs versions' llms.txt, listed at the end of llms.txt. */
  otherVersions?: {label: string; url: string}[];
  /** The full text by section (sections.ts): each file's URL and what it holds. */
  fullTextFiles?: {label: string; url: string; holds: string}[];
};

/** Escapes text for the label of a Markdown link. */
function linkLabel(value: string): string {
  return value.replace(/([\\[\]])/g, '\\$1');
}

function entry(siteUrl: string, title: string, twinPath: string, description: string): string {
  const link = `[${linkLabel(title)}](${absoluteUrl(siteUrl, twinPath)})`;
  return description ? `${link}: ${description}` : link;
}

/**
 * A page's twin: its h1 (the page's own, or one made from its title), the
 * canonical URL, then the body.
 */
export function renderTwin(
  tree: Root,
  title: string,
  canonicalUrl: string,
  lastUpdatedAt?: number,
): string {
  const children = [...(tree.children as unknown as MdNode[])];
  let heading: MdNode;
  if (children[0]?.type === 'heading' && children[0].depth === 1) heading = children.shift()!;
  else heading = {type: 'heading', depth: 1, children: [{type: 'text', value: title}]};
  const head = stringifyMarkdown([heading]).trim();
  const body = children.length ? stringifyMarkdown(children).trim() : '';
  const updated = lastUpdatedAt
    ? `Last updated: ${new Date(lastUpdatedAt).toISOString().slice(0, 10)}\n`
    : '';
  return `${head}\n\nCanonical URL: ${canonicalUrl}\n${updated}${body ? `\n${body}\n` : ''}`;
}

/** The title a twin shows (its h1 when the page has one first, else the page title). */
export function twinTitle(tree: Root, fallback: string): string {
  const first = tree.children[0] as unknown as MdNode | undefined;
  return first?.type === 'heading' && first.depth === 1 ? plainText(first).trim() : fallback;
}

/** A bullet list of tree items, nested categories indented. */
function listItems(
  items: TreeItem[],
  pages: Map<string, SitePage>,
  siteUrl: string,
  indent = '',
): string[] {
  const lines: string[] = [];
  for (const item of items) {
    if (item.type === 'link') {
      const href = item.href.startsWith('/') ? absoluteUrl(siteUrl, item.href) : item.href;
      lines.push(
        `${indent}- [${linkLabel(item.label)}](${href})${item.description ? `: ${item.description}` : ''}`,
      );
      continue;
    }
    const page = item.permalink ? pages.get(routeKey(item.permalink)) : undefined;
    if (page)
      lines.push(`${indent}- ${entry(siteUrl, page.title, page.twinPath, page.description)}`);
    else lines.push(`${indent}- ${item.label}`);
    if (item.type === 'category')
      lines.push(...listItems(item.items, pages, siteUrl, `${indent}  `));
  }
  return lines;
}

/** The twin of a generated index page: its description and the pages of its category. */
export function renderCategoryTwin(page: SitePage, model: SiteModel, siteUrl: string): string {
  const pages = new Map(model.pages.map((item) => [routeKey(item.permalink), item]));
  const lines = [
    `# ${page.title}`,
    '',
    `Canonical URL: ${absoluteUrl(siteUrl, page.permalink)}`,
    '',
  ];
  if (page.description) lines.push(page.description, '');
  lines.push(...listItems(page.items ?? [], pages, siteUrl));
  return `${lines.join('\n')}\n`;
}

function header(info: SiteInfo): string[] {
  const lines = [`# ${info.title}`, '', `> ${info.summary.replace(/\s+/g, ' ').trim()}`, ''];
  if (info.details) lines.push(info.details.trim(), '');
  return lines;
}

/**
 * /llms.txt: title, summary, then one section per top-level sidebar group.
 * Docs at the top level of the sidebar share a first "Start here" section.
 */
export function renderLlmsTxt(model: SiteModel, info: SiteInfo): string {
  const pages = new Map(model.pages.map((page) => [routeKey(page.permalink), page]));
  const lines = header(info);
  let loose: TreeItem[] = [];
  const section = (title: string, body: string[]) => {
    if (body.length === 0) return;
    lines.push(`## ${title}`, '', ...body, '');
  };
  const flushLoose = () => {
    section(
      lines.some((line) => line.startsWith('## ')) ? 'More' : 'Start here',
      listItems(loose, pages, info.siteUrl),
    );
    loose = [];
  };
  for (const item of model.tree) {
    if (item.type !== 'category') {
      loose.push(item);
      continue;
    }
    flushLoose();
    const own = item.permalink ? pages.get(routeKey(item.permalink)) : undefined;
    const body: string[] = [];
    if (own?.kind === 'category') {
      if (own.description) body.push(own.description, '');
    } else if (own) {
      body.push(`- ${entry(info.siteUrl, own.title, own.twinPath, own.description)}`);
    }
    body.push(...listItems(item.items, pages, info.siteUrl));
    section(item.label, body);
  }
  flushLoose();
  section(
    'Full text by section',
    (info.fullTextFiles ?? []).map(
      (file) => `- [${linkLabel(file.label)}](${file.url}): ${file.holds}`,
    ),
  );
  section(
    'Other versions',
    (info.otherVersions ?? []).map(
      (version) =>
        `- [${linkLabel(version.label)}](${version.url}): the same index for that release`,
    ),
  );
  return `${lines.join('\n').trimEnd()}\n`;
}

/** /llms-full.txt: the header, then every sidebar page's twin in sidebar order. */
export function renderLlmsFull(info: SiteInfo, twins: string[]): string {
  return `${[...header(info), ...twins.map((twin) => `${twin.trim()}\n`)].join('\n').trimEnd()}\n`;
}
