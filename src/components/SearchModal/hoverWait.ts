// A hover, focus or touch of the search button usually comes just before the modal opens: where no
// worker runs, the index it loads in the page waits for the modal to be drawn, or for `waitMs` if
// the modal is not opened, so that the reader sees the modal before the index work.

export type HoverWait = {
  /**
   * The wait of a load started by a sign of a search. One at a time: a hover, then a focus (a
   * click brings both), share the wait the load was given, so that the open releases that one.
   */
  wait(): Promise<void>;
  /** The modal opened: a pending wait ends once the promise `drawn` gives resolves. */
  opened(drawn: () => Promise<void>): void;
};

export function createHoverWait(waitMs: number): HoverWait {
  let pending: Promise<void> | null = null;
  let release: (() => void) | null = null;
  return {
    wait() {
      pending ??= new Promise<void>((resolve) => {
        release = resolve;
        setTimeout(resolve, waitMs);
      }).then(() => {
        pending = null;
        release = null;
      });
      return pending;
    },
    opened(drawn) {
      const waiting = release;
      release = null;
      if (waiting) void drawn().then(waiting);
    },
  };
}
