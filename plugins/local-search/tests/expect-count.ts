// What the engine's count of hits must be against the reference's (both equivalence tests).
import {expect} from 'vitest';

/**
 * The count of hits: exact when the engine says so; else it may leave out a page's best record
 * on pages it did not score (see `countHits`), so it lies between the hits there are for certain
 * and all of them.
 */
export function expectCount(
  found: {nbHits: number; exhaustiveNbHits: boolean},
  expected: {nbHits: number; leastHits: number},
  label: string,
) {
  if (found.exhaustiveNbHits) expect(found.nbHits, label).toBe(expected.nbHits);
  else {
    expect(found.nbHits, label).toBeLessThanOrEqual(expected.nbHits);
    expect(found.nbHits, label).toBeGreaterThanOrEqual(expected.leastHits);
  }
}
