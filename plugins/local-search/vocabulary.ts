// The index's words, in sorted order, looked up exactly, by prefix and with typos: what
// MiniSearch's radix tree (SearchableMap) answers, from one sorted array instead of a tree of maps.
// A reader's browser makes it once, cold, before the first hit: sorting an array of strings is one
// call of the engine's own code, where the tree is a map per node, made word by word.

export class Vocabulary {
  /** The words in code-unit order, and each one's number. */
  private readonly sorted: string[];
  private readonly numbers: Int32Array;

  /** `terms[i]` is word number `i`; `keep`, when given, says which of them are words. */
  constructor(terms: readonly string[], keep?: (number: number) => boolean) {
    // Plain loops: callbacks of `forEach` and of a typed array's `from` cost many times more, cold.
    const numberOf = new Map<string, number>();
    for (let number = 0; number < terms.length; number += 1) {
      if (keep === undefined || keep(number)) numberOf.set(terms[number], number);
    }
    this.sorted = [...numberOf.keys()].sort();
    this.numbers = new Int32Array(this.sorted.length);
    for (let at = 0; at < this.sorted.length; at += 1) {
      this.numbers[at] = numberOf.get(this.sorted[at])!;
    }
  }

  /** The position of the first word not below `key`. */
  private lowerBound(key: string): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sorted[middle] < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * The position of the first word after `at` that does not start with `prefix`, where the word
   * at `at` does (the words that do are together). Galloping: there are mostly few such words, so
   * a binary search over all of them would compare far more.
   */
  private endOfPrefix(prefix: string, at: number): number {
    const words = this.sorted;
    let inside = at;
    let step = 1;
    let beyond = at + 1;
    while (beyond < words.length && words[beyond].startsWith(prefix)) {
      inside = beyond;
      step *= 2;
      beyond = at + step;
    }
    beyond = Math.min(beyond, words.length);
    // The word at `inside` starts with the prefix; the one at `beyond` (if any) does not.
    while (beyond - inside > 1) {
      const middle = (inside + beyond) >>> 1;
      if (words[middle].startsWith(prefix)) inside = middle;
      else beyond = middle;
    }
    return beyond;
  }

  /** The number of a word, if the index has it. */
  get(word: string): number | undefined {
    const at = this.lowerBound(word);
    return this.sorted[at] === word ? this.numbers[at] : undefined;
  }

  /** The words that start with `prefix`, with their numbers, in sorted order. */
  *atPrefix(prefix: string): Generator<[string, number]> {
    for (let at = this.lowerBound(prefix); at < this.sorted.length; at += 1) {
      const word = this.sorted[at];
      if (!word.startsWith(prefix)) return;
      yield [word, this.numbers[at]];
    }
  }

  /**
   * The words within `maxDistance` edits of `query` (Levenshtein: insertions, deletions,
   * substitutions), each with its number and distance. The edit distances of a word's prefix are
   * worked out once for every word that shares it (the sorted order keeps those together), and a
   * prefix already too far away skips every word that starts with it.
   */
  fuzzyGet(query: string, maxDistance: number): Map<string, [number, number]> {
    const results = new Map<string, [number, number]>();
    const columns = query.length + 1;
    // No word longer than this can be close enough.
    const longest = query.length + maxDistance;
    // Row `i` holds the distances of the word's first `i` letters to each prefix of the query;
    // outside the band where they could be within `maxDistance`, a cell stays above it.
    const matrix = new Uint8Array((longest + 1) * columns).fill(maxDistance + 1);
    for (let j = 0; j < columns; j += 1) matrix[j] = j;
    for (let i = 1; i <= longest; i += 1) matrix[i * columns] = Math.min(i, 255);
    // How many rows hold the distances of the previous word's prefix.
    let rows = 0;
    let previous = '';
    let at = 0;
    while (at < this.sorted.length) {
      const word = this.sorted[at];
      let shared = 0;
      const most = Math.min(rows, word.length, previous.length);
      while (shared < most && word.charCodeAt(shared) === previous.charCodeAt(shared)) shared += 1;
      previous = word;
      rows = shared;
      let tooFar = -1;
      for (let i = shared + 1; i <= word.length; i += 1) {
        if (i > longest) {
          tooFar = i;
          break;
        }
        const code = word.charCodeAt(i - 1);
        const row = i * columns;
        const above = row - columns;
        let least = matrix[row];
        const first = Math.max(0, i - maxDistance - 1);
        const last = Math.min(columns - 1, i + maxDistance);
        for (let j = first; j < last; j += 1) {
          const replace = matrix[above + j] + (code === query.charCodeAt(j) ? 0 : 1);
          const remove = matrix[above + j + 1] + 1;
          const insert = matrix[row + j] + 1;
          const distance = Math.min(replace, remove, insert);
          matrix[row + j + 1] = distance;
          if (distance < least) least = distance;
        }
        rows = i;
        if (least > maxDistance) {
          tooFar = i;
          break;
        }
      }
      if (tooFar < 0) {
        const distance = matrix[word.length * columns + columns - 1];
        if (distance <= maxDistance) results.set(word, [this.numbers[at], distance]);
        at += 1;
        continue;
      }
      // Every word that starts with the first `tooFar` letters of this one is too far too.
      at = this.endOfPrefix(word.slice(0, tooFar), at);
      rows = Math.min(rows, tooFar - 1);
    }
    return results;
  }
}
