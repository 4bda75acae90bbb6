import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

import {createHoverWait} from '../../src/components/SearchModal/hoverWait';

/** A hover's wait, started: the wait, and whether it has ended. */
function hovered() {
  const hoverWait = createHoverWait(300);
  const first = hoverWait.wait();
  const state = {ended: false};
  void first.then(() => (state.ended = true));
  return {hoverWait, first, state};
}

describe('the wait of an index loaded on a hover', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ends when the modal opens and is drawn, even after a focus asked for a wait too', async () => {
    const {hoverWait, first, state} = hovered();
    // The click's focus asks again before the open.
    expect(hoverWait.wait()).toBe(first);
    let drawn: () => void = () => undefined;
    hoverWait.opened(() => new Promise<void>((resolve) => (drawn = resolve)));
    await vi.advanceTimersByTimeAsync(10);
    expect(state.ended).toBe(false);
    drawn();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.ended).toBe(true);
  });

  it('ends after its time when the modal does not open, and a later hover gets a new wait', async () => {
    const {hoverWait, first, state} = hovered();
    await vi.advanceTimersByTimeAsync(299);
    expect(state.ended).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.ended).toBe(true);
    expect(hoverWait.wait()).not.toBe(first);
  });
});
