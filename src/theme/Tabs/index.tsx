import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import {useLocation} from '@docusaurus/router';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  sanitizeTabsChildren,
  TabsProvider,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';

import styles from './styles.module.css';

// The classic theme's Tabs mount their panels a second time once the page runs in the browser
// (a `key` that changes after hydration), which rebuilt every code block inside tabs while the
// page was becoming interactive. A URL hash that names an element inside a panel opens that
// panel (upstream: facebook/docusaurus#8764 and #5343). The selection logic is the theme's own
// hooks; this component only draws the tab row, and keeps the panels mounted. A stored or linked
// choice still applies after hydration: the hooks set it as an ordinary state update.
// A panel opened because a link or search hit points into it is shown for this visit only: the
// reader's saved choice (local storage and the query string) changes only when they pick a tab.

/** Where each key moves the focus in a row of `count` tabs, from `index`. */
function focusTarget(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** Scrolls a row that overflows sideways so that `tab` is in it, without moving the page. */
function revealInRow(row: HTMLElement, tab: HTMLElement): void {
  if (row.scrollWidth <= row.clientWidth) return;
  const start = tab.offsetLeft - row.offsetLeft;
  const end = start + tab.offsetWidth;
  if (start < row.scrollLeft) row.scrollLeft = start;
  else if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth;
}

function TabRow({className}: {className?: string}): ReactNode {
  const {selectedValue, selectValue, tabValues, block} = useTabs();
  const tabs = useRef<(HTMLLIElement | null)[]>([]);
  const row = useRef<HTMLUListElement>(null);
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  // On a phone the row may scroll sideways: keep the selected tab in it.
  useEffect(() => {
    const selected = tabs.current[tabValues.findIndex((tab) => tab.value === selectedValue)];
    if (row.current && selected) revealInRow(row.current, selected);
  }, [selectedValue, tabValues]);

  const choose = (tab: HTMLLIElement, value: string) => {
    if (value === selectedValue) return;
    // Keep the clicked tab where it is on screen even if the panel above it changes height.
    blockElementScrollPositionUntilNextRender(tab);
    selectValue(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(event.currentTarget, tabValues[index]!.value);
      return;
    }
    const next = focusTarget(event.key, index, tabValues.length);
    if (next === undefined) return;
    event.preventDefault();
    tabs.current[next]?.focus();
  };

  return (
    <ul
      ref={row}
      role="tablist"
      aria-orientation="horizontal"
      className={clsx('tabs', block && 'tabs--block', styles.row, className)}>
      {tabValues.map(({value, label, attributes}, index) => {
        const selected = value === selectedValue;
        return (
          <li
            key={value}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            role="tab"
            tabIndex={selected ? 0 : -1}
            aria-selected={selected}
            onKeyDown={(event) => onKeyDown(event, index)}
            onClick={(event: MouseEvent<HTMLLIElement>) => choose(event.currentTarget, value)}
            {...attributes}
            className={clsx(
              'tabs__item',
              styles.tab,
              attributes?.className as string | undefined,
              selected && 'tabs__item--active',
            )}>
            {label ?? value}
          </li>
        );
      })}
    </ul>
  );
}

const settleMs = 1500;
const readerInput = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Keeps `target` at the top for a moment: blocks above it may still change height (images,
 * diagrams, other tabs opening). Stops as soon as the reader scrolls, types or clicks.
 */
function holdInPlace(target: HTMLElement): void {
  const until = performance.now() + settleMs;
  let stopped = false;
  const stop = () => {
    stopped = true;
  };
  for (const type of readerInput) window.addEventListener(type, stop, {once: true, passive: true});
  let last = target.getBoundingClientRect().top;
  const step = () => {
    if (stopped || performance.now() > until) {
      for (const type of readerInput) window.removeEventListener(type, stop);
      return;
    }
    const top = target.getBoundingClientRect().top;
    if (Math.abs(top - last) > 1) target.scrollIntoView({block: 'start'});
    last = target.getBoundingClientRect().top;
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Scrolls to `target` once it has a box: its panel may still be hidden for a frame or two. */
function scrollWhenShown(target: HTMLElement, framesLeft = 30): void {
  if (target.getClientRects().length > 0) {
    target.scrollIntoView({block: 'start'});
    holdInPlace(target);
    return;
  }
  if (framesLeft > 0) requestAnimationFrame(() => scrollWhenShown(target, framesLeft - 1));
}

/**
 * Opens the panel that holds the element the URL's hash names, so a search hit, a link or a deep
 * link to text inside a tab lands on that text instead of on a hidden panel. Nested tabs each open
 * their own level.
 */
function useOpenTabOfHashTarget(
  panels: RefObject<HTMLDivElement | null>,
  value: ReturnType<typeof useTabsContextValue>,
  openForVisit: (value: string) => void,
): void {
  const {hash, key, search} = useLocation();
  const {selectedValue, tabValues} = value;
  const previous = useRef<{hash: string; search: string} | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = {hash, search};
    // Choosing a tab that keeps its choice in the query string changes the URL too: that is the
    // reader's pick, not a new link to follow.
    if (before && before.hash === hash && before.search !== search) return;
    const box = panels.current;
    if (!box || hash.length < 2) return;
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // Keep the raw id.
    }
    const target = document.getElementById(id);
    if (!target) return;
    const index = Array.from(box.children)
      .filter((child) => child.getAttribute('role') === 'tabpanel')
      .findIndex((panel) => panel.contains(target));
    const wanted = tabValues[index]?.value;
    if (wanted === undefined || wanted === selectedValue) return;
    openForVisit(wanted);
    requestAnimationFrame(() => scrollWhenShown(target));
    // Runs when the URL changes, not when the reader picks another tab afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, key, search]);
}

export default function Tabs(props: Props): ReactNode {
  const saved = useTabsContextValue(props);
  const [visiting, setVisiting] = useState<string | null>(null);
  const value = useMemo(
    () => ({
      ...saved,
      selectedValue: visiting ?? saved.selectedValue,
      selectValue: (next: string) => {
        setVisiting(null);
        saved.selectValue(next);
      },
    }),
    [saved, visiting],
  );
  const panels = useRef<HTMLDivElement>(null);
  useOpenTabOfHashTarget(panels, value, setVisiting);
  return (
    <TabsProvider value={value}>
      <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.container)}>
        <TabRow className={props.className} />
        <div ref={panels} className="margin-top--md">
          {sanitizeTabsChildren(props.children)}
        </div>
      </div>
    </TabsProvider>
  );
}
