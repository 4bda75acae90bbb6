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

/** Whether one word is the other's plural (`clients`, `client`; `processes`; `registries`). */
function pluralPair(a: string, b: string): boolean {
  const plural = (many: string, one: string) =>
    many === `${one}s` ||
    many === `${one}es` ||
    (one.endsWith('y') && many === `${one.slice(0, -1)}ies`);
  return plural(a, b) || plural(b, a);
}

/**
 * The words that stand for a query term only as another form of it, and are neither typed, a
 * synonym, nor the plural or singular of a query word (a typed `stopped` gives `stop`; `clients`
 * for `client` is not one): in a section title such a word counts at `formWeight`, since
 * "stopped workloads" asks for a list of them, not for the stop operation.
 */
export function lesserForms(terms: QueryTerm[]): Set<string> {
  const asTyped = new Set(terms.flatMap((term) => [term.term, ...(term.synonyms ?? [])]));
  const lesser = new Set<string>();
  for (const term of terms) {
    for (const form of term.forms ?? []) {
      if (asTyped.has(form) || terms.some((other) => pluralPair(form, other.term))) continue;
      lesser.add(form);
    }
  }
  return lesser;
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
