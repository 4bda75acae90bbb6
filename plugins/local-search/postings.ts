// The index's words and, for each, the records and fields it is in.
import {fieldBit, fields, fieldText} from './fields';
import {formWeight} from './ranking-weights';
import type {SearchRecord} from './record';
import {indexedInText, indexTerms, stopWords, transpositions, type QueryTerm} from './text';
import {Vocabulary} from './vocabulary';

/** How a query term matched an index word: the typos it cost, whether as typed, its weight. */
export type Expansion = {typos: number; exact: boolean; weight: number};

/** A word's records (ascending), and the fields it is in in each (a bit each, as in `fields`). */
export type PostingList = {docs: Int32Array; masks: Uint16Array};

/**
 * The postings of an index built ahead (plugins/local-search/prebuilt.ts): term `i` is
 * `terms[i]`, `has(i)` says whether any record has it (a function word of a text alone is not a
 * word of the index), and `list(i)` gives its records, read when a query first asks for them.
 */
export type PostingsData = {
  terms: readonly string[];
  has(termId: number): boolean;
  list(termId: number): PostingList;
};

/** The words of the index, for exact, prefix and typo lookups, and their postings. */
export class Postings {
  readonly vocabulary: Vocabulary;
  /** Term `i`'s records and fields. */
  readonly list: (termId: number) => PostingList;

  constructor(source: SearchRecord[] | PostingsData) {
    if (!Array.isArray(source)) {
      // A word with no postings (a function word of a text's compound word, `^server's`, when no
      // title has it) is not a word of the index.
      this.vocabulary = new Vocabulary(source.terms, (termId) => source.has(termId));
      this.list = (termId) => source.list(termId);
      return;
    }
    const records = source;
    const docs: number[][] = [];
    const masks: number[][] = [];
    // A hash map while building (much faster than the tree), the tree once at the end.
    const ids = new Map<string, number>();
    // Headings repeat on every record below them: split each text once.
    const termsOf = new Map<string, string[]>();
    records.forEach((record, id) => {
      for (const field of fields) {
        const bit = fieldBit(field);
        const text = fieldText(record, field);
        if (!text) continue;
        const inText = field === 'content';
        let terms = termsOf.get(text);
        if (!terms) {
          terms = indexTerms(text);
          termsOf.set(text, terms);
        }
        for (const term of terms) {
          if (inText && !indexedInText(term)) continue;
          let termId = ids.get(term);
          if (termId === undefined) {
            termId = docs.length;
            ids.set(term, termId);
            docs.push([]);
            masks.push([]);
          }
          const list = docs[termId];
          if (list[list.length - 1] === id) masks[termId][list.length - 1] |= bit;
          else {
            list.push(id);
            masks[termId].push(bit);
          }
        }
      }
    });
    this.vocabulary = new Vocabulary([...ids.keys()]);
    // One array for all terms, and a term's views made when a query first asks for it.
    const starts = new Int32Array(docs.length + 1);
    for (let termId = 0; termId < docs.length; termId += 1) {
      starts[termId + 1] = starts[termId] + docs[termId].length;
    }
    const allDocs = Int32Array.from(docs.flat());
    const allMasks = Uint16Array.from(masks.flat());
    const lists = new Array<PostingList | undefined>(docs.length);
    this.list = (termId) =>
      (lists[termId] ??= {
        docs: allDocs.subarray(starts[termId], starts[termId + 1]),
        masks: allMasks.subarray(starts[termId], starts[termId + 1]),
      });
  }

  /** The index words a query term stands for, with the typos each costs. */
  expand(term: QueryTerm): Map<number, Expansion> {
    const found = new Map<number, Expansion>();
    const add = (termId: number | undefined, typos: number, exact: boolean, weight = 1) => {
      if (termId === undefined) return;
      const known = found.get(termId);
      if (
        !known ||
        typos < known.typos ||
        (typos === known.typos && (weight > known.weight || (exact && !known.exact)))
      ) {
        found.set(termId, {typos, exact, weight});
      }
    };
    add(this.vocabulary.get(term.term), 0, true);
    for (const form of term.forms ?? []) add(this.vocabulary.get(form), 0, true, formWeight);
    for (const synonym of term.synonyms ?? []) {
      add(this.vocabulary.get(synonym), 0, true);
    }
    if (term.prefix) {
      for (const [word, termId] of this.vocabulary.atPrefix(term.term))
        add(termId, 0, word === term.term);
    }
    if (term.maxTypos > 0) {
      for (const [word, [termId, distance]] of this.vocabulary.fuzzyGet(term.term, term.maxTypos)) {
        // A typo never turns a term into a function word: `thv` must not match `the`.
        if (distance > 0 && !stopWords.has(word)) add(termId, distance, false);
      }
      // Levenshtein counts a swap of letters as two edits; Algolia counts one.
      if (term.maxTypos === 1) {
        for (const variant of transpositions(term.term)) {
          if (!stopWords.has(variant)) add(this.vocabulary.get(variant), 1, false);
        }
      }
    }
    return found;
  }
}
