import {expect, test} from './support/fixtures';

// The browser tests run offline by construction (see playwright.config.ts): a request to another
// host never leaves the machine, and the problems record still names it, so tests that expect
// none would fail.
test('a request to another host fails at once and is recorded', async ({page, problems}) => {
  await page.goto('/');
  const outcome = await page.evaluate(async () => {
    try {
      await fetch('https://example.com/probe', {mode: 'no-cors'});
      return 'answered';
    } catch {
      return 'failed';
    }
  });
  expect(outcome).toBe('failed');
  expect(problems.externalRequests).toEqual(['https://example.com/probe']);
});
