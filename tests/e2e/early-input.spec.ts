import type {Page} from '@playwright/test';

import {expect, test} from './support/fixtures';
import {widths} from './support/journeys';

// A reader's first press right after the page appears must not be lost while the app is still
// starting: it may wait until the app is ready, then it does what it says. Each control is tried
// twice: with the app's scripts held back until after the press (so the press surely comes
// before the app), and on a phone-speed CPU (4x slowdown) pressing as soon as the page shows.
// The navbar's controls are tried a third time with the rest of the page still on its way.

test.use({permissions: ['clipboard-read', 'clipboard-write']});

type Control = {
  name: string;
  path: string;
  width: keyof typeof widths;
  inNavbar: boolean;
  press: (page: Page) => Promise<void>;
  done: (page: Page) => Promise<void>;
};

const modalOpen = async (page: Page) => {
  await expect(page.locator('.DocSearch-Input')).toBeFocused({timeout: 20_000});
};

const controls: Control[] = [
  {
    name: 'Ctrl+K',
    path: '/toolhive/quickstart',
    width: 'desktop',
    inNavbar: true,
    press: (page) => page.keyboard.press('Control+k'),
    done: modalOpen,
  },
  {
    name: 'the "/" key',
    path: '/toolhive/quickstart',
    width: 'desktop',
    inNavbar: true,
    press: (page) => page.keyboard.press('/'),
    done: modalOpen,
  },
  {
    name: 'the search button',
    path: '/toolhive/quickstart',
    width: 'desktop',
    inNavbar: true,
    press: (page) => page.locator('nav.navbar button[data-early-input]').click(),
    done: modalOpen,
  },
  {
    name: 'the phone menu button',
    path: '/toolhive/quickstart',
    width: 'phone',
    inNavbar: true,
    press: (page) => page.locator('.navbar__toggle').click(),
    done: async (page) => {
      await expect(page.locator('.navbar-sidebar')).toBeVisible({timeout: 20_000});
    },
  },
  {
    name: 'the colour-mode toggle',
    path: '/toolhive/quickstart',
    width: 'desktop',
    inNavbar: true,
    press: (page) =>
      page.locator('button[aria-label^="Switch between dark and light mode"]').click({force: true}),
    done: async (page) => {
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light', {timeout: 20_000});
    },
  },
  {
    name: 'a tab',
    path: '/toolhive/guides-cli/install',
    width: 'desktop',
    inNavbar: false,
    press: async (page) => {
      // Marks the tab it presses, so the check finds it afterwards. The locator waits for the
      // tab: at first paint on a slow CPU the parser may not have reached it yet.
      const tab = page.locator('[role="tab"][aria-selected="false"]').first();
      await tab.evaluate((element) => element.setAttribute('data-early-pressed', ''));
      await tab.click();
    },
    done: async (page) => {
      await expect(page.locator('[role="tab"][data-early-pressed]')).toHaveAttribute(
        'aria-selected',
        'true',
        {timeout: 20_000},
      );
    },
  },
  {
    name: 'Copy page',
    path: '/toolhive/guides-cli/install',
    width: 'desktop',
    inNavbar: false,
    press: (page) => page.getByRole('button', {name: 'Copy page'}).click(),
    done: async (page) => {
      await expect(page.getByRole('status')).toHaveText(
        'Copied the page to the clipboard as Markdown.',
        {timeout: 20_000},
      );
    },
  },
];

/** Holds every request for the app's JavaScript until the returned function is called. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let released = false;
  const waiting: (() => void)[] = [];
  await page.route(/\/assets\/js\/[^/]+\.js$/, async (route) => {
    if (!released) await new Promise<void>((resolve) => waiting.push(resolve));
    await route.continue();
  });
  return () => {
    released = true;
    for (const resolve of waiting.splice(0)) resolve();
  };
}

/**
 * Serves `path` with a script after the navbar that stops the parser until the returned function
 * is called: the navbar is on screen and the rest of the page has not arrived, as on a slow
 * connection. The page's scripts and `DOMContentLoaded` wait with it.
 */
async function holdPageAfterNavbar(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/held-parser.js', async (route) => {
    await held;
    await route.fulfill({contentType: 'text/javascript', body: ''});
  });
  await page.route(
    (url) => url.pathname.replace(/\/$/, '') === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const end = html.indexOf('</nav>') + '</nav>'.length;
      expect(end, 'the page has a navbar').toBeGreaterThan('</nav>'.length);
      const body = `${html.slice(0, end)}<script src="/held-parser.js"></script>${html.slice(end)}`;
      await route.fulfill({response, body});
    },
  );
  return release;
}

for (const control of controls) {
  test.describe(control.name, () => {
    test.use({viewport: widths[control.width], colorScheme: 'dark'});

    test('pressed before the app has started, it acts once the app is ready', async ({
      page,
      problems,
    }) => {
      const release = await holdAppScripts(page);
      await page.goto(control.path, {waitUntil: 'domcontentloaded'});
      await expect(page.locator('nav.navbar')).toBeVisible();
      await control.press(page);
      await expect(page.locator('html')).toHaveAttribute('data-input-waiting', '');
      await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
      release();
      await control.done(page);
      await expect(page.locator('html')).not.toHaveAttribute('data-input-waiting', '');
      expect(problems.consoleErrors).toEqual([]);
    });

    test('pressed at first paint on a 4x slower CPU, it acts', async ({page}) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      await page.goto(control.path, {waitUntil: 'commit'});
      await expect(page.locator('nav.navbar')).toBeVisible();
      await control.press(page);
      await control.done(page);
    });

    if (control.inNavbar) {
      test('pressed while the rest of the page is still arriving, it acts', async ({page}) => {
        const release = await holdPageAfterNavbar(page, control.path);
        await page.goto(control.path, {waitUntil: 'commit'});
        await expect(page.locator('nav.navbar')).toBeVisible();
        await expect(page.locator('main')).toHaveCount(0);
        await control.press(page);
        release();
        await control.done(page);
      });
    }
  });
}
