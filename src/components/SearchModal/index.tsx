// The search modal: DocSearch's own modal, answered by the local index (or by
// hosted Algolia when configured). This module and DocSearch load only when the
// reader reaches for the search button; the engine runs in the search worker, or
// where none runs, loads in the page after this module (`loadEngineInPage`).
import {memo, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore} from 'react';
import type {ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal} from '@docsearch/react/modal';
import type {
  DocSearchHit,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

import {escapeHtml} from '@site/plugins/local-search/html';
import {emptyResults} from '@site/plugins/local-search/client/localClient';
import {indexUrlFor} from '@site/plugins/local-search/client/indexUrl';
import {loadEngineInPage} from '@site/plugins/local-search/client/pageEngine';
import {loadInSearchWorker} from '@site/plugins/local-search/client/searchWorkerHandle';
import {createSiteSearchClient} from '@site/plugins/local-search/client/workerClient';
import {createStatusStore, trackStatus} from '@site/plugins/local-search/client/status';
import {
  isExternalUrl,
  modalQueryLength,
  searchErrorHelp,
  searchPagePath,
  toSitePath,
  useContextualFacetFilters,
  type SearchGlobalData,
} from '@site/src/components/SearchCore';
import {createHoverWait} from './hoverWait';
import './styles.css';

export type SearchModalProps = {
  settings: SearchGlobalData;
  initialQuery?: string;
  onClose: () => void;
};

export type SearchModalModule = {
  default: (props: SearchModalProps) => ReactNode;
  preloadIndex: (settings: SearchGlobalData, facetFilters: string[][], opening?: boolean) => void;
};

const status = createStatusStore();

// The modal's own state changes redraw it; the wrapper's status and query flags must not redraw it
// again (each keystroke changes them twice), since its props stay the same objects.
const StableDocSearchModal = memo(DocSearchModal);

/** Resolves once the browser has drawn its next frame; at once in a tab that draws none. */
function nextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    return Promise.resolve();
  }
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// How long the index of a hover waits for the modal to open before it is laid out anyway.
const hoverWait = createHoverWait(300);

/**
 * Loads the local index of the version searched, so the first query does not wait for it: in the
 * search worker, or where none runs, in the page. There the files download at once (the search
 * button started them) and are parsed once the engine's code is in; laying them out waits until
 * the modal has been drawn (`opening`), or is not opened soon after a hover: the reader sees the
 * modal at once, not after the index work, and keys typed meanwhile wait for the engine in one
 * piece.
 */
export function preloadIndex(
  settings: SearchGlobalData,
  facetFilters: string[][],
  opening = false,
): void {
  if (opening) hoverWait.opened(nextPaint);
  if (settings.mode !== 'local') return;
  const files = indexUrlFor(settings, facetFilters);
  if (loadInSearchWorker(files)) return;
  // Asked now, not when the engine's code has come: the modal may be drawn by then.
  const drawn = opening ? nextPaint() : hoverWait.wait();
  loadEngineInPage(files, () => drawn).catch(() => undefined);
}

type Hierarchy = DocSearchHit['hierarchy'];

// DocSearch writes hit text into the page as HTML (recent searches included),
// so the text is escaped here; highlights and snippets are escaped already.
function escapeHit(hit: DocSearchHit, siteUrl: string): DocSearchHit {
  const hierarchy = Object.fromEntries(
    Object.entries(hit.hierarchy).map(([level, text]) => [level, text && escapeHtml(text)]),
  ) as Hierarchy;
  return {
    ...hit,
    url: toSitePath(hit.url, siteUrl),
    hierarchy,
    content: hit.content && escapeHtml(hit.content),
  };
}

function ErrorScreen(): ReactNode {
  return (
    <div className="DocSearch-ErrorScreen thv-search-error" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M2 10a8 8 0 1 0 16 0 8 8 0 0 0-16 0zm8-4v5m0 3v.01"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinecap="round"
          />
        </svg>
      </div>
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">{searchErrorHelp}</p>
    </div>
  );
}

const statusMessages = {idle: '', loading: '', stalled: 'Still searching…', error: ''};

export default function SearchModal({
  settings,
  initialQuery,
  onClose,
}: SearchModalProps): ReactNode {
  const history = useHistory();
  const facetFilters = useContextualFacetFilters();
  const searchPage = useBaseUrl('/search');
  const rootRef = useRef<HTMLDivElement>(null);
  const [dropdown, setDropdown] = useState<HTMLElement | null>(null);
  const [hasQuery, setHasQuery] = useState(Boolean(initialQuery));
  const current = useSyncExternalStore(status.subscribe, status.get, () => 'idle' as const);

  const leavesSite = useCallback(
    (url: string) =>
      isExternalUrl(toSitePath(url, settings.siteUrl), settings.externalUrlRegex) ||
      (settings.externalUrlRegex ? new RegExp(settings.externalUrlRegex).test(url) : false),
    [settings],
  );

  useEffect(() => {
    status.set('idle');
    setDropdown(rootRef.current?.querySelector<HTMLElement>('.DocSearch-Dropdown') ?? null);
    // Tab leaves the modal: close it, as Escape does.
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Tab') {
        event.preventDefault();
        onClose();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const transformSearchClient = useCallback(
    (algolia: DocSearchTransformClient): DocSearchTransformClient => {
      // A failed search answers "no hits" under our error screen: stock DocSearch
      // would flash its own error and leave an unhandled rejection behind.
      const recover = (input: unknown) => emptyResults(input);
      if (settings.mode === 'algolia') {
        return trackStatus(algolia, status, recover as never);
      }
      const local = createSiteSearchClient(settings);
      return trackStatus(local, status, recover) as unknown as DocSearchTransformClient;
    },
    [settings],
  );

  const navigator = useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        if (leavesSite(itemUrl)) window.location.assign(itemUrl);
        else history.push(itemUrl);
      },
      navigateNewTab({itemUrl}: {itemUrl: string}) {
        window.open(itemUrl, '_blank', 'noopener')?.focus();
      },
      navigateNewWindow({itemUrl}: {itemUrl: string}) {
        window.open(itemUrl, '_blank', 'noopener,popup');
      },
    }),
    [history, leavesSite],
  );

  const hitComponent = useCallback(
    ({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) =>
      leavesSite(hit.url) ? <a href={hit.url}>{children}</a> : <Link to={hit.url}>{children}</Link>,
    [leavesSite],
  );

  const resultsFooterComponent = useCallback(
    ({state}: {state: {query: string; context: Record<string, unknown>}}) => (
      <Link to={searchPagePath(state.query).replace('/search', searchPage)} onClick={onClose}>
        {`See all ${Number(state.context.nbHits ?? 0)} results`}
      </Link>
    ),
    [onClose, searchPage],
  );

  // DocSearch rebuilds its state when a prop changes identity: keep them stable.
  const searchParameters = useMemo(
    () => ({facetFilters, ...(settings.mode === 'algolia' ? {clickAnalytics: true} : {})}),
    [facetFilters, settings.mode],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => escapeHit(item, settings.siteUrl)),
    [settings.siteUrl],
  );

  const trackQuery = (event: {target: EventTarget}) => {
    const input = event.target as HTMLInputElement;
    if (input.classList?.contains('DocSearch-Input')) setHasQuery(input.value !== '');
  };

  return (
    <div
      ref={rootRef}
      className="thv-search"
      data-status={current}
      data-mode={settings.mode}
      onInput={trackQuery}
      onReset={() => setHasQuery(false)}>
      <StableDocSearchModal
        appId={settings.algolia?.appId ?? 'local'}
        apiKey={settings.algolia?.apiKey ?? 'local'}
        indexName={settings.indexName}
        placeholder="Search docs"
        initialQuery={initialQuery?.slice(0, modalQueryLength)}
        initialScrollY={window.scrollY}
        searchParameters={searchParameters}
        onClose={onClose}
        navigator={navigator}
        hitComponent={hitComponent}
        resultsFooterComponent={resultsFooterComponent}
        transformItems={transformItems}
        transformSearchClient={transformSearchClient}
      />
      <p className="thv-visually-hidden" role="status">
        {statusMessages[current]}
      </p>
      {dropdown && current === 'error' && hasQuery && createPortal(<ErrorScreen />, dropdown)}
    </div>
  );
}
