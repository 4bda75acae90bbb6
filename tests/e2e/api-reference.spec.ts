import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {expect, test, waitForHydration} from './support/fixtures';

// The generated API reference as a reader meets it: an operation page with
// everything on it, a request builder that checks the body and rewrites the
// samples, and old Redoc links that still land.
test.describe('API reference', () => {
  test('an operation page shows method, path, parameters, schemas, status codes and five samples', async ({
    page,
    problems,
  }) => {
    await page.goto('/toolhive/reference/api/get-workload');
    await waitForHydration(page);
    const article = page.locator('article');
    await expect(article.locator('h1')).toHaveText('Get one workload');
    await expect(article.locator('#endpoint')).toHaveText('GET /api/v1beta/workloads/{name}');
    await expect(article.locator('#parameter-name')).toContainText('path');
    await expect(article.locator('#response-200-status')).toContainText('One of: running');
    await expect(article.locator('table').first()).toContainText('404');
    const tabs = article.locator('[role="tab"]');
    await expect(tabs).toHaveText(['curl', 'JavaScript', 'Python', 'Go']);
    for (const label of ['JavaScript', 'Python', 'Go']) {
      await tabs.filter({hasText: label}).click();
      await expect(article.locator('[role="tabpanel"]:not([hidden])').first()).toContainText(
        'http://localhost:8080/api/v1beta/workloads/fetch',
      );
    }
    await page.goto('/toolhive/reference/api/stop-workload');
    await expect(page.locator('article [role="tab"]')).toHaveText([
      'curl',
      'JavaScript',
      'Python',
      'Go',
      'thv',
    ]);
    expect(problems.externalRequests).toEqual([]);
  });

  test('the builder checks the body as the reader types and every sample follows', async ({
    page,
  }) => {
    await page.goto('/toolhive/reference/api/create-workload');
    await waitForHydration(page);
    const builder = page.getByRole('form', {name: 'Request builder'});
    const body = builder.getByLabel('Body (JSON)');
    const sample = builder.locator('pre');
    await expect(sample).toContainText('"image": "mcp/fetch:latest"');
    await expect(builder.getByRole('alert')).toHaveCount(0);

    await body.fill(
      '{"name": "osv", "image": "ghcr.io/stackloklabs/osv-mcp/server:latest", "transport": "websocket"}',
    );
    await expect(builder.getByRole('alert')).toHaveText(
      'transport must be one of "stdio", "sse", "streamable-http".',
    );
    await expect(body).toHaveAttribute('aria-invalid', 'true');
    await expect(sample).toContainText('"transport": "websocket"');

    await body.fill('{"name": ');
    await expect(builder.getByRole('alert')).toContainText('The body is not valid JSON');
    await expect(sample).toContainText('"name": "osv"');

    await body.fill(
      '{"name": "osv", "image": "ghcr.io/stackloklabs/osv-mcp/server:latest", "transport": "sse"}',
    );
    await expect(builder.getByRole('alert')).toHaveCount(0);
    for (const [language, expected] of [
      ['JavaScript', "method: 'POST'"],
      ['Python', 'requests.post('],
      ['Go', 'http.NewRequest("POST"'],
      ['thv', 'thv run --name osv --transport sse ghcr.io/stackloklabs/osv-mcp/server:latest'],
    ]) {
      await builder.getByRole('radio', {name: language}).check();
      await expect(sample).toContainText(expected);
    }
    await expect(builder.getByRole('button', {name: /send/i})).toHaveCount(0);
  });

  test('the base URL is configurable and remembered', async ({page}) => {
    await page.goto('/toolhive/reference/api/get-workload');
    await waitForHydration(page);
    const builder = page.getByRole('form', {name: 'Request builder'});
    await builder.getByLabel('Base URL').fill('http://127.0.0.1:9999');
    await builder.getByLabel(/name/).fill('github');
    await expect(builder.locator('pre')).toHaveText(
      'curl http://127.0.0.1:9999/api/v1beta/workloads/github',
    );
    await builder.getByLabel(/name/).fill('');
    await expect(builder.getByRole('alert')).toHaveText('name is required.');
    await page.goto('/toolhive/reference/api/list-clients');
    await waitForHydration(page);
    await expect(page.getByRole('form', {name: 'Request builder'}).locator('pre')).toHaveText(
      'curl http://127.0.0.1:9999/api/v1beta/clients',
    );
  });

  for (const [hash, target] of [
    ['#operation/listClients', '/toolhive/reference/api/list-clients'],
    ['#tag/workloads/operation/createWorkload', '/toolhive/reference/api/create-workload'],
  ]) {
    test(`the old anchor ${hash} lands on ${target}`, async ({page}) => {
      await page.goto(`/toolhive/reference/api${hash}`);
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator('article #endpoint')).toBeVisible();
    });
  }

  test('an old tag anchor lands on its section of the overview', async ({page}) => {
    await page.goto('/toolhive/reference/api#tag/registry');
    await expect(page).toHaveURL(/\/toolhive\/reference\/api#tag-registry$/);
    await expect(page.locator('#tag-registry')).toBeInViewport();
  });

  test('no Redoc code is in the build', () => {
    const jsDir = path.resolve(__dirname, '../../build/assets/js');
    const withRedoc = readdirSync(jsDir).filter((name) =>
      /\bredoc\b|styled-components|activateAndScroll/i.test(
        readFileSync(path.join(jsDir, name), 'utf8'),
      ),
    );
    expect(withRedoc).toEqual([]);
  });
});
