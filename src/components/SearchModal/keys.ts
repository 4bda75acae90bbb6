// What the modal's keys do to the selection and to the hit it opens. Pure, so the unit tests can
// check it.

/** The option selected after an arrow key: the next or previous one, round from the ends. */
export function moveSelection(current: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  if (current < 0) return step > 0 ? 0 : count - 1;
  return (current + step + count) % count;
}

export type OpenIn = 'page' | 'tab' | 'window';

/** Enter opens the selected hit here; with Ctrl (Command on Apple) in a new tab; with Shift in a new window. */
export function openIn(event: {ctrlKey: boolean; metaKey: boolean; shiftKey: boolean}): OpenIn {
  if (event.ctrlKey || event.metaKey) return 'tab';
  return event.shiftKey ? 'window' : 'page';
}
