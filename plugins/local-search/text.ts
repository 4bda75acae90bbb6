// Text handling shared by indexing, querying and highlighting. Pure: no DOM,
// no Node APIs, so the browser, the build and the MCP server all use it.
import rankingData from '../../data/search-ranking.json';
import {escapeHtml} from './html';

/** A run of letters and digits, possibly joined by `-`, `_`, `.` or an apostrophe. */
const compoundPattern = /[\p{L}\p{N}]+(?:['’._-]+[\p{L}\p{N}]+)*/gu;
// `indexTerms`' own copies of the patterns it runs with `exec` (they keep where they stopped).
const compoundWords = new RegExp(compoundPattern.source, 'gu');
const connectorPattern = /['’._-]+/gu;
// Case boundaries inside a piece: `camelCase`, `MCPServer`, `getHTTPStatus`.
// Digits stay with their letters: `k8s`, `v1beta`, `utf8`.
const camelPattern =
  /\p{Lu}+\p{N}*(?=\p{Lu}\p{Ll})|\p{Lu}?[\p{Ll}\p{N}]+|\p{Lu}+\p{N}*|[\p{L}\p{N}]+/gu;
const camelParts = new RegExp(camelPattern.source, 'gu');
const plainWordPattern = /^(?:[a-z0-9]+|[A-Z][a-z0-9]*)$/;
const asciiPattern = /^[\x20-\x7e]*$/;

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
  /** The word as a command-line flag, when dashes lead it: `--target-port`, `-e`. */
  flag: string | null;
};

/** `--name` or `-e` when the word at `start` follows dashes that start a flag. */
function flagOf(text: string, start: number, source: string): string | null {
  // Both kinds of flag have a dash just before the word; most words have none.
  if (text.charAt(start - 1) !== '-') return null;
  const before = text.charAt(start - 3);
  const boundary = !before || !/[\p{L}\p{N}-]/u.test(before);
  if (text.slice(start - 2, start) === '--' && boundary) return `--${source.toLowerCase()}`;
  const single =
    text.charAt(start - 1) === '-' && !/[\p{L}\p{N}-]/u.test(text.charAt(start - 2) || ' ');
  return single && /^\p{L}$/u.test(source) ? `-${source.toLowerCase()}` : null;
}

// A field or key name: snake_case, a dotted path or camelCase (not kebab-case,
// which is how flags and commands are written, and prose joins words).
const identifierPattern = /[\p{L}\p{N}][._][\p{L}]|\p{Ll}\p{Lu}/u;

/**
 * `spec.oidcConfig.inline` as code names: the whole, each dotted tail
 * (`oidcconfig.inline`, `inline`) and each segment that is a name itself
 * (`oidcconfig`), so a query for any of them finds the full path.
 */
export function identifierTerms(source: string): string[] {
  if (!identifierPattern.test(source)) return [];
  const whole = normalizeTerm(source);
  const segments = whole.split('.');
  const terms = new Set([whole]);
  for (let index = 1; index < segments.length - 1; index += 1) {
    terms.add(segments.slice(index).join('.'));
  }
  source.split('.').forEach((segment, index) => {
    if (identifierPattern.test(segment)) terms.add(segments[index]);
  });
  const joined = whole.replace(/[._]/g, '');
  return [...terms].filter((term) => term.length > 0 && term !== joined);
}

export function normalizeTerm(value: string): string {
  // Plain ASCII needs no accent folding (the common case, and much faster).
  if (asciiPattern.test(value)) return value.toLowerCase();
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A word in lower case, or with a capital first letter only: its own only part. */
function plainWord(source: string): boolean {
  return plainWordPattern.test(source);
}

function split(text: string): TextWord[] {
  const words: TextWord[] = [];
  for (const match of text.matchAll(compoundPattern)) {
    const start = match.index;
    const source = match[0];
    if (plainWord(source)) {
      // One part, the word itself (what the camel-case split gives such a word), found fast.
      const end = start + source.length;
      const term = source.toLowerCase();
      words.push({
        start,
        end,
        parts: [{term, start, end}],
        joined: null,
        flag: flagOf(text, start, source),
      });
      continue;
    }
    const parts: TextPart[] = [];
    let pieceStart = 0;
    for (const piece of source.split(connectorPattern)) {
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
    words.push({
      start,
      end: start + source.length,
      parts,
      joined,
      flag: flagOf(text, start, source),
    });
  }
  return words;
}

// Headings repeat across records and hits, so split text is kept for reuse.
const splitCache = new Map<string, TextWord[]>();
const splitCacheSize = 4000;

/** Splits text into words and each word into its parts, keeping offsets for highlighting. */
export function splitWords(text: string): TextWord[] {
  let words = splitCache.get(text);
  if (!words) {
    words = split(text);
    if (splitCache.size >= splitCacheSize) splitCache.clear();
    splitCache.set(text, words);
  }
  return words;
}

/** Terms to index: every part, and the joined form of compound words. */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  // Indexing reads every text once, so it takes shortcuts `split` cannot: no offsets; plain words
  // (most of them) skip the camel-case split; regular expressions run with `exec` on objects of
  // their own (matchAll and split copy the expression at every call, which costs more than the
  // match, cold); the camel-case parts are read over the whole word (no part crosses a connector).
  compoundWords.lastIndex = 0;
  for (let match = compoundWords.exec(text); match; match = compoundWords.exec(text)) {
    const source = match[0];
    if (plainWord(source)) {
      terms.push(source.toLowerCase());
    } else {
      const ascii = asciiPattern.test(source);
      const first = terms.length;
      camelParts.lastIndex = 0;
      for (let sub = camelParts.exec(source); sub; sub = camelParts.exec(source)) {
        const term = ascii ? sub[0].toLowerCase() : normalizeTerm(sub[0]);
        if (term) terms.push(term);
      }
      if (terms.length - first > 1) terms.push(terms.slice(first).join(''));
      terms.push(...identifierTerms(source));
    }
    const flag = flagOf(text, match.index, source);
    if (flag) terms.push(flag);
  }
  return terms;
}

const headingTermsCache = new Map<string, readonly string[]>();

/**
 * `indexTerms` of a heading, kept for as long as the page (or process) runs, up to 20,000
 * headings: the function-word sets of an engine split the bare titles with the first query that
 * has a function word, and the build splits each title once as it writes the index (its token
 * lists: a reader's browser lays out the postings without splitting titles). Callers must not
 * change the array.
 */
export function headingTerms(text: string): readonly string[] {
  let terms = headingTermsCache.get(text);
  if (!terms) {
    terms = indexTerms(text);
    if (headingTermsCache.size >= 20_000) headingTermsCache.clear();
    headingTermsCache.set(text, terms);
  }
  return terms;
}

/**
 * The words of a text as the prebuilt index stores them: each compound word as written (a plain
 * word in lower case), after the dashes that make it a flag. `indexTerms` of each token, together,
 * are `indexTerms` of the text, so a reader's browser works out the terms of each distinct token
 * once instead of reading every text.
 */
export function indexTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.matchAll(compoundPattern)) {
    const source = match[0];
    const plain = plainWord(source);
    const flag = flagOf(text, match.index, source);
    const dashes = flag === null ? '' : flag.startsWith('--') ? '--' : '-';
    tokens.push(dashes + (plain ? source.toLowerCase() : source));
  }
  return tokens;
}

// Function words that carry no meaning in a docs query, and what is left of a contraction once
// the apostrophe splits it: data/search-ranking.json. A query drops them unless it has nothing else.
export const stopWords = new Set(
  `${rankingData.stopWords.words} ${rankingData.stopWords.contractionParts.words}`
    .split(' ')
    .filter(Boolean),
);

/**
 * Whether the index keeps a word found in a record's text (not its titles): function words are
 * kept only in titles. A query drops them when it has other words, and a typo never turns into
 * one, so in texts they served only a query of nothing but function words, and a prefix that runs
 * into one ("wi" into "with"), which matched most texts. They were a quarter of the index.
 */
export function indexedInText(term: string): boolean {
  return !stopWords.has(term);
}

export const maxQueryTerms = 12;

export type QueryTerm = {
  term: string;
  /** Matches words that start with the term (the last word of the query). */
  prefix: boolean;
  /** Edits allowed: see `typoBudget`. */
  maxTypos: number;
  /** Words that match as if they were the term. */
  synonyms?: string[];
  /** Other forms of the word (`servers` for `server`); they match almost as well as the word. */
  forms?: string[];
  /**
   * A flag as typed (`--transport`): it matches only the flag itself, so
   * records that document the flag rank above those that only use the word.
   */
  flag?: boolean;
  /**
   * A code name as typed (`permission_profile`, `oidcConfig`): like a flag, it
   * matches only the name, so the record that documents it ranks first.
   */
  identifier?: boolean;
};

// Words readers type for what the docs call something else: data/search-ranking.json.
const synonymGroups: string[][] = rankingData.synonyms.groups.map((group) => group.words);
const oneWay: Record<string, string[]> = Object.fromEntries(
  Object.entries(rankingData.synonyms.oneWay).map(([word, entry]) => [word, entry.adds]),
);

export const synonyms: Record<string, string[]> = {};
for (const group of synonymGroups) {
  for (const word of group) {
    synonyms[word] = [...new Set([...(synonyms[word] ?? []), ...group.filter((w) => w !== word)])];
  }
}
for (const [word, extra] of Object.entries(oneWay)) {
  synonyms[word] = [...new Set([...(synonyms[word] ?? []), ...extra])];
}

/**
 * Other forms of an English word (plural and singular, -ing, -ed), so that
 * `servers` finds `server` and `running` finds `run`. Crude on purpose: a form
 * only matters when the index has it.
 */
export function wordForms(term: string): string[] {
  if (term.length < 3 || !/^[a-z]+$/.test(term)) return [];
  const forms = new Set<string>([`${term}s`, `${term}es`, `${term}ing`, `${term}ed`]);
  const stems: string[] = [];
  if (term.endsWith('ies') && term.length > 4) stems.push(`${term.slice(0, -3)}y`);
  if (term.endsWith('es') && term.length > 4) stems.push(term.slice(0, -2));
  if (term.endsWith('s') && !term.endsWith('ss')) stems.push(term.slice(0, -1));
  if (term.endsWith('ing') && term.length > 5) stems.push(term.slice(0, -3));
  if (term.endsWith('ed') && term.length > 4) stems.push(term.slice(0, -2));
  for (const stem of stems) {
    forms.add(stem);
    forms.add(`${stem}e`);
    forms.add(`${stem}s`);
    // running → run, stopped → stop
    if (/([b-df-hj-np-tv-z])\1$/.test(stem)) forms.add(stem.slice(0, -1));
  }
  if (term.endsWith('y')) forms.add(`${term.slice(0, -1)}ies`);
  if (term.endsWith('e')) {
    forms.add(`${term.slice(0, -1)}ing`);
    forms.add(`${term}d`);
  }
  forms.delete(term);
  return [...forms].filter((form) => !stopWords.has(form));
}

const typoLengths = rankingData.weights.typoLengths.value;

/** Edits a query word may have from an index word: by its length (data/search-ranking.json). */
export function typoBudget(term: string): number {
  const length = [...term].length;
  if (length >= typoLengths.twoTypos) return 2;
  if (length >= typoLengths.oneTypo) return 1;
  return 0;
}

// Words that ask for a comparison between the words around them: data/search-ranking.json.
const comparisonWords = new Set(rankingData.comparisons.words);

/**
 * Whether the word at `index` is "vs" between two words, as in "stdio vs sse": it asks for the
 * page that compares them, and matching it would find "VS Code" instead. "vs code" and
 * "configure vs code" still search for the editor.
 */
function isComparison(words: TextWord[], index: number): boolean {
  const word = words[index];
  if (word.parts.length !== 1 || !comparisonWords.has(word.parts[0].term)) return false;
  const next = words[index + 1];
  return index > 0 && next !== undefined && next.parts[0].term !== 'code';
}

/**
 * Turns a query into terms. Compound words are split into their parts, so
 * `set-ca-cert` searches for `set`, `ca` and `cert`; leading dashes of flags
 * are not word characters, so `--name` searches for `name`. The last term is a
 * prefix unless the query ends with a space.
 */
export function parseQuery(query: string): QueryTerm[] {
  const raw: string[] = [];
  const flags: string[] = [];
  const identifiers: string[] = [];
  let lastWord: TextWord | undefined;
  let lastIdentifier: string | null = null;
  const all = splitWords(query);
  all.forEach((word, index) => {
    if (isComparison(all, index)) return;
    for (const part of word.parts) if (!raw.includes(part.term)) raw.push(part.term);
    // The word as a code name, when it is written like one: `permission_profile`, `oidcConfig`.
    const source = query.slice(word.start, word.end);
    const identifier = identifierPattern.test(source) ? normalizeTerm(source) : null;
    if (word.flag && !flags.includes(word.flag)) flags.push(word.flag);
    else if (identifier && !identifiers.includes(identifier)) identifiers.push(identifier);
    lastWord = word;
    lastIdentifier = identifier;
  });
  // The word being typed: its last part (and its flag or name form) match as prefixes.
  const open = new Set<string>();
  if (lastWord && /[\p{L}\p{N}]$/u.test(query)) {
    open.add(lastWord.parts[lastWord.parts.length - 1].term);
    if (lastWord.flag) open.add(lastWord.flag);
    if (lastIdentifier) open.add(lastIdentifier);
  }
  const meaningful = raw.filter((term) => !stopWords.has(term));
  const words = (meaningful.length > 0 ? meaningful : raw).slice(0, maxQueryTerms);
  return [
    ...words.map((term) => {
      const forms = wordForms(term);
      const alike = [...new Set([term, ...forms].flatMap((form) => synonyms[form] ?? []))].filter(
        (word) => word !== term && !forms.includes(word),
      );
      return {
        term,
        prefix: open.has(term),
        maxTypos: typoBudget(term),
        ...(alike.length > 0 ? {synonyms: alike} : {}),
        ...(forms.length > 0 ? {forms} : {}),
      };
    }),
    ...flags.slice(0, 4).map((term) => ({term, prefix: open.has(term), maxTypos: 0, flag: true})),
    ...identifiers.slice(0, 4).map((term) => ({
      term,
      prefix: open.has(term),
      maxTypos: 0,
      identifier: true,
    })),
  ];
}

/** The function words of a query that has other words (they only break ties). */
export function queryStopWords(query: string): string[] {
  const terms = new Set<string>();
  for (const word of splitWords(query)) for (const part of word.parts) terms.add(part.term);
  const all = [...terms];
  if (all.every((term) => stopWords.has(term))) return [];
  return all.filter((term) => stopWords.has(term));
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
  if (word === query.term || query.synonyms?.includes(word) || query.forms?.includes(word)) {
    return {typos: 0, exact: true, prefixLength: null};
  }
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

export {escapeHtml};

export type Highlighted = {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted: boolean;
};

export type HighlightTags = {pre: string; post: string};

export const defaultTags: HighlightTags = {pre: '<mark>', post: '</mark>'};

type Range = {start: number; end: number; term: string};

type Verdicts = Map<string, ReturnType<typeof matchTerm>>;

/** Remembers matchTerm's answers for one query; pass the same object for every field. */
export function createMatchCache(terms: QueryTerm[]): Verdicts[] {
  return terms.map(() => new Map());
}

function cachedMatch(word: string, query: QueryTerm, cache: Verdicts) {
  if (!cache.has(word)) cache.set(word, matchTerm(word, query));
  return cache.get(word) ?? null;
}

function findMatches(text: string, terms: QueryTerm[], caches: Verdicts[]): Range[] {
  const ranges: Range[] = [];
  for (const word of splitWords(text)) {
    const found: Range[] = [];
    for (const part of word.parts) {
      for (let index = 0; index < terms.length; index += 1) {
        const match = cachedMatch(part.term, terms[index], caches[index]);
        if (!match) continue;
        // Mark only the typed prefix when the part kept its length when normalised.
        const sameLength = part.end - part.start === part.term.length;
        const end =
          match.prefixLength !== null && sameLength ? part.start + match.prefixLength : part.end;
        found.push({start: part.start, end, term: terms[index].term});
        break;
      }
    }
    // `mcpserver` matches `MCPServer` as a whole word.
    if (found.length === 0 && word.joined) {
      const index = terms.findIndex((query, i) => cachedMatch(word.joined!, query, caches[i]));
      if (index >= 0) found.push({start: word.start, end: word.end, term: terms[index].term});
    }
    ranges.push(...found);
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
      : matchedWords.length >= terms.filter((term) => !term.flag && !term.identifier).length
        ? 'full'
        : 'partial';
  const covered = ranges.reduce((sum, range) => sum + (range.end - range.start), 0);
  let letters = 0;
  if (covered > 0) {
    for (const word of splitWords(text)) {
      for (const part of word.parts) letters += part.end - part.start;
    }
  }
  return {value, matchLevel, matchedWords, fullyHighlighted: covered > 0 && covered >= letters};
}

const spacedCache = new Map<string, {start: number; end: number}[]>();

/** Offsets of the whitespace-separated words: snippets are counted in these. */
function spacedWords(text: string): {start: number; end: number}[] {
  let words = spacedCache.get(text);
  if (!words) {
    words = [...text.matchAll(/\S+/g)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
    }));
    if (spacedCache.size >= splitCacheSize) spacedCache.clear();
    spacedCache.set(text, words);
  }
  return words;
}

function cutSnippet(
  text: string,
  ranges: Range[],
  size: number,
  tags: HighlightTags,
  ellipsis: string,
): string {
  const words = spacedWords(text);
  if (words.length <= size) return render(text, ranges, tags);
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
  return (start > 0 ? ellipsis : '') + body + (end < words.length ? ellipsis : '');
}

export type HighlightOptions = {
  tags?: HighlightTags;
  ellipsis?: string;
  /** From createMatchCache(terms): share it across the fields of a query. */
  cache?: Verdicts[];
};

/** The text, HTML-escaped, with every matching word wrapped in the highlight tags. */
export function highlight(
  text: string,
  terms: QueryTerm[],
  tags: HighlightTags = defaultTags,
  cache: Verdicts[] = createMatchCache(terms),
): Highlighted {
  const ranges = findMatches(text, terms, cache);
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
  cache: Verdicts[] = createMatchCache(terms),
): Highlighted {
  const ranges = findMatches(text, terms, cache);
  return describe(text, ranges, terms, cutSnippet(text, ranges, size, tags, ellipsis));
}

/** Both at once, matching the text only once. */
export function highlightAndSnippet(
  text: string,
  terms: QueryTerm[],
  size: number | undefined,
  {tags = defaultTags, ellipsis = '…', cache = createMatchCache(terms)}: HighlightOptions = {},
): {highlight: Highlighted; snippet: Highlighted} {
  const ranges = findMatches(text, terms, cache);
  const full = describe(text, ranges, terms, render(text, ranges, tags));
  if (size === undefined) return {highlight: full, snippet: full};
  return {
    highlight: full,
    snippet: {...full, value: cutSnippet(text, ranges, size, tags, ellipsis)},
  };
}
