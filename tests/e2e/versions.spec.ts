import type {Page} from '@playwright/test';

import {currentVersion, olderVersion} from '../../data/docs-versions';
import {expect, test, waitForHydration} from './support/fixtures';
import {openModal, searchInput} from './support/search';

// The two docs versions as a reader meets them: the version dropdown keeps them on the same page,
// their choice survives a reload and is followed by the docs links outside the docs, the older
// version says so and points at the current page and the upgrade guide, and search stays in the
// version the reader is in.
const older = olderVersion.release;
const current = currentVersion.release;
const prefix = olderVersion.routePrefix;

function versionMenu(page: Page) {
  return page.locator('.navbar__items .dropdown').filter({has: page.locator('.dropdown__menu')});
}

async function chooseVersion(page: Page, label: string): Promise<void> {
  const menu = versionMenu(page).first();
  await menu.hover();
  await menu.getByRole('link', {name: label, exact: true}).click();
}

test('the version dropdown keeps the reader on the same page, and the choice persists', async ({
  page,
  problems,
}) => {
  await page.goto('/toolhive/guides-cli/install#upgrade');
  await waitForHydration(page);
  await expect(versionMenu(page).getByRole('button')).toHaveText(current);
  await chooseVersion(page, older);
  // Same page, same section.
  await expect(page).toHaveURL(`${prefix}/toolhive/guides-cli/install#upgrade`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Install ToolHive');

  // The older version says so, and links to the same page in the current one and to the upgrade.
  const banner = page.getByRole('note', {name: 'Docs version'});
  await expect(banner).toContainText(`ToolHive ${older}, an older release`);
  await expect(banner.getByRole('link', {name: `Read this page for ${current}`})).toHaveAttribute(
    'href',
    '/toolhive/guides-cli/install',
  );
  await expect(
    banner.getByRole('link', {name: `Upgrade from ${older} to ${current}`}),
  ).toHaveAttribute('href', '/toolhive/guides-cli/upgrade');

  // Reload: still in the older version. Open the docs from the landing page: still there.
  await page.reload();
  await waitForHydration(page);
  await expect(page).toHaveURL(`${prefix}/toolhive/guides-cli/install#upgrade`);
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('link', {name: 'Read the docs'})).toHaveAttribute(
    'href',
    `${prefix}/toolhive/`,
  );
  await page.getByRole('link', {name: 'Start the quickstart'}).click();
  await expect(page).toHaveURL(`${prefix}/toolhive/quickstart`);
  await expect(versionMenu(page).getByRole('button')).toHaveText(older);
  await expect(page.getByRole('link', {name: 'ToolHive Docs', exact: true})).toHaveAttribute(
    'href',
    `${prefix}/toolhive/`,
  );

  // The banner's link back to the current version makes it the reader's choice again.
  await page
    .getByRole('note', {name: 'Docs version'})
    .getByRole('link', {name: `Read this page for ${current}`})
    .click();
  await expect(page).toHaveURL('/toolhive/quickstart');
  await expect(page.getByRole('note', {name: 'Docs version'})).toHaveCount(0);
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('link', {name: 'Read the docs'})).toHaveAttribute(
    'href',
    '/toolhive/',
  );
  expect(problems.consoleErrors).toEqual([]);
});

test('a page the other version lacks leads to that version’s first page', async ({page}) => {
  await page.goto('/toolhive/guides-cli/upgrade');
  await waitForHydration(page);
  await chooseVersion(page, older);
  await expect(page).toHaveURL(`${prefix}/toolhive/`);
  await expect(page.getByRole('note', {name: 'Docs version'})).toBeVisible();
});

test('search from a page finds hits of that page’s version only', async ({page}) => {
  const indexes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/search-index')) indexes.push(new URL(request.url()).pathname);
  });
  await page.goto(`${prefix}/toolhive/quickstart`);
  await waitForHydration(page);
  await openModal(page);
  await searchInput(page).fill('secrets provider');
  const hits = page.locator('.DocSearch-Hit a');
  await expect(hits.first()).toBeVisible();
  const olderHrefs = await hits.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(olderHrefs.length).toBeGreaterThan(0);
  for (const href of olderHrefs)
    expect(href, 'a hit of the older version').toMatch(/^\/v0\.0\.47\//);
  expect(indexes).toEqual([`/search-index-${olderVersion.name}.json`]);

  await page.keyboard.press('Escape');
  await page.goto('/toolhive/quickstart');
  await waitForHydration(page);
  await openModal(page);
  await searchInput(page).fill('secrets provider');
  await expect(hits.first()).toBeVisible();
  const currentHrefs = await hits.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const href of currentHrefs) expect(href).not.toMatch(/^\/v0\.0\.47\//);
});

test('the search page filters by version, the reader’s own by default', async ({page}) => {
  await page.goto('/');
  await page.evaluate(
    (name) => window.localStorage.setItem('docs-preferred-version-default', name),
    olderVersion.name,
  );
  await page.goto('/search?q=install');
  await waitForHydration(page);
  const filter = page.getByLabel('ToolHive version');
  await expect(filter).toHaveValue(olderVersion.name);
  const titles = page.locator('main li a');
  await expect(titles.first()).toBeVisible();
  for (const href of await titles.evaluateAll((links) =>
    links.map((a) => a.getAttribute('href')),
  )) {
    if (href?.startsWith('/toolhive/') || href?.startsWith('/v'))
      expect(href).toMatch(/^\/v0\.0\.47\//);
  }
  await filter.selectOption(currentVersion.name);
  await expect(page).toHaveURL(/[?&]version=current/);
  await expect(titles.first()).toHaveAttribute('href', /^\/toolhive\//);
  for (const href of await titles.evaluateAll((links) =>
    links.map((a) => a.getAttribute('href')),
  )) {
    expect(href).not.toMatch(/^\/v0\.0\.47\//);
  }
  // A shared link keeps its version.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('ToolHive version')).toHaveValue(currentVersion.name);
});
