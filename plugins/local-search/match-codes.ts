// How the engine packs what a record matched into one number, so that a query keeps plain
// integers in typed arrays, OR-ed and added up without allocating.
import {fields} from './fields';
import type {Expansion} from './postings';
import {formWeight} from './ranking-weights';

// A record's matches of one query term, OR-ed into one number over the index words it matched:
// the fields it matched in without a typo (bits 0-7, as `fieldBit`), with one typo (bits 8-15)
// and with two (bits 16-23), whether one match was the word as typed (bit 24), and one bit per
// weight of a match without a typo (bits 25-26: the highest set is the best weight).
export const fieldBits = (1 << fields.length) - 1;
export const typoFieldShift = 8;
const maxTypos = 2;
export const exactBit = 1 << 24;
export const weightShift = 25;
const matchWeights = [...new Set([formWeight, 1])].sort((a, b) => a - b);
/** The best weight for each set of weight bits, as a 32-bit float like the weights were stored. */
export const weightOfBits = Float64Array.from({length: 1 << matchWeights.length}, (_, bits) =>
  bits === 0 ? 0 : Math.fround(matchWeights[31 - Math.clz32(bits)]),
);
export const weightMask = (1 << matchWeights.length) - 1;

/** A match's code (see above) without its fields, which `fieldShift` places. */
export function matchCode({typos, exact, weight}: Expansion): number {
  const weightClass = matchWeights.indexOf(weight);
  if (typos > maxTypos || (typos === 0 && weightClass < 0)) {
    throw new Error(`No match code for ${typos} typos, ${weight}`);
  }
  return (exact ? exactBit : 0) | (typos === 0 ? 1 << (weightShift + weightClass) : 0);
}
export const fieldShift = ({typos}: Expansion) => typoFieldShift * typos;
/** All the fields of a match code, with or without a typo. */
export const allFields = (code: number) => (code | (code >> 8) | (code >> 16)) & fieldBits;
/** The fewest typos of a match code. */
export const fewestTypos = (code: number) =>
  code & fieldBits ? 0 : code & (fieldBits << 8) ? 1 : 2;

/**
 * What a record matched of one query term, as one number: the fields (bits 0-7), typos (bits
 * 8-15), 1 when it matched a word as typed (bits 16-20), and one query word (bits 21-25). Over
 * several terms they add up (`addFacts`): fields OR-ed, the rest summed.
 */
export function matchFacts(fieldsMatched: number, typos: number, exact: number): number {
  return fieldsMatched | (typos << 8) | (exact << 16) | (1 << 21);
}
export function addFacts(facts: number, more: number): number {
  return (facts | (more & 0xff)) + (more & ~0xff);
}

export function popcount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}
