import {currentVersion} from '../../data/docs-versions';
import {registryOf} from '../../data/toolhive-registry';
import {expect, test, waitForHydration} from './support/fixtures';

// The server catalogue as a reader meets it: a table that filters as you type
// and is complete without JavaScript, and a server page with its commands.
const rows = 'article table tbody tr';
const servers = Object.entries(registryOf(currentVersion).servers);
const serverCount = servers.length;

test('the catalogue filters by name, tag, tool and transport as the reader types', async ({
  page,
  problems,
}) => {
  await page.goto('/toolhive/registry/');
  await waitForHydration(page);
  const filter = page.getByRole('searchbox', {name: 'Filter servers'});
  const status = page.locator('[data-registry-filter]').getByRole('status');
  const visibleNames = () => page.locator(`${rows}:visible td:first-child`).allTextContents();
  await expect(page.locator(`${rows}:visible`)).toHaveCount(serverCount);
  await expect(status).toHaveText(`${serverCount} servers`);

  // A tag: "jira" is a tag of the atlassian server.
  await filter.pressSequentially('jira');
  await expect.poll(visibleNames).toEqual(['atlassian']);
  await expect(status).toHaveText(`1 of ${serverCount} servers match “jira”`);

  // A tool name that appears nowhere in the table's text.
  await filter.fill('merge_pull_request');
  await expect.poll(visibleNames).toEqual(['github']);

  // A transport, and two words that must both match.
  await filter.fill('sse');
  await expect.poll(visibleNames).toEqual(
    servers
      .filter(([, entry]) => entry.transport === 'sse')
      .map(([name]) => name)
      .sort(),
  );
  await filter.fill('sse security');
  await expect.poll(visibleNames).toEqual(['osv', 'semgrep']);

  await filter.fill('no-such-server');
  await expect(page.locator(`${rows}:visible`)).toHaveCount(0);
  await expect(status).toContainText('No server matches “no-such-server”');

  await filter.fill('');
  await expect(page.locator(`${rows}:visible`)).toHaveCount(serverCount);

  await filter.fill('osv');
  await page.locator(`${rows}:visible`).getByRole('link', {name: 'osv'}).click();
  await expect(page).toHaveURL(/\/toolhive\/registry\/osv$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('osv MCP server');
  expect(problems.consoleErrors).toEqual([]);
});

test('without JavaScript the catalogue is the whole table, with no dead filter box', async ({
  browser,
}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/toolhive/registry/');
  await expect(page.locator(rows)).toHaveCount(serverCount);
  await expect(page.locator(`${rows}:visible`)).toHaveCount(serverCount);
  await expect(page.getByText('Filter servers')).toBeHidden();
  await expect(page.locator(rows).first().getByRole('link')).toHaveAttribute(
    'href',
    '/toolhive/registry/atlassian',
  );
  await context.close();
});

test('a server page shows what the server needs and the commands that run it', async ({page}) => {
  await page.goto('/toolhive/registry/github');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('github MCP server');
  const code = page.locator('article pre');
  await expect(code.filter({hasText: 'thv secret set github-personal-access-token'})).toHaveCount(
    1,
  );
  await expect(
    code.filter({
      hasText: '--secret github-personal-access-token,target=GITHUB_PERSONAL_ACCESS_TOKEN',
    }),
  ).toHaveCount(2);
  await expect(code.filter({hasText: 'kind: MCPServer'})).toHaveCount(1);
  await expect(page.locator('#tool-create_issue')).toHaveText('create_issue');
  const token = page.locator('article tr', {hasText: 'GITHUB_PERSONAL_ACCESS_TOKEN'});
  await expect(token.locator('td').nth(1)).toHaveText('required');
  await expect(token.locator('td').nth(2)).toHaveText('secret');
  await expect(
    page.getByText(`Network rules need --isolate-network in ${currentVersion.release}`),
  ).toBeVisible();
  await expect(
    page.locator('.theme-code-block', {hasText: 'kind: MCPServer'}).getByRole('button', {
      name: /copy/i,
    }),
  ).toHaveCount(1);
});

test('searching a server, a product it serves or one of its tools finds its page first', async ({
  page,
}) => {
  for (const [query, server] of [
    ['github', 'github'],
    ['jira', 'atlassian'],
    ['merge_pull_request', 'github'],
    ['query_vulnerability', 'osv'],
  ]) {
    await page.goto(`/search?q=${query}`);
    await waitForHydration(page);
    const first = page.locator('main ol > li').first().getByRole('heading', {level: 2});
    await expect(first.getByRole('link'), query).toHaveAttribute(
      'href',
      new RegExp(`^/toolhive/registry/${server}(#|$)`),
    );
  }
});
