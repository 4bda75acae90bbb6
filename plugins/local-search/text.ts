// Text handling shared by indexing, querying and highlighting. Pure: no DOM,
// no Node APIs, so the browser, the build and the MCP server all use it.

/** A run of letters and digits, possibly joined by `-`, `_`, `.` or an apostrophe. */
const compoundPattern = /[\p{L}\p{N}]+(?:['’._-]+[\p{L}\p{N}]+)*/gu;
const connectorPattern = /['’._-]+/gu;
// Case boundaries inside a piece: `camelCase`, `MCPServer`, `getHTTPStatus`.
const camelPattern = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+\p{Ll}*|[\p{L}\p{N}]+/gu;

export type TextPart = {
  /** Normalised form: lower case, accents removed. */
  term: string;
  start: number;
  end: number;
};

export type TextWord = {
  start: number;
  end: number;
  parts: TextPart[];
  /** The parts joined, when the word has more than one (`set-ca-cert` → `setcacert`). */
  joined: string | null;
};

export function normalizeTerm(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

/** Splits text into words and each word into its parts, keeping offsets for highlighting. */
export function splitWords(text: string): TextWord[] {
  const words: TextWord[] = [];
  for (const match of text.matchAll(compoundPattern)) {
    const start = match.index;
    const parts: TextPart[] = [];
    let pieceStart = 0;
    const pieces = match[0].split(connectorPattern);
    const source = match[0];
    for (const piece of pieces) {
      const offset = source.indexOf(piece, pieceStart);
      pieceStart = offset + piece.length;
      for (const sub of piece.matchAll(camelPattern)) {
        const term = normalizeTerm(sub[0]);
        if (!term) continue;
        const partStart = start + offset + sub.index;
        parts.push({term, start: partStart, end: partStart + sub[0].length});
      }
    }
    if (parts.length === 0) continue;
    const joined = parts.length > 1 ? parts.map((part) => part.term).join('') : null;
    words.push({start, end: start + source.length, parts, joined});
  }
  return words;
}

/** Terms to index: every part, and the joined form of compound words. */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of splitWords(text)) {
    for (const part of word.parts) terms.push(part.term);
    if (word.joined) terms.push(word.joined);
  }
  return terms;
}

// Function words that carry no meaning in a docs query. They are dropped
// from a query unless the query has nothing else.
export const stopWords = new Set(
  (
    'a an and are as at be but by can could do does for from has have how i if in into is it its ' +
    'me my no not of on or our should so than that the their them then there these they this ' +
    'those to was we were what when where which who why will with would you your'
  ).split(' '),
);

export const maxQueryTerms = 12;

export type QueryTerm = {
  term: string;
  /** Matches words that start with the term (the last word of the query). */
  prefix: boolean;
  /** Edits allowed: 0 below 3 letters, 1 from 3, 2 from 7. */
  maxTypos: number;
};

export function typoBudget(term: string): number {
  const length = [...term].length;
  if (length >= 7) return 2;
  if (length >= 3) return 1;
  return 0;
}

/**
 * Turns a query into terms. Compound words are split into their parts, so
 * `set-ca-cert` searches for `set`, `ca` and `cert`; leading dashes of flags
 * are not word characters, so `--name` searches for `name`. The last term is a
 * prefix unless the query ends with a space.
 */
export function parseQuery(query: string): QueryTerm[] {
  const raw: string[] = [];
  for (const word of splitWords(query)) {
    for (const part of word.parts) if (!raw.includes(part.term)) raw.push(part.term);
  }
  const lastIsOpen = raw.length > 0 && /[\p{L}\p{N}]$/u.test(query);
  const lastTerm = raw[raw.length - 1];
  const meaningful = raw.filter((term) => !stopWords.has(term));
  const kept = (meaningful.length > 0 ? meaningful : raw).slice(0, maxQueryTerms);
  return kept.map((term) => ({
    term,
    prefix: lastIsOpen && term === lastTerm,
    maxTypos: typoBudget(term),
  }));
}

/**
 * Edit distance counting a swap of two neighbouring letters as one edit, as
 * Algolia counts typos (optimal string alignment). Returns `max + 1` as soon
 * as the distance is known to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2] + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length];
}

/** The term with two neighbouring letters swapped, every way (one typo each). */
export function transpositions(term: string): string[] {
  const variants = new Set<string>();
  for (let i = 0; i + 1 < term.length; i += 1) {
    if (term[i] === term[i + 1]) continue;
    variants.add(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  return [...variants];
}

/** How a word of the page matches a query term: `null`, or the length to mark and the typos. */
export function matchTerm(
  word: string,
  query: QueryTerm,
): {typos: number; exact: boolean; prefixLength: number | null} | null {
  if (word === query.term) return {typos: 0, exact: true, prefixLength: null};
  if (query.prefix && word.startsWith(query.term)) {
    return {typos: 0, exact: false, prefixLength: query.term.length};
  }
  // A typo never turns a term into a function word: `thv` must not match `the`.
  if (query.maxTypos > 0 && !stopWords.has(word)) {
    const typos = editDistance(word, query.term, query.maxTypos);
    if (typos <= query.maxTypos) return {typos, exact: false, prefixLength: null};
  }
  return null;
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character]);
}

export type Highlighted = {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted: boolean;
};

export type HighlightTags = {pre: string; post: string};

export const defaultTags: HighlightTags = {pre: '<mark>', post: '</mark>'};

type Range = {start: number; end: number; term: string};

function findMatches(text: string, terms: QueryTerm[]): Range[] {
  const ranges: Range[] = [];
  for (const word of splitWords(text)) {
    let wholeWord: string | null = null;
    if (word.joined) {
      for (const query of terms) {
        if (matchTerm(word.joined, query)) wholeWord = query.term;
      }
    }
    if (wholeWord) {
      ranges.push({start: word.start, end: word.end, term: wholeWord});
      continue;
    }
    for (const part of word.parts) {
      for (const query of terms) {
        const match = matchTerm(part.term, query);
        if (!match) continue;
        // Mark only the typed prefix when the part kept its length when normalised.
        const sameLength = part.end - part.start === part.term.length;
        const end =
          match.prefixLength !== null && sameLength ? part.start + match.prefixLength : part.end;
        ranges.push({start: part.start, end, term: query.term});
        break;
      }
    }
  }
  return ranges;
}

function render(text: string, ranges: Range[], tags: HighlightTags): string {
  let html = '';
  let cursor = 0;
  for (const range of ranges) {
    if (range.start < cursor) continue;
    html += escapeHtml(text.slice(cursor, range.start));
    html += tags.pre + escapeHtml(text.slice(range.start, range.end)) + tags.post;
    cursor = range.end;
  }
  return html + escapeHtml(text.slice(cursor));
}

function describe(text: string, ranges: Range[], terms: QueryTerm[], value: string): Highlighted {
  const matchedWords = [...new Set(ranges.map((range) => range.term))];
  const matchLevel =
    matchedWords.length === 0
      ? 'none'
      : matchedWords.length >= terms.length
        ? 'full'
        : 'partial';
  const covered = ranges.reduce((sum, range) => sum + (range.end - range.start), 0);
  const letters = text.replace(/[^\p{L}\p{N}]/gu, '').length;
  return {value, matchLevel, matchedWords, fullyHighlighted: letters > 0 && covered >= letters};
}

/** The text, HTML-escaped, with every matching word wrapped in the highlight tags. */
export function highlight(
  text: string,
  terms: QueryTerm[],
  tags: HighlightTags = defaultTags,
): Highlighted {
  const ranges = findMatches(text, terms);
  return describe(text, ranges, terms, render(text, ranges, tags));
}

/**
 * A window of `size` words around the first match, highlighted like
 * `highlight`, with an ellipsis where text was cut.
 */
export function snippet(
  text: string,
  terms: QueryTerm[],
  size: number,
  tags: HighlightTags = defaultTags,
  ellipsis = '…',
): Highlighted {
  const words = [...text.matchAll(/\S+/g)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
  const ranges = findMatches(text, terms);
  if (words.length <= size) return describe(text, ranges, terms, render(text, ranges, tags));
  const first = ranges.length > 0 ? words.findIndex((word) => word.end > ranges[0].start) : 0;
  const lead = Math.floor(size / 4);
  let start = Math.max(0, first - lead);
  const end = Math.min(words.length, start + size);
  start = Math.max(0, end - size);
  const from = words[start].start;
  const to = words[end - 1].end;
  const inside = ranges
    .filter((range) => range.start >= from && range.end <= to)
    .map((range) => ({...range, start: range.start - from, end: range.end - from}));
  const body = render(text.slice(from, to), inside, tags);
  const value = (start > 0 ? ellipsis : '') + body + (end < words.length ? ellipsis : '');
  return describe(text, ranges, terms, value);
}
