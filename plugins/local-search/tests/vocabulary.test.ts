// The sorted vocabulary answers as MiniSearch's radix tree (SearchableMap), which it replaced:
// the same words, numbers and edit distances, for exact, prefix and typo lookups.
import SearchableMap from 'minisearch/SearchableMap';
import {describe, expect, it} from 'vitest';

import {random} from '../../../scripts/bench-search.mjs';
import {Vocabulary} from '../vocabulary';

// Few letters, so that words share prefixes and fall within a typo or two of one another.
function randomWords(count: number, seed: number): string[] {
  const next = random(seed);
  const letters = 'abcdes-.0';
  return Array.from({length: count}, () =>
    Array.from({length: 1 + Math.floor(next() * 9)}, () =>
      letters.charAt(Math.floor(next() * letters.length)),
    ).join(''),
  );
}

const words = [
  ...new Set([
    ...randomWords(3000, 11),
    'secret',
    'secrets',
    'secure',
    'server',
    'servers',
    'serve',
    'kubernetes',
    'k8s',
    'thv',
    'the',
    '--transport',
    'x'.repeat(40),
    'café',
  ]),
];

function both() {
  const tree = new SearchableMap<number>();
  words.forEach((word, number) => tree.set(word, number));
  return {tree, vocabulary: new Vocabulary(words)};
}

const sorted = <T>(entries: Iterable<[string, T]>) =>
  [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

describe('the sorted vocabulary', () => {
  const {tree, vocabulary} = both();
  const queries = [
    ...randomWords(400, 5),
    'secrets',
    'secerts',
    'servr',
    'kuberntes',
    '',
    'x'.repeat(41),
    'cafe',
  ];

  it('finds a word exactly', () => {
    for (const word of [...words, ...queries])
      expect(vocabulary.get(word), word).toBe(tree.get(word));
  });

  it('finds the words that start with a prefix', () => {
    for (const prefix of queries) {
      expect(sorted(vocabulary.atPrefix(prefix)), prefix).toEqual(sorted(tree.atPrefix(prefix)));
    }
  });

  it('finds the words within one and two typos, with their distances', () => {
    let found = 0;
    for (const query of queries) {
      for (const distance of [1, 2]) {
        const expected = sorted(tree.fuzzyGet(query, distance));
        expect(sorted(vocabulary.fuzzyGet(query, distance)), `${query} ${distance}`).toEqual(
          expected,
        );
        found += expected.length;
      }
    }
    expect(found).toBeGreaterThan(1000);
  });

  it('leaves out the words `keep` refuses, and numbers the others as before', () => {
    const some = new Vocabulary(['server', 'servers', 's', 'serve'], (number) => number !== 2);
    expect(some.get('s')).toBeUndefined();
    expect(some.get('serve')).toBe(3);
    expect([...some.atPrefix('s')]).toEqual([
      ['serve', 3],
      ['server', 0],
      ['servers', 1],
    ]);
    expect(some.fuzzyGet('x', 1).has('s')).toBe(false);
  });
});
