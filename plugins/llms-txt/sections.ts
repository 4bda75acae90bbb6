// The full text of the docs split by sidebar section, so that an agent that reads about 100,000
// characters of a fetched file can read each part whole: one file per top-level group of the
// sidebar (`llms-guides-cli.txt`), in parts of at most `maxChars` when a group is longer
// (`llms-cli-reference-2.txt`). /llms.txt links each file with a line that says what it holds.
import type {SitePage, SiteModel, TreeItem} from './site';
import {routeKey} from './twinPath';

export const maxSectionChars = 100_000;

export type SectionFile = {
  /** File name in the version's folder, `llms-guides-cli.txt`. */
  fileName: string;
  /** The sidebar group, `Using the ToolHive CLI`. */
  section: string;
  part: number;
  parts: number;
  pageTitles: string[];
  text: string;
};

function slug(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function permalinksOf(items: TreeItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'page') return [item.permalink];
    if (item.type === 'category') {
      return [...(item.permalink ? [item.permalink] : []), ...permalinksOf(item.items)];
    }
    return [];
  });
}

/**
 * The sidebar's top-level groups, in order; pages at the top level form "Start here". A group too
 * long for one file that holds categories of its own (Reference: the CLI, API and Kubernetes
 * references) is split along them, so each file keeps to one subject.
 */
function groups(
  tree: TreeItem[],
  lengthOf: (permalinks: string[]) => number,
  maxChars: number,
): {label: string; permalinks: string[]}[] {
  const out = [
    {
      label: 'Start here',
      permalinks: permalinksOf(tree.filter((item) => item.type !== 'category')),
    },
  ];
  for (const item of tree) {
    if (item.type !== 'category') continue;
    const all = permalinksOf([item]);
    const nested = item.items.filter(
      (child): child is Extract<TreeItem, {type: 'category'}> => child.type === 'category',
    );
    if (lengthOf(all) <= maxChars || nested.length === 0) {
      out.push({label: item.label, permalinks: all});
      continue;
    }
    const own = [
      ...(item.permalink ? [item.permalink] : []),
      ...permalinksOf(item.items.filter((child) => child.type !== 'category')),
    ];
    out.push({label: item.label, permalinks: own});
    for (const child of nested) out.push({label: child.label, permalinks: permalinksOf([child])});
  }
  return out;
}

/**
 * Splits the twins of `pages` (the pages of llms-full.txt, in its order) into section files.
 * `heading` writes the first lines of a file from its section and part.
 */
export function sectionFiles(
  model: SiteModel,
  pages: SitePage[],
  twinOf: (page: SitePage) => string,
  heading: (section: string, part: number, parts: number) => string,
  maxChars = maxSectionChars,
): SectionFile[] {
  const byRoute = new Map(pages.map((page) => [routeKey(page.permalink), page]));
  const files: SectionFile[] = [];
  const lengthOf = (permalinks: string[]) =>
    permalinks
      .map((permalink) => byRoute.get(routeKey(permalink)))
      .reduce((sum, page) => sum + (page ? twinOf(page).length : 0), 0);
  for (const group of groups(model.tree, lengthOf, maxChars)) {
    const members = [...new Set(group.permalinks.map(routeKey))]
      .map((route) => byRoute.get(route))
      .filter((page): page is SitePage => page !== undefined);
    if (members.length === 0) continue;
    // Pack whole pages into parts; a heading is at most a few hundred characters.
    const budget = maxChars - heading(group.label, 99, 99).length - 2;
    const parts: SitePage[][] = [[]];
    let size = 0;
    for (const page of members) {
      const length = twinOf(page).trim().length + 2;
      if (size + length > budget && parts.at(-1)!.length > 0) {
        parts.push([]);
        size = 0;
      }
      parts.at(-1)!.push(page);
      size += length;
    }
    parts.forEach((partPages, index) => {
      const part = index + 1;
      const base = `llms-${slug(group.label)}`;
      files.push({
        fileName: parts.length === 1 || part === 1 ? `${base}.txt` : `${base}-${part}.txt`,
        section: group.label,
        part,
        parts: parts.length,
        pageTitles: partPages.map((page) => page.title),
        text: `${[heading(group.label, part, parts.length), ...partPages.map((page) => `${twinOf(page).trim()}\n`)].join('\n').trimEnd()}\n`,
      });
    });
  }
  return files;
}
