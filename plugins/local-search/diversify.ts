// Hits of many pages first: a page with several good sections must not fill the first places.

/** At most `perPage` hits from one page among the first `top`: the others move down just after. */
export function diversify(
  hits: number[],
  pageId: Int32Array,
  top = 5,
  perPage = 2,
): {hits: number[]; filled: boolean} {
  const first: number[] = [];
  const deferred: number[] = [];
  const counts = new Map<number, number>();
  let index = 0;
  for (; index < hits.length && first.length < top; index += 1) {
    const doc = hits[index];
    const seen = counts.get(pageId[doc]) ?? 0;
    if (seen >= perPage) deferred.push(doc);
    else {
      counts.set(pageId[doc], seen + 1);
      first.push(doc);
    }
  }
  return {hits: [...first, ...deferred, ...hits.slice(index)], filled: first.length >= top};
}
