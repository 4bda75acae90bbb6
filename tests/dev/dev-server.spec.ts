import {expect, test, type Page} from '@playwright/test';

// One page of each kind, in both docs versions where the kind exists in both.
const pages = [
  {kind: 'landing', path: '/', heading: 'Simple and secure AI tools'},
  {kind: 'guide', path: '/toolhive/quickstart', heading: /Quickstart/},
  {kind: 'CLI reference', path: '/toolhive/reference/cli/thv_run', heading: 'thv run'},
  {
    kind: 'API reference',
    path: '/toolhive/reference/api/list-workloads',
    heading: 'List workloads',
  },
  {kind: 'registry', path: '/toolhive/registry/github', heading: /github/},
  {kind: 'Kubernetes reference', path: '/toolhive/reference/mcpserver-crd', heading: /MCPServer/},
  {kind: 'older version', path: '/v0.0.47/toolhive/quickstart', heading: /Quickstart/},
  {kind: 'search page', path: '/search?q=secrets', heading: /secrets/},
];

/** Console errors and uncaught exceptions of a page, as they happen. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text().slice(0, 300));
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message.slice(0, 300)}`));
  return problems;
}

for (const {kind, path, heading} of pages) {
  test(`npm start renders the ${kind} page (${path}) without a crash or console error`, async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await page.goto(path);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
    await expect(page.getByText('This page crashed')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
}

test('search on the dev server says in plain words that it needs a build', async ({page}) => {
  const problems = watchProblems(page);
  await page.goto('/toolhive/quickstart');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await page.locator('nav.navbar').getByRole('button', {name: 'Search', exact: true}).click();
  await page.locator('.DocSearch-Input').fill('secrets');
  await expect(page.getByRole('alert')).toContainText('npm run build');
  await expect(page.getByText('check your network connection')).toHaveCount(0);
  // The failed index requests (the index and its texts) are the expected console errors.
  expect(problems.filter((text) => !/search-(index|texts)\.json|404/.test(text))).toEqual([]);
});
