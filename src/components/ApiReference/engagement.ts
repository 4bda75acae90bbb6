/**
 * Until the reader engages with the server-rendered reference, Redoc's code is not loaded. This
 * module notices the first engagement and remembers what the reader did meanwhile, so that the
 * live reference can pick up where they are: the same scroll position, the same focus, and their
 * last click repeated on the live element (unless they have scrolled on since).
 */

/** The child indexes that lead from `root` to `element`. */
export function pathOf(root: Node, element: Node): number[] | undefined {
  const path: number[] = [];
  let node: Node | null = element;
  while (node && node !== root) {
    const parent: Node | null = node.parentNode;
    if (!parent) return undefined;
    path.unshift(Array.prototype.indexOf.call(parent.childNodes, node));
    node = parent;
  }
  return node === root ? path : undefined;
}

/** The node that `path` leads to from `root`, if there is one. */
export function nodeAt(root: Node, path: number[]): Node | undefined {
  let node: Node | undefined = root;
  for (const index of path) node = node?.childNodes[index];
  return node;
}

/**
 * Where paths start: Redoc's own root element, which both renderings share. What comes around
 * it (style elements) differs between the server's rendering and the live one.
 */
const markupRoot = (container: HTMLElement): Node =>
  container.querySelector('.redoc-wrap') ?? container;

type ScrollAnchor = {sectionId: string; top: number};

/** The first section of the reference whose bottom is below `clearance` px from the top. */
function firstSectionInView(root: ParentNode, clearance: number): ScrollAnchor | undefined {
  for (const section of Array.from(root.querySelectorAll<HTMLElement>('[data-section-id]'))) {
    const box = section.getBoundingClientRect();
    if (box.bottom > clearance)
      return {sectionId: section.getAttribute('data-section-id')!, top: box.top};
  }
  return undefined;
}

const engagingEvents = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;
/** What tells that the reader has moved on from what they last clicked. */
const movingOnEvents = ['wheel', 'touchmove'] as const;

export type Engagement = {
  /** Removes every listener. */
  stop(): void;
  /** Scrolls so that the section the reader was looking at is where it was on screen. */
  restoreScroll(live: HTMLElement): void;
  /** Focuses the live counterpart of what had focus, and repeats the last activation. */
  replay(live: HTMLElement): void;
};

/**
 * Calls `onEngage` once, the first time the reader points at, touches, focuses, scrolls with a
 * wheel or types in `root`, and keeps track of what they do there afterwards.
 */
export function watchEngagement(root: HTMLElement, onEngage: () => void): Engagement {
  let engaged = false;
  let focused: number[] | undefined;
  let activated: number[] | undefined;
  let anchor: ScrollAnchor | undefined;
  const navbarBottom = () =>
    document.querySelector('nav.navbar')?.getBoundingClientRect().bottom ?? 0;

  // Once engaged, the scroll listener keeps the anchor current (browsers fire scroll events at
  // most once a frame); the engaging events, a wheel's included, need not measure again.
  const engage = () => {
    if (engaged) return;
    engaged = true;
    anchor = firstSectionInView(root, navbarBottom());
    onEngage();
  };
  const onFocus = (event: Event) => {
    focused = pathOf(markupRoot(root), event.target as Node);
  };
  const onClick = (event: Event) => {
    // Links work without Redoc: the browser has already followed them.
    if ((event.target as Element).closest?.('a[href]')) return;
    activated = pathOf(markupRoot(root), event.target as Node);
  };
  const onMoveOn = () => {
    activated = undefined;
  };
  const onScroll = () => {
    if (engaged) anchor = firstSectionInView(root, navbarBottom());
  };

  for (const type of engagingEvents) root.addEventListener(type, engage, {passive: true});
  root.addEventListener('focusin', onFocus);
  root.addEventListener('click', onClick, true);
  for (const type of movingOnEvents) window.addEventListener(type, onMoveOn, {passive: true});
  window.addEventListener('scroll', onScroll, {passive: true});

  return {
    stop() {
      for (const type of engagingEvents) root.removeEventListener(type, engage);
      root.removeEventListener('focusin', onFocus);
      root.removeEventListener('click', onClick, true);
      for (const type of movingOnEvents) window.removeEventListener(type, onMoveOn);
      window.removeEventListener('scroll', onScroll);
    },
    restoreScroll(live) {
      if (!anchor) return;
      const section = live.querySelector(`[data-section-id="${CSS.escape(anchor.sectionId)}"]`);
      if (section) window.scrollBy(0, section.getBoundingClientRect().top - anchor.top);
    },
    replay(live) {
      const target = (path: number[] | undefined) => {
        const node = path && nodeAt(markupRoot(live), path);
        return node instanceof HTMLElement ? node : undefined;
      };
      target(focused)?.focus({preventScroll: true});
      // The reader's last click, unless they have scrolled on since.
      target(activated)?.click();
    },
  };
}
