// The fields a record's words are found in, and what a match in each is worth.
import {fieldBoosts} from './ranking-weights';
import {levels, type SearchRecord} from './record';

/** The fields a term can be found in, in the order of their bits in a posting's mask. */
export const fields = [...levels, 'content'] as const;
export type Field = (typeof fields)[number];
export const fieldBit = (field: Field) => 1 << fields.indexOf(field);
// Searchable attributes in priority order: DocSearch's, except that lvl0 comes
// last. Here lvl0 is the sidebar section, shared by every page in it, so a
// match there says little about a page ("toolhive" is in "Using the ToolHive CLI").
export const attributeOrder: Field[] = [
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
  'content',
  'lvl0',
];
export const headingMask = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].reduce(
  (mask, field) => mask | fieldBit(field as Field),
  0,
);
const fieldBoost: Record<Field, number> = fieldBoosts;
// For each set of matched fields (a bit mask): the best attribute rank, and the best boost.
export const maskRank = new Uint8Array(1 << fields.length);
export const maskBoost = new Float32Array(1 << fields.length);
for (let mask = 1; mask < maskRank.length; mask += 1) {
  const matched = attributeOrder.filter((field) => mask & fieldBit(field));
  maskRank[mask] = attributeOrder.indexOf(matched[0]);
  maskBoost[mask] = Math.max(...matched.map((field) => fieldBoost[field]));
}

export function fieldText(record: SearchRecord, field: Field): string {
  if (field === 'content') return record.content ?? '';
  // A page's keywords count as words of its title.
  if (field === 'lvl1' && record.keywords?.length)
    return `${record.hierarchy.lvl1} ${record.keywords.join(' ')}`;
  return record.hierarchy[field] ?? '';
}

/** The field's name as Algolia reports it (`hierarchy.lvl2`, `content`). */
export function attributeName(field: Field | undefined): string {
  if (!field) return 'none';
  return field === 'content' ? 'content' : `hierarchy.${field}`;
}
