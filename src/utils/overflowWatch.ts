// Tells components when an element's content is wider than its box, without React state and
// without forcing a layout. One ResizeObserver serves the whole page: its callback runs after
// layout, so reading widths there is free. All widths are read before any callback writes, so no
// write invalidates a later read. An element with no size (in a hidden tab panel, say) is
// measured when it gets one.

/** Called with how many pixels of content do not fit the element's box (0 or less: all fit). */
export type OnOverflow = (element: HTMLElement, excess: number) => void;

const callbacks = new Map<Element, OnOverflow>();
let observer: ResizeObserver | undefined;

/** Measures `elements` now and calls their callbacks; for changes that keep the box's size. */
export function measureOverflow(elements: readonly HTMLElement[]): void {
  const excess = elements.map((element) => element.scrollWidth - element.clientWidth);
  elements.forEach((element, index) => callbacks.get(element)?.(element, excess[index]));
}

/** Calls `onOverflow` whenever `element` changes size, until the returned function is called. */
export function watchOverflow(element: HTMLElement, onOverflow: OnOverflow): () => void {
  callbacks.set(element, onOverflow);
  if (typeof ResizeObserver === 'undefined') {
    measureOverflow([element]);
  } else {
    observer ??= new ResizeObserver((entries) => {
      measureOverflow(entries.map((entry) => entry.target as HTMLElement));
    });
    observer.observe(element);
  }
  return () => {
    observer?.unobserve(element);
    callbacks.delete(element);
  };
}
