// "what is toolhive" should find the heading "What is ToolHive?" first: function
// words are not searched for, but among equal hits those whose headings
// contain them rank first. Each record keeps the number of its headings' set of function words
// (a bit each; the records of a section share it), so a query counts them once per set.
import {levels, type SearchRecord} from './record';
import {headingTerms, queryStopWords, stopWords} from './text';

/** A bit for each function word, and how many 32-bit slots a set of them takes. */
export function stopWordNumbers() {
  const stopWordBit = new Map([...stopWords].map((word, index) => [word, index]));
  return {stopWordBit, stopWordSlots: Math.ceil(stopWordBit.size / 32)};
}

/**
 * Each record's set of its headings' function words, as a number into `stopSets`. The engine works
 * these out with the first query that has a function word, not before a reader's first hit: most
 * queries have none.
 */
export function headingStopWords(
  records: readonly SearchRecord[],
  {stopWordBit, stopWordSlots}: ReturnType<typeof stopWordNumbers>,
) {
  const stopSets: Uint32Array[] = [];
  const stopSetOf = new Int32Array(records.length);
  const bitsOf = new Map<string, number[]>();
  const setNumbers = new Map<string, number>();
  const headings = levels.slice(1);
  for (let doc = 0; doc < records.length; doc += 1) {
    const record = records[doc];
    const before = records[doc - 1]?.hierarchy;
    if (
      before &&
      (record.hierarchy === before || headings.every((at) => record.hierarchy[at] === before[at]))
    ) {
      stopSetOf[doc] = stopSetOf[doc - 1];
      continue;
    }
    const set = new Uint32Array(stopWordSlots);
    for (const level of headings) {
      const text = record.hierarchy[level];
      if (!text) continue;
      let bits = bitsOf.get(text);
      if (!bits) {
        bits = [];
        for (const term of headingTerms(text)) {
          const bit = stopWordBit.get(term);
          if (bit !== undefined) bits.push(bit);
        }
        bitsOf.set(text, bits);
      }
      for (const bit of bits) set[bit >> 5] |= 1 << (bit & 31);
    }
    const key = set.join(' ');
    let number = setNumbers.get(key);
    if (number === undefined) {
      number = stopSets.length;
      setNumbers.set(key, number);
      stopSets.push(set);
    }
    stopSetOf[doc] = number;
  }
  return {stopSets, stopSetOf};
}

/** Marks the query's function words in `wanted` (a bit each), and says how many there are. */
export function markQueryStopWords(
  query: string,
  stopWordBit: Map<string, number>,
  wanted: Uint32Array,
): number {
  wanted.fill(0);
  let count = 0;
  for (const word of queryStopWords(query)) {
    const bit = stopWordBit.get(word);
    if (bit === undefined) continue;
    wanted[bit >> 5] |= 1 << (bit & 31);
    count += 1;
  }
  return count;
}
