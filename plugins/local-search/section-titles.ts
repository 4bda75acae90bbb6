// Each record's section title (its deepest hierarchy level) as a number, the same for records
// of one section, so a query weighs each title once.
import {fieldBit} from './fields';
import {levels, type Hierarchy, type SearchRecord} from './record';

export function sectionTitles(records: readonly SearchRecord[], ownMask: Uint16Array) {
  const titleTexts: string[] = [];
  const titleKeys = new Map<string, number>();
  // The field the section title is in: a record whose match misses it gets no title bonus.
  const titleField = new Uint16Array(records.length);
  const titleOf = new Int32Array(records.length);
  // The records of a section share one object of titles: each is read once, not once a record.
  let previous: Hierarchy | null = null;
  let id = -1;
  let field = 0;
  for (let doc = 0; doc < records.length; doc += 1) {
    const hierarchy = records[doc].hierarchy;
    if (hierarchy !== previous) {
      previous = hierarchy;
      let title = '';
      let deepest = -1;
      for (let at = 1; at < levels.length; at += 1) {
        const text = hierarchy[levels[at]];
        if (text === null) continue;
        title = text;
        deepest = at;
      }
      field = deepest < 0 ? 0 : fieldBit(levels[deepest]);
      const known = titleKeys.get(title);
      if (known === undefined) {
        id = titleTexts.length;
        titleKeys.set(title, id);
        titleTexts.push(title);
      } else id = known;
    }
    titleOf[doc] = id;
    titleField[doc] = field;
  }
  // Each record's own field with, 8 bits up, the field of its section title.
  const ownAndTitleField = new Uint16Array(records.length);
  for (let doc = 0; doc < records.length; doc += 1) {
    ownAndTitleField[doc] = ownMask[doc] | (titleField[doc] << 8);
  }
  return {titleTexts, titleField, titleOf, ownAndTitleField};
}
