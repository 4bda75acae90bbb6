// The files the build writes for the site's search, a pair per docs version, so that a reader's
// browser (and the docs MCP server) loads the engine's index instead of reading every text:
//   - the index (search-index.json): each page's records without their texts, and the words of
//     the texts as numbers, record by record, from which the postings are laid out in one pass;
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
 * The bucket of a token in `lists` texts and titles: 1–7, 8–23, 24–52, 53–99, …. Buckets that widen
 * more slowly than powers of two shorten the gaps and keep most of the front coding: against
 * `Math.log2` they took 0.9 KB off each version's served index (exponents 0.25 to 0.5 tried).
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
  version: 11;
  siteUrl: string;
  pageDefaults: PageDefaults;
  pages: IndexedPage[];
  /**
   * The distinct words of the texts and titles (`indexTokens`), each as `writeToken` writes it,
   * front-coded (`encodeWords`).
   */
  tokens: string;
  /**
   * For each text, in order, then for each title (`titleTexts`): the numbers in `tokens` of its
   * distinct tokens, ascending, each as its gap from the one before (`encodeLists`).
   */
  postings: string;
  /** How many titles' token lists follow the texts' in `postings`. */
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
const digitValue = new Int8Array(128).fill(-1);
for (let i = 0; i < digitChars.length; i += 1) digitValue[digitChars.charCodeAt(i)] = i;

// The largest value of a number's lead digits that the reader takes (a bound on bad input).
const largestLead = 0xffffff;

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

/** The `listCount` lists of `encodeLists`; throws on text that is not that many lists. */
export function decodeLists(text: string, listCount: number): Lists {
  if (!Number.isInteger(listCount) || listCount < 0 || listCount > text.length) {
    throw new Error('The search index has too few postings.');
  }
  const start = new Int32Array(listCount + 1);
  const items = new Int32Array(text.length);
  let lists = 0;
  let count = 0;
  let lead = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const digit = code < 128 ? digitValue[code] : -1;
    if (digit < 0) throw new Error('The search index has a malformed number.');
    if (lists === listCount) throw new Error('The search index has postings no text uses.');
    if (digit === emptyListDigit) {
      // Lead digits add at least 1 each, so a number under way has a lead above 0.
      if (lead !== 0 || count !== start[lists]) {
        throw new Error('The search index has a malformed number.');
      }
      lists += 1;
      start[lists] = count;
    } else if (digit >= firstLeadDigit) {
      lead = lead * leadDigits + (digit - firstLeadDigit + 1);
      if (lead > largestLead) throw new Error('The search index has a malformed number.');
    } else {
      const ends = digit >= moreDigits;
      items[count] = ends ? lead * endDigits + (digit - moreDigits) : lead * moreDigits + digit;
      count += 1;
      lead = 0;
      if (ends) {
        lists += 1;
        start[lists] = count;
      }
    }
  }
  if (lead !== 0) throw new Error('The search index ends inside a number.');
  if (count !== start[lists]) throw new Error('The search index ends inside a list.');
  if (lists < listCount) throw new Error('The search index has too few postings.');
  return {start, items: items.subarray(0, count)};
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
 * meets them: the order of the titles' token lists in the index, which `titleRuns` reads in the
 * same walk.
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
  // Token numbers: the words in more texts and titles first (small numbers, short gaps), in
  // buckets (`tokenBucket`), and inside each in the order of the words as written (with their
  // recipe marks), so that front coding shortens the list: tokens of one recipe then sit together.
  // A text's token whose every term is a function word (`indexedInText`) adds nothing to it.
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
  const gaps = tokensOf.map((list) => {
    const sorted = list.map((token) => tokenNumber.get(token)!).sort((a, b) => a - b);
    return sorted.map((number, k) => number - (k === 0 ? -1 : sorted[k - 1]) - 1);
  });
  const digest = digestOf([...texts, ...anchors]);
  return {
    index: {
      format: 'toolhive-search-index',
      version: 11,
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
    file.version === 11 &&
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

/**
 * Each list's token numbers (the texts', then the titles'), from the index's postings (for each,
 * the gaps between its numbers): checked once, so that the passes over them can trust them.
 */
function tokenLists(postings: string, listCount: number, tokenCount: number): Lists {
  const lists = decodeLists(postings, listCount);
  const {start, items} = lists;
  for (let list = 0; list < listCount; list += 1) {
    let token = -1;
    for (let k = start[list]; k < start[list + 1]; k += 1) {
      token += items[k] + 1;
      if (token >= tokenCount) throw new Error('The search index has a malformed posting.');
      items[k] = token;
    }
  }
  return lists;
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
 * Records of one section have the same titles: each run of them gets one list of its title
 * terms, each once, with the bits of every heading field it is in (`masks`, beside `items`). A
 * title's terms are those of its tokens, from the index's lists after the texts' (`firstTitle`
 * on), one list for each title the walk meets for the first time (`titleTexts`).
 */
function titleRuns(
  records: SearchRecord[],
  lists: Lists,
  firstTitle: number,
  tokenTerms: Lists,
  termCount: number,
): Lists & {masks: Uint16Array; runOf: Int32Array} {
  const runOf = new Int32Array(records.length);
  const start: number[] = [0];
  const items: number[] = [];
  const masks: number[] = [];
  const termsOfTitle = new Map<string, number>();
  let nextTitle = firstTitle;
  // Where a term is in the current run's list: a run number per term says whether it is there
  // yet (typed arrays rather than a map cleared for every run).
  const runOfTerm = new Int32Array(termCount).fill(-1);
  const placeOfTerm = new Int32Array(termCount);
  // Each field's title in the run before, and its list (-1: none): the next run mostly shares
  // the page's titles and the sections' above it, found then without making or hashing the text.
  const lastTitle: (string | null)[] = headingFields.map(() => null);
  const lastList = new Int32Array(headingFields.length).fill(-1);
  let lastKeywords: readonly string[] | undefined;
  for (let doc = 0; doc < records.length; doc += 1) {
    const record = records[doc];
    if (doc > 0 && sameTitles(records[doc - 1], record)) {
      runOf[doc] = runOf[doc - 1];
      continue;
    }
    const run = start.length - 1;
    const sameKeywords = record.keywords === lastKeywords;
    lastKeywords = record.keywords;
    for (let bit = 0; bit < headingFields.length; bit += 1) {
      const field = headingFields[bit];
      const title = record.hierarchy[field];
      let list = lastList[bit];
      if (title !== lastTitle[bit] || !sameKeywords) {
        lastTitle[bit] = title;
        const text = fieldText(record, field);
        list = text ? (termsOfTitle.get(text) ?? -1) : -1;
        if (text && list < 0) {
          if (nextTitle >= lists.start.length - 1) {
            throw new Error('The search index has fewer titles than its pages.');
          }
          list = nextTitle;
          nextTitle += 1;
          termsOfTitle.set(text, list);
        }
        lastList[bit] = list;
      }
      if (list < 0) continue;
      for (let t = lists.start[list]; t < lists.start[list + 1]; t += 1) {
        const token = lists.items[t];
        for (let j = tokenTerms.start[token]; j < tokenTerms.start[token + 1]; j += 1) {
          const id = tokenTerms.items[j];
          if (runOfTerm[id] === run) masks[placeOfTerm[id]] |= 1 << bit;
          else {
            runOfTerm[id] = run;
            placeOfTerm[id] = items.length;
            items.push(id);
            masks.push(1 << bit);
          }
        }
      }
    }
    runOf[doc] = run;
    start.push(items.length);
  }
  if (nextTitle !== lists.start.length - 1) {
    throw new Error('The search index has titles no page uses.');
  }
  return {
    runOf,
    start: Int32Array.from(start),
    items: Int32Array.from(items),
    masks: Uint16Array.from(masks),
  };
}

type PostingSources = {
  records: SearchRecord[];
  titles: ReturnType<typeof titleRuns>;
  /** The token lists of the texts (the first `textCount`), then of the titles. */
  texts: Lists;
  textCount: number;
  tokenTerms: Lists;
  termCount: number;
  /** 1 for each term that is kept for a text (`indexedInText`), 0 for a function word. */
  inText: Uint8Array;
};

/**
 * One pass over every (record, field, term), in record order: with `docs` and `masks` it writes
 * each term's records from `starts`, else it only counts them. A record is written once per
 * term, with the bits of all fields it is in: a text's term that is also a title's adds its bit.
 */
function postingPass(
  {records, titles, texts, textCount, tokenTerms, termCount, inText}: PostingSources,
  starts: Int32Array,
  docs: Int32Array | null,
  masks: Uint16Array | null,
): Int32Array {
  const counts = new Int32Array(termCount);
  const last = new Int32Array(termCount).fill(-1);
  let text = 0;
  for (let doc = 0; doc < records.length; doc += 1) {
    const run = titles.runOf[doc];
    for (let k = titles.start[run]; k < titles.start[run + 1]; k += 1) {
      const term = titles.items[k];
      last[term] = doc;
      if (docs !== null && masks !== null) {
        docs[starts[term] + counts[term]] = doc;
        masks[starts[term] + counts[term]] = titles.masks[k];
      }
      counts[term] += 1;
    }
    if (records[doc].content === null) continue;
    if (text >= textCount) throw new Error('The search index has too few texts.');
    for (let k = texts.start[text]; k < texts.start[text + 1]; k += 1) {
      const token = texts.items[k];
      for (let j = tokenTerms.start[token]; j < tokenTerms.start[token + 1]; j += 1) {
        const term = tokenTerms.items[j];
        if (inText[term] === 0) continue;
        if (last[term] === doc) {
          if (masks !== null) masks[starts[term] + counts[term] - 1] |= contentBit;
          continue;
        }
        last[term] = doc;
        if (docs !== null && masks !== null) {
          docs[starts[term] + counts[term]] = doc;
          masks[starts[term] + counts[term]] = contentBit;
        }
        counts[term] += 1;
      }
    }
    text += 1;
  }
  return counts;
}

/**
 * The postings `createSearchEngine` would build from `records` (the same terms, records and field
 * masks), laid out from the index's token numbers, of the texts and of the titles, each token's
 * terms worked out once. A reader's browser runs this once, cold, before the first hit: small
 * functions over typed arrays, each section's titles once rather than once per record, and no
 * title split into words (the build did that).
 */
export function prebuiltPostings(index: PrebuiltIndexFile, records: SearchRecord[]): PostingsData {
  const tokens = decodeWords(index.tokens);
  const numbers = new TermNumbers();
  const tokenTerms = tokenTermLists(tokens, numbers);
  const termCount = numbers.terms.length;
  const textCount = index.texts.count;
  const texts = tokenLists(index.postings, textCount + index.titles, tokens.length);
  const titles = titleRuns(records, texts, textCount, tokenTerms, termCount);
  const inText = new Uint8Array(termCount);
  for (let term = 0; term < termCount; term += 1) {
    if (indexedInText(numbers.terms[term])) inText[term] = 1;
  }
  const sources = {records, titles, texts, textCount, tokenTerms, termCount, inText};
  const counts = postingPass(sources, new Int32Array(termCount + 1), null, null);
  const starts = new Int32Array(termCount + 1);
  for (let term = 0; term < termCount; term += 1) starts[term + 1] = starts[term] + counts[term];
  const allDocs = new Int32Array(starts[termCount]);
  const allMasks = new Uint16Array(starts[termCount]);
  postingPass(sources, starts, allDocs, allMasks);
  return {terms: numbers.terms, starts, docs: allDocs, masks: allMasks};
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
