// The words of titles as numbers, so that a query weighs a title with table lookups: what a
// section's title adds for the query (`titleBonus`), and whether the query names a page by its
// title (`holdsPageTitle`).
import type {SearchRecord} from './record';
import {lesserForms} from './query-term-words';
import {formWeight} from './ranking-weights';
import {titleBonusOf} from './score';
import {splitWords, stopWords, type QueryTerm} from './text';

export function createTitleWords(
  records: readonly SearchRecord[],
  titleTexts: readonly string[],
  firstOfPage: Int32Array,
  pageCount: number,
) {
  // Tells which of the per-query caches below are current.
  let queryStamp = 0;
  // Per query,
  // `wordTerm` holds the query term each word stands for (`termIndex`, -1 for none), and
  // `wordPlainBits` the plain query terms (not flags or code names) it stands for as the term or
  // a synonym, a bit each.
  const wordNumbers = new Map<string, number>();
  let wordTerm = new Int32Array(1024).fill(-1);
  let wordWeight = new Float64Array(1024).fill(1);
  let wordPlainBits = new Int32Array(1024);
  let weighedLess = new Set<string>();
  const setWords: number[] = [];
  let queryTermOf = new Map<string, number>();
  let plainWordBits = new Map<string, number>();
  let plainBits = 0;

  function setWord(number: number, word: string): void {
    const index = queryTermOf.get(word);
    const plain = plainWordBits.get(word);
    if (index === undefined && plain === undefined) return;
    if (number >= wordTerm.length) {
      const size = Math.max(number + 1, wordTerm.length * 2);
      const grow = (table: Int32Array, fill: number) => {
        const grown = new Int32Array(size).fill(fill);
        grown.set(table);
        return grown;
      };
      wordTerm = grow(wordTerm, -1);
      wordPlainBits = grow(wordPlainBits, 0);
      const weights = new Float64Array(size).fill(1);
      weights.set(wordWeight);
      wordWeight = weights;
    }
    wordTerm[number] = index ?? -1;
    wordWeight[number] = weighedLess.has(word) ? formWeight : 1;
    wordPlainBits[number] = plain ?? 0;
    setWords.push(number);
  }
  function wordNumber(word: string): number {
    let number = wordNumbers.get(word);
    if (number === undefined) {
      number = wordNumbers.size;
      wordNumbers.set(word, number);
      // A title read for the first time during a query may hold one of its words.
      setWord(number, word);
    }
    return number;
  }
  function numbersOf(words: Iterable<string>): Int32Array {
    return Int32Array.from(words, wordNumber);
  }

  /**
   * Sets the per-query word tables (see `wordNumbers`) for `terms`: once per query, before its
   * first `titleBonus` or `holdsPageTitle`.
   */
  function setQueryWords(terms: QueryTerm[], termOf: Map<string, number>): void {
    queryStamp += 1;
    for (const number of setWords) {
      wordTerm[number] = -1;
      wordWeight[number] = 1;
      wordPlainBits[number] = 0;
    }
    weighedLess = lesserForms(terms);
    setWords.length = 0;
    queryTermOf = termOf;
    plainWordBits = new Map();
    plainBits = 0;
    terms.forEach((term, index) => {
      if (term.flag || term.identifier) return;
      const bit = 1 << index;
      plainBits |= bit;
      for (const word of [term.term, ...(term.synonyms ?? [])]) {
        plainWordBits.set(word, (plainWordBits.get(word) ?? 0) | bit);
      }
    });
    const words = new Set([...termOf.keys(), ...plainWordBits.keys()]);
    for (const word of words) {
      const number = wordNumbers.get(word);
      if (number !== undefined) setWord(number, word);
    }
  }
  const termOfWord = (number: number) => (number < wordTerm.length ? wordTerm[number] : -1);
  function bitsOfWords(numbers: Int32Array, table: Int32Array): number {
    let bits = 0;
    for (let i = 0; i < numbers.length; i += 1) {
      if (numbers[i] < table.length) bits |= table[numbers[i]];
    }
    return bits;
  }

  /** A page title's parts (`hass-mcp` is `hass`, `mcp`), less function words, as numbers. */
  const pageTitles = new Array<Int32Array | undefined>(pageCount).fill(undefined);
  function pageTitleParts(page: number): Int32Array {
    let parts = pageTitles[page];
    if (!parts) {
      parts = numbersOf(
        splitWords(records[firstOfPage[page]].hierarchy.lvl1)
          .flatMap((word) => word.parts.map((part) => part.term))
          .filter((term) => !stopWords.has(term)),
      );
      pageTitles[page] = parts;
    }
    return parts;
  }

  // Each section title's parts, less function words, three numbers a part in `sectionWords` from
  // `titleStart` (-1: not read yet): the part's word number, its whole word's (-1 for a word of
  // one part), and 1 for a part of a flag. One array for all titles: a query reads many of them.
  const titleStart = new Int32Array(titleTexts.length).fill(-1);
  const titleParts = new Uint16Array(titleTexts.length);
  let sectionWords = new Int32Array(4096);
  let sectionWordsEnd = 0;
  function readTitle(id: number): number {
    const parts: number[] = [];
    for (const word of splitWords(titleTexts[id])) {
      for (const part of word.parts) {
        if (stopWords.has(part.term)) continue;
        parts.push(
          wordNumber(part.term),
          word.joined !== null ? wordNumber(word.joined) : -1,
          word.flag !== null ? 1 : 0,
        );
      }
    }
    if (sectionWordsEnd + parts.length > sectionWords.length) {
      const grown = new Int32Array(
        Math.max(sectionWords.length * 2, sectionWordsEnd + parts.length),
      );
      grown.set(sectionWords.subarray(0, sectionWordsEnd));
      sectionWords = grown;
    }
    sectionWords.set(parts, sectionWordsEnd);
    titleStart[id] = sectionWordsEnd;
    titleParts[id] = parts.length / 3;
    sectionWordsEnd += parts.length;
    return sectionWordsEnd - parts.length;
  }

  const bonusStamp = new Int32Array(titleTexts.length);
  const bonusValue = new Float64Array(titleTexts.length);

  /**
   * What a section's title adds for the query: the share of its words the query has, and the
   * query's word pairs found next to each other in it. The title's words are its parts
   * (`--proxy-port` is `proxy` and `port`); function words do not count; a pair does not run
   * from a plain word into a flag (in "thv proxy --port", `proxy` and `port` are not a phrase).
   */
  function titleBonus(id: number): number {
    if (bonusStamp[id] === queryStamp) return bonusValue[id];
    let start = titleStart[id];
    if (start < 0) start = readTitle(id);
    const end = start + 3 * titleParts[id];
    let total = 0;
    let matched = 0;
    let pairs = 0;
    let previous = -1;
    let previousFlag = 0;
    for (let at = start; at < end; at += 3) {
      const flag = sectionWords[at + 2];
      total += 1;
      const joined = sectionWords[at + 1] >= 0 ? termOfWord(sectionWords[at + 1]) : -1;
      const index = joined >= 0 ? joined : termOfWord(sectionWords[at]);
      if (index >= 0) {
        matched += wordWeight[joined >= 0 ? sectionWords[at + 1] : sectionWords[at]];
        if (previous >= 0 && index > previous && (!flag || previousFlag)) pairs += 1;
      }
      previous = index;
      previousFlag = flag;
    }
    const bonus = titleBonusOf(matched, total, pairs);
    bonusStamp[id] = queryStamp;
    bonusValue[id] = bonus;
    return bonus;
  }

  // Whether the query names each page by its title, worked out once per page and query: the
  // query holds the whole title ("github mcp server token" holds "github MCP server"), or the
  // title holds every plain word of the query, as typed or a synonym ("fetch server").
  const pageFactStamp = new Int32Array(pageCount);
  const holdsTitleFact = new Uint8Array(pageCount);
  function holdsPageTitle(page: number): boolean {
    if (pageFactStamp[page] !== queryStamp) {
      pageFactStamp[page] = queryStamp;
      const parts = pageTitleParts(page);
      let holds = parts.length > 0;
      for (let i = 0; holds && i < parts.length; i += 1) holds = termOfWord(parts[i]) >= 0;
      if (!holds && parts.length > 0 && plainBits !== 0) {
        holds = (bitsOfWords(parts, wordPlainBits) & plainBits) === plainBits;
      }
      holdsTitleFact[page] = holds ? 1 : 0;
    }
    return holdsTitleFact[page] === 1;
  }
  return {setQueryWords, titleBonus, holdsPageTitle};
}
