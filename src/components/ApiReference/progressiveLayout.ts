/**
 * The server's rendering of the reference starts with its sections laid out only near the screen
 * (`content-visibility: auto` in styles.module.css): laying out the whole reference at once
 * blocked a phone for half a second. This lays the other sections out one per idle period, in
 * page order, until the page is an ordinary one again, so that nothing later (finding text,
 * measuring, accessibility checkers that scroll) meets a section that is not laid out.
 */
export function layOutSectionsInIdleTime(root: ParentNode): () => void {
  const sections = Array.from(
    root.querySelectorAll<HTMLElement>('.api-content > [data-section-id]'),
  );
  let next = 0;
  let cancel = () => {};
  const whenIdle = (callback: () => void) => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(callback, {timeout: 2000});
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(callback, 16);
      cancel = () => clearTimeout(handle);
    }
  };
  const step = () => {
    const section = sections[next];
    if (!section) return;
    next += 1;
    section.style.contentVisibility = 'visible';
    whenIdle(step);
  };
  whenIdle(step);
  return () => cancel();
}
