import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

import {extractPage} from '../extract';

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
      [7, 'spec.type', 'spec-type', 'The type field. Second.'],
      [0, 'After the field.'],
    ]);
  });
});

describe('text inside tab panels', () => {
  const html = `<html lang="en"><head><title>Install | Docs</title></head><body><article>
    <div class="theme-doc-markdown markdown">
      <h1>Install</h1>
      <h2 id="install">Install ToolHive</h2>
      <div class="tabs-container"><ul role="tablist"><li role="tab">Homebrew</li><li role="tab">Release archive</li></ul><div>
        <div role="tabpanel" id="install-homebrew" data-tab-label="Homebrew"><p>brew install thv</p></div>
        <div role="tabpanel" id="install-binary" data-tab-label="Release archive" hidden>
          <div class="tabs-container"><ul role="tablist"><li role="tab">Linux</li></ul><div>
            <div role="tabpanel" id="install-binary-linux" data-tab-label="Linux"><h4 id="archive-linux">On Linux</h4><p>tar -xzf the archive</p></div>
          </div></div>
        </div>
        <div role="tabpanel" id="install-source" data-tab-label="From source" hidden><p>task install</p></div>
      </div></div>
      <p>After the tabs.</p>
    </div></article></body></html>`;
  const page = extractPage(html, {path: '/install'})!;

  it('links text in a panel to the panel and names its tabs and its section level', () => {
    expect(page.items).toContainEqual([0, 'brew install thv', 'install-homebrew', 'Homebrew', 2]);
    expect(page.items).toContainEqual([0, 'task install', 'install-source', 'From source', 2]);
  });

  it('leaves text under a heading inside the same panel to that heading', () => {
    expect(page.items).toContainEqual([4, 'On Linux', 'archive-linux']);
    expect(page.items).toContainEqual([0, 'tar -xzf the archive']);
  });

  it('leaves text outside the panels alone', () => {
    expect(page.items).toContainEqual([0, 'After the tabs.']);
  });
});
