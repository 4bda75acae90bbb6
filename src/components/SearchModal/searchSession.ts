// The modal's searches, one a key press: each answer is shown unless a newer one is shown already
// (a reader typing sees hits follow the letters), and the status (idle, loading, stalled after
// 300 ms, error) follows the newest search only. No React here, so the unit tests can drive it.
import type {Hit} from './hitText';

export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'error';

export const stallMs = 300;

export type Answer = {query: string; hits: Hit[]; nbHits: number};

export type SessionListener = {
  status(status: SearchStatus): void;
  answer(answer: Answer): void;
};

export type SearchSession = {
  search(query: string): void;
  /** The query was cleared: what is still on its way is dropped, and the status is idle. */
  clear(): void;
  /** The modal closed: nothing more is reported. */
  close(): void;
};

export function createSearchSession(
  run: (query: string) => Promise<Answer>,
  listener: SessionListener,
): SearchSession {
  let newest = 0;
  let shown = 0;
  let closed = false;
  let stall: ReturnType<typeof setTimeout> | undefined;
  let status: SearchStatus = 'idle';

  const report = (next: SearchStatus) => {
    if (closed || next === status) return;
    status = next;
    listener.status(next);
  };
  const stopStall = () => {
    if (stall !== undefined) clearTimeout(stall);
    stall = undefined;
  };

  return {
    search(query) {
      if (closed) return;
      newest += 1;
      const call = newest;
      stopStall();
      report('loading');
      stall = setTimeout(() => {
        if (call === newest) report('stalled');
      }, stallMs);
      run(query).then(
        (answer) => {
          if (closed || call <= shown) return;
          shown = call;
          listener.answer(answer);
          if (call === newest) {
            stopStall();
            report('idle');
          }
        },
        () => {
          if (call !== newest) return;
          // An older search answering later must not take the place of this failure.
          shown = Math.max(shown, call);
          stopStall();
          report('error');
        },
      );
    },
    clear() {
      newest += 1;
      shown = newest;
      stopStall();
      report('idle');
    },
    close() {
      stopStall();
      closed = true;
    },
  };
}
