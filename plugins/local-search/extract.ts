// Reads a rendered page and turns it into the items of the search index:
// headings, and under them paragraphs, list items, table rows and code.
// An element with an `id` and a `data-search-title` (a CLI flag's row, a
// manifest field) becomes a record of its own: titled by the attribute,
// linking to its id, with its text as content.
import {load, type CheerioAPI} from 'cheerio';

import {namedLevel, type PackedItem, type PackedPage} from './packed-index';

export type ExtractOptions = {
  /** Route path of the page, for example `/toolhive/quickstart`. */
  path: string;
  /** Section name (`hierarchy.lvl0`) for pages outside any sidebar category. */
  defaultLvl0?: string;
  pageRank?: number;
  foundByName?: boolean;
  /** Words that name the page's context, when it is a side one (`PackedPage.context`). */
  context?: string[];
  /** Words readers use for the page that it may not use itself (`PackedPage.keywords`). */
  keywords?: string[];
  /** Suffix of the document title to drop when the page has no h1. */
  titleSuffix?: string;
};

export const defaultLvl0 = 'Documentation';
const namedRecord = '[id][data-search-title]';
const tabPanel = '[role="tabpanel"][id][data-tab-label]';
const maxItemLength = 1500;
const maxCodeLength = 600;

// Page furniture and markup that is not reading text.
const noise = [
  'script',
  'style',
  'noscript',
  'svg',
  'img',
  'button',
  'a.hash-link',
  '[role="tablist"]',
  '.theme-doc-toc-mobile',
  '.theme-doc-card-container',
  '.redocusaurus',
  '.redocusaurus-styles',
  '.redoc-wrap',
  '[aria-hidden="true"]',
].join(', ');

const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const contentTags = new Set(['p', 'li', 'tr', 'pre', 'dt', 'dd', 'summary', 'figcaption']);
// Blocks whose text belongs to their own items, not to the enclosing one.
const nestedBlocks = new Set([
  ...headingTags,
  ...contentTags,
  'ul',
  'ol',
  'table',
  'dl',
  'details',
  'blockquote',
  'div',
]);

export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

// The parts of a parsed node this module reads.
type DomNode = {type: string; data?: string; tagName?: string; children?: DomNode[]};
type Element = DomNode & {tagName: string; children: DomNode[]};

function isElement(node: DomNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

/** The element's text, leaving out blocks nested in it that are items of their own. */
function ownText(node: Element): string {
  let text = '';
  for (const child of node.children) {
    if (child.type === 'text') text += child.data ?? '';
    else if (isElement(child)) {
      if (nestedBlocks.has(child.tagName)) text += ' ';
      else if (child.tagName === 'br') text += ' ';
      else text += ownText(child);
    }
  }
  return text;
}

/** All the element's text; blocks inside it are kept apart by a space (the HTML has none between them). */
function allText(node: Element): string {
  let text = '';
  for (const child of node.children) {
    if (child.type === 'text') text += child.data ?? '';
    else if (isElement(child)) {
      if (child.tagName === 'br') text += '\n';
      else if (nestedBlocks.has(child.tagName)) {
        text += ` ${allText(child)} `;
      } else text += allText(child);
    }
  }
  return text;
}

function rowText(row: ReturnType<CheerioAPI>): string {
  const cells = row.children('td');
  if (cells.length === 0) return '';
  return cells
    .map((_, cell) => collapse(allText(cell as unknown as Element)))
    .get()
    .filter(Boolean)
    .join(' — ');
}

function meta($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"]`).attr('content')?.trim() || undefined;
}

export function isNoIndex($: CheerioAPI): boolean {
  return /\bnoindex\b/i.test(meta($, 'robots') ?? '');
}

function sectionName($: CheerioAPI, fallback: string): string {
  const crumbs = $('nav.theme-doc-breadcrumbs li.breadcrumbs__item')
    .not('.breadcrumbs__item--active')
    .map((_, item) => collapse($(item).text()))
    .get()
    .filter(Boolean);
  // The section is the sidebar category under the top one when there is one
  // ("Reference › CLI reference › thv › config" → "CLI reference"): deeper
  // categories are too narrow to group hits by, the top one too broad.
  return crumbs[1] ?? crumbs[0] ?? fallback;
}

function clip(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${space > length * 0.8 ? cut.slice(0, space) : cut}…`;
}

/**
 * Extracts a docs page. Returns `null` for pages that must not be searched:
 * `noindex` pages and pages without docs content (the landing page, 404,
 * the search page).
 */
export function extractPage(html: string, options: ExtractOptions): PackedPage | null {
  const $ = load(html);
  if (isNoIndex($)) return null;
  let root: ReturnType<CheerioAPI> = $('article .theme-doc-markdown').first();
  if (root.length === 0) root = $('main header').has('h1').first();
  if (root.length === 0) return null;
  root.find(noise).remove();

  const titleSuffix = options.titleSuffix ?? '';
  const documentTitle = collapse($('title').first().text());
  const h1 = collapse(root.find('h1').first().text());
  const lvl1 =
    h1 ||
    (titleSuffix && documentTitle.endsWith(titleSuffix)
      ? documentTitle.slice(0, -titleSuffix.length)
      : documentTitle);
  if (!lvl1) return null;

  const items: PackedItem[] = [[1, lvl1]];
  // The page's description says what the page is for, in the words readers search with.
  const description = meta($, 'description');
  if (description && description !== lvl1) items.push([0, clip(description, maxItemLength)]);
  const seen = new Set<string>();
  let sectionKey = '';
  // Every heading so far, with the tab panels around it. Text in a panel links to the panel itself
  // (src/theme/TabItem gives it an id), so a hit opens the tab that holds it; its section is the
  // latest heading outside any panel that does not hold the text.
  const headings: {level: number; panels: unknown[]}[] = [];
  const selector = `h2, h3, h4, h5, h6, p, li, tr, pre, dt, dd, summary, figcaption, ${namedRecord}`;
  root.find(selector).each((_, found) => {
    const node = found as unknown as Element;
    const tag = node.tagName;
    // Text inside a named record belongs to that record only.
    if ($(found).parents(namedRecord).length > 0) return;
    const title = $(found).attr('data-search-title');
    const id = $(found).attr('id');
    if (title && id) {
      const text = clip(tag === 'tr' ? rowText($(found)) : collapse(allText(node)), maxItemLength);
      items.push([namedLevel, collapse(title), id, text]);
      return;
    }
    if (headingTags.has(tag)) {
      const text = collapse($(found).text());
      if (!text) return;
      const id = $(found).attr('id');
      items.push(id ? [Number(tag[1]), text, id] : [Number(tag[1]), text]);
      sectionKey = `${items.length}`;
      headings.push({level: Number(tag[1]), panels: $(found).parents(tabPanel).toArray()});
      return;
    }
    // Code inside a list item or a table is read with its container.
    if (tag !== 'pre' && $(found).parents('pre').length > 0) return;
    let text: string;
    if (tag === 'tr') text = rowText($(found));
    else if (tag === 'pre') text = clip(collapse(allText(node)), maxCodeLength);
    else if ($(found).parents('tr').length > 0) return;
    else text = collapse(ownText(node));
    if (!text) return;
    text = clip(text, maxItemLength);
    const key = `${sectionKey}\u0000${text}`;
    if (seen.has(key)) return;
    seen.add(key);
    const around = $(found).parents(tabPanel).toArray();
    const section = [...headings]
      .reverse()
      .find((heading) => heading.panels.every((panel) => (around as unknown[]).includes(panel)));
    // Panels around this text that its section is not in, outermost first.
    const panels = around.filter((panel) => !section?.panels.includes(panel)).reverse();
    const innermost = panels.at(-1);
    if (innermost) {
      const trail = panels
        .map((panel) => collapse($(panel).attr('data-tab-label') ?? ''))
        .join(' › ');
      items.push([0, text, $(innermost).attr('id')!, trail, section?.level ?? 1]);
    } else {
      items.push([0, text]);
    }
  });

  return {
    path: options.path,
    lvl0: sectionName($, options.defaultLvl0 ?? defaultLvl0),
    language: meta($, 'docsearch:language') ?? $('html').attr('lang') ?? 'en',
    tags: [meta($, 'docsearch:docusaurus_tag') ?? 'default'],
    ...(options.pageRank ? {pageRank: options.pageRank} : {}),
    ...(options.foundByName ? {foundByName: true as const} : {}),
    ...(options.context?.length ? {context: options.context} : {}),
    ...(options.keywords?.length ? {keywords: options.keywords} : {}),
    items,
  };
}
