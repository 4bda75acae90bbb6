// The navbar search button. It carries no search code: the modal and the index (in the search
// worker, which it starts, or where none runs, in the page) load on the first hover, focus or
// touch of the button (or on the first open from the keyboard), never with the page.
import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {createPortal, flushSync} from 'react-dom';

import {
  modalQueryLength,
  useContextualFacetFilters,
  useSearchSettings,
} from '@site/src/components/SearchCore';
import type {SearchModalModule} from '@site/src/components/SearchModal';
import {indexUrlFor} from '@site/plugins/local-search/client/indexUrl';
import {prefetchFiles} from '@site/plugins/local-search/client/prefetch';
import {loadInSearchWorker} from '@site/plugins/local-search/client/searchWorkerHandle';
import styles from './styles.module.css';

let modalModule: Promise<SearchModalModule> | null = null;
let host: HTMLElement | null = null;

/**
 * Where the modal is drawn: an empty box fixed to the viewport, put in the page when the button
 * first appears. Drawn straight into the page's body, the modal made the browser lay the whole
 * page out again as it took focus (at 4x CPU, tens of milliseconds before the first key).
 */
function modalHost(): HTMLElement {
  if (!host?.isConnected) {
    host = document.createElement('div');
    host.className = 'thv-search-host';
    document.body.appendChild(host);
  }
  return host;
}

function loadModal(): Promise<SearchModalModule> {
  if (modalModule) return modalModule;
  // Its stylesheet (DocSearch's, which draws it): the production build folds it into the site's
  // one stylesheet.
  modalModule = import('@site/src/components/SearchModal');
  modalModule.catch(() => {
    modalModule = null;
  });
  return modalModule;
}

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element) return false;
  return (
    element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName ?? '')
  );
}

function SearchIcon(): ReactNode {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M13 13l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export default function SearchBar(): ReactNode {
  const settings = useSearchSettings();
  const facetFilters = useContextualFacetFilters();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [module, setModule] = useState<SearchModalModule | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  // Whether the modal is open now, for a timer set when it last closed.
  const openNow = useRef(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const [isApple, setIsApple] = useState(false);

  useEffect(() => {
    modalHost();
    setIsApple(/Mac|iPhone|iPad|iPod/i.test(navigator.platform || navigator.userAgent));
  }, []);

  const preload = useCallback(
    (opening = false) => {
      // The index files start downloading now, beside the modal's code rather than after it: in
      // the search worker, which lays them out too, or where none runs, in the page.
      if (settings.mode === 'local') {
        const files = indexUrlFor(settings, facetFilters);
        if (!loadInSearchWorker(files)) prefetchFiles(files);
      }
      const loading = loadModal();
      loading
        .then((loaded) => loaded.preloadIndex(settings, facetFilters, opening))
        .catch(() => undefined);
      return loading;
    },
    [settings, facetFilters],
  );

  const open = useCallback(
    (query?: string) => {
      setInitialQuery(query?.slice(0, modalQueryLength));
      openNow.current = true;
      setIsOpen(true);
      preload(true)
        // Drawn at once, in this task: the index is laid out in the search worker, or in the page
        // only after the next frame (`preloadIndex`), so the reader sees the modal before that
        // work, not after it.
        .then((loaded) => flushSync(() => setModule(() => loaded)))
        .catch(() => {
          openNow.current = false;
          setIsOpen(false);
        });
    },
    [preload],
  );

  const close = useCallback(() => {
    openNow.current = false;
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
    // A click on the backdrop would move focus to the page after this handler. A busy page
    // handles a click before a due timer, so the modal may be open again by then: it keeps focus.
    setTimeout(() => {
      if (!openNow.current) buttonRef.current?.focus();
    }, 0);
  }, []);

  // Focus that lands outside the open modal came from script, not the reader (Tab and a click
  // outside close it): Docusaurus moves focus to the page when a route renders, which on a slow
  // page can be after the reader opened the search. The box takes it back; close() clears
  // openNow before it focuses the button.
  useEffect(() => {
    if (!isOpen) return undefined;
    const keepFocus = (event: FocusEvent) => {
      const container = document.querySelector('.DocSearch-Container');
      if (!openNow.current || !container || container.contains(event.target as Node)) return;
      container.querySelector<HTMLInputElement>('.DocSearch-Input')?.focus();
    };
    document.addEventListener('focusin', keepFocus);
    return () => document.removeEventListener('focusin', keepFocus);
  }, [isOpen]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const key = event.key;
      if (key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        if (isOpen) close();
        else open();
        return;
      }
      if (isOpen) {
        if (key === 'Escape') close();
        return;
      }
      if (key === '/' && !isTyping(event.target)) {
        event.preventDefault();
        open();
        return;
      }
      // Typing on the focused button starts the query with that letter.
      const onButton = buttonRef.current !== null && document.activeElement === buttonRef.current;
      const printable = key?.length === 1 && /\S/.test(key);
      if (onButton && printable && !event.metaKey && !event.ctrlKey && !event.altKey) {
        event.preventDefault();
        open(key);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, open, close]);

  const Modal = module?.default;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-keyshortcuts="Control+K Meta+K /"
        data-early-input=""
        onClick={() => open()}
        onMouseEnter={() => preload()}
        onFocus={() => preload()}
        onTouchStart={() => preload()}>
        <SearchIcon />
        {/* The button's name is "Search", its visible label; the key hints stay out of the
            name (aria-keyshortcuts announces them), so speech users can say what they see. */}
        <span className={styles.label}>Search</span>
        <span className={styles.keys} aria-hidden="true">
          <kbd>{isApple ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {isOpen &&
        Modal &&
        createPortal(
          <Modal settings={settings} initialQuery={initialQuery} onClose={close} />,
          modalHost(),
        )}
    </>
  );
}
