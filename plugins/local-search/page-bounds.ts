// What bounds the scores of a page's records, whatever the query: the engine's upper bound of a
// page (`upperBound` in engine.ts) starts from these.

/**
 * Per page: its records' highest page rank scale, whether one has a negative rank (which a query
 * may lift, see `scoreRecord` in engine.ts), whether one is found by name, and their context
 * (-2: several).
 */
export function pageBoundFacts(
  pageId: Int32Array,
  pageCount: number,
  pageRank: Float64Array,
  rankScale: Float64Array,
  foundByName: Uint8Array,
  contextOf: Int16Array,
) {
  const pageMaxScale = new Float64Array(pageCount);
  const pageNegative = new Uint8Array(pageCount);
  const pageFoundByName = new Uint8Array(pageCount);
  const pageContext = new Int16Array(pageCount).fill(-3);
  for (let doc = 0; doc < pageId.length; doc += 1) {
    const page = pageId[doc];
    pageMaxScale[page] = Math.max(pageMaxScale[page], rankScale[doc]);
    if (pageRank[doc] < 0) pageNegative[page] = 1;
    if (foundByName[doc]) pageFoundByName[page] = 1;
    if (pageContext[page] === -3) pageContext[page] = contextOf[doc];
    else if (pageContext[page] !== contextOf[doc]) pageContext[page] = -2;
  }
  return {pageMaxScale, pageNegative, pageFoundByName, pageContext};
}
