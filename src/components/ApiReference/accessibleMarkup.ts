/**
 * Repairs three accessibility gaps in the markup Redoc renders, which its components give no
 * option for:
 * - its small section labels ("Authorizations:", "Response Schema:") are `h5` right under an
 *   `h2` or `h3`, so a screen reader's heading list skips levels;
 * - its example and content-type pickers are `<select>` elements without a name;
 * - its code blocks scroll sideways on a phone but cannot take keyboard focus.
 */

/** Gives each heading that skips levels the level one below the heading before it. */
export function levelHeadings(root: ParentNode): void {
  let previous = 0;
  for (const heading of Array.from(root.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6'))) {
    const own = Number(heading.tagName.slice(1));
    const level = previous > 0 && own > previous + 1 ? previous + 1 : own;
    if (level === own) heading.removeAttribute('aria-level');
    else heading.setAttribute('aria-level', String(level));
    previous = level;
  }
}

/** Names each unnamed `<select>`: a list of media types or a list of examples. */
export function nameSelects(root: ParentNode): void {
  for (const select of Array.from(
    root.querySelectorAll<HTMLSelectElement>('select:not([aria-label])'),
  )) {
    const options = Array.from(select.options, (option: HTMLOptionElement) => option.value);
    const mediaTypes =
      options.length > 0 && options.every((value) => /^[\w.+-]+\/[\w.+-]+/.test(value));
    select.setAttribute('aria-label', mediaTypes ? 'Content type' : 'Example');
  }
}

/** Lets the keyboard reach (and so scroll) every code block, as the site's own code blocks do. */
export function focusableCode(root: ParentNode): void {
  for (const pre of Array.from(root.querySelectorAll<HTMLElement>('pre:not([tabindex])'))) {
    pre.tabIndex = 0;
  }
}

/** Applies the repairs now and whenever Redoc re-renders part of `root`. */
export function keepMarkupAccessible(root: HTMLElement): () => void {
  let frame = 0;
  const repair = () => {
    frame = 0;
    levelHeadings(root);
    nameSelects(root);
    focusableCode(root);
  };
  repair();
  const observer = new MutationObserver(() => {
    if (frame === 0) frame = requestAnimationFrame(repair);
  });
  observer.observe(root, {childList: true, subtree: true});
  return () => {
    observer.disconnect();
    if (frame !== 0) cancelAnimationFrame(frame);
  };
}
