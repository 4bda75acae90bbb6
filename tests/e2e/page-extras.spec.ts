import type {APIRequest, Page} from '@playwright/test';

import {currentVersion, olderVersion} from '../../data/docs-versions';
import {expect, test, waitForHydration} from './support/fixtures';

// What surrounds every docs page: build-time diagrams that open larger, "Edit this page" or the
// sources of a generated page, the date of the last change, and "Was this page helpful?".

const diagramPages = [
  '/toolhive',
  '/toolhive/concepts/mcp-primer',
  '/toolhive/guides-cli/run-mcp-servers',
  '/toolhive/guides-cli/secrets-management',
  '/toolhive/guides-k8s/intro',
  '/toolhive/guides-k8s/run-mcp-k8s',
];

/** WCAG contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = colour
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number);
    const linear = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Each diagram text's colour with the page background and the fill of the box it sits in. */
async function diagramTextColours(page: Page) {
  return page.evaluate(() => {
    // The page colour (the body itself is transparent), read from a probe as rgb().
    const probe = document.createElement('div');
    probe.style.background = 'var(--ifm-background-color)';
    document.body.append(probe);
    const page = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return Array.from(document.querySelectorAll('main figure svg text')).map((text) => {
      const box = text.parentElement?.querySelector('rect, polygon, path');
      const fill = box ? getComputedStyle(box).fill : 'none';
      return {
        text: text.textContent,
        colour: getComputedStyle(text).fill,
        backgrounds: [page, ...(fill.startsWith('rgb(') ? [fill] : [])],
      };
    });
  });
}

/**
 * The texts at these URLs, read by a client of their own that is closed afterwards. A client kept
 * across a page's checks holds idle connections longer than the server keeps them open, and a
 * request sent on one it is closing fails with ECONNRESET (one CI run, on a busy machine).
 */
async function fetchTexts(apiRequest: APIRequest, urls: string[]): Promise<string[]> {
  const client = await apiRequest.newContext({baseURL: test.info().project.use.baseURL});
  try {
    return await Promise.all(urls.map(async (url) => (await client.get(url)).text()));
  } finally {
    await client.dispose();
  }
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`diagrams are SVG in the HTML, with readable text and no Mermaid (${colorScheme})`, async ({
    page,
    playwright,
  }) => {
    test.slow();
    await page.emulateMedia({colorScheme});
    for (const path of diagramPages) {
      const [html] = await fetchTexts(playwright.request, [path]);
      expect(html, `server HTML of ${path}`).toMatch(
        /<figure[^>]*>[\s\S]*?<svg[^>]*>[\s\S]*?<text/,
      );
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      // No diagram moves or resizes while the page loads: they are in the HTML at their final
      // size. (Shifts elsewhere on the page are the bench's CLS figure, not this test's.)
      const diagramShifts = await page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            const moved: string[] = [];
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as unknown as {
                sources?: {node?: Node}[];
              }[]) {
                for (const source of entry.sources ?? []) {
                  const node = source.node;
                  const element = node instanceof Element ? node : node?.parentElement;
                  const figure = element?.closest('main figure');
                  if (figure)
                    moved.push(
                      figure.querySelector('[role="img"]')?.getAttribute('aria-label') ?? '?',
                    );
                }
              }
            }).observe({type: 'layout-shift', buffered: true});
            setTimeout(() => resolve(moved), 300);
          }),
      );
      expect(diagramShifts, `diagrams that moved on ${path}`).toEqual([]);
      const figures = page.locator('main figure');
      expect(await figures.count(), path).toBeGreaterThan(0);
      for (const figure of await figures.all()) {
        // An accessible name (the title) and a text alternative (the caption).
        const art = figure.getByRole('img');
        await expect(art).toHaveAccessibleName(/\S/);
        await expect(figure.locator('figcaption')).toContainText(/\S{3,}.*\S{3,}/);
      }
      for (const {text, colour, backgrounds} of await diagramTextColours(page)) {
        for (const background of backgrounds) {
          expect(contrast(colour, background), `"${text}" on ${path}`).toBeGreaterThanOrEqual(4.5);
        }
      }
      const bodies = await fetchTexts(playwright.request, scripts);
      expect(
        bodies.filter((body) => body.includes('flowchart-v2')),
        path,
      ).toEqual([]);
      page.removeAllListeners('request');
    }
  });
}

/** Opens the MCP primer's architecture diagram larger; its trigger and its dialog. */
async function openDiagram(page: Page) {
  await page.goto('/toolhive/concepts/mcp-primer');
  await waitForHydration(page);
  const trigger = page.getByRole('button', {name: /^Enlarge: Hosts, clients and servers/});
  await trigger.click();
  const dialog = page.getByRole('dialog', {name: 'Hosts, clients and servers'});
  await expect(dialog).toBeVisible();
  return {trigger, dialog};
}

test('a diagram opens larger on click or Enter; Escape closes it and focus returns', async ({
  page,
}) => {
  const {trigger, dialog} = await openDiagram(page);
  await expect(dialog.locator('svg text').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', {name: 'Close'}).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('a diagram closed and opened again in one moment stays open', async ({page}) => {
  const {trigger, dialog} = await openDiagram(page);
  // Escape and Enter as fast as a reader's fingers: the dialog's close event has not come yet
  // when the trigger is pressed again. The evaluation ends once that event has been handled.
  const element = await dialog.elementHandle();
  await trigger.evaluate(
    (button: HTMLButtonElement, closing) =>
      new Promise<void>((resolve) => {
        const shown = closing as HTMLDialogElement;
        shown.addEventListener('close', () => setTimeout(resolve, 0), {once: true});
        shown.close();
        button.click();
      }),
    element,
  );
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('an image opens larger too', async ({page}) => {
  await page.goto('/theme-preview');
  await waitForHydration(page);
  const trigger = page.getByRole('button', {name: /^Enlarge: An AI client talks/});
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

/** A link to a file (`blob`) or a folder (`tree`) of the repository on GitHub, at any branch. */
function repositoryUrlOf(path: string, kind: 'blob' | 'tree' = 'blob'): RegExp {
  return new RegExp(`/${kind}/[^/]+/${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

test('hand-written pages link to their source; generated pages to their data and generator', async ({
  page,
}) => {
  await page.goto('/toolhive/guides-cli/install');
  const edit = page.getByRole('link', {name: /Edit this page/});
  await expect(edit).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\/[^/]+\/[^/]+\/edit\/[^/]+\/docs\/toolhive\/guides-cli\/install\.mdx?$/,
  );
  // The date of the source's last commit (this test runs in a git clone).
  await expect(page.locator('.theme-last-updated time')).toHaveAttribute('datetime', /^\d{4}-/);

  await page.goto('/toolhive/reference/cli/thv_run');
  await expect(page.getByRole('link', {name: /Edit this page/})).toHaveCount(0);
  const sources = page.locator('.th-generated-sources');
  const dataFile = `${currentVersion.dataDir}/thv-cli.json`;
  await expect(sources.getByRole('link', {name: dataFile})).toHaveAttribute(
    'href',
    repositoryUrlOf(dataFile),
  );
  const generator = 'scripts/gen-cli-reference.ts';
  await expect(sources.getByRole('link', {name: generator})).toHaveAttribute(
    'href',
    repositoryUrlOf(generator),
  );

  // An older version's page names that version's data.
  await page.goto(`${olderVersion.routePrefix}/toolhive/reference/cli/thv_run`);
  const olderDataFile = `${olderVersion.dataDir}/thv-cli.json`;
  await expect(
    page.locator('.th-generated-sources').getByRole('link', {name: olderDataFile}),
  ).toHaveAttribute('href', repositoryUrlOf(olderDataFile));

  // A page made from a whole folder links to it as a folder.
  await page.goto('/toolhive/reference/what-changed');
  const folder = `${currentVersion.dataDir}/`;
  await expect(
    page.locator('.th-generated-sources').getByRole('link', {name: folder}),
  ).toHaveAttribute('href', repositoryUrlOf(folder, 'tree'));
});

test('the Markdown twin carries the date of the last change', async ({request}) => {
  const twin = await (await request.get('/toolhive/guides-cli/install.md')).text();
  expect(twin).toMatch(/\nCanonical URL: \S+\nLast updated: \d{4}-\d{2}-\d{2}\n/);
});

test('"Was this page helpful?" works by keyboard, offers an issue on "No" and is remembered', async ({
  page,
  problems,
}) => {
  const path = '/toolhive/guides-cli/install';
  await page.goto(path);
  await waitForHydration(page);
  const group = page.getByRole('group', {name: 'Was this page helpful?'});
  const no = group.getByRole('button', {name: 'No'});
  await no.focus();
  await page.keyboard.press('Enter');
  await expect(no).toHaveAttribute('aria-pressed', 'true');
  await expect(group.getByRole('button', {name: 'Yes'})).toHaveAttribute('aria-pressed', 'false');
  const issue = group.getByRole('link', {name: 'open an issue on GitHub'});
  const href = new URL((await issue.getAttribute('href'))!);
  expect(href.pathname).toMatch(/^\/[^/]+\/[^/]+\/issues\/new$/);
  expect(href.searchParams.get('title')).toContain('Install ToolHive');
  expect(href.searchParams.get('body')).toContain(`${path}\n`);

  await page.reload();
  await waitForHydration(page);
  await expect(
    page.getByRole('group', {name: 'Was this page helpful?'}).getByRole('button', {name: 'No'}),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/toolhive/quickstart');
  await waitForHydration(page);
  await expect(page.getByRole('button', {name: 'No', pressed: true})).toHaveCount(0);
  expect(problems.externalRequests).toEqual([]);
});
