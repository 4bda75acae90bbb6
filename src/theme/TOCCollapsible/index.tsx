import type {WrapperProps} from '@docusaurus/types';
import type TOCCollapsibleType from '@theme/TOCCollapsible';
import TOCCollapsible from '@theme-original/TOCCollapsible';
import {useRef, type MouseEvent, type ReactNode} from 'react';

import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCCollapsibleType>;

/**
 * Closes the list as Docusaurus does when its closing transition ends, where its button already
 * says closed but the list still stands tall. With five pages at once on a two-core machine, the
 * list was found at its full height 2.5 s after a heading was picked, in about one journey in
 * four, and Back then landed up to a screenful past the heading. How Docusaurus' two-frame
 * animation gets there was not pinned down (perhaps a close asked for while the list is still
 * opening). No upstream report was found (searched November 2026).
 */
function finishClosing(toggle: HTMLButtonElement, list: Element): void {
  if (!(list instanceof HTMLElement) || toggle.getAttribute('aria-expanded') === 'true') return;
  if (list.getBoundingClientRect().height === 0) return;
  list.style.display = 'none';
  list.style.overflow = 'hidden';
  list.style.height = '0px';
}

/** Longest the list takes to close; past it the heading is placed all the same. */
const closeTimeoutMs = 1000;

// On a phone the "On this page" list opens in the page's flow, above the heading a reader picks.
// Left open, it keeps the page taller than a fresh load of it, so coming back to the page with
// the browser's back button restores a scroll position meant for the taller page and the reader
// lands far past the heading. So the list closes, and the heading is then put where the browser's
// jump puts it: the page is back to its fresh-load layout. No upstream report of this was found
// (searched November 2026); tested by tests/e2e/journeys.spec.ts.
export default function TOCCollapsibleWrapper(props: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href^="#"]');
    const toggle = box.current?.querySelector<HTMLButtonElement>('button');
    if (!link || !toggle) return;
    // A link opened elsewhere (a new tab or window) moves nothing on this page.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const id = decodeURIComponent(link.hash.slice(1));
    // After the click's own work (Docusaurus' handlers, and the jump where the page is not busy),
    // while the list is still open as the reader left it.
    requestAnimationFrame(() => {
      const heading = document.getElementById(id);
      const list = toggle.nextElementSibling;
      if (!heading || !list || toggle.getAttribute('aria-expanded') !== 'true') return;
      let done = false;
      const keepHeading = (event?: Event) => {
        // Transitions inside the list (a link's colour) end here too: only the list's own height
        // transition counts. If that is the opening's end, finishClosing closes the list.
        if (
          event instanceof TransitionEvent &&
          (event.target !== list || event.propertyName !== 'height')
        ) {
          return;
        }
        if (done) return;
        done = true;
        list.removeEventListener('transitionend', keepHeading);
        finishClosing(toggle, list);
        // Where the browser's jump puts the heading (under the navbar, by its scroll margin),
        // whether that jump came before the list closed or has not come yet: a busy page can
        // run this frame before the jump.
        heading.scrollIntoView({block: 'start', behavior: 'instant'});
      };
      list.addEventListener('transitionend', keepHeading);
      window.setTimeout(keepHeading, closeTimeoutMs);
      toggle.click();
    });
  };

  return (
    // The click only watches for a choice made inside the list; the links handle the keyboard.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div ref={box} className={styles.box} onClick={onClick}>
      <TOCCollapsible {...props} />
    </div>
  );
}
