import {startTransition, useEffect, useState} from 'react';

export type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** The widest viewport that counts as mobile; Infima's stylesheet breaks at the same width. */
const defaultDesktopBreakpoint = 996;

function currentSize(desktopBreakpoint: number): WindowSize {
  return window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

/**
 * Which layout the window has: "mobile" or "desktop", and "ssr" on the server and during
 * hydration, so the first client render matches the HTML. Components re-render only when the
 * window crosses the breakpoint.
 */
export function useWindowSize({
  desktopBreakpoint = defaultDesktopBreakpoint,
}: {desktopBreakpoint?: number} = {}): WindowSize {
  const [size, setSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    // The first update swaps whole parts of the page (sidebar, table of contents): a transition
    // lets React render it in slices. Resizes after that are the reader's own action and apply
    // at once.
    startTransition(() => setSize(currentSize(desktopBreakpoint)));
    const onResize = () => setSize(currentSize(desktopBreakpoint));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [desktopBreakpoint]);
  return size;
}
