// The score formula: what a record's matches, its page and its section title add up to. The
// engine and the tests' reference search (tests/reference-search.ts) both score with it.
import * as rankingWeights from './ranking-weights';

// Bound once, as in engine.ts: every record scored reads them.
const {pageWordsWeight, stopWordWeight, titleCoverageWeight, titlePhraseWeight} = rankingWeights;

/**
 * What one query word adds to a record's score: its rarity times the better of its matches
 * without a typo (`plainWordScore`) and its best match through a typo (`typoWordScore`).
 */
export function wordScore(idf: number, plainScore: number, typoScore: number): number {
  return idf * Math.max(plainScore, typoScore);
}

/**
 * A query word's matches without a typo: the best field they are in, times the best weight of
 * how they matched (as typed, another form), times the flag boost.
 */
export function plainWordScore(fieldBoost: number, weight: number, flagBoost: number): number {
  return fieldBoost * weight * flagBoost;
}

/**
 * A match through a typo scores in its own fields only ("sse" is not in the title that has
 * "use"): their best boost, less per typo, as a 32-bit float like the scores were stored.
 */
export function typoWordScore(fieldBoost: number, typos: number): number {
  return Math.fround(fieldBoost / (1 + typos));
}

/** A section title's bonus: the share of its words the query has, and query word pairs in it. */
export function titleBonusOf(matched: number, total: number, pairs: number): number {
  return (matched > 0 ? titleCoverageWeight * (matched / total) : 0) + titlePhraseWeight * pairs;
}

/**
 * The relevance score a record ranks by (higher first), from its page's query words (those it
 * has anywhere, through a typo too), its own words' scores (`wordScore`), the query's function words in its
 * headings, its section title's bonus (`titleBonusOf`), its page rank (`rankScale` is
 * `pageRankFactor ** rank`) and its context (`contextFactor` when the query names none of it).
 */
export function relevance(
  pageWords: number,
  wordScores: number,
  stopHits: number,
  titleBonus: number,
  rankScale: number,
  contextScale: number,
): number {
  return (
    (pageWordsWeight * pageWords + wordScores + stopWordWeight * stopHits + titleBonus) *
    rankScale *
    contextScale
  );
}
