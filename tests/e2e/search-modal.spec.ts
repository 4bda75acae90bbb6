import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

import {queryMeasureName} from '../../plugins/local-search/client/localClient';
import {engineCodeMark, indexLayoutMark} from '../../plugins/local-search/client/timingMarks';
import {expect, test, waitForHydration} from './support/fixtures';
import {
  echoOrder,
  indexFile,
  indexPattern,
  openModal,
  openPage,
  recordStatuses,
  searchButton,
  searchInput,
  serveIndex,
  statuses,
  textsPattern,
} from './support/search';

test.describe('search modal: loading', () => {
  test('the page loads no search code and no index; the first hover loads both', async ({
    page,
    problems,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/toolhive/quickstart', {waitUntil: 'networkidle'});
    await waitForHydration(page);
    expect(requests.filter((url) => /search-(index|texts)\.json/.test(url))).toEqual([]);
    const before = requests.length;
    const index = page.waitForRequest(/search-index\.json/);
    const texts = page.waitForRequest(/search-texts\.json/);
    await searchButton(page).hover();
    await Promise.all([index, texts]);
    const scripts = requests.slice(before).filter((url) => url.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    expect(problems.externalRequests).toEqual([]);
  });

  /** Slows the page's CPU, as a phone's; returns a function that puts it back. */
  async function slowCpu(page: Page, rate: number): Promise<() => Promise<void>> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate});
    return async () => {
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
    };
  }

  // Each query the engine answers leaves a measure, and each index layout a mark, where it ran.
  const entries = (name: string) => performance.getEntriesByName(name).length;
  // The index loader's mark name, and the pattern the engine's text handling strips accents with:
  // in the worker's code, and in the page's only where no worker runs.
  const engineCode = (body: string) => body.includes(indexLayoutMark) || body.includes('\\p{M}');

  /** Records the URL of every script requested from now on, the page's and its worker's. */
  function recordScripts(page: Page): string[] {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(request.url());
    });
    return scripts;
  }

  /** The scripts requested so far, but `except`, with their code (a copy: more may come in). */
  function scriptsWithCode(page: Page, scripts: string[], except?: string) {
    return Promise.all(
      scripts
        .filter((url) => url !== except)
        .map(async (url) => ({url, code: await (await page.request.get(url)).text()})),
    );
  }

  /** Opens the modal with a click on a guide, and waits for the search worker it starts. */
  async function openModalWithWorker(page: Page) {
    await openPage(page);
    const started = page.waitForEvent('worker');
    await openModal(page);
    return started;
  }

  test('a hover starts the worker, which fetches and lays out the index before any search', async ({
    page,
  }) => {
    await page.goto('/toolhive/quickstart', {waitUntil: 'networkidle'});
    await waitForHydration(page);
    const started = page.waitForEvent('worker');
    await searchButton(page).hover();
    const worker = await started;
    await expect.poll(() => worker.evaluate(entries, indexLayoutMark), {timeout: 30_000}).toBe(1);
    expect(await worker.evaluate(entries, queryMeasureName)).toBe(0);
    // The index requests went out before the engine's code had run, not after it.
    const [indexStart, codeRun] = await worker.evaluate(
      (codeMark) => [
        performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.includes('search-index'))?.startTime,
        performance.getEntriesByName(codeMark)[0]?.startTime,
      ],
      engineCodeMark,
    );
    expect(indexStart).toBeLessThan(codeRun!);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    expect(await page.evaluate(entries, indexLayoutMark)).toBe(0);
  });

  test("with the worker answering, the page loads none of the engine's code", async ({page}) => {
    const scripts = recordScripts(page);
    const worker = await openModalWithWorker(page);
    await searchInput(page).fill('secrets');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const loaded = await scriptsWithCode(page, scripts, worker.url());
    expect(loaded.some(({code}) => code.includes('DocSearch-Modal'))).toBe(true);
    expect(loaded.filter(({code}) => engineCode(code)).map(({url}) => url)).toEqual([]);
  });

  for (const {device, rate} of [
    {device: 'a desktop', rate: 1},
    {device: 'a slow phone', rate: 6},
  ]) {
    test(`on ${device} the index is laid out, and queries answered, in a worker`, async ({
      page,
    }) => {
      await page.goto('/toolhive/quickstart', {waitUntil: 'networkidle'});
      await waitForHydration(page);
      const restore = await slowCpu(page, rate);
      const started = page.waitForEvent('worker');
      await page.keyboard.press('Control+k');
      const worker = await started;
      // Should the worker be gone, the page's marks say why it stopped it.
      const name = await worker
        .evaluate(() => self.name)
        .catch(async (error: Error) => {
          const stopped = await page.evaluate(() =>
            performance
              .getEntriesByName('toolhive-search-worker-stopped')
              .map((mark) => (mark as PerformanceMark).detail),
          );
          throw new Error(
            `The search worker closed (${error.message}): ${JSON.stringify(stopped)}`,
          );
        });
      // It is named with the files it loads first, so that it fetches them as its code runs.
      expect(JSON.parse(name.replace(/^toolhive-search /, ''))).toEqual({
        index: expect.stringMatching(/\/search-index\.json/),
        texts: expect.stringMatching(/\/search-texts\.json/),
      });
      await expect(searchInput(page)).toBeFocused({timeout: 30_000});
      await page.keyboard.type('secrets');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 30_000});
      await restore();
      expect(await worker.evaluate(entries, indexLayoutMark)).toBe(1);
      expect(await worker.evaluate(entries, queryMeasureName)).toBeGreaterThan(0);
      expect(await page.evaluate(entries, indexLayoutMark)).toBe(0);
      expect(await page.evaluate(entries, queryMeasureName)).toBe(0);
    });
  }

  test('where no worker can run, a slow phone draws the modal before the page lays the index out', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, 'Worker');
    });
    await page.goto('/toolhive/quickstart', {waitUntil: 'networkidle'});
    await waitForHydration(page);
    // At 4× CPU the index work takes a few hundred ms: a modal drawn after it would show late.
    const restore = await slowCpu(page, 4);
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('.DocSearch-Input')) return;
        observer.disconnect();
        // The frame that draws the modal: its callbacks run just before it is painted.
        requestAnimationFrame(() => performance.mark('test-modal-frame'));
      });
      observer.observe(document.body, {childList: true, subtree: true});
    });
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeVisible();
    await page.waitForFunction(entries, indexLayoutMark, {timeout: 30_000});
    const [frame, layout] = await page.evaluate(
      (names) => names.map((name) => performance.getEntriesByName(name)[0].startTime),
      ['test-modal-frame', indexLayoutMark],
    );
    expect(frame).toBeLessThan(layout);
    await restore();
    await page.keyboard.type('secrets');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(page.workers()).toHaveLength(0);
    expect(await page.evaluate(entries, queryMeasureName)).toBeGreaterThan(0);
  });

  test('when the worker cannot load its code, the searches waiting on it are answered in the page', async ({
    page,
    problems,
  }) => {
    await page.addInitScript(() => {
      const Real = window.Worker;
      window.Worker = class extends Real {
        constructor(_url: string | URL, options?: WorkerOptions) {
          super('/assets/js/held-worker.js', options);
        }
      };
    });
    // As after a deploy that removed the worker's file; held until a search waits on the worker.
    let fail: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (fail = resolve));
    await page.route('**/assets/js/held-worker.js', async (route) => {
      await held;
      await route.fulfill({status: 404, body: 'not found'});
    });
    await openPage(page);
    await openModal(page);
    await searchInput(page).fill('secrets');
    await expect(page.locator('.thv-search')).toHaveAttribute('data-status', /loading|stalled/);
    expect(await page.evaluate(entries, queryMeasureName)).toBe(0);
    fail();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(await page.evaluate(entries, queryMeasureName)).toBeGreaterThan(0);
    expect(problems.consoleErrors.filter((message) => message.startsWith('pageerror'))).toEqual([]);
  });

  test('from the modal to all results: the search page asks the worker, with no second load', async ({
    page,
  }) => {
    const loads: string[] = [];
    page.on('request', (request) => {
      if (/search-(index|texts)\.json/.test(request.url())) loads.push(request.url());
    });
    const scripts = recordScripts(page);
    const worker = await openModalWithWorker(page);
    await searchInput(page).fill('secrets');
    await page.getByRole('link', {name: /^See all \d+ results$/}).click();
    await expect(page).toHaveURL(/\/search\?q=secrets/);
    await expect(
      page
        .locator('main')
        .getByRole('link', {name: /secrets/i})
        .first(),
    ).toBeVisible({timeout: 30_000});
    expect(await worker.evaluate(entries, indexLayoutMark)).toBe(1);
    expect(await page.evaluate(entries, indexLayoutMark)).toBe(0);
    expect(loads).toHaveLength(2);
    // Neither the modal's code nor the search page's holds the engine (the page loads the engine's
    // only where no worker runs): in the whole flow, only the worker's own file carries it.
    expect(scripts).toContain(worker.url());
    const loaded = await scriptsWithCode(page, scripts, worker.url());
    expect(loaded.some(({code}) => code.includes('Load more results'))).toBe(true);
    expect(loaded.filter(({code}) => engineCode(code)).map(({url}) => url)).toEqual([]);
  });

  test('on the search page the modal shares the page engine: one load, no worker', async ({
    page,
  }) => {
    const loads: string[] = [];
    page.on('request', (request) => {
      if (/search-index\.json/.test(request.url())) loads.push(request.url());
    });
    const scripts = recordScripts(page);
    await page.goto('/search?q=secrets');
    await waitForHydration(page);
    await expect(
      page
        .locator('main')
        .getByRole('link', {name: /secrets/i})
        .first(),
    ).toBeVisible();
    const restore = await slowCpu(page, 6);
    await searchButton(page).hover();
    await openModal(page);
    await searchInput(page).fill('registry');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 30_000});
    await restore();
    expect(page.workers()).toHaveLength(0);
    expect(loads).toHaveLength(1);
    // The engine's code came once, with the search page, and the modal did not fetch it again.
    const loaded = await scriptsWithCode(page, scripts);
    expect(loaded.filter(({code}) => engineCode(code))).toHaveLength(1);
  });

  test('focusing the button from the keyboard also loads the index', async ({page}) => {
    await openPage(page);
    const index = page.waitForRequest(/search-index\.json/);
    await searchButton(page).focus();
    await index;
  });

  test('touching the button loads the index', async ({browser}) => {
    const context = await browser.newContext({hasTouch: true, viewport: {width: 390, height: 800}});
    const page = await context.newPage();
    await page.goto('/toolhive/quickstart');
    await waitForHydration(page);
    const index = page.waitForRequest(/search-index\.json/);
    await searchButton(page).tap();
    await index;
    await expect(searchInput(page)).toBeVisible();
    await context.close();
  });
});

test.describe('search modal: opening and closing', () => {
  test('the navbar button is labelled Search and opens the modal on click', async ({
    page,
    problems,
  }) => {
    await openPage(page);
    await expect(searchButton(page)).toBeVisible();
    await openModal(page);
    await expect(searchInput(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(searchInput(page)).toHaveAttribute('maxlength', '64');
    await expect(page.getByText('No recent searches')).toBeVisible();
    expect(problems.externalRequests).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('/ opens it, but not while typing in a field', async ({page}) => {
    await openPage(page, '/search');
    await page.locator('main input[type="search"]').click();
    await page.keyboard.press('/');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(page.locator('main input[type="search"]')).toHaveValue('/');
    await page.locator('main h1').click();
    await page.keyboard.press('/');
    await expect(searchInput(page)).toBeFocused();
  });

  for (const shortcut of ['Control+k', 'Meta+k']) {
    test(`${shortcut} opens it and closes it`, async ({page}) => {
      await openPage(page);
      await page.keyboard.press(shortcut);
      await expect(searchInput(page)).toBeFocused();
      await page.keyboard.press(shortcut);
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      await expect(searchButton(page)).toBeFocused();
    });
  }

  test('Escape closes it and focus returns to the button', async ({page}) => {
    await openPage(page);
    await openModal(page);
    await searchInput(page).fill('secrets');
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });

  test('opened again before the close has finished, it keeps the focus in its box', async ({
    page,
  }) => {
    await openPage(page);
    await openModal(page);
    // Closing hands focus back to the button, and again in a timer. A busy page handles a click
    // before a timer that is due, so the reader can open the modal again before that timer runs:
    // hold the close's timers, open the modal, then run them.
    await page.evaluate(() => {
      const held: Array<() => void> = [];
      const original = window.setTimeout;
      window.setTimeout = ((handler: () => void, delay?: number) => {
        if (!delay) {
          held.push(handler);
          return 0;
        }
        return original(handler, delay);
      }) as typeof window.setTimeout;
      try {
        window.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true}));
      } finally {
        window.setTimeout = original;
      }
      (window as unknown as {heldTimers: Array<() => void>}).heldTimers = held;
    });
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await openModal(page);
    const held = await page.evaluate(() => {
      const timers = (window as unknown as {heldTimers: Array<() => void>}).heldTimers;
      timers.forEach((run) => run());
      return timers.length;
    });
    expect(held).toBeGreaterThan(0);
    await expect(searchInput(page)).toBeFocused();
  });

  test('focus moved to the page by script while it is open comes back to its box', async ({
    page,
  }) => {
    await openPage(page);
    await openModal(page);
    // As Docusaurus does when a route renders after the reader has opened the search.
    await page.evaluate(() => {
      const main = document.querySelector<HTMLElement>('main');
      main?.setAttribute('tabindex', '-1');
      main?.focus();
      main?.removeAttribute('tabindex');
    });
    await expect(searchInput(page)).toBeFocused();
  });

  test('Tab closes it and focus returns to the button', async ({page}) => {
    await openPage(page);
    await openModal(page);
    await page.keyboard.press('Tab');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });

  test('a click on the backdrop closes it', async ({page}) => {
    await openPage(page);
    await openModal(page);
    await page.mouse.click(5, 700);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });

  test('on a phone the Cancel button closes it', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await openPage(page);
    await openModal(page);
    await page.getByRole('button', {name: 'Cancel'}).click();
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });

  test('typing on the focused button starts the query', async ({page}) => {
    await openPage(page);
    await searchButton(page).focus();
    await page.keyboard.press('k');
    await expect(searchInput(page)).toHaveValue('k');
  });

  test('text selected on the page becomes the first query, cut to 64 characters', async ({
    page,
  }) => {
    await openPage(page);
    await page.evaluate(() => {
      const paragraph = document.createElement('p');
      paragraph.id = 'selected';
      paragraph.textContent = `secrets ${'x'.repeat(100)}`;
      document.querySelector('main')!.prepend(paragraph);
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      window.getSelection()!.addRange(range);
    });
    await page.keyboard.press('Control+k');
    const value = await searchInput(page).inputValue();
    expect(value).toHaveLength(64);
    expect(value.startsWith('secrets x')).toBe(true);
  });

  test('the input takes at most 64 characters', async ({page}) => {
    await openPage(page);
    await openModal(page);
    await page.keyboard.type('a'.repeat(80));
    expect(await searchInput(page).inputValue()).toHaveLength(64);
  });
});

test.describe('search modal: results', () => {
  test('hits are grouped by section, at most 5 a group, highlighted, with a link to all results', async ({
    page,
    problems,
  }) => {
    await openPage(page);
    await openModal(page);
    await searchInput(page).fill('server');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const groups = page.locator('.DocSearch-Hits');
    expect(await groups.count()).toBeGreaterThan(1);
    for (const group of await groups.all()) {
      expect(await group.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
    }
    await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
    const footer = page.getByRole('link', {name: /^See all \d+ results$/});
    await expect(footer).toHaveAttribute('href', '/search?q=server');
    await footer.click();
    await expect(page).toHaveURL(/\/search\?q=server$/);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(page.locator('main h1')).toContainText('server');
    expect(problems.externalRequests).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('snippets are 10 words, 5 at 768 px wide and below', async ({page}) => {
    const text = Array.from({length: 40}, (_, index) => `word${index}`).join(' ');
    const body = indexFile([
      {
        path: '/toolhive/quickstart',
        items: [
          [1, 'Long'],
          [0, `${text} needle ${text}`],
        ],
      },
    ]);
    for (const [width, words] of [
      [1200, 10],
      [768, 5],
    ] as const) {
      await page.setViewportSize({width, height: 900});
      await serveIndex(page, body);
      await openPage(page);
      await openModal(page);
      await searchInput(page).fill('needle');
      const title = page.locator('.DocSearch-Hit-title').first();
      await expect(title.locator('mark')).toHaveText('needle');
      const shown = (await title.innerText()).replace(/…/g, ' ').trim().split(/\s+/);
      expect(shown).toHaveLength(words);
    }
  });

  test('arrow keys move, Enter opens the hit inside the app', async ({page}) => {
    await openPage(page);
    await page.evaluate(() => ((window as unknown as {marker: number}).marker = 42));
    await openModal(page);
    await searchInput(page).fill('secrets');
    const hits = page.getByRole('option');
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
    const href = await hits.first().getAttribute('href');
    expect(href?.startsWith('/')).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    // The same document: the router navigated, the page did not reload.
    expect(await page.evaluate(() => (window as unknown as {marker: number}).marker)).toBe(42);
  });

  test('Ctrl+Enter opens the hit in a new tab, Shift+Enter in a new window', async ({
    page,
    context,
  }) => {
    await openPage(page);
    await openModal(page);
    await searchInput(page).fill('secrets');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const href = await page.locator('.DocSearch-Hit a').first().getAttribute('href');
    for (const keys of ['Control+Enter', 'Shift+Enter']) {
      const opened = context.waitForEvent('page');
      await page.keyboard.press(keys);
      const other = await opened;
      await other.waitForLoadState();
      expect(new URL(other.url()).pathname + new URL(other.url()).hash).toBe(href);
      await other.close();
      await expect(page).toHaveURL(/\/toolhive\/quickstart$/);
    }
  });

  test('a hit whose URL leaves the site makes the browser leave', async ({page}) => {
    await serveIndex(
      page,
      indexFile([{path: '/elsewhere', items: [[1, 'Faraway page']]}], 'https://other.example'),
    );
    await openPage(page);
    await openModal(page);
    await searchInput(page).fill('faraway');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute(
      'href',
      'https://other.example/elsewhere',
    );
    const leaving = page.waitForRequest('https://other.example/elsewhere');
    await page.keyboard.press('Enter');
    await leaving;
  });

  /** Opens the first hit of a query from the modal on a guide, so that it is a recent search. */
  async function openFirstHit(page: Page, query: string): Promise<void> {
    await openPage(page);
    await openModal(page);
    await searchInput(page).fill(query);
    // Enter opens the selected hit, so wait for the hits: on a loaded machine the index can
    // arrive after the query is typed, and an Enter before it does nothing.
    await expect(page.locator('.DocSearch-Hit a[aria-selected="true"]')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/toolhive\/quickstart$/);
  }

  test('recent searches are kept, and one can be made a favourite or removed', async ({page}) => {
    await openFirstHit(page, 'secrets management');
    await openModal(page);
    const recent = page.locator('.DocSearch-Hit-source', {hasText: 'Recent'});
    await expect(recent).toBeVisible();
    await page.getByTitle('Save this search').first().click();
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toBeVisible();
    await page.getByTitle('Remove this search from favorites').first().click();
    await expect(page.getByText('No recent searches')).toBeVisible();
  });

  test("the arrow keys reach a recent search's buttons, and Enter presses them", async ({page}) => {
    await openFirstHit(page, 'secrets management');
    await openModal(page);
    const recent = page.getByRole('dialog').getByRole('row').first();
    await expect(recent.getByRole('gridcell').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    const save = recent.getByRole('gridcell').nth(1);
    await expect(searchInput(page)).toHaveAttribute(
      'aria-activedescendant',
      (await save.getAttribute('id'))!,
    );
    await expect(save.getByRole('button')).toHaveAccessibleName(/^Save the search /);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('rowgroup', {name: 'Favorite'})).toBeVisible();
    await expect(page.getByRole('rowgroup', {name: 'Recent'})).toHaveCount(0);
    await expect(searchInput(page)).toBeFocused();
    // The selection is back on the link: Enter again opens the search, it does not remove it.
    const favourite = page.getByRole('dialog').getByRole('row').first();
    await expect(favourite.getByRole('gridcell').first()).toHaveAttribute('aria-selected', 'true');
    // And a query typed and cleared leaves it there too.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('x');
    await page.keyboard.press('Backspace');
    await expect(favourite.getByRole('gridcell').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(page).toHaveURL(/secrets-management/);
  });

  test('the start screen keeps 7 recent searches (4 beside favourites) and 10 favourites', async ({
    page,
  }) => {
    const stored = (prefix: string, count: number) =>
      Array.from({length: count}, (_, index) => ({
        objectID: `${prefix}${index}`,
        type: 'lvl1',
        url: `/toolhive/${prefix}${index}`,
        content: null,
        hierarchy: {
          lvl0: 'Guides',
          lvl1: `${prefix} ${index}`,
          lvl2: null,
          lvl3: null,
          lvl4: null,
          lvl5: null,
          lvl6: null,
        },
      }));
    const seed = async (recent: number, favourite: number) => {
      await page.evaluate(
        ([recentItems, favouriteItems]) => {
          localStorage.setItem(
            '__DOCSEARCH_RECENT_SEARCHES__toolhive-docs',
            JSON.stringify(recentItems),
          );
          localStorage.setItem(
            '__DOCSEARCH_FAVORITE_SEARCHES__toolhive-docs',
            JSON.stringify(favouriteItems),
          );
        },
        [stored('recent', recent), stored('favourite', favourite)],
      );
    };
    const section = (title: string) =>
      page
        .locator('.DocSearch-Hits')
        .filter({has: page.locator('.DocSearch-Hit-source', {hasText: title})});
    await openPage(page);
    await seed(12, 0);
    await openModal(page);
    await expect(section('Recent').locator('.DocSearch-Hit')).toHaveCount(7);
    await page.keyboard.press('Escape');
    await seed(12, 12);
    await openModal(page);
    await expect(section('Recent').locator('.DocSearch-Hit')).toHaveCount(4);
    await expect(section('Favorite').locator('.DocSearch-Hit')).toHaveCount(10);
  });

  test('no hits: the query and up to 3 suggestions', async ({page}) => {
    await openPage(page);
    await openModal(page);
    await searchInput(page).fill('server');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await searchInput(page).fill('zzqxv');
    await expect(page.locator('.DocSearch-Title')).toHaveText('No results for "zzqxv"');
    await expect(page.getByText('Try searching for')).toBeVisible();
    const suggestions = page.locator('.DocSearch-Prefill');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    const suggestion = (await suggestions.first().innerText()).toLowerCase();
    await suggestions.first().click();
    await expect(searchInput(page)).toHaveValue(`${suggestion} `);
  });

  test('no hits: a right-to-left override in the query stays inside the echoed query', async ({
    page,
  }) => {
    await openPage(page);
    await openModal(page);
    // Without isolation, U+202E would flip the closing quote after the query to its left.
    await searchInput(page).fill('zzq\u202Exv');
    const title = page.locator('.DocSearch-NoResults .DocSearch-Title');
    await expect(title.locator('strong')).toHaveText('zzq\u202Exv');
    await expect(title.locator('strong')).toHaveCSS('unicode-bidi', 'isolate');
    const order = await echoOrder(title, 'strong');
    expect(order.afterLeft).toBeGreaterThanOrEqual(order.echoRight - 1);
  });

  test('hits are filtered to the language and docs version of the page', async ({page}) => {
    await serveIndex(
      page,
      indexFile([
        {path: '/a', items: [[1, 'Needle current']]},
        {path: '/b', language: 'fr', items: [[1, 'Needle french']]},
        {path: '/c', tags: ['docs-default-0.0.1'], items: [[1, 'Needle old version']]},
        {path: '/d', tags: ['default'], items: [[1, 'Needle plain page']]},
      ]),
    );
    await openPage(page);
    await openModal(page);
    await searchInput(page).fill('needle');
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(2);
    await expect(page.locator('.DocSearch-Hits')).toContainText('Needle current');
    await expect(page.locator('.DocSearch-Hits')).toContainText('Needle plain page');
  });
});

test.describe('search modal: states', () => {
  test('loading, then stalled after 300 ms (visibly), then idle', async ({page}) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(indexPattern, async (route) => {
      await released;
      await route.continue();
    });
    await openPage(page);
    await recordStatuses(page);
    await openModal(page);
    await searchInput(page).fill('secrets');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    await expect(page.locator('.DocSearch-LoadingIndicator')).toBeVisible();
    await expect(page.locator('.DocSearch-MagnifierLabel')).toBeHidden();
    release();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
    expect(await statuses(page)).toEqual(['idle', 'loading', 'stalled', 'idle']);
  });

  test('a malformed index, or texts that fail to load, show the same error screen', async ({
    page,
    problems,
  }) => {
    await serveIndex(page, {
      index: '{"format": "toolhive-search-index", "version": 4, "pages": "x"}',
      texts: '[]',
    });
    await openPage(page);
    await openModal(page);
    await searchInput(page).fill('secrets');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await page.unrouteAll();
    let textsFailed = false;
    await page.route(textsPattern, async (route) => {
      await route.abort('failed');
      textsFailed = true;
    });
    await searchInput(page).fill('secret');
    // The error screen of the first query is still up: wait until this one has failed too, or the
    // next query would join its load, still under way, and fail with it.
    await expect.poll(() => textsFailed).toBe(true);
    await expect(page.locator('.thv-search[data-status="error"]')).toBeAttached();
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await page.unrouteAll();
    await searchInput(page).fill('secrets manage');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(problems.consoleErrors.filter((message) => message.startsWith('pageerror'))).toEqual([]);
  });

  test('a failed index load shows the error screen, which stays until a query succeeds', async ({
    page,
    problems,
  }) => {
    await page.route(indexPattern, (route) => route.abort('failed'));
    await openPage(page);
    await openModal(page);
    await searchInput(page).fill('secrets');
    const title = page.getByText('Unable to fetch results');
    await expect(title).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
    // Stock DocSearch drops back to idle at once; this screen must stay.
    await page.waitForTimeout(1000);
    await expect(title).toBeVisible();
    await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
    // Clearing the query leaves the error behind; the next query tries again.
    await searchInput(page).fill('');
    await expect(title).toBeHidden();
    await page.unroute(indexPattern);
    await searchInput(page).fill('secrets');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(title).toBeHidden();
    // The failure is shown, not thrown: no uncaught error in the page.
    expect(problems.consoleErrors.filter((message) => message.startsWith('pageerror'))).toEqual([]);
  });

  test('a hostile query renders as text', async ({page, problems}) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await openPage(page);
    await openModal(page);
    const hostile = '<img src=x onerror=alert(1)>';
    await searchInput(page).fill(hostile);
    await expect(searchInput(page)).toHaveValue(hostile);
    await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
    const unmatched = '<i onqqzz=qqzz>qqzz</i>';
    await searchInput(page).fill(unmatched);
    await expect(page.locator('.DocSearch-Title')).toHaveText(`No results for "${unmatched}"`);
    await expect(page.locator('.DocSearch-Title i')).toHaveCount(0);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
    expect(problems.externalRequests).toEqual([]);
  });

  test('hostile page text renders as text, in hits and in recent searches', async ({page}) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const hostile = '<img src=x onerror=alert(1)> needle';
    await serveIndex(
      page,
      indexFile([
        {
          path: '/toolhive/quickstart',
          items: [
            [1, hostile],
            [2, `Part ${hostile}`, 'part'],
            [0, hostile],
          ],
        },
      ]),
    );
    await openPage(page);
    await openModal(page);
    await searchInput(page).fill('needle');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText(
      '<img src=x onerror=alert(1)>',
    );
    await page.keyboard.press('Enter');
    await openModal(page);
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
    await expect(page.locator('.DocSearch-Hit').first()).toContainText(
      '<img src=x onerror=alert(1)>',
    );
    // Opened again from the recent searches, it is kept as it was: still text, escaped once.
    await page.keyboard.press('Enter');
    await openModal(page);
    await expect(page.locator('.DocSearch-Hit').first()).toContainText(
      '<img src=x onerror=alert(1)>',
    );
    await expect(page.locator('.DocSearch-Hit').first()).not.toContainText('&lt;');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test('keys that compose a character are left to the input method', async ({page}) => {
    await openPage(page);
    await openModal(page);
    await searchInput(page).fill('secrets');
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    for (const key of ['ArrowDown', 'Enter']) {
      await searchInput(page).dispatchEvent('keydown', {key, isComposing: true, bubbles: true});
    }
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/toolhive\/quickstart$/);
    await expect(searchInput(page)).toBeVisible();
  });
});

test.describe('search modal: accessibility', () => {
  /** Axe's WCAG 2.2 AA and best-practice violations inside the open modal. */
  async function modalViolations(page: Page): Promise<string[]> {
    const results = await new AxeBuilder({page})
      .include('.thv-search')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    return results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
    );
  }

  for (const mode of ['light', 'dark'] as const) {
    test(`in ${mode} mode the start screen, the hits and "no results" pass axe`, async ({page}) => {
      test.slow(); // axe's contrast check takes a while on a busy machine
      await page.emulateMedia({colorScheme: mode});
      await openPage(page);
      await openModal(page);
      await searchInput(page).fill('secrets');
      const option = page.getByRole('option', {selected: true});
      await expect(option).toBeVisible();
      // The combobox names the option it has selected.
      const selected = await option.getAttribute('id');
      await expect(searchInput(page)).toHaveAttribute('aria-activedescendant', selected!);
      expect(await modalViolations(page)).toEqual([]);
      await page.keyboard.press('Enter');
      await openModal(page);
      await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
      expect(await modalViolations(page)).toEqual([]);
      await searchInput(page).fill('zzqxv');
      await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
      expect(await modalViolations(page)).toEqual([]);
    });
  }
});
