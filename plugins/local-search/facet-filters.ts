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

/** `-attribute:value` read apart; null for a filter without a colon (it filters nothing out). */
function parseFilter(filter: string): {negated: boolean; attribute: string; value: string} | null {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  if (colon < 0) return null;
  return {negated, attribute: body.slice(0, colon), value: body.slice(colon + 1)};
}

function matchesFilter(record: SearchRecord, filter: string): boolean {
  const parsed = parseFilter(filter);
  if (!parsed) return true;
  const found = hasFacet(record, parsed.attribute, parsed.value);
  return parsed.negated ? !found : found;
}

/** The entries of the filters' AND: one filter, or an OR of them. */
function filterGroups(filters: FacetFilters): (string | string[])[] {
  return typeof filters === 'string' ? [filters] : filters;
}

export function matchesFacetFilters(record: SearchRecord, filters?: FacetFilters): boolean {
  if (!filters) return true;
  return filterGroups(filters).every((group) =>
    Array.isArray(group)
      ? group.length === 0 || group.some((filter) => matchesFilter(record, filter))
      : matchesFilter(record, group),
  );
}

/** The record attributes that filters read (`language` of `language:en`). */
function filterAttributes(filters: FacetFilters): string[] {
  const names = new Set<string>();
  for (const group of filterGroups(filters)) {
    for (const filter of Array.isArray(group) ? group : [group]) {
      const parsed = parseFilter(filter);
      if (parsed) names.add(parsed.attribute);
    }
  }
  return [...names];
}

/**
 * Which records pass the filters, a flag each (null: every record), kept for the last filters
 * asked for: a site searches with the same few. A record whose filtered attributes are those of
 * the record before it (the records of a page share its language and tags) gets its flag without
 * the filters being read again: a reader's first query pays this, cold.
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
      const attributes = filterAttributes(filters);
      const flags = new Uint8Array(records.length);
      let previous: Record<string, unknown> | null = null;
      let flag = 0;
      for (let doc = 0; doc < records.length; doc += 1) {
        const record = records[doc] as unknown as Record<string, unknown>;
        let same = previous !== null;
        for (let a = 0; same && a < attributes.length; a += 1) {
          same = record[attributes[a]] === previous![attributes[a]];
        }
        if (!same) {
          flag = matchesFacetFilters(records[doc], filters) ? 1 : 0;
          previous = record;
        }
        flags[doc] = flag;
      }
      // A filter every record passes costs nothing per match.
      allowed = flags.includes(0) ? flags : null;
      if (allowedCache.size > 16) allowedCache.clear();
      allowedCache.set(key, allowed);
    }
    return allowed;
  };
}
