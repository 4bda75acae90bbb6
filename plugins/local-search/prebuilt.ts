// The files the build writes for the site's search, a pair per docs version, so that a reader's
// browser (and the docs MCP server) loads the engine's index instead of reading every text:
//   - the index (search-index.json): each page's records without their texts, the distinct words
//     of the texts and titles, and for each word the texts and titles it is in, which a browser
//     reads only for the words a query asks for;
//   - the texts (search-texts.json): what hits show, highlighted and cut into snippets, and the
//     anchors their links need that the titles do not give.
// Both are fetched at once; the engine is ready when both are in. Pure: browser, build and Node.
import {
  createSearchEngine,
  fields,
  fieldText,
  levels,
  namedLevel,
  unpackSearchIndex,
  type PackedItem,
  type PackedPage,
  type PostingList,
  type PostingsData,
  type SearchEngine,
  type SearchIndexFile,
  type SearchRecord,
} from './engine';
import {readAnchor, slugTemplate, writeAnchor} from './anchor-templates';
import {headingTerms, indexedInText, indexTerms, indexTokens} from './text';
import {isMarkedToken, isPartsToken, readTokenTerms, writeToken} from './token-recipes';

/**
 * A page item without its text: a heading as `[level, text, anchor?]`, where a section heading
 * whose anchor is its slug has none written, one without an anchor has `''`, and one whose anchor
 * is in the texts file has `0` (`movedAnchor`); a named record as `[7, title]`, its anchor in the
 * texts file, or as `[7, title, anchor]`; text in a tab panel as `[0, panel, tabs, sectionLevel?]`;
 * and a run of other texts (paragraphs, list items, table rows, code blocks) as their number.
 * Anchors are written as `writeAnchor` writes them, here and in the texts file.
 */
export type IndexedItem =
  | number
  | [level: number, text: string, anchor?: string | typeof movedAnchor]
  | [level: typeof namedLevel, title: string, anchor?: string]
  | [level: 0, panel: string, tabs: string, sectionLevel?: number];

/**
 * The bucket of a token in `lists` texts and titles: 1–7, 8–23, 24–52, 53–99, …. Tokens are
 * numbered by bucket, then as written (see `encodeSearchIndex`).
 */
function tokenBucket(lists: number): number {
  return Math.floor(lists ** 0.35);
}

/** Whether any of a text's token's terms is one the index keeps for a text. */
function indexedInTextToken(token: string): boolean {
  return indexTerms(token).some(indexedInText);
}

/** In a heading item, in place of its anchor: the anchor is the texts file's next one. */
const movedAnchor = 0;

/**
 * A page's other fields: those it sets of `pageRank`, `foundByName`, `context` and `keywords`, and
 * its language and tags when they are not `pageDefaults`.
 */
export type IndexedPageFields = Partial<Omit<PackedPage, 'path' | 'lvl0' | 'items'>>;

/**
 * A page as a tuple (keys written once a page cost more than the tuple's place), its fields last,
 * if any. The path is written without its folder when the page before is in the same folder
 * (`run` after `/guides/install`), and `lvl0` as `0` when it is the page before's.
 */
export type IndexedPage =
  | [path: string, lvl0: string | typeof sameAsBefore, items: IndexedItem[]]
  | [
      path: string,
      lvl0: string | typeof sameAsBefore,
      items: IndexedItem[],
      fields: IndexedPageFields,
    ];

/** In a page's `lvl0`: the page before's. */
const sameAsBefore = 0;

/** A path's folder, with its last slash: `/guides/` of `/guides/run` and of `/guides/`. */
function folderOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/') + 1);
}

/** The language and tags of most pages: a page that has them leaves them out. */
export type PageDefaults = Pick<PackedPage, 'language' | 'tags'>;

export type PrebuiltIndexFile = {
  format: 'toolhive-search-index';
  version: 12;
  siteUrl: string;
  pageDefaults: PageDefaults;
  pages: IndexedPage[];
  /**
   * The distinct words of the texts and titles (`indexTokens`), each as `writeToken` writes it,
   * front-coded (`encodeWords`).
   */
  tokens: string;
  /**
   * For each token, in order: the texts it is in and the titles it is in, ascending, each as its
   * gap from the one before (`encodeLists`). Texts are numbered from 0 in record order, and titles
   * (`titleTexts`) after them. By token, so that a browser reads only the lists of the words a
   * query asks for (`prebuiltPostings`), not every list before its first hit.
   */
  postings: string;
  /** How many titles are numbered after the texts in `postings`. */
  titles: number;
  /**
   * The texts file that goes with this index: how many texts and anchors it has, and their
   * digest.
   */
  texts: {count: number; anchors: number; digest: string};
};

export type SearchTextsFile = {
  format: 'toolhive-search-texts';
  version: 4;
  digest: string;
  /**
   * The text of every record that has one (all but headings), in record order, each after a NUL
   * character but the first: one string, which a browser parses at once and cuts up in one call
   * (6,000 strings of JSON took it two to three times as long, cold).
   */
  texts: string;
  /**
   * The anchors of the index's section headings and named records that the titles do not give
   * (most of them), in item order, joined as the texts are: hits need them only to link, so they
   * come with the texts, and the index, which the engine is built from first, is smaller.
   */
  anchors: string;
};

const textSeparator = '\u0000';

/** The texts of a texts file, in record order (`count` of them: one empty text is written as none). */
export function textsOf(file: Pick<SearchTextsFile, 'texts'>, count?: number): string[] {
  return splitTexts(file.texts, count ?? -1);
}

/** The texts file that goes with an index file: `search-index-0.0.47.json` → `search-texts-0.0.47.json`. */
export function textsFileName(indexFileName: string): string {
  return indexFileName.replace(/^search-index/, 'search-texts');
}

// --- Number lists and words as JSON text ------------------------------------
// Lists of numbers back to back, each number in printable ASCII, one character for most: its last
// digit from 42 characters where more of its list follow, from 45 others where it ends its list,
// any digits before it from 5 more (bijective, so no list has two spellings), and an empty list
// as one character of its own. A list's end costs no character, and its count none either. Gzip
// compresses these characters as well as it does bytes, and far better than base64.
const digitChars = Array.from({length: 95}, (_, i) => String.fromCharCode(32 + i))
  .filter((char) => char !== '"' && char !== '\\')
  .join('');
// The split was chosen by the served (Zopfli) size of both versions' indexes: 42/45/5 took 631 and
// 410 bytes off 55/25/12.
const moreDigits = 42;
const endDigits = 45;
const leadDigits = 5;
// The sets in order: more-follow digits from 0, end digits from 42, lead digits from 87, then the
// empty list's mark.
const firstLeadDigit = moreDigits + endDigits;
const emptyListDigit = firstLeadDigit + leadDigits;
const emptyList = digitChars[emptyListDigit];
const emptyListCode = emptyList.charCodeAt(0);
const digitValue = new Int8Array(128).fill(-1);
for (let i = 0; i < digitChars.length; i += 1) digitValue[digitChars.charCodeAt(i)] = i;

// The largest value of a number's lead digits that the reader takes (a bound on bad input).
const largestLead = 0xffffff;
// The most texts and titles an index can number.
const largestListNumber = 0x7fffffff;

function spell(number: number, ends: boolean): string {
  const base = ends ? endDigits : moreDigits;
  let rest = Math.floor(number / base);
  if (!Number.isSafeInteger(number) || number < 0 || rest > largestLead) {
    throw new Error(`Cannot encode ${number}.`);
  }
  let spelled = digitChars[(ends ? moreDigits : 0) + (number % base)];
  while (rest > 0) {
    spelled = digitChars[firstLeadDigit + ((rest - 1) % leadDigits)] + spelled;
    rest = Math.floor((rest - 1) / leadDigits);
  }
  return spelled;
}

export function encodeLists(lists: Iterable<readonly number[]>): string {
  const out: string[] = [];
  for (const list of lists) {
    if (list.length === 0) out.push(emptyList);
    list.forEach((number, k) => out.push(spell(number, k === list.length - 1)));
  }
  return out.join('');
}

/** Lists of numbers back to back: list `i` is `items[start[i]…start[i + 1]]`. */
export type Lists = {start: Int32Array; items: Int32Array};

// The digit sets as regular-expression classes, for `listOffsets`.
const inClass = (chars: string) => chars.replace(/[\]\\^-]/g, '\\$&');
const digitClass = (chars: string) => `[${inClass(chars)}]`;
const moreClass = digitClass(digitChars.slice(0, moreDigits));
const endClass = digitClass(digitChars.slice(moreDigits, firstLeadDigit));
const leadClass = digitClass(digitChars.slice(firstLeadDigit, emptyListDigit));
const emptyClass = digitClass(emptyList);
// The last character of each list: a digit that ends a number and its list, or the empty list's.
const listEnds = new RegExp(`${endClass}|${emptyClass}`, 'g');
// Lead digits enough to pass `largestLead` (ten reach 12,207,030 at most, which is below it).
const longLead = new RegExp(`${leadClass}{11,}`, 'g');
// A character that is not a digit, or the empty list's inside a list or after a lead digit.
const malformed = new RegExp(
  `[^${inClass(digitChars)}]|(?:${moreClass}|${leadClass})${emptyClass}`,
);

/** The value of a run of lead digits (`spell` writes them bijectively, most significant first). */
function leadValue(run: string): number {
  let lead = 0;
  for (let i = 0; i < run.length && lead <= largestLead; i += 1) {
    lead = lead * leadDigits + (digitValue[run.charCodeAt(i)] - firstLeadDigit + 1);
  }
  return lead;
}

/**
 * Where each of the `listCount` lists of `encodeLists` starts in `text` (and, last, where the text
 * ends), without keeping their numbers: `readList` reads one list when it is needed. Throws on a
 * character outside the digits, a list too many or too few, and a number or list cut short. The
 * scans are regular expressions: a browser's worker runs them as compiled code at once, where a
 * loop over 120,000 characters ran mostly in the interpreter (about 10 ms against 5, cold).
 */
export function listOffsets(text: string, listCount: number): Int32Array {
  if (!Number.isInteger(listCount) || listCount < 0 || listCount > text.length) {
    throw new Error('The search index has too few postings.');
  }
  longLead.lastIndex = 0;
  let run: RegExpExecArray | null;
  while ((run = longLead.exec(text)) !== null) {
    if (leadValue(run[0]) > largestLead)
      throw new Error('The search index has a malformed number.');
  }
  if (malformed.test(text)) throw new Error('The search index has a malformed number.');
  const offsets = new Int32Array(listCount + 1);
  let lists = 0;
  listEnds.lastIndex = 0;
  while (listEnds.exec(text) !== null) {
    if (lists === listCount) throw new Error('The search index has postings no token uses.');
    lists += 1;
    offsets[lists] = listEnds.lastIndex;
  }
  if (offsets[lists] < text.length) {
    if (lists === listCount) throw new Error('The search index has postings no token uses.');
    if (digitValue[text.charCodeAt(text.length - 1)] >= firstLeadDigit) {
      throw new Error('The search index ends inside a number.');
    }
    throw new Error('The search index ends inside a list.');
  }
  if (lists < listCount) throw new Error('The search index has too few postings.');
  return offsets;
}

/**
 * The numbers of the list that `listOffsets` found at `text[from…to]`, written into `into` (as
 * long as the list's text at least); returns how many there are.
 */
export function readList(text: string, from: number, to: number, into: Int32Array): number {
  let count = 0;
  let lead = 0;
  for (let i = from; i < to; i += 1) {
    const digit = digitValue[text.charCodeAt(i)];
    if (digit === emptyListDigit) return 0;
    if (digit >= firstLeadDigit) lead = lead * leadDigits + (digit - firstLeadDigit + 1);
    else {
      into[count] =
        digit >= moreDigits ? lead * endDigits + (digit - moreDigits) : lead * moreDigits + digit;
      count += 1;
      lead = 0;
    }
  }
  return count;
}

// Front coding: each word after the first starts with how many characters it shares with the one
// before (one base-36 digit, at most 35), then the rest; a line each.
export function encodeWords(words: readonly string[]): string {
  let previous = '';
  return words
    .map((word) => {
      if (word.includes('\n')) throw new Error(`Cannot encode ${JSON.stringify(word)}.`);
      let shared = 0;
      const most = Math.min(35, previous.length, word.length);
      while (shared < most && previous.charCodeAt(shared) === word.charCodeAt(shared)) shared += 1;
      previous = word;
      return shared.toString(36) + word.slice(shared);
    })
    .join('\n');
}

export function decodeWords(text: string): string[] {
  if (text === '') return [];
  let previous = '';
  return text.split('\n').map((line) => {
    const shared = parseInt(line.charAt(0), 36);
    if (Number.isNaN(shared) || shared > previous.length) {
      throw new Error('The search index has a malformed word list.');
    }
    previous = previous.slice(0, shared) + line.slice(1);
    return previous;
  });
}

/** A short digest of the texts (FNV-1a), so an index is never paired with another build's texts. */
function digestOf(texts: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const text of texts) {
    for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
    hash = Math.imul(hash ^ 0xffff, 16777619);
  }
  return `${texts.length.toString(36)}-${(hash >>> 0).toString(36)}`;
}

// --- Titles -------------------------------------------------------------------

/** The heading fields, in the order of `fields` (the order of their bits). */
const headingFields = levels;

/**
 * The distinct titles of the records (each heading field's text, `fieldText`), in the order a
 * walk over the records, and over each record's heading fields in the order of `fields`, first
 * meets them: how the index numbers them, which `titlePlaces` reads in the same walk.
 */
export function titleTexts(records: readonly SearchRecord[]): string[] {
  const seen = new Set<string>();
  for (const record of records) {
    for (const field of headingFields) {
      const text = fieldText(record, field);
      if (text) seen.add(text);
    }
  }
  return [...seen];
}

/**
 * Refuses to write a title whose tokens' terms are not the terms of the title as a heading. A
 * token's terms are `indexTerms` of it: `writeToken` writes only what the browser reads back so.
 */
function checkTitleTokens(title: string, tokens: readonly string[]): void {
  const fromTokens = new Set(tokens.flatMap((token) => indexTerms(token)));
  const terms = new Set(headingTerms(title));
  if (fromTokens.size !== terms.size || [...terms].some((term) => !fromTokens.has(term))) {
    throw new Error(`The words of the title ${JSON.stringify(title)} cannot be written as tokens.`);
  }
}

// --- Writing ------------------------------------------------------------------

/** What `unpackSearchIndex` makes of an item: a heading, a named record, tab text or plain text. */
function itemKind(item: PackedItem): 'heading' | 'named' | 'tab' | 'text' {
  const [level, , anchor] = item;
  if (level === namedLevel) return 'named';
  if (level === 0 && anchor && typeof item[3] === 'string') return 'tab';
  return level >= 1 && level <= 6 ? 'heading' : 'text';
}

function joinTexts(texts: readonly string[]): string {
  if (texts.some((text) => text.includes(textSeparator))) {
    throw new Error('A text to index holds a NUL character, which separates the texts.');
  }
  return texts.join(textSeparator);
}

/** The strings `joinTexts` joined (`count` of them: one empty string is joined as none). */
function splitTexts(joined: string, count: number): string[] {
  return joined === '' && count !== 1 ? [] : joined.split(textSeparator);
}

/**
 * The anchors of a page's items that link (section headings, named records, tab panels), and how
 * many items have each: an anchor only one item has may wait for the texts file, as the engine,
 * built before, tells records' links apart by a stand-in of its own for each such anchor.
 */
function anchorCounts(page: PackedPage): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of page.items) {
    const kind = itemKind(item);
    const anchor = kind === 'tab' ? item[2] : kind !== 'text' && item[0] !== 1 ? item[2] : '';
    if (anchor) counts.set(anchor, (counts.get(anchor) ?? 0) + 1);
  }
  return counts;
}

/**
 * A section heading is written with its anchor as a template, or with `movedAnchor` when the
 * template goes to the texts file (`move` says whether it does); the page's title as it is.
 */
function writeHeading(
  [level, text, anchor]: [number, string, string?],
  move: (written: string) => boolean,
): IndexedItem {
  if (level === 1) return anchor === undefined ? [level, text] : [level, text, anchor];
  if (!anchor) return [level, text, ''];
  const written = writeAnchor(text, anchor);
  if (written === slugTemplate) return [level, text];
  return move(written) ? [level, text, movedAnchor] : [level, text, written];
}

/** A stand-in for the anchor `number` of the texts file, until the texts are in. */
const standInPrefix = '\u0000';

/** Splits packed pages into the index file and the texts file the site serves. */
export function encodeSearchIndex(file: SearchIndexFile): {
  index: PrebuiltIndexFile;
  texts: SearchTextsFile;
} {
  const texts: string[] = [];
  const anchors: string[] = [];
  const pageDefaults = mostCommonFacets(file.pages);
  const pages = file.pages.map((packed, number): IndexedPage => {
    const before = number > 0 ? file.pages[number - 1] : undefined;
    const {path, lvl0, items: packedItems, language, tags, ...rest} = packed;
    if (!path.startsWith('/')) throw new Error(`A page's path must start with /: ${path}`);
    const items: IndexedItem[] = [];
    const counts = anchorCounts(packed);
    for (const item of packedItems) {
      const kind = itemKind(item);
      const move = (written: string) => {
        if (counts.get(item[2] ?? '') !== 1) return false;
        anchors.push(written);
        return true;
      };
      if (kind === 'heading') {
        items.push(writeHeading(item as [number, string, string?], move));
        continue;
      }
      if (kind === 'text') {
        texts.push(item[1]);
        const last = items[items.length - 1];
        if (typeof last === 'number') items[items.length - 1] = last + 1;
        else items.push(1);
        continue;
      }
      if (kind === 'named') {
        texts.push(String(item[3] ?? ''));
        const written = writeAnchor(item[1], item[2] ?? '');
        items.push(move(written) ? [namedLevel, item[1]] : [namedLevel, item[1], written]);
        continue;
      }
      texts.push(item[1]);
      const [, , panel, tabs, sectionLevel] = item as [0, string, string, string, number?];
      items.push(sectionLevel === undefined ? [0, panel, tabs] : [0, panel, tabs, sectionLevel]);
    }
    const fields: IndexedPageFields = Object.fromEntries(
      Object.entries(rest).filter(([, value]) => value !== undefined),
    );
    if (facetsKey({language, tags}) !== facetsKey(pageDefaults)) {
      Object.assign(fields, {language, tags});
    }
    const folder = folderOf(path);
    const writtenPath =
      before && folderOf(before.path) === folder ? path.slice(folder.length) : path;
    const writtenLvl0 = before?.lvl0 === lvl0 ? sameAsBefore : lvl0;
    return Object.keys(fields).length > 0
      ? [writtenPath, writtenLvl0, items, fields]
      : [writtenPath, writtenLvl0, items];
  });

  const titles = titleTexts(unpackSearchIndex(file));
  // Token numbers: the words in more texts and titles first, in buckets (`tokenBucket`), and inside
  // each in the order of the words as written (with their recipe marks), so that front coding
  // shortens the list: tokens of one recipe then sit together. Each token's lists follow the same
  // order, and sit beside lists of as many numbers: the served index was 1.5 KB smaller than with
  // the words in plain order. A text's token whose every term is a function word
  // (`indexedInText`) adds nothing to it.
  const tokensOf = [
    ...texts.map((text) => [...new Set(indexTokens(text))].filter(indexedInTextToken)),
    ...titles.map((title) => [...new Set(indexTokens(title))]),
  ];
  titles.forEach((title, k) => checkTitleTokens(title, tokensOf[texts.length + k]));
  const listCount = new Map<string, number>();
  for (const tokens of tokensOf) {
    for (const token of tokens) listCount.set(token, (listCount.get(token) ?? 0) + 1);
  }
  const bucket = (token: string) => tokenBucket(listCount.get(token)!);
  const written = new Map([...listCount.keys()].map((token) => [token, writeToken(token)]));
  const tokens = [...listCount.keys()].sort((a, b) => {
    const [writtenA, writtenB] = [written.get(a)!, written.get(b)!];
    return bucket(b) - bucket(a) || (writtenA < writtenB ? -1 : writtenA > writtenB ? 1 : 0);
  });
  const tokenNumber = new Map(tokens.map((token, number) => [token, number]));
  // Each token's texts and titles, ascending (they are met in that order).
  const placesOf = tokens.map((): number[] => []);
  tokensOf.forEach((list, number) => {
    for (const token of list) placesOf[tokenNumber.get(token)!].push(number);
  });
  const gaps = placesOf.map((places) =>
    places.map((number, k) => number - (k === 0 ? -1 : places[k - 1]) - 1),
  );
  const digest = digestOf([...texts, ...anchors]);
  return {
    index: {
      format: 'toolhive-search-index',
      version: 12,
      siteUrl: file.siteUrl,
      pageDefaults,
      pages,
      tokens: encodeWords(tokens.map((token) => written.get(token)!)),
      postings: encodeLists(gaps),
      titles: titles.length,
      texts: {count: texts.length, anchors: anchors.length, digest},
    },
    texts: {
      format: 'toolhive-search-texts',
      version: 4,
      digest,
      texts: joinTexts(texts),
      anchors: joinTexts(anchors),
    },
  };
}

function isIndexedPage(page: unknown): page is IndexedPage {
  if (!Array.isArray(page) || page.length < 3 || page.length > 4) return false;
  const [path, lvl0, items, fields] = page as unknown[];
  return (
    typeof path === 'string' &&
    (typeof lvl0 === 'string' || lvl0 === sameAsBefore) &&
    Array.isArray(items) &&
    (page.length === 3 || (typeof fields === 'object' && fields !== null && !Array.isArray(fields)))
  );
}

/** One string for a page's language and tags: pages with the same facets have the same key. */
function facetsKey({language, tags}: PageDefaults): string {
  return JSON.stringify([language, tags]);
}

/** The language and tags most pages share (the first page's, on a tie). */
function mostCommonFacets(pages: readonly PackedPage[]): PageDefaults {
  const counts = new Map<string, {facets: PageDefaults; count: number}>();
  for (const {language, tags} of pages) {
    const key = facetsKey({language, tags});
    const seen = counts.get(key) ?? {facets: {language, tags}, count: 0};
    seen.count += 1;
    counts.set(key, seen);
  }
  let best: {facets: PageDefaults; count: number} = {facets: {language: 'en', tags: []}, count: 0};
  for (const entry of counts.values()) if (entry.count > best.count) best = entry;
  return best.facets;
}

// --- Reading ------------------------------------------------------------------

export function isPrebuiltIndexFile(value: unknown): value is PrebuiltIndexFile {
  const file = value as PrebuiltIndexFile | null;
  return (
    typeof file === 'object' &&
    file !== null &&
    file.format === 'toolhive-search-index' &&
    file.version === 12 &&
    typeof file.siteUrl === 'string' &&
    typeof file.pageDefaults?.language === 'string' &&
    Array.isArray(file.pageDefaults.tags) &&
    file.pageDefaults.tags.every((tag) => typeof tag === 'string') &&
    Array.isArray(file.pages) &&
    typeof file.tokens === 'string' &&
    typeof file.postings === 'string' &&
    Number.isInteger(file.titles) &&
    file.titles >= 0 &&
    Number.isInteger(file.texts?.count) &&
    file.texts.count >= 0 &&
    Number.isInteger(file.texts.anchors) &&
    file.texts.anchors >= 0 &&
    typeof file.texts?.digest === 'string'
  );
}

export function isSearchTextsFile(value: unknown): value is SearchTextsFile {
  const file = value as SearchTextsFile | null;
  return (
    typeof file === 'object' &&
    file !== null &&
    file.format === 'toolhive-search-texts' &&
    file.version === 4 &&
    typeof file.digest === 'string' &&
    typeof file.texts === 'string' &&
    typeof file.anchors === 'string'
  );
}

function checkIndex(index: unknown): asserts index is PrebuiltIndexFile {
  if (!isPrebuiltIndexFile(index)) throw new Error('The search index has an unknown format.');
}

/** The texts and anchors of a texts file, checked to be those of the index. */
function readTexts(index: PrebuiltIndexFile, texts: unknown): {texts: string[]; anchors: string[]} {
  if (!isSearchTextsFile(texts)) throw new Error('The search texts have an unknown format.');
  const list = textsOf(texts, index.texts.count);
  const anchors = splitTexts(texts.anchors, index.texts.anchors);
  if (
    texts.digest !== index.texts.digest ||
    list.length !== index.texts.count ||
    anchors.length !== index.texts.anchors
  ) {
    throw new Error('The search texts are not those of this search index.');
  }
  return {texts: list, anchors};
}

/**
 * The packed pages again: the index's items with their texts and anchors put back, or with a
 * stand-in for each anchor in the texts file (`anchors` null) and the titles that read them.
 */
function packedPages(
  index: PrebuiltIndexFile,
  texts: readonly string[],
  anchors: readonly string[] | null,
): {pages: PackedPage[]; anchorTitles: string[]} {
  let next = 0;
  const take = () => {
    if (next >= texts.length)
      throw new Error('The search index has more texts than its texts file.');
    next += 1;
    return texts[next - 1];
  };
  const anchorTitles: string[] = [];
  // An anchor written in the index (a string), or the texts file's next one (`moved`).
  const anchorOf = (title: string, written: unknown, moved: boolean) => {
    if (!moved) {
      if (typeof written !== 'string' || written.startsWith(standInPrefix)) {
        throw new Error('The search index has a malformed anchor.');
      }
      return readAnchor(title, written);
    }
    const number = anchorTitles.length;
    if (number >= index.texts.anchors) {
      throw new Error('The search index has more anchors than its texts file.');
    }
    anchorTitles.push(title);
    return anchors ? readAnchor(title, anchors[number]) : `${standInPrefix}${number}`;
  };
  let before: PackedPage | undefined;
  const pages = index.pages.map((page): PackedPage => {
    if (!isIndexedPage(page)) throw new Error('The search index has a malformed page.');
    const [writtenPath, writtenLvl0, indexedItems, fields = {}] = page;
    if (!before && (!writtenPath.startsWith('/') || writtenLvl0 === sameAsBefore)) {
      throw new Error('The search index has a malformed page.');
    }
    const path = writtenPath.startsWith('/') ? writtenPath : folderOf(before!.path) + writtenPath;
    const lvl0 = writtenLvl0 === sameAsBefore ? before!.lvl0 : writtenLvl0;
    const items: PackedItem[] = [];
    for (const item of indexedItems) {
      if (typeof item === 'number') {
        for (let i = 0; i < item; i += 1) items.push([0, take()]);
      } else if (!Array.isArray(item)) {
        throw new Error('The search index has a malformed item.');
      } else if (item[0] === namedLevel) {
        const title = String(item[1]);
        items.push([namedLevel, title, anchorOf(title, item[2], item.length < 3), take()]);
      } else if (item[0] === 0) {
        const [, panel, tabs, sectionLevel] = item as [0, string, string, number?];
        items.push([0, take(), panel, tabs, sectionLevel ?? 6]);
      } else if (typeof item[0] === 'number' && typeof item[1] === 'string') {
        const [level, text, written] = item;
        if (level === 1) {
          if (written !== undefined && typeof written !== 'string') {
            throw new Error('The search index has a malformed anchor.');
          }
          items.push(written === undefined ? [level, text] : [level, text, written]);
        } else if (written === '') items.push([level, text]);
        else
          items.push([
            level,
            text,
            written === undefined
              ? readAnchor(text, slugTemplate)
              : anchorOf(text, written, written === movedAnchor),
          ]);
      } else {
        throw new Error('The search index has a malformed item.');
      }
    }
    const {language, tags} = {...index.pageDefaults, ...fields};
    if (typeof language !== 'string' || !Array.isArray(tags)) {
      throw new Error('The search index has a malformed page.');
    }
    before = {...fields, path, lvl0, language, tags, items};
    return before;
  });
  if (next !== texts.length) throw new Error('The search texts file has texts no page uses.');
  if (anchorTitles.length !== index.texts.anchors) {
    throw new Error('The search index counts anchors no page uses.');
  }
  return {pages, anchorTitles};
}

/** The packed pages an index and its texts were written from (`encodeSearchIndex` undone). */
export function packedSearchIndex(index: unknown, texts: unknown): SearchIndexFile {
  checkIndex(index);
  const read = readTexts(index, texts);
  return {
    format: 'toolhive-search-index',
    version: 1,
    siteUrl: index.siteUrl,
    pages: packedPages(index, read.texts, read.anchors).pages,
  };
}

/** The records of an index and its texts, as `unpackSearchIndex` makes them from packed pages. */
export function unpackPrebuiltIndex(
  index: unknown,
  texts: unknown,
  siteUrl?: string,
): SearchRecord[] {
  return unpackSearchIndex(packedSearchIndex(index, texts), siteUrl);
}

/** Term numbers, given out in the order terms are first asked for. */
class TermNumbers {
  readonly terms: string[] = [];
  private readonly ids = new Map<string, number>();

  idOf(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.ids.set(term, id);
      this.terms.push(term);
    }
    return id;
  }
}

/**
 * Each token's terms, as the index writes the token (token-recipes.ts). The tokens written with
 * `^` or `&` (most of the marked) are read in a loop of their own, and the few others after it.
 * A browser runs these loops once, cold, long enough for V8 to compile them again on a background
 * thread, which on a two-core machine competes with the worker: with every reader inside one
 * loop, that compile took 31 to 36 ms in traces of the desktop's first search, and 2 to 8 ms with
 * the loops split and the parts cut without a pattern (the first hit, end to end, did not move
 * beyond the noise).
 */
function tokenTermLists(tokens: string[], numbers: TermNumbers): Lists {
  // null: the token is its own only term, as most are.
  const termsOf = new Array<readonly string[] | null>(tokens.length).fill(null);
  const others: number[] = [];
  for (let token = 0; token < tokens.length; token += 1) {
    const written = tokens[token];
    if (isPartsToken(written)) termsOf[token] = readTokenTerms(written);
    else if (isMarkedToken(written)) others.push(token);
  }
  for (const token of others) termsOf[token] = readTokenTerms(tokens[token]);
  const start = new Int32Array(tokens.length + 1);
  const items: number[] = [];
  for (let token = 0; token < tokens.length; token += 1) {
    const terms = termsOf[token];
    if (terms === null) items.push(numbers.idOf(tokens[token]));
    else for (let k = 0; k < terms.length; k += 1) items.push(numbers.idOf(terms[k]));
    start[token + 1] = items.length;
  }
  return {start, items: Int32Array.from(items)};
}

const contentBit = 1 << fields.indexOf('content');

/** Whether two records have the same titles (and keywords, which count as words of the title). */
function sameTitles(a: SearchRecord, b: SearchRecord): boolean {
  const x = a.hierarchy;
  const y = b.hierarchy;
  if (x === y) return a.keywords === b.keywords;
  return (
    a.keywords === b.keywords &&
    x.lvl0 === y.lvl0 &&
    x.lvl1 === y.lvl1 &&
    x.lvl2 === y.lvl2 &&
    x.lvl3 === y.lvl3 &&
    x.lvl4 === y.lvl4 &&
    x.lvl5 === y.lvl5 &&
    x.lvl6 === y.lvl6
  );
}

/**
 * Where each title is a heading field's title: for title `t`, the places `start[t]…start[t + 1]`,
 * each a run of records `first…end` (records of one section have the same titles) and the field's
 * bit. The walk meets each title for the first time in the order the build numbered them
 * (`titleTexts`).
 */
type TitlePlaces = {start: Int32Array; first: Int32Array; end: Int32Array; bits: Uint8Array};

function titlePlaces(records: SearchRecord[], titleCount: number): TitlePlaces {
  const termsOfTitle = new Map<string, number>();
  let nextTitle = 0;
  const placeTitle: number[] = [];
  const placeFirst: number[] = [];
  const placeBit: number[] = [];
  // Where each place's run ends: set when the next run starts.
  const placeEnd: number[] = [];
  // Each field's title in the run before, and its number (-1: none): the next run mostly shares
  // the page's titles and the sections' above it, found then without making or hashing the text.
  const lastTitle: (string | null)[] = headingFields.map(() => null);
  const lastNumber = new Int32Array(headingFields.length).fill(-1);
  let lastKeywords: readonly string[] | undefined;
  let runPlaces = 0;
  for (let doc = 0; doc < records.length; doc += 1) {
    const record = records[doc];
    if (doc > 0 && sameTitles(records[doc - 1], record)) continue;
    while (runPlaces < placeTitle.length) placeEnd[runPlaces++] = doc;
    const sameKeywords = record.keywords === lastKeywords;
    lastKeywords = record.keywords;
    for (let bit = 0; bit < headingFields.length; bit += 1) {
      const field = headingFields[bit];
      const title = record.hierarchy[field];
      let number = lastNumber[bit];
      if (title !== lastTitle[bit] || !sameKeywords) {
        lastTitle[bit] = title;
        const text = fieldText(record, field);
        number = text ? (termsOfTitle.get(text) ?? -1) : -1;
        if (text && number < 0) {
          if (nextTitle >= titleCount) {
            throw new Error('The search index has fewer titles than its pages.');
          }
          number = nextTitle;
          nextTitle += 1;
          termsOfTitle.set(text, number);
        }
        lastNumber[bit] = number;
      }
      if (number < 0) continue;
      placeTitle.push(number);
      placeFirst.push(doc);
      placeBit.push(bit);
    }
  }
  while (runPlaces < placeTitle.length) placeEnd[runPlaces++] = records.length;
  if (nextTitle !== titleCount) throw new Error('The search index has titles no page uses.');
  const {start, slotOf} = groupedSlots(placeTitle, titleCount);
  const first = new Int32Array(placeTitle.length);
  const end = new Int32Array(placeTitle.length);
  const bits = new Uint8Array(placeTitle.length);
  for (let place = 0; place < placeTitle.length; place += 1) {
    first[slotOf[place]] = placeFirst[place];
    end[slotOf[place]] = placeEnd[place];
    bits[slotOf[place]] = placeBit[place];
  }
  return {start, first, end, bits};
}

/**
 * Items grouped by their group (`groupOf[i]`, below `groupCount`), each group in item order:
 * group `g` holds the slots `start[g]…start[g + 1]`, and item `i` goes to slot `slotOf[i]`.
 */
function groupedSlots(
  groupOf: ArrayLike<number>,
  groupCount: number,
): {start: Int32Array; slotOf: Int32Array} {
  const start = new Int32Array(groupCount + 1);
  for (let item = 0; item < groupOf.length; item += 1) start[groupOf[item] + 1] += 1;
  for (let group = 0; group < groupCount; group += 1) start[group + 1] += start[group];
  const next = start.slice(0, groupCount);
  const slotOf = new Int32Array(groupOf.length);
  for (let item = 0; item < groupOf.length; item += 1) {
    slotOf[item] = next[groupOf[item]];
    next[groupOf[item]] += 1;
  }
  return {start, slotOf};
}

/** The records that have a text, in order: text `n` is record `textDoc[n]`'s. */
function textDocs(records: SearchRecord[], textCount: number): Int32Array {
  const textDoc = new Int32Array(textCount);
  let text = 0;
  for (let doc = 0; doc < records.length; doc += 1) {
    if (records[doc].content === null) continue;
    if (text >= textCount) throw new Error('The search index has too few texts.');
    textDoc[text] = doc;
    text += 1;
  }
  if (text !== textCount) throw new Error('The search index has texts no page uses.');
  return textDoc;
}

/** For each term, the tokens it is a term of: `tokenTerms` turned around. */
function termTokenLists(tokenTerms: Lists, termCount: number): Lists {
  const {start, slotOf} = groupedSlots(tokenTerms.items, termCount);
  const items = new Int32Array(tokenTerms.items.length);
  for (let token = 0; token + 1 < tokenTerms.start.length; token += 1) {
    for (let j = tokenTerms.start[token]; j < tokenTerms.start[token + 1]; j += 1) {
      items[slotOf[j]] = token;
    }
  }
  return {start, items};
}

/**
 * The postings `createSearchEngine` would build from `records` (the same terms, records and field
 * masks), read from the index a term at a time, when a query first asks for it. Before the first
 * hit a reader's browser reads only the tokens' terms, where each token's list starts, where each
 * title is used, and the lists of the few tokens whose terms include a function word (which is a
 * word of the index only in a title); then the lists of the tokens of the terms a query matches,
 * each term once. A list that names a text or title past the last is found when a query reads it:
 * that query throws, and queries that do not reach it still answer.
 */
export function prebuiltPostings(index: PrebuiltIndexFile, records: SearchRecord[]): PostingsData {
  const tokens = decodeWords(index.tokens);
  const numbers = new TermNumbers();
  const tokenTerms = tokenTermLists(tokens, numbers);
  const {terms} = numbers;
  const termCount = terms.length;
  const textCount = index.texts.count;
  const placeCount = textCount + index.titles;
  if (!Number.isSafeInteger(placeCount) || placeCount > largestListNumber) {
    throw new Error('The search index has more texts and titles than it can number.');
  }
  const offsets = listOffsets(index.postings, tokens.length);
  const titles = titlePlaces(records, index.titles);
  const textDoc = textDocs(records, textCount);
  const termTokens = termTokenLists(tokenTerms, termCount);
  const inText = new Uint8Array(termCount);
  for (let term = 0; term < termCount; term += 1) {
    if (indexedInText(terms[term])) inText[term] = 1;
  }
  // Work space for one term: a token's numbers, and each record's fields, current when stamped.
  let numbersRead = new Int32Array(64);
  const maskOf = new Uint16Array(records.length);
  const stampOf = new Int32Array(records.length);
  const touched = new Int32Array(records.length);
  let stamp = 0;
  const lists = new Array<PostingList | undefined>(termCount);

  /** Reads a token's texts and titles, ascending, into `numbersRead`; returns how many. */
  function readToken(token: number): number {
    const length = offsets[token + 1] - offsets[token];
    if (numbersRead.length < length) numbersRead = new Int32Array(length);
    const read = readList(index.postings, offsets[token], offsets[token + 1], numbersRead);
    let previous = -1;
    for (let n = 0; n < read; n += 1) {
      previous += numbersRead[n] + 1;
      numbersRead[n] = previous;
    }
    return read;
  }

  function list(term: number): PostingList {
    const known = lists[term];
    if (known) return known;
    stamp += 1;
    let count = 0;
    const mark = (doc: number, bit: number) => {
      if (stampOf[doc] === stamp) maskOf[doc] |= bit;
      else {
        stampOf[doc] = stamp;
        maskOf[doc] = bit;
        touched[count] = doc;
        count += 1;
      }
    };
    for (let k = termTokens.start[term]; k < termTokens.start[term + 1]; k += 1) {
      const read = readToken(termTokens.items[k]);
      for (let n = 0; n < read; n += 1) {
        const number = numbersRead[n];
        if (number >= placeCount) throw new Error('The search index has a malformed posting.');
        if (number < textCount) {
          if (inText[term] === 1) mark(textDoc[number], contentBit);
          continue;
        }
        const title = number - textCount;
        for (let place = titles.start[title]; place < titles.start[title + 1]; place += 1) {
          const bit = 1 << titles.bits[place];
          for (let doc = titles.first[place]; doc < titles.end[place]; doc += 1) mark(doc, bit);
        }
      }
    }
    const docs = touched.slice(0, count).sort();
    const masks = new Uint16Array(count);
    for (let k = 0; k < count; k += 1) masks[k] = maskOf[docs[k]];
    const made = {docs, masks};
    lists[term] = made;
    return made;
  }

  /** Whether a token is in a title: its list, ascending, then ends in one. */
  function inTitle(token: number): boolean {
    const read = readToken(token);
    return read > 0 && numbersRead[read - 1] >= textCount;
  }

  return {
    terms,
    // Every token is in a text or a title; a function word counts only in a title.
    has(term) {
      for (let k = termTokens.start[term]; k < termTokens.start[term + 1]; k += 1) {
        const token = termTokens.items[k];
        const inAList = index.postings.charCodeAt(offsets[token]) !== emptyListCode;
        if (inText[term] === 1 ? inAList : inAList && inTitle(token)) return true;
      }
      return false;
    },
    list,
  };
}

/**
 * An index file read before its texts arrive: its records (texts empty for now) and its engine,
 * set up already. The engine reads a record's text only for the hits it shows, so its answers are
 * right only once `engineWithTexts` has filled the texts in: ask it through that.
 */
export type PreparedIndex = {
  index: PrebuiltIndexFile;
  records: SearchRecord[];
  engine: SearchEngine;
  /** The titles that read the texts file's anchors, in its order (`writeAnchor`). */
  anchorTitles: string[];
};

/**
 * Everything the engine needs from the index file, worked out while the texts, the larger file,
 * are still on their way: on a slow network they come last, and only filling them in is left.
 * Throws on a malformed index.
 */
export function prepareIndex(index: unknown, siteUrl?: string): PreparedIndex {
  checkIndex(index);
  const placeholders = new Array<string>(index.texts.count).fill('');
  const {pages, anchorTitles} = packedPages(index, placeholders, null);
  const file: SearchIndexFile = {
    format: 'toolhive-search-index',
    version: 1,
    siteUrl: index.siteUrl,
    pages,
  };
  const records = unpackSearchIndex(file, siteUrl);
  return {
    index,
    records,
    engine: createSearchEngine(records, prebuiltPostings(index, records)),
    anchorTitles,
  };
}

/** The engine of a prepared index, its texts and anchors filled in; throws on texts of another index. */
export function engineWithTexts(prepared: PreparedIndex, texts: unknown): SearchEngine {
  const read = readTexts(prepared.index, texts);
  const anchors = read.anchors.map((written, number) =>
    readAnchor(prepared.anchorTitles[number], written),
  );
  let next = 0;
  for (const record of prepared.records) {
    if (record.content !== null) {
      record.content = read.texts[next];
      next += 1;
    }
    if (record.anchor !== null && record.anchor.startsWith(standInPrefix)) {
      record.anchor = anchors[Number(record.anchor.slice(standInPrefix.length))];
      record.url = `${record.url_without_anchor}#${record.anchor}`;
    }
  }
  return prepared.engine;
}

/** The engine of an index file and its texts file, parsed; throws on a malformed or mismatched pair. */
export function loadPrebuiltEngine(index: unknown, texts: unknown, siteUrl?: string): SearchEngine {
  return engineWithTexts(prepareIndex(index, siteUrl), texts);
}
