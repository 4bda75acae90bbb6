// What the query loop reads of each record, in typed arrays indexed by record number, laid out
// once when the engine is built.
import {fieldBit} from './fields';
import {pageRankFactor} from './ranking-weights';
import type {SearchRecord} from './record';

/** Numbers the records' keys in order of first appearance: each record's number, and how many. */
function numbering(
  records: readonly SearchRecord[],
  key: (record: SearchRecord) => string,
): {ids: Int32Array; size: number} {
  const numbers = new Map<string, number>();
  const ids = new Int32Array(records.length);
  // Records with the same key mostly come together (a section's share its URL): no lookup then.
  let previous: string | undefined;
  let id = -1;
  for (let doc = 0; doc < records.length; doc += 1) {
    const value = key(records[doc]);
    if (value !== previous) {
      previous = value;
      const known = numbers.get(value);
      if (known === undefined) {
        id = numbers.size;
        numbers.set(value, id);
      } else id = known;
    }
    ids[doc] = id;
  }
  return {ids, size: numbers.size};
}

export function recordArrays(records: readonly SearchRecord[]) {
  const count = records.length;
  // Plain loops: a typed array's `from` with a map function is many times slower, cold.
  const ownMask = new Uint16Array(count);
  const pageRank = new Float64Array(count);
  const rankScale = new Float64Array(count);
  const foundByName = new Uint8Array(count);
  const level = new Float64Array(count);
  const position = new Float64Array(count);
  // Each record's context, as an index into `contexts` (-1: the default context).
  const contexts: (readonly string[])[] = [];
  const contextKeys = new Map<string, number>();
  const contextOf = new Int16Array(count);
  // What records of one page share (their type's bit aside) is worked out once, not per record.
  const typeBits = new Map<string, number>();
  let lastRank = NaN;
  let lastScale = 1;
  let lastContext: readonly string[] | undefined;
  let lastContextId = -1;
  for (let doc = 0; doc < count; doc += 1) {
    const record = records[doc];
    let bit = typeBits.get(record.type);
    if (bit === undefined) {
      bit = fieldBit(record.type === 'content' ? 'content' : record.type);
      typeBits.set(record.type, bit);
    }
    ownMask[doc] = bit;
    const rank = record.weight.pageRank;
    if (rank !== lastRank) {
      lastRank = rank;
      lastScale = pageRankFactor ** rank;
    }
    pageRank[doc] = rank;
    rankScale[doc] = lastScale;
    foundByName[doc] = record.foundByName ? 1 : 0;
    level[doc] = record.weight.level;
    position[doc] = record.weight.position;
    if (!record.context) {
      contextOf[doc] = -1;
      continue;
    }
    if (record.context !== lastContext) {
      lastContext = record.context;
      const key = record.context.join(' ');
      let context = contextKeys.get(key);
      if (context === undefined) {
        context = contexts.length;
        contextKeys.set(key, context);
        contexts.push(record.context);
      }
      lastContextId = context;
    }
    contextOf[doc] = lastContextId;
  }
  const {ids: urlId, size: urlCount} = numbering(records, (record) => record.url);
  const {ids: pageId, size: pageCount} = numbering(records, (record) => record.url_without_anchor);
  const firstOfPage = new Int32Array(pageCount).fill(-1);
  for (let doc = count - 1; doc >= 0; doc -= 1) firstOfPage[pageId[doc]] = doc;
  return {
    ownMask,
    pageRank,
    rankScale,
    foundByName,
    level,
    position,
    contexts,
    contextOf,
    urlId,
    urlCount,
    pageId,
    pageCount,
    firstOfPage,
  };
}
