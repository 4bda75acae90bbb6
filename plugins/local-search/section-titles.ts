// Each record's section title (its deepest hierarchy level) as a number, the same for records
// of one section, so a query weighs each title once.
import {fieldBit} from './fields';
import {levels, type SearchRecord} from './record';

export function sectionTitles(records: readonly SearchRecord[], ownMask: Uint16Array) {
  const titleTexts: string[] = [];
  const titleKeys = new Map<string, number>();
  // The field the section title is in: a record whose match misses it gets no title bonus.
  const titleField = new Uint16Array(records.length);
  const titleOf = Int32Array.from(records, (record, doc) => {
    let title = '';
    for (const at of levels.slice(1)) {
      const text = record.hierarchy[at];
      if (text === null) continue;
      title = text;
      titleField[doc] = fieldBit(at);
    }
    let id = titleKeys.get(title);
    if (id === undefined) {
      id = titleTexts.length;
      titleKeys.set(title, id);
      titleTexts.push(title);
    }
    return id;
  });
  // Each record's own field with, 8 bits up, the field of its section title.
  const ownAndTitleField = Uint16Array.from(ownMask, (own, doc) => own | (titleField[doc] << 8));
  return {titleTexts, titleField, titleOf, ownAndTitleField};
}
