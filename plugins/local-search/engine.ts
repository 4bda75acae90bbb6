// The local search engine: DocSearch-shaped records in, Algolia-shaped
// responses out. Pure (no DOM, no React, no Node APIs): the browser search,
// the build and the docs MCP server all run this same code.
//
// Stable API (the MCP server depends on it):
//   type SearchRecord, createSearchEngine(records).search(query, {page, hitsPerPage})
//   unpackSearchIndex(file): the records of the packed pages the build extracts.
//   The build writes them as a prebuilt index (prebuilt.ts); node.ts reads it back.
//
// This file builds the engine and runs a query's steps; what they use has a file each:
//   record.ts, packed-index.ts      the records, and the packed pages the build writes them as
//   search-api.ts, hits.ts          what a search takes and returns, and a hit's highlights
//   ranking-weights.ts, score.ts    the weights of data/search-ranking.json, the score formula
//   fields.ts, match-codes.ts       where a word is found, and a match packed into an integer
//   postings.ts, term-matches.ts    the index's words, and those a query term matches
//   record-arrays.ts, page-bounds.ts, section-titles.ts, heading-stop-words.ts
//                                   what a query reads of each record, page and section title
//   title-words.ts                  which words of a title the query has
//   query-term-words.ts, facet-filters.ts, diversify.ts
//                                   a query's words and contexts, its filters, its first hits
import {diversify} from './diversify';
import {createFilterCache} from './facet-filters';
import * as fieldTables from './fields';
import {headingStopWords, markQueryStopWords, stopWordNumbers} from './heading-stop-words';
import {decorate, leadText, parseSnippetSpecs} from './hits';
import * as matchCodes from './match-codes';
import {pageBoundFacts} from './page-bounds';
import {Postings, type PostingsData} from './postings';
import {askedContexts, termIndex, typedTermIndex} from './query-term-words';
import * as rankingWeights from './ranking-weights';
import type {SearchRecord} from './record';
import {recordArrays} from './record-arrays';
import * as scoreFormula from './score';
import {
  defaultHitsPerPage,
  maxQueryLength,
  type SearchEngine,
  type SearchOptions,
  type SearchResponse,
} from './search-api';
import {sectionTitles} from './section-titles';
import {createTermMatches} from './term-matches';
import {createTitleWords} from './title-words';
import {createMatchCache, parseQuery, type QueryTerm} from './text';

export {escapeHtml, highlight, indexTerms, parseQuery, snippet, splitWords} from './text';
export type {Highlighted, QueryTerm} from './text';
export {
  levels,
  levelWeights,
  type Hierarchy,
  type Level,
  type RecordType,
  type SearchRecord,
} from './record';
export {
  isSearchIndexFile,
  namedLevel,
  searchIndexFileName,
  unpackSearchIndex,
  versionIndexFileName,
  type PackedItem,
  type PackedPage,
  type SearchIndexFile,
} from './packed-index';
export {
  defaultHitsPerPage,
  maxQueryLength,
  type SearchEngine,
  type SearchHit,
  type SearchOptions,
  type SearchResponse,
} from './search-api';
export {matchesFacetFilters, type FacetFilters} from './facet-filters';
export {fields, fieldText, type Field} from './fields';
export {type PostingList, type PostingsData} from './postings';
export {plainWordScore, relevance, titleBonusOf, typoWordScore, wordScore} from './score';

// What the query loop reads for every match, bound once: compiled to CommonJS (tsx runs the
// bench and the tests so), an imported name is read through a getter each time, which made the
// queries of the 20× corpus about 1.8 times as slow.
const {headingMask, maskBoost, maskRank} = fieldTables;
const {
  addFacts,
  allFields,
  exactBit,
  fewestTypos,
  fieldBits,
  matchFacts,
  popcount,
  typoFieldShift,
  weightMask,
  weightOfBits,
  weightShift,
} = matchCodes;
const {contextFactor, flagTitleBoost} = rankingWeights;
const {plainWordScore, relevance, typoWordScore, wordScore} = scoreFormula;

/** The most terms a query has (`parseQuery`: words, flags and code names). */
const termSlots = 20;

/**
 * Builds the engine. Ranking is a relevance score (`relevance`): each query word's best
 * field boost times its rarity (less for typos, other forms and synonyms), the
 * query words the page has anywhere, and a bonus for a section title about
 * the query (its share of query words, query words next to each other), all
 * scaled by page rank and by the page's context; then DocSearch's tie-breakers
 * (a match in a higher hierarchy level, more exact words, page rank, heading
 * level, position on the page). One hit per URL; a record that matches only
 * through its headings is folded into an earlier hit from the same page; at
 * most two hits of one page in the first five.
 *
 * A query costs what it matches, and most of that is reading the postings of its words once:
 * what a page matched (the terms, a bound on what each term adds, its URLs) is all it keeps for
 * every match. Pages are then scored highest bound first (`bestCandidates`), and within a page
 * only the records whose own bound reaches the best scores so far (`scorePage`), until no page
 * left can reach them; only those best are ordered. The hits are the same as scoring, ordering
 * and folding every match (tests/reference-search.ts); the count of hits is exact unless many
 * pages were left unscored (see `countHits`).
 */
export function createSearchEngine(records: SearchRecord[], prebuilt?: PostingsData): SearchEngine {
  const count = records.length;
  // Built with the site, the postings are read a word at a time as queries ask; without them,
  // every text is read.
  const postings = new Postings(prebuilt ?? records);
  const {
    ownMask,
    pageRank,
    rankScale,
    foundByName,
    level,
    position,
    contexts,
    contextOf,
    urlId,
    urlCount,
    pageId,
    pageCount,
    firstOfPage,
  } = recordArrays(records);
  const {pageMaxScale, pageNegative, pageFoundByName, pageContext} = pageBoundFacts(
    pageId,
    pageCount,
    pageRank,
    rankScale,
    foundByName,
    contextOf,
  );
  const {titleTexts, titleField, titleOf, ownAndTitleField} = sectionTitles(records, ownMask);
  const stopWordNumbering = stopWordNumbers();
  const {stopWordBit, stopWordSlots} = stopWordNumbering;
  const allowedFor = createFilterCache(records);
  const matchesOf = createTermMatches(postings);
  const {setQueryWords, titleBonus, holdsPageTitle} = createTitleWords(
    records,
    titleTexts,
    firstOfPage,
    pageCount,
  );

  // Work space, reused by every query; a stamp tells which entries are current.
  let queryStamp = 0;
  let passStamp = 0;
  let termStamp = 0;
  // Per query term: each record's match code (`matchCode`, OR-ed), current when stamped.
  const termCodes = new Int32Array(count);
  const termCodeStamp = new Int32Array(count);
  const touchedList = new Int32Array(count);
  // Per query: the records that match (a stamp each), and each match of a record and a query
  // term: the record, the term's index and its match code, listed by page (through `entryNext`,
  // from `pageEntries`).
  const candidateStamp = new Int32Array(count);
  let candidateCount = 0;
  let entryDoc = new Int32Array(1024);
  let entryCode = new Int32Array(1024);
  let entryTerm = new Int32Array(1024);
  let entryNext = new Int32Array(1024);
  // Per query, for the records of the pages scored: what each matched (`matchFacts`), the function
  // words of the query in its headings, the sum of `wordScore` over its query words, and its
  // `relevance`; the codes of the terms it matched (`termSlots` a record).
  const matchedTerms = new Int32Array(count);
  const facts = new Int32Array(count);
  const slotCodes = new Int32Array(count * termSlots);
  const stopHits = new Uint8Array(count);
  const wordScores = new Float64Array(count);
  const scores = new Float64Array(count);
  // Declarations rather than arrows in constants: the minifier moves a constant's function into
  // its one use as a new closure per call (plugins/minifier-keeps-functions).
  function maskOf(doc: number): number {
    return facts[doc] & 0xff;
  }
  function typosOf(doc: number): number {
    return (facts[doc] >> 8) & 0xff;
  }
  function exactOf(doc: number): number {
    return (facts[doc] >> 16) & 31;
  }
  function wordsOf(doc: number): number {
    return facts[doc] >>> 21;
  }
  function scoreOf(doc: number): number {
    return scores[doc];
  }
  // Per query term: its rarity, and whether it is a flag or code name.
  const termIdf = new Float64Array(termSlots);
  const termFlag = new Uint8Array(termSlots);
  let termCount = 0;
  // Per query: what each page matched, anywhere on it.
  const pageStamp = new Int32Array(pageCount);
  const pageList = new Int32Array(pageCount);
  let touchedPages = 0;
  const pageBits = new Int32Array(pageCount);
  const pageWords = new Float32Array(pageCount);
  // Its matches (`entryDoc`), its candidates, its URLs among them and those with a record that
  // matches in its own text, the sum over query terms of the most a term can add to one of its
  // records (from the term's match codes on the page, OR-ed), and its records' section titles that
  // a query word is in (a list through `hitNext`).
  const pageEntries = new Int32Array(pageCount);
  const pageCodes = new Int32Array(pageCount);
  const pageUrls = new Int32Array(pageCount);
  const pageCandidates = new Int32Array(pageCount);
  const pageOwnUrls = new Int32Array(pageCount);
  const pageBound = new Float64Array(pageCount);
  const pageTermStamp = new Int32Array(pageCount);
  const termPages = new Int32Array(pageCount);
  const pageHits = new Int32Array(pageCount);
  const pageLastTitle = new Int32Array(pageCount);
  let hitTitle = new Int32Array(1024);
  let hitNext = new Int32Array(1024);
  const urlCandidate = new Int32Array(urlCount);
  let ownHits = 0;
  // Per ranking pass, and per query for the count of hits: the URLs with a record that matches
  // in its own text, and each page's best record.
  const urlSeen = new Int32Array(urlCount);
  const pageSeen = new Int32Array(pageCount);
  const urlOwn = new Int32Array(urlCount);
  const pageTop = new Int32Array(pageCount);
  // Per query: the pages not scored yet, a heap by their upper bound (`pageUpper`); the records
  // scored, and the best scores among them (a heap of `bestLimit` at most, the lowest first).
  const pageHeap = new Int32Array(pageCount);
  let pageHeapSize = 0;
  const pageUpper = new Float64Array(pageCount);
  const pageScored = new Int32Array(pageCount);
  // Per page scored: the highest bound of the records it left unscored (-Infinity for none; see
  // `scoreRecord`); the pages that left some.
  const pageSkipped = new Float64Array(pageCount);
  const partialPages: number[] = [];
  const scoredStamp = new Int32Array(count);
  const gatherStamp = new Int32Array(count);
  let gatherCount = 0;
  const pageDocs = new Int32Array(count);
  const scoredList = new Int32Array(count);
  let scoredCount = 0;
  let bestHeap = new Float64Array(256);
  let bestSize = 0;
  let bestLimit = 0;

  /**
   * Reads each query term's postings once: which records match, and for each, the term's match
   * code (`matchCode`, OR-ed over the words it matched); then lists each match by page and works
   * out what each page matched: the query terms, a bound on what each adds (`pageBound`), its
   * URLs and candidates (see `countHits`), its section titles with a query word (`pageHits`).
   * What a record matched of all terms is worked out only when its page is scored (`scorePage`).
   */
  function collect(terms: QueryTerm[], allowed: Uint8Array | null): void {
    if (terms.length > termSlots) throw new Error(`More than ${termSlots} query terms`);
    queryStamp += 1;
    termCount = terms.length;
    candidateCount = 0;
    touchedPages = 0;
    ownHits = 0;
    let entryCount = 0;
    let hitCount = 0;
    for (let termIndex = 0; termIndex < terms.length; termIndex += 1) {
      const term = terms[termIndex];
      const bit = 1 << termIndex;
      termStamp += 1;
      const stamp = termStamp;
      const {ids: termIds, codes, shifts} = matchesOf(term);
      let touchedCount = 0;
      for (let e = 0; e < termIds.length; e += 1) {
        const code = codes[e];
        const shift = shifts[e];
        const {docs: postingDocs, masks: postingMasks} = postings.list(termIds[e]);
        for (let k = 0; k < postingDocs.length; k += 1) {
          const doc = postingDocs[k];
          if (allowed !== null && allowed[doc] === 0) continue;
          if (termCodeStamp[doc] === stamp) termCodes[doc] |= code | (postingMasks[k] << shift);
          else {
            termCodeStamp[doc] = stamp;
            termCodes[doc] = code | (postingMasks[k] << shift);
            touchedList[touchedCount] = doc;
            touchedCount += 1;
          }
        }
      }
      termIdf[termIndex] = Math.log(1 + count / Math.max(1, touchedCount));
      termFlag[termIndex] = term.flag || term.identifier ? 1 : 0;
      if (entryCount + touchedCount > entryDoc.length) {
        const size = Math.max(entryDoc.length * 2, entryCount + touchedCount);
        const grow = (list: Int32Array) => {
          const grown = new Int32Array(size);
          grown.set(list.subarray(0, entryCount));
          return grown;
        };
        entryDoc = grow(entryDoc);
        entryCode = grow(entryCode);
        entryTerm = grow(entryTerm);
        entryNext = grow(entryNext);
      }
      let termPageCount = 0;
      for (let t = 0; t < touchedCount; t += 1) {
        const doc = touchedList[t];
        const code = termCodes[doc];
        const page = pageId[doc];
        if (pageStamp[page] !== queryStamp) {
          pageStamp[page] = queryStamp;
          pageList[touchedPages] = page;
          touchedPages += 1;
          pageBits[page] = 0;
          pageEntries[page] = -1;
          pageUrls[page] = 0;
          pageCandidates[page] = 0;
          pageOwnUrls[page] = 0;
          pageBound[page] = 0;
          pageHits[page] = -1;
          pageLastTitle[page] = -1;
        }
        if (pageTermStamp[page] !== stamp) {
          pageTermStamp[page] = stamp;
          pageCodes[page] = code;
          termPages[termPageCount] = page;
          termPageCount += 1;
        } else pageCodes[page] |= code;
        entryDoc[entryCount] = doc;
        entryCode[entryCount] = code;
        entryTerm[entryCount] = termIndex;
        entryNext[entryCount] = pageEntries[page];
        pageEntries[page] = entryCount;
        entryCount += 1;
        if (candidateStamp[doc] !== queryStamp) {
          candidateStamp[doc] = queryStamp;
          candidateCount += 1;
          pageCandidates[page] += 1;
          const url = urlId[doc];
          if (urlCandidate[url] !== queryStamp) {
            urlCandidate[url] = queryStamp;
            pageUrls[page] += 1;
          }
        }
        const ownAndTitle = ownAndTitleField[doc];
        const fieldsMatched = allFields(code);
        if (fieldsMatched & ownAndTitle) {
          const url = urlId[doc];
          if (urlOwn[url] !== queryStamp) {
            urlOwn[url] = queryStamp;
            pageOwnUrls[page] += 1;
            ownHits += 1;
          }
        }
        // A section title with a query word may add a bonus to the page's records.
        if ((fieldsMatched << 8) & ownAndTitle && pageLastTitle[page] !== titleOf[doc]) {
          const title = titleOf[doc];
          pageLastTitle[page] = title;
          if (hitCount === hitTitle.length) {
            const grown = new Int32Array(hitCount * 2);
            grown.set(hitTitle);
            hitTitle = grown;
            const grownNext = new Int32Array(hitCount * 2);
            grownNext.set(hitNext);
            hitNext = grownNext;
          }
          hitTitle[hitCount] = title;
          hitNext[hitCount] = pageHits[page];
          pageHits[page] = hitCount;
          hitCount += 1;
        }
      }
      // What the term can add to a record of each page, at most: its score for the page's
      // codes OR-ed (every field, the fewest typos, the best weight any record has).
      for (let i = 0; i < termPageCount; i += 1) {
        const page = termPages[i];
        const code = pageCodes[page];
        pageBits[page] |= bit;
        pageBound[page] += termScore(termIndex, code);
      }
    }
    for (let i = 0; i < touchedPages; i += 1) {
      const page = pageList[i];
      pageWords[page] = popcount(pageBits[page]);
    }
  }

  /** What query term `termIndex` adds to a record that matched it with `code` (`wordScore`). */
  function termScore(termIndex: number, code: number): number {
    const plain = code & fieldBits;
    const flagBoost = termFlag[termIndex] && plain & headingMask ? flagTitleBoost : 1;
    const plainScore =
      plain === 0
        ? 0
        : plainWordScore(
            maskBoost[plain],
            weightOfBits[(code >> weightShift) & weightMask],
            flagBoost,
          );
    const oneTypo = (code >> typoFieldShift) & fieldBits;
    const twoTypos = (code >> (2 * typoFieldShift)) & fieldBits;
    const typoScore = Math.max(
      oneTypo === 0 ? 0 : typoWordScore(maskBoost[oneTypo], 1),
      twoTypos === 0 ? 0 : typoWordScore(maskBoost[twoTypos], 2),
    );
    return wordScore(termIdf[termIndex], plainScore, typoScore);
  }

  // Per query: its function words (a bit each, as `stopWordBit`), and how many of them each set of
  // headings' function words has (`stopSetOf`), current when stamped.
  const wantedStopBits = new Uint32Array(stopWordSlots);
  let headingStops: {
    stopSets: Uint32Array[];
    stopSetOf: Int32Array;
    stopSetStamp: Int32Array;
    stopSetHits: Uint8Array;
  } | null = null;
  function stopSetsOfHeadings() {
    if (!headingStops) {
      const {stopSets, stopSetOf} = headingStopWords(records, stopWordNumbering);
      headingStops = {
        stopSets,
        stopSetOf,
        stopSetStamp: new Int32Array(stopSets.length),
        stopSetHits: new Uint8Array(stopSets.length),
      };
    }
    return headingStops;
  }

  // Per query: what the score of a record depends on besides its own matches.
  let askedContext: boolean[] = [];
  let namedContext: boolean[] = [];
  let withStopWords = false;
  let stopWordCount = 0;
  let allTerms = 0;

  function prepareScores(query: string, terms: QueryTerm[]): void {
    const termOf = termIndex(terms);
    setQueryWords(terms, termOf);
    askedContext = askedContexts(contexts, termOf);
    namedContext = askedContexts(contexts, typedTermIndex(terms));
    stopWordCount = markQueryStopWords(query, stopWordBit, wantedStopBits);
    withStopWords = stopWordCount > 0;
    allTerms = terms.length >= 31 ? -1 : (1 << terms.length) - 1;
  }

  /** Starts a query's ranking: its pages in a heap by upper bound, nothing scored yet. */
  function startRanking(): void {
    scoredCount = 0;
    bestSize = 0;
    bestLimit = 0;
    partialPages.length = 0;
    pageHeapSize = touchedPages;
    for (let i = 0; i < touchedPages; i += 1) {
      pageHeap[i] = pageList[i];
      pageUpper[pageList[i]] = upperBound(pageList[i]);
    }
    for (let at = (pageHeapSize >> 1) - 1; at >= 0; at -= 1) siftPage(at);
  }

  function siftPage(start: number): void {
    const page = pageHeap[start];
    const value = pageUpper[page];
    let at = start;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= pageHeapSize) break;
      if (child + 1 < pageHeapSize && pageUpper[pageHeap[child + 1]] > pageUpper[pageHeap[child]])
        child += 1;
      if (pageUpper[pageHeap[child]] <= value) break;
      pageHeap[at] = pageHeap[child];
      at = child;
    }
    pageHeap[at] = page;
  }

  /**
   * The most a record of the page can score: `relevance` with each query term's best on the page
   * (`pageBound`), every function word of the query, the best bonus of the page's section titles
   * that have a query word, and the page rank and context that score highest. A page whose bound
   * is below the scores of enough records already found needs no scoring.
   */
  function upperBound(page: number): number {
    let bonus = 0;
    if (pageBits[page] === allTerms) {
      for (let hit = pageHits[page]; hit >= 0; hit = hitNext[hit]) {
        bonus = Math.max(bonus, titleBonus(hitTitle[hit]));
      }
    }
    let scale = pageMaxScale[page];
    if (pageNegative[page] && scale < 1 && mayLiftRank(page)) scale = 1;
    const context = pageContext[page];
    let contextScale = 1;
    if (context >= 0 && !askedContext[context]) contextScale = contextFactor;
    else if (context === -2) contextScale = Math.max(1, contextFactor);
    const bound = relevance(
      pageWords[page],
      pageBound[page],
      stopWordCount,
      bonus,
      scale,
      contextScale,
    );
    // Room for rounding: the bound adds the terms' best in another order than a record does.
    return bound * (1 + 1e-9) + 1e-9;
  }

  /** Whether the query may lift a negative page rank on the page (see `scoreRecord`). */
  function mayLiftRank(page: number): boolean {
    const context = pageContext[page];
    if (context === -2 || (context >= 0 && namedContext[context])) return true;
    if (!pageFoundByName[page]) return false;
    return holdsPageTitle(page);
  }

  /**
   * The `limit` candidates of highest score (and any that tie with the last), unordered: pages are
   * scored highest bound first, until no page left can reach the `limit`-th best score.
   */
  function bestCandidates(limit: number): number[] {
    setBestLimit(limit);
    while (pageHeapSize > 0) {
      const page = pageHeap[0];
      if (bestSize >= limit && pageUpper[page] < bestHeap[0]) break;
      pageHeapSize -= 1;
      if (pageHeapSize > 0) {
        pageHeap[0] = pageHeap[pageHeapSize];
        siftPage(0);
      }
      scorePage(page, false);
    }
    const threshold = bestSize >= limit ? bestHeap[0] : -Infinity;
    const best: number[] = [];
    for (let i = 0; i < scoredCount; i += 1) {
      if (scoreOf(scoredList[i]) >= threshold) best.push(scoredList[i]);
    }
    return best;
  }

  /** Keeps the `bestLimit` highest scores offered (a heap, lowest first). */
  function offerBest(value: number): void {
    if (bestSize < bestLimit) {
      let at = bestSize;
      bestSize += 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (bestHeap[parent] <= value) break;
        bestHeap[at] = bestHeap[parent];
        at = parent;
      }
      bestHeap[at] = value;
    } else if (value > bestHeap[0]) {
      let at = 0;
      for (;;) {
        let child = 2 * at + 1;
        if (child >= bestSize) break;
        if (child + 1 < bestSize && bestHeap[child + 1] < bestHeap[child]) child += 1;
        if (bestHeap[child] >= value) break;
        bestHeap[at] = bestHeap[child];
        at = child;
      }
      bestHeap[at] = value;
    }
  }

  function setBestLimit(limit: number): void {
    if (bestHeap.length < limit) bestHeap = new Float64Array(limit);
    bestLimit = limit;
    bestSize = 0;
    for (let i = 0; i < scoredCount; i += 1) offerBest(scoreOf(scoredList[i]));
    // A lower threshold may reach records left unscored.
    for (const page of partialPages) scorePage(page, true);
    partialPages.length = 0;
  }

  /**
   * Scores the candidates of the page, and finds its best record (`pageTop`): first what each
   * matched of all query terms, from the page's matches, adding up its words' scores in term order.
   * Unless `all`, a record whose bound is below the best scores so far is left unscored (see
   * `scoreRecord`); the page's best record is then known only when it scores above all those left
   * (`pageSkipped`).
   */
  function scorePage(page: number, all: boolean): void {
    if (pageScored[page] !== queryStamp) {
      pageScored[page] = queryStamp;
      pageSkipped[page] = -Infinity;
    } else if (pageSkipped[page] === -Infinity) return;
    gatherCount += 1;
    let docCount = 0;
    for (let entry = pageEntries[page]; entry >= 0; entry = entryNext[entry]) {
      const doc = entryDoc[entry];
      const termIndex = entryTerm[entry];
      if (gatherStamp[doc] !== gatherCount) {
        gatherStamp[doc] = gatherCount;
        matchedTerms[doc] = 1 << termIndex;
        pageDocs[docCount] = doc;
        docCount += 1;
      } else matchedTerms[doc] |= 1 << termIndex;
      slotCodes[doc * termSlots + termIndex] = entryCode[entry];
    }
    let top = -1;
    let skipped = -Infinity;
    for (let i = 0; i < docCount; i += 1) {
      const doc = pageDocs[i];
      if (scoredStamp[doc] !== queryStamp) {
        const matched = matchedTerms[doc];
        let added = 0;
        let sum = 0;
        for (let termIndex = 0; termIndex < termCount; termIndex += 1) {
          if ((matched & (1 << termIndex)) === 0) continue;
          const code = slotCodes[doc * termSlots + termIndex];
          sum += termScore(termIndex, code);
          added = addFacts(
            added,
            matchFacts(allFields(code), fewestTypos(code), code & exactBit ? 1 : 0),
          );
        }
        facts[doc] = added;
        wordScores[doc] = sum;
        if (!scoreRecord(doc, !all && bestSize >= bestLimit ? bestHeap[0] : -Infinity)) {
          skipped = Math.max(skipped, scores[doc]);
          continue;
        }
        scoredStamp[doc] = queryStamp;
        scoredList[scoredCount] = doc;
        scoredCount += 1;
        offerBest(scores[doc]);
      }
      if (top < 0 || compare(doc, top) < 0) top = doc;
    }
    pageTop[page] = top;
    if (skipped > -Infinity && pageSkipped[page] === -Infinity) partialPages.push(page);
    pageSkipped[page] = skipped;
  }

  /**
   * A record's relevance (`relevance`), in `scores`; or, when even the page rank the query may
   * give it leaves it below `floor`, that bound in its place, and false.
   */
  function scoreRecord(doc: number, floor: number): boolean {
    const page = pageId[doc];
    stopHits[doc] = withStopWords ? countStopWords(doc) : 0;
    // Section titles count on pages that have every word of the query.
    const bonus =
      maskOf(doc) & titleField[doc] && pageBits[page] === allTerms ? titleBonus(titleOf[doc]) : 0;
    const context = contextOf[doc];
    const contextScale = context >= 0 && !askedContext[context] ? contextFactor : 1;
    if (floor > -Infinity) {
      const bound =
        relevance(
          pageWords[page],
          wordScores[doc],
          stopHits[doc],
          bonus,
          pageRank[doc] >= 0 ? rankScale[doc] : Math.max(rankScale[doc], 1),
          contextScale,
        ) *
          (1 + 1e-9) +
        1e-9;
      if (bound < floor) {
        scores[doc] = bound;
        return false;
      }
    }
    // A demoted page keeps its demotion for words in its body, not when the query names its
    // context as typed ("stop workload api"), nor, for a page found by name (a catalogue entry),
    // when the query names it by its title (`holdsPageTitle`).
    const keepsRank =
      pageRank[doc] >= 0 ||
      !((context >= 0 && namedContext[context]) || (foundByName[doc] && holdsPageTitle(page)));
    scores[doc] = relevance(
      pageWords[page],
      wordScores[doc],
      stopHits[doc],
      bonus,
      keepsRank ? rankScale[doc] : 1,
      contextScale,
    );
    return true;
  }

  /** How many of the query's function words the record's headings have. */
  function countStopWords(doc: number): number {
    const {stopSets, stopSetOf, stopSetStamp, stopSetHits} = stopSetsOfHeadings();
    const number = stopSetOf[doc];
    if (stopSetStamp[number] !== queryStamp) {
      const set = stopSets[number];
      let hits = 0;
      for (let slot = 0; slot < stopWordSlots; slot += 1) {
        hits += popcount(set[slot] & wantedStopBits[slot]);
      }
      stopSetStamp[number] = queryStamp;
      stopSetHits[number] = hits;
    }
    return stopSetHits[number];
  }

  // Ranking: the relevance score (each query word's best field boost, times its
  // rarity, less for typos, forms and synonyms), plus the query words the page
  // has anywhere; then DocSearch's tie-breakers.
  const compare = (a: number, b: number) =>
    scoreOf(b) - scoreOf(a) ||
    stopHits[b] - stopHits[a] ||
    maskRank[maskOf(a)] - maskRank[maskOf(b)] ||
    exactOf(b) - exactOf(a) ||
    pageRank[b] - pageRank[a] ||
    level[b] - level[a] ||
    position[a] - position[b] ||
    a - b;

  /** Whether a match is a hit of its own: the first of its URL, and not folded into its page's. */
  function keepHit(doc: number): boolean {
    if (urlSeen[urlId[doc]] === passStamp) return false;
    const own = (maskOf(doc) & ownMask[doc]) !== 0;
    if (!own && pageSeen[pageId[doc]] === passStamp) return false;
    urlSeen[urlId[doc]] = passStamp;
    pageSeen[pageId[doc]] = passStamp;
    return true;
  }

  /** Whether the page's best record is known: it was scored, and above all records left. */
  function knowsTop(page: number): boolean {
    return (
      pageScored[page] === queryStamp &&
      pageTop[page] >= 0 &&
      scores[pageTop[page]] > pageSkipped[page]
    );
  }

  const countBudget = 4096;

  /**
   * How many hits `keepHit` keeps from all matches in order: each URL with a record that matches
   * in its own text (`ownHits`), and on each page with URLs matched through headings alone, the
   * URL of the page's best record (a page's first record in order is always kept; a later one
   * only when it matches in its own text). The best record is known for the pages scored, and
   * needed only on pages that also have URLs of the other kind: those are scored too when they
   * hold at most `countBudget` records in all; else the count leaves them out (a count at most
   * that many short: `exact` is false).
   */
  function countHits(): {hits: number; exact: boolean} {
    let unknown = 0;
    for (let i = 0; i < touchedPages; i += 1) {
      const page = pageList[i];
      const mixed = pageOwnUrls[page] > 0 && pageUrls[page] > pageOwnUrls[page];
      if (mixed && !knowsTop(page)) unknown += pageCandidates[page];
    }
    const exact = unknown <= countBudget;
    let hits = ownHits;
    for (let i = 0; i < touchedPages; i += 1) {
      const page = pageList[i];
      if (pageUrls[page] === pageOwnUrls[page]) continue;
      if (pageOwnUrls[page] === 0) hits += 1;
      else {
        if (!knowsTop(page)) {
          if (!exact) continue;
          scorePage(page, true);
        }
        if (urlOwn[urlId[pageTop[page]]] !== queryStamp) hits += 1;
      }
    }
    return {hits, exact};
  }

  function search(rawQuery: string, options: SearchOptions = {}): SearchResponse {
    const started = Date.now();
    const query = rawQuery.slice(0, maxQueryLength);
    const hitsPerPage = Math.max(
      1,
      Math.min(1000, Math.floor(options.hitsPerPage ?? defaultHitsPerPage)),
    );
    const page = Math.max(0, Math.floor(options.page ?? 0));
    const terms = parseQuery(query);
    collect(terms, allowedFor(options.facetFilters));
    prepareScores(query, terms);
    startRanking();
    // Only the best matches are sorted, and only as many as the page of hits needs (more when
    // many fold into one hit): the rest are counted, not ordered.
    const wanted = (page + 1) * hitsPerPage;
    // Never more than the matches there are: a far page must not ask for a huge work space.
    let limit = Math.min(wanted * 4 + 32, Math.max(1, candidateCount));
    let ranked: number[];
    let complete: boolean;
    for (;;) {
      const best = bestCandidates(limit);
      best.sort(compare);
      passStamp += 1;
      const distinct = best.filter(keepHit);
      complete = best.length === candidateCount;
      const diversified = diversify(distinct, pageId);
      if (complete || (distinct.length >= wanted + 5 && diversified.filled)) {
        ranked = diversified.hits;
        break;
      }
      limit = Math.min(limit * 4, Math.max(1, candidateCount));
    }
    const counted = complete ? {hits: ranked.length, exact: true} : countHits();
    const slice = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const matchCache = createMatchCache(terms);
    const snippetSizes = parseSnippetSpecs(options.attributesToSnippet);
    return {
      hits: slice.map((doc) =>
        decorate(
          records[doc],
          {
            words: wordsOf(doc),
            typos: typosOf(doc),
            attribute: maskRank[maskOf(doc)],
            exact: exactOf(doc),
            score: scoreOf(doc),
          },
          terms,
          options,
          matchCache,
          snippetSizes,
          leadText(records, pageId, doc),
        ),
      ),
      nbHits: counted.hits,
      page,
      nbPages: Math.ceil(counted.hits / hitsPerPage),
      hitsPerPage,
      query,
      processingTimeMS: Date.now() - started,
      exhaustiveNbHits: counted.exact,
    };
  }

  return {search, records};
}
