import type {ComponentProps, ReactNode} from 'react';
import {useEffect, useRef} from 'react';
import {watchOverflow, type OnOverflow} from '@site/src/utils/overflowWatch';

import styles from './styles.module.css';

/**
 * Makes the wrapper of a table that scrolls sideways a named, focusable region, so keyboard users
 * can scroll it too (WCAG 2.1.1; axe `scrollable-region-focusable`). Regions need distinct names,
 * so tables are numbered in page order. The attributes are written straight to the DOM: as React
 * state they re-rendered every table of the page, in one blocking task, right after hydration.
 */
const markScrollable: OnOverflow = (wrapper, excess) => {
  if (excess <= 1) {
    wrapper.removeAttribute('tabindex');
    wrapper.removeAttribute('role');
    wrapper.removeAttribute('aria-label');
    return;
  }
  const position = Array.from(document.querySelectorAll(`.${styles.wrapper}`)).indexOf(wrapper);
  wrapper.setAttribute('tabindex', '0');
  wrapper.setAttribute('role', 'region');
  wrapper.setAttribute('aria-label', `Table ${position + 1}, scrolls sideways`);
};

/** Wraps a Markdown table so a wide one scrolls sideways inside the page. */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = wrapper.current;
    return element ? watchOverflow(element, markScrollable) : undefined;
  }, []);
  return (
    <div ref={wrapper} className={styles.wrapper}>
      <table {...props} />
    </div>
  );
}
