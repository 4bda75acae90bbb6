import {useEffect, useRef, useState, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MermaidType>;

/** How far below the screen a diagram starts to load, so it is drawn before it scrolls in. */
const lookAhead = '300px';

/**
 * Draws a diagram only when it comes near the screen. Mermaid is the heaviest library of the
 * site, and drawing blocks the main thread: a page whose diagrams are further down loads and
 * becomes interactive without it. A browser without IntersectionObserver draws at once.
 */
export default function MermaidWhenVisible(props: Props): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      {rootMargin: `${lookAhead} 0px`},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={slot} data-diagram={near ? 'drawn' : 'waiting'}>
      {near ? <Mermaid {...props} /> : null}
    </div>
  );
}
