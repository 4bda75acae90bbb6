// The engine's ranking restated the plain way, for tests: every record a query matches is scored
// from its own words and headings with Maps and Sets, all of them are ordered, and the whole list
// is folded and diversified. The engine gets the same hits without doing all that (facts once per
// page and section title, only the best matches ordered, hits counted without ordering them);
// equivalence.test.ts holds it to this. The score formula itself is the engine's (`relevance`
// and the functions it adds up), so a change of weights or of the formula needs no change here.
import SearchableMap from 'minisearch/SearchableMap';

import ranking from '../../../data/search-ranking.json';
import {
  matchesFacetFilters,
  plainWordScore,
  relevance,
  titleBonusOf,
  typoWordScore,
  wordScore,
  type FacetFilters,
  type SearchRecord,
} from '../engine';
import {
  indexTerms,
  parseQuery,
  queryStopWords,
  splitWords,
  stopWords,
  transpositions,
  type QueryTerm,
} from '../text';

const weights = ranking.weights;
const fields = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'] as const;
type Field = (typeof fields)[number];
const bit = (field: Field) => 1 << fields.indexOf(field);
const headingFields = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
// The tie-breaker's order of attributes: lvl0 (the sidebar section) last.
const attributeOrder: Field[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content', 'lvl0'];
const fieldsIn = (mask: number) => fields.filter((field) => mask & bit(field));
// The engine keeps field boosts and match weights as 32-bit floats: so does this.
const fieldBoost = (mask: number) =>
  Math.fround(Math.max(...fieldsIn(mask).map((field) => weights.fieldBoosts.value[field])));
const attributeRank = (mask: number) =>
  Math.min(...fieldsIn(mask).map((field) => attributeOrder.indexOf(field)));

function fieldText(record: SearchRecord, field: Field): string {
  if (field === 'content') return record.content ?? '';
  if (field === 'lvl1' && record.keywords?.length)
    return `${record.hierarchy.lvl1} ${record.keywords.join(' ')}`;
  return record.hierarchy[field] ?? '';
}

export type ReferenceIndex = {
  records: SearchRecord[];
  /** Each index word: the records that have it, and in which fields (a bit each). */
  postings: Map<string, {docs: number[]; masks: number[]}>;
  vocabulary: SearchableMap<true>;
};

export function referenceIndex(records: SearchRecord[]): ReferenceIndex {
  const postings = new Map<string, {docs: number[]; masks: number[]}>();
  records.forEach((record, doc) => {
    for (const field of fields) {
      for (const word of indexTerms(fieldText(record, field))) {
        if (field === 'content' && stopWords.has(word)) continue;
        let list = postings.get(word);
        if (!list) {
          list = {docs: [], masks: []};
          postings.set(word, list);
        }
        if (list.docs.at(-1) === doc) list.masks[list.masks.length - 1] |= bit(field);
        else {
          list.docs.push(doc);
          list.masks.push(bit(field));
        }
      }
    }
  });
  const vocabulary = new SearchableMap<true>();
  for (const word of postings.keys()) vocabulary.set(word, true);
  return {records, postings, vocabulary};
}

type Match = {typos: number; exact: boolean; weight: number};

/** The index words a query term matches: itself, its forms and synonyms, prefixes, typos. */
function expand(index: ReferenceIndex, term: QueryTerm): Map<string, Match> {
  const found = new Map<string, Match>();
  const add = (word: string, typos: number, exact: boolean, weight = 1) => {
    if (!index.postings.has(word)) return;
    const known = found.get(word);
    if (
      !known ||
      typos < known.typos ||
      (typos === known.typos && (weight > known.weight || (exact && !known.exact)))
    )
      found.set(word, {typos, exact, weight});
  };
  add(term.term, 0, true);
  for (const form of term.forms ?? []) add(form, 0, true, weights.formWeight.value);
  for (const synonym of term.synonyms ?? []) add(synonym, 0, true);
  if (term.prefix) {
    for (const [word] of index.vocabulary.atPrefix(term.term)) add(word, 0, word === term.term);
  }
  if (term.maxTypos > 0) {
    for (const [word, [, distance]] of index.vocabulary.fuzzyGet(term.term, term.maxTypos)) {
      if (distance > 0 && !stopWords.has(word)) add(word, distance, false);
    }
    if (term.maxTypos === 1) {
      for (const variant of transpositions(term.term)) {
        if (!stopWords.has(variant)) add(variant, 1, false);
      }
    }
  }
  return found;
}

type Facts = {
  doc: number;
  termBits: number;
  typos: number;
  mask: number;
  exact: number;
  wordScores: number;
  stopHits: number;
  score: number;
};

export type ReferenceHit = {
  url: string;
  score: number;
  words: number;
  typos: number;
  exact: number;
  attribute: number;
};

const popcount = (bits: number) => bits.toString(2).replaceAll('0', '').length;

// The index words of a text, as a set (remembered: headings repeat on every record below them).
const wordSets = new Map<string, Set<string>>();
function wordSet(text: string): Set<string> {
  let words = wordSets.get(text);
  if (!words) {
    words = new Set(indexTerms(text));
    if (wordSets.size > 100_000) wordSets.clear();
    wordSets.set(text, words);
  }
  return words;
}
/** A title's parts, function words aside. */
const titleParts = (text: string) =>
  splitWords(text)
    .flatMap((word) => word.parts.map((part) => part.term))
    .filter((term) => !stopWords.has(term));

/**
 * The hits there are for certain, whatever the order: each URL with a record that matches in its
 * own text, and one for each page where no URL has one. (A page with URLs of both kinds may add
 * one more: when its best record's URL is of the other kind.)
 */
function leastHits(records: SearchRecord[], matches: {doc: number; mask: number}[]): number {
  const ownUrls = new Set<string>();
  const pagesWithOwn = new Set<string>();
  for (const {doc, mask} of matches) {
    const record = records[doc];
    if (mask & bit(record.type === 'content' ? 'content' : record.type)) {
      ownUrls.add(record.url);
      pagesWithOwn.add(record.url_without_anchor);
    }
  }
  const pagesWithout = new Set(
    matches
      .map(({doc}) => records[doc].url_without_anchor)
      .filter((page) => !pagesWithOwn.has(page)),
  );
  return ownUrls.size + pagesWithout.size;
}

/**
 * Every hit of a query in order (`search` with a hitsPerPage as large as it takes), and how many
 * there are.
 */
export function referenceSearch(
  index: ReferenceIndex,
  rawQuery: string,
  facetFilters?: FacetFilters,
): {hits: ReferenceHit[]; nbHits: number; leastHits: number} {
  const {records} = index;
  const query = rawQuery.slice(0, 512);
  const terms = parseQuery(query);
  const allowed = records.map((record) => matchesFacetFilters(record, facetFilters));

  // Each term's matches: per record, the fields, fewest typos, any exact; and apart, the fields
  // and best weight of its matches without a typo, and the best score of one through a typo.
  type TermMatch = {
    mask: number;
    typos: number;
    exact: boolean;
    plainMask: number;
    weight: number;
    typoScore: number;
  };
  const byTerm = terms.map((term) => {
    const matches = new Map<number, TermMatch>();
    for (const [word, match] of expand(index, term)) {
      const {docs, masks} = index.postings.get(word)!;
      docs.forEach((doc, k) => {
        if (!allowed[doc]) return;
        const known = matches.get(doc);
        const plain = match.typos === 0;
        matches.set(doc, {
          mask: (known?.mask ?? 0) | masks[k],
          typos: Math.min(known?.typos ?? Infinity, match.typos),
          exact: (known?.exact ?? false) || match.exact,
          plainMask: (known?.plainMask ?? 0) | (plain ? masks[k] : 0),
          weight: Math.max(known?.weight ?? 0, plain ? match.weight : 0),
          typoScore: Math.max(
            known?.typoScore ?? 0,
            plain ? 0 : typoWordScore(fieldBoost(masks[k]), match.typos),
          ),
        });
      });
    }
    return matches;
  });
  const facts = new Map<number, Facts>();
  terms.forEach((term, termIndex) => {
    const idf = Math.log(1 + records.length / Math.max(1, byTerm[termIndex].size));
    for (const [doc, match] of byTerm[termIndex]) {
      const fact = facts.get(doc) ?? {
        doc,
        termBits: 0,
        typos: 0,
        mask: 0,
        exact: 0,
        wordScores: 0,
        stopHits: 0,
        score: 0,
      };
      const inTitle = headingFields.some((field) => match.plainMask & bit(field));
      const flagBoost =
        (term.flag || term.identifier) && inTitle ? weights.flagTitleBoost.value : 1;
      fact.termBits |= 1 << termIndex;
      fact.typos += match.typos;
      fact.mask |= match.mask;
      if (match.exact) fact.exact += 1;
      const plainScore =
        match.plainMask === 0
          ? 0
          : plainWordScore(fieldBoost(match.plainMask), Math.fround(match.weight), flagBoost);
      fact.wordScores += wordScore(idf, plainScore, match.typoScore);
      facts.set(doc, fact);
    }
  });

  // What each page matched anywhere.
  const pageOf = (doc: number) => records[doc].url_without_anchor;
  const pageBits = new Map<string, number>();
  for (const fact of facts.values()) {
    pageBits.set(pageOf(fact.doc), (pageBits.get(pageOf(fact.doc)) ?? 0) | fact.termBits);
  }

  // Words that stand for each term: as typed, other forms, synonyms (the first term wins).
  const termOf = new Map<string, number>();
  const typedOf = new Set<string>();
  terms.forEach((term, termIndex) => {
    for (const word of [term.term, ...(term.forms ?? []), ...(term.synonyms ?? [])])
      if (!termOf.has(word)) termOf.set(word, termIndex);
    for (const word of [term.term, ...(term.forms ?? [])]) typedOf.add(word);
  });
  // In a title, another form of a term counts at formWeight, unless it is typed, a synonym, or
  // the plural or singular of a query word ("stop" for a typed "stopped").
  const asTyped = new Set(terms.flatMap((term) => [term.term, ...(term.synonyms ?? [])]));
  const pluralOf = (many: string, one: string) =>
    [`${one}s`, `${one}es`].includes(many) ||
    (one.endsWith('y') && many === `${one.slice(0, -1)}ies`);
  const lesser = new Set(
    terms.flatMap((term) =>
      (term.forms ?? []).filter(
        (form) =>
          !asTyped.has(form) &&
          !terms.some((other) => pluralOf(form, other.term) || pluralOf(other.term, form)),
      ),
    ),
  );
  const plain = terms.filter((term) => !term.flag && !term.identifier);
  // The query holds the page's whole title, or the title every plain query word (or a synonym).
  const holdsPageTitle = (record: SearchRecord) => {
    const parts = titleParts(record.hierarchy.lvl1);
    return (
      parts.length > 0 &&
      (parts.every((part) => termOf.has(part)) ||
        (plain.length > 0 &&
          plain.every((term) =>
            [term.term, ...(term.synonyms ?? [])].some((word) => parts.includes(word)),
          )))
    );
  };
  const titleBonus = (record: SearchRecord) => {
    let title = '';
    for (const field of headingFields) title = record.hierarchy[field] ?? title;
    let total = 0;
    let matched = 0;
    let pairs = 0;
    let previous = -1;
    let previousFlag = false;
    for (const word of splitWords(title)) {
      for (const part of word.parts) {
        if (stopWords.has(part.term)) continue;
        total += 1;
        const joined = word.joined !== null ? termOf.get(word.joined) : undefined;
        const found = joined ?? termOf.get(part.term);
        const termIndex = found ?? -1;
        if (termIndex >= 0) {
          const matchedWord = joined !== undefined ? (word.joined as string) : part.term;
          matched += lesser.has(matchedWord) ? weights.formWeight.value : 1;
          if (previous >= 0 && termIndex > previous && (word.flag === null || previousFlag))
            pairs += 1;
        }
        previous = termIndex;
        previousFlag = word.flag !== null;
      }
    }
    return titleBonusOf(matched, total, pairs);
  };
  const titleField = (record: SearchRecord) => {
    let field: Field | null = null;
    for (const level of headingFields) if (record.hierarchy[level] !== null) field = level;
    return field ? bit(field) : 0;
  };
  const wantedStopWords = queryStopWords(query);

  for (const fact of facts.values()) {
    const record = records[fact.doc];
    const pageTerms = pageBits.get(pageOf(fact.doc))!;
    fact.stopHits = wantedStopWords.filter((word) =>
      headingFields.some((field) => wordSet(record.hierarchy[field] ?? '').has(word)),
    ).length;
    const bonus =
      fact.mask & titleField(record) && popcount(pageTerms) === terms.length
        ? titleBonus(record)
        : 0;
    const context = record.context ?? [];
    const pageRank = record.weight.pageRank;
    const rank =
      pageRank < 0 &&
      (context.some((word) => typedOf.has(word)) || (record.foundByName && holdsPageTitle(record)))
        ? 0
        : pageRank;
    const offContext =
      record.context !== undefined && !record.context.some((word) => termOf.has(word));
    fact.score = relevance(
      popcount(pageTerms),
      fact.wordScores,
      fact.stopHits,
      bonus,
      weights.pageRankFactor.value ** rank,
      offContext ? weights.contextFactor.value : 1,
    );
  }

  // Every match in order, then one hit per URL, a match through headings alone folded into an
  // earlier hit of its page, and at most two hits of a page in the first five.
  const ordered = [...facts.values()].sort((a, b) => {
    const x = records[a.doc].weight;
    const y = records[b.doc].weight;
    return (
      b.score - a.score ||
      b.stopHits - a.stopHits ||
      attributeRank(a.mask) - attributeRank(b.mask) ||
      b.exact - a.exact ||
      y.pageRank - x.pageRank ||
      y.level - x.level ||
      x.position - y.position ||
      a.doc - b.doc
    );
  });
  const urls = new Set<string>();
  const pages = new Set<string>();
  const folded = ordered.filter(({doc, mask}) => {
    const record = records[doc];
    const own = mask & bit(record.type === 'content' ? 'content' : record.type);
    if (urls.has(record.url) || (!own && pages.has(record.url_without_anchor))) return false;
    urls.add(record.url);
    pages.add(record.url_without_anchor);
    return true;
  });
  const first: Facts[] = [];
  const deferred: Facts[] = [];
  const perPage = new Map<string, number>();
  let next = 0;
  for (; next < folded.length && first.length < 5; next += 1) {
    const record = records[folded[next].doc];
    const seen = perPage.get(record.url_without_anchor) ?? 0;
    if (seen >= 2) deferred.push(folded[next]);
    else {
      perPage.set(record.url_without_anchor, seen + 1);
      first.push(folded[next]);
    }
  }
  return {
    hits: [...first, ...deferred, ...folded.slice(next)].map((fact) => ({
      url: records[fact.doc].url,
      score: fact.score,
      words: popcount(fact.termBits),
      typos: fact.typos,
      exact: fact.exact,
      attribute: attributeRank(fact.mask),
    })),
    nbHits: folded.length,
    leastHits: leastHits(records, [...facts.values()]),
  };
}
