// Marks each code block whose code is wider than its box, so CSS can show the word-wrap button
// only where wrapping changes anything. One ResizeObserver serves every block of the page: its
// callback runs after layout, so measuring there forces no extra layout, and React never
// re-renders a block to show or hide the button. A block in a hidden tab panel has no size; it
// is measured when its panel opens.

/**
 * The attribute, on the block's content box (the `pre`'s parent), that marks overflow; the CSS
 * that reads it is in Buttons/styles.module.css.
 */
const overflowAttribute = 'data-overflows';

let observer: ResizeObserver | undefined;

/** Reads every width first and writes every mark after, so no write invalidates a later read. */
export function markOverflow(blocks: readonly HTMLElement[]): void {
  const overflows = blocks.map((pre) => pre.scrollWidth > pre.clientWidth);
  blocks.forEach((pre, index) => {
    pre.parentElement?.toggleAttribute(overflowAttribute, overflows[index]);
  });
}

/** Keeps the mark of `pre` current until the returned function is called. */
export function watchOverflow(pre: HTMLElement): () => void {
  if (typeof ResizeObserver === 'undefined') {
    markOverflow([pre]);
    return () => {};
  }
  observer ??= new ResizeObserver((entries) => {
    markOverflow(entries.map((entry) => entry.target as HTMLElement));
  });
  observer.observe(pre);
  return () => observer?.unobserve(pre);
}
