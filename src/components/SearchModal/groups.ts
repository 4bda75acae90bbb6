// The hits of a search as the modal lists them: in sections by their top level (lvl0), in order of
// first appearance, at most five a section; a hit below a page that is listed in its section is
// drawn as that page's child. Pure, so the unit tests can check it.
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

export function sectionsOf(hits: readonly Hit[]): Section[] {
  const sections = new Map<string, Hit[]>();
  for (const hit of hits) {
    const title = hit.hierarchy.lvl0;
    let list = sections.get(title);
    if (!list) {
      list = [];
      sections.set(title, list);
    }
    if (list.length < hitsPerSection) list.push(hit);
  }
  return [...sections].map(([title, list]) => {
    const pages = new Set(
      list.filter((hit) => hit.type === 'lvl1').map((hit) => hit.hierarchy.lvl1),
    );
    const child = list.map((hit) => hit.type !== 'lvl1' && pages.has(hit.hierarchy.lvl1));
    return {
      title,
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
