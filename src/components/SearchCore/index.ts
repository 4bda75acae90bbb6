// What the search button, the modal and the search page share: the plugin's
// settings, contextual filters, URL handling and the search client.
import {useMemo} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useGlobalData, {usePluginData} from '@docusaurus/useGlobalData';

import type {SearchGlobalData} from '@site/plugins/local-search';
import {contextualFacetFilters, type DocsPluginData} from './facetFilters';
import {echoedQueryLength} from './limits';

export type {SearchGlobalData};
export * from './limits';
export * from './urls';

/**
 * A reader's query as the page shows it back: cut to `echoedQueryLength`
 * characters (whole code points) with an ellipsis. Show it inside `<bdi>`;
 * `isolated` wraps it in Unicode isolates for plain text such as the page title,
 * so right-to-left text or a U+202E override in the query cannot reorder the
 * words around it.
 */
export function echoQuery(query: string, {isolated = false} = {}): string {
  const characters = [...query.trim()];
  const cut =
    characters.length > echoedQueryLength
      ? `${characters.slice(0, echoedQueryLength - 1).join('')}…`
      : characters.join('');
  return isolated ? `\u2068${cut}\u2069` : cut;
}

/**
 * What a failed search tells the reader. The dev server has no index (the plugin writes it from
 * the built pages), so there the message says how to get one instead of blaming the network.
 */
export const searchErrorHelp =
  process.env.NODE_ENV === 'development'
    ? 'The development server has no search index. Run npm run build, then npm run serve, to search.'
    : 'You might want to check your network connection.';

export function useSearchSettings(): SearchGlobalData {
  return usePluginData('local-search') as SearchGlobalData;
}

function readPreferredVersion(pluginId: string): string | null {
  try {
    return window.localStorage.getItem(`docs-preferred-version-${pluginId}`);
  } catch {
    return null;
  }
}

export function useContextualFacetFilters(): string[][] {
  const {i18n} = useDocusaurusContext();
  const {pathname} = useLocation();
  const docs = useGlobalData()['docusaurus-plugin-content-docs'] as
    Record<string, DocsPluginData> | undefined;
  return useMemo(
    () => contextualFacetFilters(i18n.currentLocale, pathname, docs ?? {}, readPreferredVersion),
    [docs, i18n.currentLocale, pathname],
  );
}

/** The facet filters of a search in one docs version of the default docs plugin. */
export function versionFacetFilters(language: string, versionName: string): string[][] {
  return [
    [`language:${language}`],
    ['docusaurus_tag:default', `docusaurus_tag:docs-default-${versionName}`],
  ];
}
