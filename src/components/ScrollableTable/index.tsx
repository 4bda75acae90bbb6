import type {ComponentProps, ReactNode} from 'react';
import {useEffect, useRef, useState} from 'react';

import styles from './styles.module.css';

/**
 * Wraps a Markdown table so a wide one scrolls sideways inside the page. When
 * it does scroll, the wrapper becomes a named, focusable region so keyboard
 * users can scroll it too (WCAG 2.1.1; axe `scrollable-region-focusable`).
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const wrapper = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  const [label, setLabel] = useState('Table');

  useEffect(() => {
    const element = wrapper.current;
    if (!element) return undefined;
    const update = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    update();
    // Regions need distinct names: number the tables in page order.
    const position = Array.from(document.querySelectorAll(`.${styles.wrapper}`)).indexOf(element);
    setLabel(`Table ${position + 1}, scrolls sideways`);
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={wrapper}
      className={styles.wrapper}
      tabIndex={scrolls ? 0 : undefined}
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? label : undefined}>
      <table {...props} />
    </div>
  );
}
