import {describe, expect, it} from 'vitest';

import {lesserForms, termIndex} from '../query-term-words';
import {formWeight} from '../ranking-weights';
import {titleBonusOf} from '../score';
import {parseQuery} from '../text';
import {createTitleWords} from '../title-words';

/** The bonus a section titled `title` gets for `query`. */
function bonusFor(query: string, title: string): number {
  const titleWords = createTitleWords([], [title], new Int32Array(0), 0);
  const terms = parseQuery(query);
  titleWords.setQueryWords(terms, termIndex(terms));
  return titleWords.titleBonus(0);
}

describe('a section title read for a query', () => {
  it('weighs a word matched only as another form of a query word less, as text does', () => {
    expect(lesserForms(parseQuery('stopped workloads'))).toContain('stop');
    // "Stop workloads" for "stopped workloads": stop is a lesser form, workloads is as typed.
    expect(bonusFor('stopped workloads', 'Stop workloads')).toBeCloseTo(
      titleBonusOf(formWeight + 1, 2, 1),
    );
    expect(bonusFor('stopped workloads', 'Stopped workloads')).toBeCloseTo(titleBonusOf(2, 2, 1));
  });

  it('counts a plural or singular of a query word in full', () => {
    for (const [query, title] of [
      ['list clients', 'List client'],
      ['registry', 'Registries'],
      ['registries', 'The registry'],
      ['processes', 'Process'],
    ]) {
      expect(lesserForms(parseQuery(query))).not.toContain(title.split(' ').at(-1)?.toLowerCase());
    }
    expect(bonusFor('list clients', 'List client')).toBeCloseTo(titleBonusOf(2, 2, 1));
    expect(bonusFor('registry servers', 'Registries')).toBeCloseTo(titleBonusOf(1, 1, 0));
  });
});
