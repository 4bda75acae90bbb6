import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

import {extractPage, pageIds} from '../extract';
import {apiReferenceItems, readApiOperations} from '../openapi';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('extracting a docs page', () => {
  const page = extractPage(fixture('doc-page.html'), {
    path: '/guides/run',
    titleSuffix: ' | Test Docs',
  });

  it('reads the section, language and docs version tag', () => {
    expect(page).not.toBeNull();
    expect(page!.path).toBe('/guides/run');
    expect(page!.lvl0).toBe('Using the CLI');
    expect(page!.language).toBe('en');
    expect(page!.tags).toEqual(['docs-default-current']);
  });

  it('turns headings into items with their anchors, and text into content under them', () => {
    expect(page!.items).toEqual([
      [1, 'Run servers'],
      [0, 'Start a server with thv run.'],
      [2, 'From the registry', 'from-registry'],
      [0, 'Pick a server by name.'],
      [0, 'Short item'],
      [0, 'Loose item paragraph'],
      [0, 'Parent item'],
      [0, 'Child item'],
      [0, 'Tab one text.'],
      [0, 'Tab two text.'],
      [3, 'With flags', 'with-flags'],
      [0, '--transport — Transport mode: sse or stdio.'],
      [0, '--name — Name of the server.'],
      [0, 'thv run --transport sse fetch thv list'],
      [2, 'Untitled anchorless heading'],
      [0, 'Pick a server by name.'],
      [0, '<img src=x onerror=alert(1)> is shown as text.'],
    ]);
  });

  it('leaves out the navbar, breadcrumbs, pagination, footer and tab labels', () => {
    const text = JSON.stringify(page!.items);
    for (const furniture of [
      'Navbar text',
      'Previous Next',
      'Footer text',
      'macOS',
      'Home page',
      'Direct link',
    ]) {
      expect(text).not.toContain(furniture);
    }
  });

  it('skips noindex pages and pages without docs content', () => {
    expect(extractPage(fixture('noindex.html'), {path: '/preview'})).toBeNull();
    expect(extractPage(fixture('landing.html'), {path: '/'})).toBeNull();
  });

  it('reads a category index page from its header, not its cards', () => {
    const category = extractPage(fixture('category.html'), {path: '/guides'});
    expect(category!.items).toEqual([
      [1, 'Using the CLI'],
      [0, 'Install the CLI and run servers.'],
    ]);
    expect(category!.lvl0).toBe('Documentation');
    expect(
      extractPage(fixture('category.html'), {path: '/guides', defaultLvl0: 'Docs'})!.lvl0,
    ).toBe('Docs');
  });

  it('ignores the text Redoc draws on the API page', () => {
    const api = extractPage(fixture('api-page.html'), {path: '/api'});
    expect(api!.items).toEqual([
      [1, 'API reference'],
      [0, 'Every endpoint of the API.'],
    ]);
  });

  it('names the section after the category under the top one', () => {
    const html = fixture('doc-page.html').replace(
      '<li class="breadcrumbs__item breadcrumbs__item--active">',
      '<li class="breadcrumbs__item"><span>Commands</span></li><li class="breadcrumbs__item"><span>config</span></li><li class="breadcrumbs__item breadcrumbs__item--active">',
    );
    expect(extractPage(html, {path: '/x'})!.lvl0).toBe('Commands');
  });

  it('applies a page rank', () => {
    expect(extractPage(fixture('doc-page.html'), {path: '/x', pageRank: 2})!.pageRank).toBe(2);
  });
});

describe('the API reference', () => {
  const spec = fixture('api.yaml');
  const ids = pageIds(fixture('api-page.html'));

  it('lists operations with method, path, summary, description and Redoc anchor', () => {
    expect(readApiOperations(spec, ids)).toEqual([
      {
        method: 'GET',
        path: '/api/v1/workloads',
        summary: 'List all workloads',
        description: 'Returns every workload, running or not.',
        tag: 'workloads',
        anchor: 'tag/workloads/operation/listWorkloads',
      },
      {
        method: 'POST',
        path: '/api/v1/workloads',
        summary: 'Create a workload',
        description: '',
        tag: 'workloads',
        anchor: 'tag/workloads/operation/createWorkload',
      },
      {
        method: 'GET',
        path: '/health',
        summary: 'Health check',
        description: 'Health check',
        tag: 'system',
        anchor: 'tag/system/paths/~1health/get',
      },
      {
        method: 'DELETE',
        path: '/untagged',
        summary: 'Remove the thing',
        description: '',
        tag: null,
        anchor: 'operation/dropThing',
      },
    ]);
  });

  it('becomes one heading per tag and per operation, with the call and description as content', () => {
    expect(apiReferenceItems(spec, ids)).toEqual([
      [0, 'The API runs workloads. See the guide.'],
      [2, 'Start the server', 'section/Start-the-server'],
      [0, 'thv serve'],
      [0, 'First point.'],
      [0, 'Second point.'],
      [2, 'Workloads', 'tag/workloads'],
      [0, 'A workload is an MCP server.'],
      [3, 'List all workloads', 'tag/workloads/operation/listWorkloads'],
      [0, 'GET /api/v1/workloads'],
      [0, 'Returns every workload, running or not.'],
      [3, 'Create a workload', 'tag/workloads/operation/createWorkload'],
      [0, 'POST /api/v1/workloads'],
      [2, 'System', 'tag/system'],
      [3, 'Health check', 'tag/system/paths/~1health/get'],
      [0, 'GET /health'],
      [2, 'Remove the thing', 'operation/dropThing'],
      [0, 'DELETE /untagged'],
    ]);
  });

  it('rejects a document without paths', () => {
    expect(() => readApiOperations('openapi: 3.1.0\ninfo: {title: x}')).toThrow(/no paths/);
  });
});

describe('named records (id and data-search-title)', () => {
  const html = `<html><head><title>Flags | Test Docs</title>
    <meta name="description" content="Every flag of thv run."></head><body>
    <article><div class="theme-doc-markdown markdown"><h1>thv run</h1>
    <h2 id="flags">Flags</h2>
    <table><tbody>
      <tr id="flag-port" data-search-title="thv run --port"><td><code>--port</code></td><td>Host port.</td></tr>
      <tr><td>--other</td><td>No title, plain row.</td></tr>
    </tbody></table>
    <div id="spec-type" data-search-title="spec.type"><p>The <code>type</code> field.</p><p>Second.</p></div>
    <p>After the field.</p>
    </div></article></body></html>`;
  const page = extractPage(html, {path: '/cli/run'});

  it('makes each one a record titled by the attribute, with its text, and the description an item', () => {
    expect(page!.items).toEqual([
      [1, 'thv run'],
      [0, 'Every flag of thv run.'],
      [2, 'Flags', 'flags'],
      [7, 'thv run --port', 'flag-port', '--port — Host port.'],
      [0, '--other — No title, plain row.'],
      [7, 'spec.type', 'spec-type', 'The type field.Second.'],
      [0, 'After the field.'],
    ]);
  });
});
