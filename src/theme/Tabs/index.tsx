import {useRef, type KeyboardEvent, type MouseEvent, type ReactNode} from 'react';
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
// page was becoming interactive. The selection logic is the theme's own hooks; this component
// only draws the tab row, and keeps the panels mounted. A stored or linked choice still applies
// after hydration: the hooks set it as an ordinary state update.

/** Where each key moves the focus in a row of `count` tabs, from `index`. */
function focusTarget(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

function TabRow({className}: {className?: string}): ReactNode {
  const {selectedValue, selectValue, tabValues, block} = useTabs();
  const tabs = useRef<(HTMLLIElement | null)[]>([]);
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

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

export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value}>
      <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.container)}>
        <TabRow className={props.className} />
        <div className="margin-top--md">{sanitizeTabsChildren(props.children)}</div>
      </div>
    </TabsProvider>
  );
}
