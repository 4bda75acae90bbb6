// The setup file tests/setup/let-the-runner-hear-back.ts goes round the event loop after each
// test. Without it, I/O that finishes during one test is still unread when the next starts, and a
// long file of synchronous tests fails on Vitest's own 60 s wait for the runner.
import {stat} from 'node:fs';

import {expect, test} from 'vitest';

let read = false;

test('a file system call starts while this test keeps the thread busy', () => {
  stat(__filename, () => {
    read = true;
  });
  const end = Date.now() + 300;
  while (Date.now() < end) {
    // Busy, as the search equivalence checks are: nothing here lets the event loop run.
  }
  expect(read).toBe(false);
});

test('its answer is handled before the next test starts', () => {
  expect(read).toBe(true);
});
