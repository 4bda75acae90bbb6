// The two request shapes Algolia's clients take, and a search client here accepts:
// `{requests: [{indexName, query, ...params}]}` (DocSearch's) and `[{indexName, params}]`
// (algoliasearch-helper's, what the site's modal and search page send), where params is an object
// or a URL-encoded string.

export type SearchRequest = {
  indexName: string;
  query: string;
  params: Record<string, unknown>;
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Decodes `query=x&hitsPerPage=20&facetFilters=%5B...%5D` into values. */
export function parseParamString(params: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) {
    if (key !== 'query' && /^(\[|\{|-?\d+(\.\d+)?$|true$|false$|null$)/.test(value)) {
      try {
        result[key] = JSON.parse(value);
        continue;
      } catch {
        // Not JSON after all: keep the string.
      }
    }
    result[key] = value;
  }
  return result;
}

export function encodeParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}

export function normalizeRequests(input: unknown): SearchRequest[] {
  const list = Array.isArray(input)
    ? input
    : isObject(input) && Array.isArray(input.requests)
      ? input.requests
      : null;
  if (!list) {
    throw new TypeError('search() expects an array of requests or an object with `requests`.');
  }
  return list.map((entry: unknown) => {
    if (!isObject(entry)) throw new TypeError('Each search request must be an object.');
    const {params, indexName, ...rest} = entry;
    const fromParams =
      typeof params === 'string' ? parseParamString(params) : isObject(params) ? params : {};
    const merged: Record<string, unknown> = {...fromParams, ...rest};
    const query = typeof merged.query === 'string' ? merged.query : '';
    delete merged.query;
    return {indexName: typeof indexName === 'string' ? indexName : '', query, params: merged};
  });
}

export function numberParam(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

export function stringListParam(value: unknown): string[] | undefined {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string') return value.split(',').map((item) => item.trim());
  return undefined;
}
