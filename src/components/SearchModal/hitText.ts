// What a hit row shows: its title and the page it is on, as HTML, and which icon it gets. A hit
// of a search brings its own HTML (highlighted and escaped by the engine, or by Algolia); a
// stored one (recent and favourite searches) brings text that was escaped when it was stored.
import {escapeHtml} from '../../../plugins/local-search/html';

export type HitType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
export type Hierarchy = {lvl0: string; lvl1: string} & Partial<
  Record<'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>
>;

/** A hit as recent and favourite searches keep it. */
export type StoredHit = {
  objectID: string;
  url: string;
  type: HitType;
  hierarchy: Hierarchy;
  content: string | null;
};

type Snippet = {value: string};

export type Hit = StoredHit & {
  _snippetResult?: {content?: Snippet; hierarchy?: Partial<Record<keyof Hierarchy, Snippet>>};
};

export type HitKind = 'page' | 'heading' | 'text';

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * Stored text as HTML that can only be text: the five escapes it was stored with are undone and
 * done again, so anything else in it (a hand-edited entry, say) shows as written.
 */
export function storedTextHtml(value: string | null | undefined): string {
  if (!value) return '';
  return escapeHtml(value.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity]));
}

/** A row's HTML as plain text, for a name read out: tags dropped, the five escapes undone. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity]);
}

export function kindOf(hit: Pick<StoredHit, 'type'>): HitKind {
  if (hit.type === 'lvl1') return 'page';
  return hit.type === 'content' ? 'text' : 'heading';
}

/** The row's title and, below it, the page it is on (none for a page's own hit). */
export function describeHit(hit: Hit): {title: string; path: string | null} {
  const snippets = hit._snippetResult;
  const field = (level: keyof Hierarchy) =>
    snippets?.hierarchy?.[level]?.value ?? storedTextHtml(hit.hierarchy[level]);
  const title =
    hit.type === 'content'
      ? (snippets?.content?.value ?? storedTextHtml(hit.content))
      : field(hit.type);
  return {title, path: hit.type === 'lvl1' ? null : field('lvl1')};
}

/** A hit as stored: its own fields, escaped, without the search's highlights. */
export function toStored(hit: Hit): StoredHit {
  const hierarchy = Object.fromEntries(
    Object.entries(hit.hierarchy).map(([level, text]) => [level, text && escapeHtml(text)]),
  ) as Hierarchy;
  return {
    objectID: hit.objectID,
    url: hit.url,
    type: hit.type,
    hierarchy,
    content: hit.content && escapeHtml(hit.content),
  };
}
