// The search modal: a query box over the hits, answered by the local index (in the search worker,
// or where none runs, in the page) or by hosted Algolia when configured. It loads only when the
// reader reaches for the search button. It is drawn with DocSearch's stylesheet (its class names),
// and kept small: each key press sends a query and redraws the box, not the hits.
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {flushSync} from 'react-dom';
import clsx from 'clsx';
import '@docsearch/css';

import {indexUrlFor} from '@site/plugins/local-search/client/indexUrl';
import {loadEngineInPage} from '@site/plugins/local-search/client/pageEngine';
import {loadInSearchWorker} from '@site/plugins/local-search/client/searchWorkerHandle';
import {
  isExternalUrl,
  modalQueryLength,
  searchPagePath,
  toSitePath,
  useContextualFacetFilters,
  type SearchGlobalData,
} from '@site/src/components/SearchCore';
import {sectionTitles, sectionsOf} from './groups';
import {toStored, type Hit, type StoredHit} from './hitText';
import {createHoverWait} from './hoverWait';
import {moveSelection, openIn} from './keys';
import {optionsOnScreen} from './options';
import {modalSearch} from './modalSearch';
import {cellId} from './HitRow';
import {
  ErrorScreen,
  NoResultsScreen,
  ResultsScreen,
  StartScreen,
  storedActions,
  type ListProps,
} from './screens';
import {createSearchSession, type Answer, type SearchStatus} from './searchSession';
import SearchBox, {type SearchBoxControl} from './SearchBox';
import {createStoredSearches} from './storedSearches';
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

const statusMessages: Record<SearchStatus, string> = {
  idle: '',
  loading: '',
  stalled: 'Still searching…',
  error: '',
};

/** Text the reader selected on the page: the modal opens with it as the query. */
function selectedText(): string {
  const selection = window.getSelection?.();
  // Reading a selection's text lays the page out: only when there is one.
  return selection && !selection.isCollapsed ? selection.toString().trim() : '';
}

/** A key of the footer's hints: its symbol shown, its name read out. */
function Key({symbol, name}: {symbol: string; name: string}): ReactNode {
  return (
    <kbd className="DocSearch-Commands-Key">
      <span aria-hidden="true">{symbol}</span>
      <span className="DocSearch-VisuallyHiddenForAccessibility">{name}</span>
    </kbd>
  );
}

/** Words a snippet shows: fewer on a narrow screen. */
function snippetWords(): number {
  return typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 768px)').matches
    ? 5
    : 10;
}

/** The modal's height unit on phones, where 100vh can be taller than what shows. */
function viewportUnit(): string {
  return `${window.innerHeight * 0.01}px`;
}

export default function SearchModal({
  settings,
  initialQuery,
  onClose,
}: SearchModalProps): ReactNode {
  const history = useHistory();
  const facetFilters = useContextualFacetFilters();
  const searchPage = useBaseUrl('/search');
  const ids = useId();
  const inputId = `${ids}-input`;
  const labelId = `${ids}-label`;
  const listId = `${ids}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);
  // Whether the reader scrolled the list: a new answer then starts it at the top again (kept from
  // the scroll events, so that nothing reads the layout on every answer).
  const listScrolled = useRef(false);
  const [firstQuery] = useState(() => (initialQuery ?? selectedText()).slice(0, modalQueryLength));
  const box = useRef<SearchBoxControl>(null);
  // The query in the box now: a new session (the page's docs version changed) searches it again.
  const currentQuery = useRef(firstQuery);
  // The modal redraws when the box goes from empty to not or back, not on every key.
  const [hasQuery, setHasQuery] = useState(firstQuery.trim() !== '');
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [failed, setFailed] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [active, setActive] = useState(0);
  // On the start screen, the cell of the active stored search: its link (0) or one of its buttons.
  const [column, setColumn] = useState(0);
  const [vh, setVh] = useState(viewportUnit);
  // The page's scrollbar, measured before the modal is drawn (the layout is clean then): hidden
  // while the modal is open, its width is kept as a margin so that the page does not shift.
  const [scrollbarWidth] = useState(() => window.innerWidth - document.documentElement.clientWidth);
  // Read once, and again after a resize: a media query for every key press costs a phone.
  const snippetSize = useRef<number | null>(null);
  const currentSnippetWords = useCallback(() => (snippetSize.current ??= snippetWords()), []);
  const stored = useMemo(() => createStoredSearches(settings.indexName), [settings.indexName]);
  const [storedLists, setStoredLists] = useState(() => ({
    recent: stored.recent(),
    favourites: stored.favourites(),
  }));

  const session = useMemo(
    () =>
      createSearchSession(modalSearch(settings, facetFilters, currentSnippetWords), {
        status(next) {
          setStatus(next);
          if (next === 'error') setFailed(true);
        },
        answer(next) {
          // Drawn in the task that brought the answer: left to React's scheduler, the drawing
          // waits behind the keys of a reader typing on (the browser runs input first).
          if (listScrolled.current && dropdownRef.current) {
            dropdownRef.current.scrollTop = 0;
            listScrolled.current = false;
          }
          flushSync(() => {
            setAnswer(next);
            setFailed(false);
            setActive(0);
            // "Try searching for" offers the sections of the answer that had the most.
            const titles = sectionTitles(next.hits);
            setSuggestions((seen) => (titles.length > seen.length ? titles : seen));
          });
        },
      }),
    [settings, facetFilters, currentSnippetWords],
  );
  useEffect(() => () => session.close(), [session]);

  const runQuery = useCallback(
    (next: string) => {
      currentQuery.current = next;
      setHasQuery(next.trim() !== '');
      setColumn(0);
      if (next.trim() === '') {
        session.clear();
        setAnswer(null);
        setFailed(false);
        setActive(0);
      } else session.search(next);
    },
    [session],
  );

  // The first query (typed on the button, or text selected on the page) goes out at once; the
  // query in the box goes out again when the session changes.
  useEffect(() => {
    if (currentQuery.current.trim() !== '') session.search(currentQuery.current);
  }, [session]);

  useEffect(() => {
    inputRef.current?.focus();
    document.body.classList.add('DocSearch--active');
    if (scrollbarWidth > 0) document.body.style.marginRight = `${scrollbarWidth}px`;
    const onResize = () => {
      setVh(viewportUnit());
      snippetSize.current = null;
    };
    window.addEventListener('resize', onResize);
    // Tab leaves the modal: close it, as Escape does.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') {
        event.preventDefault();
        onClose();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.classList.remove('DocSearch--active');
      document.body.style.marginRight = '';
      window.removeEventListener('resize', onResize);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [onClose, scrollbarWidth]);

  const leavesSite = useCallback(
    (url: string) =>
      isExternalUrl(toSitePath(url, settings.siteUrl), settings.externalUrlRegex) ||
      (settings.externalUrlRegex ? new RegExp(settings.externalUrlRegex).test(url) : false),
    [settings],
  );

  const sections = useMemo(() => (answer ? sectionsOf(answer.hits) : []), [answer]);
  const options: Hit[] = useMemo(
    () =>
      optionsOnScreen({
        hasQuery,
        failed,
        sections,
        recent: storedLists.recent,
        favourites: storedLists.favourites,
      }),
    [hasQuery, failed, sections, storedLists],
  );

  const remember = useCallback(
    (hit: Hit) => {
      // A text hit is kept as its page's hit, when that is listed with it (as DocSearch did).
      const kept =
        hit.type === 'content'
          ? options.find(
              (other) =>
                other.type === 'lvl1' &&
                other.hierarchy.lvl0 === hit.hierarchy.lvl0 &&
                other.hierarchy.lvl1 === hit.hierarchy.lvl1,
            )
          : hit;
      // A recent or favourite search is kept as it was stored (its text escaped already).
      if (kept) stored.addRecent(kept._snippetResult ? toStored(kept) : kept);
    },
    [options, stored],
  );

  /** A hit opened with the mouse: here (the modal closes), or in a new tab or window. */
  const open = useCallback(
    (hit: Hit, here: boolean) => {
      remember(hit);
      if (here) onClose();
    },
    [remember, onClose],
  );

  const openFromKeyboard = useCallback(
    (hit: Hit, where: ReturnType<typeof openIn>) => {
      const url = toSitePath(hit.url, settings.siteUrl);
      remember(hit);
      if (where === 'tab') {
        window.open(url, '_blank', 'noopener')?.focus();
        return;
      }
      if (where === 'window') {
        window.open(url, '_blank', 'noopener,popup');
        return;
      }
      onClose();
      if (leavesSite(hit.url)) window.location.assign(hit.url);
      else history.push(url);
    },
    [history, leavesSite, onClose, remember, settings.siteUrl],
  );

  const optionId = useCallback((index: number) => `${listId}-option-${index}`, [listId]);
  // A removed stored search may leave the selection past the end: it moves to the last.
  const activeIndex = options.length === 0 ? -1 : Math.min(active, options.length - 1);

  // The option chosen with the arrow keys stays in view (below the sticky section title). Only
  // then: scrolling to an option lays the page out at once, which a phone feels on every answer.
  const arrowMoved = useRef(false);
  useEffect(() => {
    if (!arrowMoved.current || activeIndex < 0) return;
    arrowMoved.current = false;
    document.getElementById(optionId(activeIndex))?.scrollIntoView({block: 'nearest'});
  }, [activeIndex, optionId]);

  // After a stored search's button, the selection goes back to a link: the cell it was on may
  // now be another search's button.
  const refreshStored = () => {
    setStoredLists({recent: stored.recent(), favourites: stored.favourites()});
    setColumn(0);
  };
  const keepFocus = () => inputRef.current?.focus();
  const actions = storedActions({
    onFavourite(hit) {
      stored.favourite(hit);
      refreshStored();
      keepFocus();
    },
    onRemoveRecent(hit) {
      stored.removeRecent(hit.objectID);
      refreshStored();
      keepFocus();
    },
    onRemoveFavourite(hit) {
      stored.removeFavourite(hit.objectID);
      refreshStored();
      keepFocus();
    },
  });
  const isRecent = activeIndex >= 0 && activeIndex < storedLists.recent.length;
  const activeActions =
    hasQuery || activeIndex < 0
      ? []
      : (isRecent ? actions.recent : actions.favourite)(options[activeIndex] as StoredHit, '');
  const activeColumn = Math.min(column, activeActions.length);

  const point = useCallback((index: number) => {
    setActive(index);
    setColumn(0);
  }, []);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    // Keys that compose a character (a Japanese or Chinese word) are the input method's.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      arrowMoved.current = true;
      setActive(moveSelection(activeIndex, options.length, event.key === 'ArrowDown' ? 1 : -1));
      setColumn(0);
    } else if (!hasQuery && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
      // The empty box has no text to move in: the arrows move between a stored search's cells.
      event.preventDefault();
      const step = event.key === 'ArrowRight' ? 1 : -1;
      setColumn(Math.max(0, Math.min(activeActions.length, activeColumn + step)));
    } else if (event.key === 'Enter' && !event.altKey) {
      event.preventDefault();
      if (activeIndex < 0) return;
      if (activeColumn > 0) activeActions[activeColumn - 1].run();
      else openFromKeyboard(options[activeIndex], openIn(event));
    }
  };

  const list: ListProps = {
    listId,
    optionId,
    active: activeIndex,
    leavesSite,
    onPoint: point,
    onOpen: open,
  };

  let screen: ReactNode = null;
  if (hasQuery && failed) screen = <ErrorScreen />;
  else if (!hasQuery) {
    screen = (
      <StartScreen
        recent={storedLists.recent}
        favourites={storedLists.favourites}
        actions={actions}
        column={activeColumn}
        list={list}
      />
    );
  } else if (answer && answer.hits.length > 0) {
    screen = (
      <ResultsScreen
        sections={sections}
        nbHits={answer.nbHits}
        allResultsUrl={searchPagePath(answer.query).replace('/search', searchPage)}
        onAllResults={onClose}
        list={list}
      />
    );
  } else if (answer) {
    screen = (
      <NoResultsScreen
        query={answer.query}
        suggestions={suggestions}
        onSuggestion={(suggestion) => {
          box.current?.setQuery(`${suggestion.toLowerCase()} `);
          keepFocus();
        }}
      />
    );
  }

  const expanded = options.length > 0;
  return (
    <div className="thv-search" data-status={status} data-mode={settings.mode}>
      <div
        className={clsx(
          'DocSearch',
          'DocSearch-Container',
          status === 'stalled' && 'DocSearch-Container--Stalled',
        )}
        role="presentation"
        onMouseDown={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}>
        <div
          className="DocSearch-Modal"
          role="dialog"
          aria-modal="true"
          aria-labelledby={labelId}
          style={{['--docsearch-vh' as string]: vh}}>
          <div className="DocSearch-SearchBar">
            <SearchBox
              control={box}
              inputRef={inputRef}
              inputId={inputId}
              labelId={labelId}
              initialQuery={firstQuery}
              listId={expanded ? listId : undefined}
              popup={hasQuery ? 'listbox' : 'grid'}
              activeId={activeIndex >= 0 ? cellId(optionId(activeIndex), activeColumn) : undefined}
              onQuery={runQuery}
              onKeyDown={onKeyDown}
            />
            <button className="DocSearch-Cancel" type="button" onClick={onClose}>
              Cancel
            </button>
          </div>
          <div
            className="DocSearch-Dropdown"
            ref={dropdownRef}
            onScroll={() => (listScrolled.current = true)}
            // On a phone, scrolling the hits puts the keyboard away (it hides half of them).
            onTouchMove={() => inputRef.current?.blur()}>
            {screen}
          </div>
          <div className="DocSearch-Footer">
            {settings.mode === 'algolia' && (
              <div className="DocSearch-Logo">
                <a
                  href="https://www.algolia.com/ref/docsearch/?utm_medium=referral&utm_content=powered_by&utm_campaign=docsearch"
                  target="_blank"
                  rel="noopener noreferrer">
                  <span className="DocSearch-Label">Search by Algolia</span>
                </a>
              </div>
            )}
            <ul className="DocSearch-Commands" aria-label="Keys">
              <li>
                <Key symbol="↵" name="Enter" />
                <span className="DocSearch-Label">to select</span>
              </li>
              <li>
                <Key symbol="↓" name="Arrow down" />
                <Key symbol="↑" name="Arrow up" />
                <span className="DocSearch-Label">to navigate</span>
              </li>
              <li>
                <Key symbol="esc" name="Escape" />
                <span className="DocSearch-Label">to close</span>
              </li>
            </ul>
          </div>
        </div>
      </div>
      <p className="thv-visually-hidden" role="status">
        {statusMessages[status]}
      </p>
    </div>
  );
}
