// The hits of a search as the modal lists them, as DocSearch did: in sections by their top level
// (lvl0), in order of first appearance, the first five of each; in a section, the hits of one page
// together (pages in order of first appearance, a page's hits in their order); a hit of a page
// whose own hit is in the section is drawn as that page's child. Pure, so the unit tests can check
// it.
import type {Hit} from './hitText';

export const hitsPerSection = 5;

export type ListedHit = {
  hit: Hit;
  /** Drawn under its page's own hit, which is in the same section. */
  child: boolean;
  /** The last child in a run of children: its branch line ends there. */
  lastChild: boolean;
};

export type Section = {title: string; items: ListedHit[]};

/** Hits grouped by a key, in order of first appearance, each group's hits in their order. */
function groupedBy(hits: readonly Hit[], key: (hit: Hit) => string, most = Infinity): Hit[][] {
  const groups = new Map<string, Hit[]>();
  for (const hit of hits) {
    const name = key(hit);
    const group = groups.get(name);
    if (!group) groups.set(name, [hit]);
    else if (group.length < most) group.push(hit);
  }
  return [...groups.values()];
}

export function sectionsOf(hits: readonly Hit[]): Section[] {
  return groupedBy(hits, (hit) => hit.hierarchy.lvl0, hitsPerSection).map((first) => {
    const list = groupedBy(first, (hit) => hit.hierarchy.lvl1).flat();
    const pages = new Set(
      list.filter((hit) => hit.type === 'lvl1').map((hit) => hit.hierarchy.lvl1),
    );
    const child = list.map((hit) => hit.type !== 'lvl1' && pages.has(hit.hierarchy.lvl1));
    return {
      title: first[0].hierarchy.lvl0,
      items: list.map((hit, index) => ({
        hit,
        child: child[index],
        lastChild: child[index] && !child[index + 1],
      })),
    };
  });
}

/** The section titles of a search's hits, in order: what "Try searching for" offers later. */
export function sectionTitles(hits: readonly Hit[]): string[] {
  return [...new Set(hits.map((hit) => hit.hierarchy.lvl0))];
}
