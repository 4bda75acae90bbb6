// The full results page at /search?q=...: it reads the query from the URL,
// keeps the URL in step as the reader types, and lists every hit.
import {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import {useDocsPreferredVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';

import {
  echoQuery,
  pageQueryLength,
  searchErrorHelp,
  useSearchSettings,
  versionFacetFilters,
} from '@site/src/components/SearchCore';
import HitList from './HitList';
import {useSearchResults} from './useSearchResults';
import styles from './styles.module.css';

export function readQuery(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').slice(0, pageQueryLength);
}

/** The docs version named by `?version=`, when it is one the site has. */
export function readVersion(search: string, known: string[]): string | undefined {
  const name = new URLSearchParams(search).get('version');
  return name !== null && known.includes(name) ? name : undefined;
}

function searchString(query: string, version: string | undefined): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (version) params.set('version', version);
  const text = params.toString();
  return text ? `?${text}` : '';
}

function Status({state}: {state: ReturnType<typeof useSearchResults>}): ReactNode {
  if (state.status === 'error') {
    return (
      <div role="alert" className={styles.message}>
        <p className={styles.messageTitle}>Unable to fetch results</p>
        <p>{searchErrorHelp}</p>
      </div>
    );
  }
  if (!state.query) return null;
  if (state.nbHits === 0 && state.status === 'idle') {
    return (
      <p className={styles.message}>
        No results for &quot;
        <strong>
          <bdi>{echoQuery(state.query)}</bdi>
        </strong>
        &quot;
      </p>
    );
  }
  return (
    <p className={styles.count}>
      {state.nbHits === 1 ? '1 result' : `${state.nbHits} results`} for &quot;
      <strong>
        <bdi>{echoQuery(state.query)}</bdi>
      </strong>
      &quot;
    </p>
  );
}

export default function SearchPage(): ReactNode {
  const location = useLocation();
  const query = readQuery(location.search);
  // The query is isolated wherever it is shown back, so its own direction stays inside it.
  const title = query.trim()
    ? `Search results for "${echoQuery(query, {isolated: true})}"`
    : 'Search the documentation';
  return (
    // Indexable on purpose: the server-rendered page is the search form, with a canonical link to
    // /search, and the results for `?q=` appear only in the browser. It stays out of the sitemap
    // and out of the site's own search index.
    <Layout title={title} description="Search the ToolHive documentation.">
      <SearchPageContent />
    </Layout>
  );
}

// Inside the layout, where the reader's docs version is known.
function SearchPageContent(): ReactNode {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const settings = useSearchSettings();
  const {i18n} = useDocusaurusContext();
  // The version searched: the one in the URL, else the reader's own (the one they chose last),
  // else the current one.
  const versions = useVersions(undefined);
  const {preferredVersion} = useDocsPreferredVersion(undefined);
  const defaultVersion =
    preferredVersion?.name ?? versions.find((version) => version.isLast)?.name ?? 'current';
  const linkedVersion = readVersion(
    location.search,
    versions.map((version) => version.name),
  );
  const version = linkedVersion ?? defaultVersion;
  const facetFilters = useMemo(
    () => versionFacetFilters(i18n.currentLocale, version),
    [i18n.currentLocale, version],
  );
  const inputId = useId();
  const versionId = useId();
  const [query, setQuery] = useState('');
  const results = useSearchResults(settings, isBrowser ? query : '', facetFilters);

  // The URL is the source of truth on load and on back/forward.
  useEffect(() => {
    setQuery(readQuery(location.search));
  }, [location.search]);

  function update(value: string) {
    const next = value.slice(0, pageQueryLength);
    setQuery(next);
    history.replace({...location, search: searchString(next, linkedVersion)});
  }

  function chooseVersion(name: string) {
    history.replace({...location, search: searchString(query, name)});
  }

  return (
    <main className={`container margin-vert--lg ${styles.page}`}>
      <h1 className={styles.heading}>
        {query.trim() ? (
          <>
            Search results for &quot;<bdi>{echoQuery(query)}</bdi>&quot;
          </>
        ) : (
          'Search the documentation'
        )}
      </h1>
      <form
        className={styles.form}
        action="/search"
        method="get"
        role="search"
        onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="thv-field-label">
          Search the docs
        </label>
        <input
          id={inputId}
          className={`thv-text-input ${styles.input}`}
          type="search"
          name="q"
          value={query}
          onChange={(event) => update(event.target.value)}
          maxLength={pageQueryLength}
          placeholder="Search docs"
          autoComplete="off"
          spellCheck={false}
        />
        {versions.length > 1 && (
          <div className={styles.filters}>
            <label htmlFor={versionId} className="thv-field-label">
              ToolHive version
            </label>
            <select
              id={versionId}
              className={`thv-text-input ${styles.select}`}
              name="version"
              value={version}
              onChange={(event) => chooseVersion(event.target.value)}>
              {versions.map((option) => (
                <option key={option.name} value={option.name}>
                  {option.label}
                  {option.isLast ? ' (current)' : ''}
                </option>
              ))}
            </select>
          </div>
        )}
      </form>
      <noscript>
        <p>Search needs JavaScript. Browse the docs from the sidebar instead.</p>
      </noscript>
      <div aria-live="polite" aria-busy={results.status === 'loading'}>
        <Status state={results} />
      </div>
      {results.hits.length > 0 && (
        <HitList
          hits={results.hits}
          siteUrl={settings.siteUrl}
          externalUrlRegex={settings.externalUrlRegex}
          canLoadMore={results.page + 1 < results.nbPages}
          onLoadMore={results.loadMore}
        />
      )}
    </main>
  );
}
