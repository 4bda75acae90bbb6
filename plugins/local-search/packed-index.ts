// The packed pages: what the build extracts from each page, and the records they expand into.
// Pages, not records, so that headings shared by many records are written once (prebuilt.ts
// writes them, without their texts, into build/search-index.json, and the texts beside it). A
// page item is [level, text, anchor?]: level 1-6 is a heading, 0 a paragraph, list item, table
// row or code block. A named record (an element with `id` and `data-search-title`: a CLI flag, a
// manifest field) is [7, title, id, text]: its title sits one level below the heading above it,
// and the items after it stay under that heading.
import {
  levels,
  levelWeights,
  type Hierarchy,
  type Level,
  type RecordType,
  type SearchRecord,
} from './record';

export const namedLevel = 7;

export type PackedItem =
  | [level: number, text: string, anchor?: string]
  | [level: typeof namedLevel, title: string, anchor: string, text: string]
  /**
   * Text inside a tab panel: the panel's id, the tab labels around it (`Release archive › Linux,
   * ARM64`), and the level of its section's heading (headings in other panels come after it).
   */
  | [level: 0, text: string, panel: string, tabs: string, sectionLevel: number];

export type PackedPage = {
  /** Path from the site root, without anchor. */
  path: string;
  lvl0: string;
  language: string;
  tags: string[];
  pageRank?: number;
  /** A query that names this page (its title holds every query word) ignores its page rank. */
  foundByName?: true;
  /**
   * Words that name the page's context, when it is not the default one: a page about Kubernetes
   * or the REST API ranks lower for a query that names none of them (see `contextFactor`).
   */
  context?: string[];
  /**
   * Words readers use for the page that it may not use itself ("migrate" for the upgrade page):
   * they match like words of its title, on every record of the page.
   */
  keywords?: string[];
  items: PackedItem[];
};

export type SearchIndexFile = {
  format: 'toolhive-search-index';
  version: 1;
  siteUrl: string;
  pages: PackedPage[];
};

export function isSearchIndexFile(value: unknown): value is SearchIndexFile {
  const file = value as SearchIndexFile | null;
  return (
    typeof file === 'object' &&
    file !== null &&
    file.format === 'toolhive-search-index' &&
    file.version === 1 &&
    Array.isArray(file.pages)
  );
}

/** Expands the index file into records. `siteUrl` overrides the one in the file. */
export function unpackSearchIndex(file: SearchIndexFile, siteUrl = file.siteUrl): SearchRecord[] {
  if (!isSearchIndexFile(file)) throw new Error('Not a ToolHive search index file.');
  const origin = siteUrl.replace(/\/+$/, '');
  const records: SearchRecord[] = [];
  for (const page of file.pages) {
    const pageUrl = origin + page.path;
    const hierarchy: Hierarchy = {
      lvl0: page.lvl0,
      lvl1: '',
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    let anchor: string | null = null;
    // The records of a section share one copy of its titles (nothing changes a record's
    // hierarchy), so the engine recognises a section's records by reference; and one copy of
    // their URL, which the engine numbers by value (one string hashed once, not one a record).
    let shared: Hierarchy | null = null;
    let url = pageUrl;
    page.items.forEach((item, position) => {
      const [level, text, itemAnchor] = item;
      if (level === namedLevel) {
        records.push(
          recordBelowSection(page, pageUrl, position, hierarchy, {
            title: text,
            anchor: itemAnchor ?? '',
            content: item[3] ?? '',
            named: true,
          }),
        );
        return;
      }
      if (level === 0 && itemAnchor && typeof item[3] === 'string') {
        // Text inside a tab panel: it links to the panel, which the site's Tabs open for the
        // visit, and the tab's label stands one level below its section, so the hit says which
        // tab holds the text.
        records.push(
          recordBelowSection(page, pageUrl, position, hierarchy, {
            title: item[3],
            anchor: itemAnchor,
            content: text,
            sectionLevel: Number(item[4] ?? 6),
          }),
        );
        return;
      }
      let type: RecordType = 'content';
      if (level >= 1 && level <= 6) {
        type = levels[level] as RecordType;
        hierarchy[type as Exclude<Level, 'lvl0'>] = text;
        for (let deeper = level + 1; deeper <= 6; deeper += 1) {
          hierarchy[levels[deeper] as Exclude<Level, 'lvl0' | 'lvl1'>] = null;
        }
        anchor = level === 1 ? null : itemAnchor || anchor;
        shared = null;
        url = anchor ? `${pageUrl}#${anchor}` : pageUrl;
      }
      shared ??= {...hierarchy};
      records.push({
        objectID: `${page.path}:${position}`,
        url,
        url_without_anchor: pageUrl,
        anchor,
        type,
        content: type === 'content' ? text : null,
        hierarchy: shared,
        language: page.language,
        docusaurus_tag: page.tags,
        weight: {pageRank: page.pageRank ?? 0, level: levelWeights[type], position},
        // Every record has the same fields, set or not: one shape for the engine's loops.
        foundByName: page.foundByName ? true : undefined,
        context: page.context ?? undefined,
        keywords: page.keywords ?? undefined,
        named: undefined,
      });
    });
  }
  return records;
}

/**
 * A record with its own title and anchor one level below its section (at most `sectionLevel`
 * deep): a named record (a flag row, a field) or the text of a tab panel under its tab's label.
 */
function recordBelowSection(
  page: PackedPage,
  pageUrl: string,
  position: number,
  hierarchy: Hierarchy,
  own: {title: string; anchor: string; content: string; sectionLevel?: number; named?: true},
): SearchRecord {
  const placed = {...hierarchy};
  let deepest = 1;
  for (let at = 2; at <= Math.min(6, own.sectionLevel ?? 6); at += 1) {
    if (placed[levels[at]]) deepest = at;
  }
  for (let at = deepest + 1; at <= 6; at += 1) {
    placed[levels[at] as Exclude<Level, 'lvl0' | 'lvl1'>] = null;
  }
  placed[levels[Math.min(6, deepest + 1)] as Exclude<Level, 'lvl0' | 'lvl1'>] = own.title;
  return {
    objectID: `${page.path}:${position}`,
    url: `${pageUrl}#${own.anchor}`,
    url_without_anchor: pageUrl,
    anchor: own.anchor,
    type: 'content',
    content: own.content,
    hierarchy: placed,
    language: page.language,
    docusaurus_tag: page.tags,
    weight: {pageRank: page.pageRank ?? 0, level: levelWeights.content, position},
    foundByName: page.foundByName ? true : undefined,
    context: page.context ?? undefined,
    keywords: page.keywords ?? undefined,
    named: own.named ? true : undefined,
  };
}

/** The index file, relative to the build directory: the current docs and the pages outside them. */
export const searchIndexFileName = 'search-index.json';

/** The index file of an older docs version, by its Docusaurus version name (`0.0.47`). */
export function versionIndexFileName(versionName: string): string {
  return `search-index-${versionName}.json`;
}
