// Vitest's worker waits at most 60 s for the runner to acknowledge each progress report, and it
// reads the acknowledgement only when the event loop polls for I/O. A file of synchronous tests
// that together run past 60 s (the search equivalence checks on a slow machine) never lets it, so
// the run fails with "Timeout calling onTaskUpdate" though every test passed. After each test this
// waits for two turns of setImmediate: the first can come in the loop's current turn, before it
// polls; the second comes only after a poll, which reads the acknowledgement in time.
import {afterEach} from 'vitest';

// Taken before any test can put in fake timers, which would never fire here.
const {setImmediate: realSetImmediate} = globalThis;
const nextImmediate = () => new Promise<void>((resolve) => realSetImmediate(resolve));

afterEach(async () => {
  await nextImmediate();
  await nextImmediate();
});
