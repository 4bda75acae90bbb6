// The index's words and, for each, the records and fields it is in.
import SearchableMap from 'minisearch/SearchableMap';

import {fieldBit, fields, fieldText} from './fields';
import {formWeight} from './ranking-weights';
import type {SearchRecord} from './record';
import {indexTerms, stopWords, transpositions, type QueryTerm} from './text';

/** How a query term matched an index word: the typos it cost, whether as typed, its weight. */
export type Expansion = {typos: number; exact: boolean; weight: number};

/**
 * Where each word of the index is, in two kinds of lists, so that an index built ahead
 * (plugins/local-search/prebuilt.ts) is laid out without writing a posting per record:
 *   - runs: the records `runStarts[run]` to `runStarts[run + 1]` (a section's records share its
 *     titles), with the fields they have the word in as bits (in the order of `fields`). Term `i`
 *     is in the runs `fieldRuns[fieldStarts[i]…fieldStarts[i + 1]]`, bits in `fieldMasks` beside;
 *   - texts: term `i` is in the texts of the tokens `termTokens[termTokenStarts[i]…]` (a token is a
 *     word as the texts have it; most have one term, `set-ca-cert` has four), token `t` in the
 *     texts `tokenTexts[tokenTextStarts[t]…]`, each text the content of record `textRecord[text]`.
 * A record may be listed for a term more than once (in a title and in its text): a query ORs the
 * fields of its lists.
 */
export type PostingsData = {
  terms: readonly string[];
  runStarts: Int32Array;
  fieldStarts: Int32Array;
  fieldRuns: Int32Array;
  fieldMasks: Uint16Array;
  termTokenStarts: Int32Array;
  termTokens: Int32Array;
  tokenTextStarts: Int32Array;
  tokenTexts: Int32Array;
  textRecord: Int32Array;
};

/**
 * The postings of records, each its own run, read from their text: what the build and the docs
 * MCP server use when no index was built ahead.
 */
export function recordPostings(records: readonly SearchRecord[]): PostingsData {
  const docs: number[][] = [];
  const masks: number[][] = [];
  const ids = new Map<string, number>();
  // Headings repeat on every record below them: split each text once.
  const termsOf = new Map<string, string[]>();
  records.forEach((record, id) => {
    for (const field of fields) {
      const bit = fieldBit(field);
      const text = fieldText(record, field);
      if (!text) continue;
      let terms = termsOf.get(text);
      if (!terms) {
        terms = indexTerms(text);
        termsOf.set(text, terms);
      }
      for (const term of terms) {
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
  const fieldStarts = new Int32Array(docs.length + 1);
  for (let termId = 0; termId < docs.length; termId += 1) {
    fieldStarts[termId + 1] = fieldStarts[termId] + docs[termId].length;
  }
  return {
    terms: [...ids.keys()],
    runStarts: Int32Array.from({length: records.length + 1}, (_, doc) => doc),
    fieldStarts,
    fieldRuns: Int32Array.from(docs.flat()),
    fieldMasks: Uint16Array.from(masks.flat()),
    termTokenStarts: new Int32Array(docs.length + 1),
    termTokens: new Int32Array(0),
    tokenTextStarts: new Int32Array(1),
    tokenTexts: new Int32Array(0),
    textRecord: new Int32Array(0),
  };
}

/** The words of the index: a radix tree (MiniSearch's) for prefix and typo lookups, and postings. */
export class Postings {
  readonly vocabulary = new SearchableMap<number>();
  readonly data: PostingsData;

  constructor(data: PostingsData) {
    data.terms.forEach((term, termId) => this.vocabulary.set(term, termId));
    this.data = data;
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
