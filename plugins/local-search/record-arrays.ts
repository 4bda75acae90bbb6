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
  const ids = Int32Array.from(records, (record) => {
    const value = key(record);
    let id = numbers.get(value);
    if (id === undefined) {
      id = numbers.size;
      numbers.set(value, id);
    }
    return id;
  });
  return {ids, size: numbers.size};
}

export function recordArrays(records: readonly SearchRecord[]) {
  const count = records.length;
  const ownMask = Uint16Array.from(records, (record) =>
    fieldBit(record.type === 'content' ? 'content' : record.type),
  );
  const pageRank = Float64Array.from(records, (record) => record.weight.pageRank);
  const rankScale = Float64Array.from(pageRank, (rank) => pageRankFactor ** rank);
  const foundByName = Uint8Array.from(records, (record) => (record.foundByName ? 1 : 0));
  const level = Float64Array.from(records, (record) => record.weight.level);
  const position = Float64Array.from(records, (record) => record.weight.position);
  // Each record's context, as an index into `contexts` (-1: the default context).
  const contexts: (readonly string[])[] = [];
  const contextKeys = new Map<string, number>();
  const contextOf = Int16Array.from(records, (record) => {
    if (!record.context) return -1;
    const key = record.context.join(' ');
    if (!contextKeys.has(key)) {
      contextKeys.set(key, contexts.length);
      contexts.push(record.context);
    }
    return contextKeys.get(key)!;
  });
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
