// The words that stand for each query term, and the contexts a query names through them.
import type {QueryTerm} from './text';

/** Each word that stands for a query term (as typed, another form, a synonym): the term's index. */
export function termIndex(terms: QueryTerm[]): Map<string, number> {
  const termOf = new Map<string, number>();
  terms.forEach((term, index) => {
    for (const word of [term.term, ...(term.forms ?? []), ...(term.synonyms ?? [])]) {
      if (!termOf.has(word)) termOf.set(word, index);
    }
  });
  return termOf;
}

/** Each word that is a query term as typed or in another form (no synonyms): the term's index. */
export function typedTermIndex(terms: QueryTerm[]): Map<string, number> {
  const termOf = new Map<string, number>();
  terms.forEach((term, index) => {
    for (const word of [term.term, ...(term.forms ?? [])]) {
      if (!termOf.has(word)) termOf.set(word, index);
    }
  });
  return termOf;
}

/**
 * Which contexts the query names: it has one of their words, as typed, in another form or as a
 * synonym (the words of `termOf`, from `termIndex`).
 */
export function askedContexts(
  contexts: readonly (readonly string[])[],
  termOf: Map<string, number>,
): boolean[] {
  return contexts.map((words) => words.some((word) => termOf.has(word)));
}
