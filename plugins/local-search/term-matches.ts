// The index words a query term matches, as typed arrays a query reads its postings with.
import {fieldShift, matchCode} from './match-codes';
import type {Postings} from './postings';
import type {QueryTerm} from './text';

/** The index words a query term matches, with their match codes (`matchCode`) and field shifts. */
export type TermMatches = {ids: Int32Array; codes: Int32Array; shifts: Uint8Array};

/** A term's matches in `postings`, kept: typing repeats the words before the one being typed. */
export function createTermMatches(postings: Postings): (term: QueryTerm) => TermMatches {
  const matchesCache = new Map<string, TermMatches>();
  return function matchesOf(term: QueryTerm): TermMatches {
    const key = [
      term.term,
      term.prefix ? 1 : 0,
      term.maxTypos,
      term.forms?.join(' ') ?? '',
      term.synonyms?.join(' ') ?? '',
    ].join('\u0000');
    let matches = matchesCache.get(key);
    if (!matches) {
      const expanded = postings.expand(term);
      matches = {
        ids: new Int32Array(expanded.size),
        codes: new Int32Array(expanded.size),
        shifts: new Uint8Array(expanded.size),
      };
      let index = 0;
      for (const [termId, match] of expanded) {
        matches.ids[index] = termId;
        matches.codes[index] = matchCode(match);
        matches.shifts[index] = fieldShift(match);
        index += 1;
      }
      if (matchesCache.size >= 256) matchesCache.clear();
      matchesCache.set(key, matches);
    }
    return matches;
  };
}
