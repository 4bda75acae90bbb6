// Algolia's facet filters (`language:en`, `docusaurus_tag:docs-default-current`) over records.
import type {SearchRecord} from './record';

/** Algolia facet filters: an AND of entries, each a filter or an OR of filters. */
export type FacetFilters = string | (string | string[])[];

/** Whether the record has `value` in `attribute`: a string equal to it, or a list holding it. */
function hasFacet(record: SearchRecord, attribute: string, value: string): boolean {
  const own = (record as Record<string, unknown>)[attribute];
  if (typeof own === 'string') return own === value;
  return Array.isArray(own) && own.some((item) => String(item) === value);
}

function matchesFilter(record: SearchRecord, filter: string): boolean {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  if (colon < 0) return true;
  const found = hasFacet(record, body.slice(0, colon), body.slice(colon + 1));
  return negated ? !found : found;
}

export function matchesFacetFilters(record: SearchRecord, filters?: FacetFilters): boolean {
  if (!filters) return true;
  const groups = typeof filters === 'string' ? [filters] : filters;
  return groups.every((group) =>
    Array.isArray(group)
      ? group.length === 0 || group.some((filter) => matchesFilter(record, filter))
      : matchesFilter(record, group),
  );
}

/**
 * Which records pass the filters, a flag each (null: every record), kept for the last filters
 * asked for: a site searches with the same few.
 */
export function createFilterCache(
  records: readonly SearchRecord[],
): (filters?: FacetFilters) => Uint8Array | null {
  const allowedCache = new Map<string, Uint8Array | null>();
  return function allowedFor(filters?: FacetFilters): Uint8Array | null {
    if (!filters || (Array.isArray(filters) && filters.length === 0)) return null;
    const key = JSON.stringify(filters);
    let allowed = allowedCache.get(key);
    if (allowed === undefined) {
      const flags = Uint8Array.from(records, (record) =>
        matchesFacetFilters(record, filters) ? 1 : 0,
      );
      // A filter every record passes costs nothing per match.
      allowed = flags.includes(0) ? flags : null;
      if (allowedCache.size > 16) allowedCache.clear();
      allowedCache.set(key, allowed);
    }
    return allowed;
  };
}
