import {describe, expect, it} from 'vitest';

import {
  createSearchEngine,
  matchesFacetFilters,
  unpackSearchIndex,
  type PackedPage,
  type SearchIndexFile,
} from '../engine';

const site = 'https://docs.example';

function page(
  path: string,
  items: PackedPage['items'],
  extra: Partial<PackedPage> = {},
): PackedPage {
  return {path, lvl0: 'Guides', language: 'en', tags: ['docs-default-current'], items, ...extra};
}

function fileOf(...pages: PackedPage[]): SearchIndexFile {
  return {format: 'toolhive-search-index', version: 1, siteUrl: site, pages};
}

function engineFor(...pages: PackedPage[]) {
  return createSearchEngine(unpackSearchIndex(fileOf(...pages)));
}

const urls = (engine: ReturnType<typeof engineFor>, query: string) =>
  engine.search(query).hits.map((hit) => hit.url.slice(site.length));

describe('unpacking the index file', () => {
  it('rebuilds DocSearch records: hierarchy, type, anchors, weights', () => {
    const records = unpackSearchIndex({
      format: 'toolhive-search-index',
      version: 1,
      siteUrl: `${site}/`,
      pages: [
        page(
          '/a',
          [
            [1, 'Title'],
            [0, 'Intro'],
            [2, 'Section', 'section'],
            [3, 'Sub', 'sub'],
            [0, 'Body'],
            [2, 'Next', 'next'],
            [0, 'After'],
          ],
          {pageRank: 3},
        ),
      ],
    });
    expect(records.map((record) => [record.type, record.url, record.content])).toEqual([
      ['lvl1', `${site}/a`, null],
      ['content', `${site}/a`, 'Intro'],
      ['lvl2', `${site}/a#section`, null],
      ['lvl3', `${site}/a#sub`, null],
      ['content', `${site}/a#sub`, 'Body'],
      ['lvl2', `${site}/a#next`, null],
      ['content', `${site}/a#next`, 'After'],
    ]);
    expect(records[4].hierarchy).toEqual({
      lvl0: 'Guides',
      lvl1: 'Title',
      lvl2: 'Section',
      lvl3: 'Sub',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    // A new h2 clears the h3 above it.
    expect(records[6].hierarchy.lvl3).toBeNull();
    expect(records[4]).toMatchObject({
      objectID: '/a:4',
      url_without_anchor: `${site}/a`,
      anchor: 'sub',
      language: 'en',
      docusaurus_tag: ['docs-default-current'],
      weight: {pageRank: 3, level: 0, position: 4},
    });
    expect(records[0].weight.level).toBe(90);
    // The records of one section share its titles; the next heading starts a new copy.
    expect(records[4].hierarchy).toBe(records[3].hierarchy);
    expect(records[6].hierarchy).toBe(records[5].hierarchy);
    expect(records[5].hierarchy).not.toBe(records[4].hierarchy);
    expect(records[3].hierarchy).not.toBe(records[2].hierarchy);
  });

  it('gives a named record titles of its own, and the section keeps its shared copy', () => {
    const records = unpackSearchIndex(
      fileOf(
        page('/a', [
          [1, 'Title'],
          [2, 'Flags', 'flags'],
          [0, 'Before'],
          [7, '--name', 'name', 'The name of the server.'],
          [0, 'After'],
        ]),
      ),
    );
    const [, section, before, named, after] = records;
    expect(named.hierarchy).toMatchObject({lvl2: 'Flags', lvl3: '--name'});
    expect(named.hierarchy).not.toBe(section.hierarchy);
    expect(before.hierarchy).toBe(section.hierarchy);
    expect(after.hierarchy).toBe(section.hierarchy);
    expect(after.hierarchy.lvl3).toBeNull();
  });

  it('rejects a file of another format', () => {
    expect(() => unpackSearchIndex({pages: []} as unknown as SearchIndexFile)).toThrow(
      /Not a ToolHive search index/,
    );
  });
});

describe('matching', () => {
  const engine = engineFor(
    page('/set-ca-cert', [
      [1, 'thv config set-ca-cert'],
      [0, 'Saves a certificate path.'],
    ]),
    page('/mcpserver', [
      [1, 'The MCPServer resource'],
      [0, 'Describes a server.'],
    ]),
    page('/run', [
      [1, 'thv run'],
      [2, 'Options', 'options'],
      [0, '--transport — Transport mode: sse or stdio.'],
    ]),
    page('/k8s', [[1, 'Kubernetes operator']]),
    page('/secrets', [[1, 'Secrets management']]),
  );

  it('matches kebab and snake case words by their parts, and camel case too', () => {
    expect(urls(engine, 'ca cert')[0]).toBe('/set-ca-cert');
    expect(urls(engine, 'set-ca-cert')[0]).toBe('/set-ca-cert');
    expect(urls(engine, 'setcacert')[0]).toBe('/set-ca-cert');
    expect(urls(engine, 'mcp server')[0]).toBe('/mcpserver');
    expect(urls(engine, 'mcpserver')[0]).toBe('/mcpserver');
  });

  it('matches flags with or without dashes', () => {
    expect(urls(engine, '--transport')).toEqual(['/run#options']);
    expect(urls(engine, 'transport')).toEqual(['/run#options']);
  });

  it('ranks the record that documents a flag above those that use the word', () => {
    const flags = engineFor(
      page('/guide', [
        [1, 'Guide'],
        [2, 'Choose a transport', 'transport'],
      ]),
      page('/reference', [
        [1, 'thv run'],
        [0, '--transport — How the proxy talks to the server.'],
      ]),
    );
    expect(urls(flags, '--transport')).toEqual(['/reference', '/guide#transport']);
    expect(urls(flags, 'transport')[0]).toBe('/guide#transport');
  });

  it('ranks the record named by a code name typed as one above records with the same words', () => {
    const names = engineFor(
      page('/cli', [
        [1, 'thv run'],
        [
          7,
          'thv run --permission-profile',
          'flag-permission-profile',
          'Permission profile to use.',
        ],
        [7, 'thv run --oidc-audience', 'flag-oidc-audience', 'Expected audience for the token.'],
      ]),
      page('/api', [
        [1, 'Create a workload'],
        [7, 'permission_profile', 'body-permission-profile', 'Permission profile to apply.'],
      ]),
      page('/crd', [
        [1, 'MCPServer resource'],
        [7, 'spec.oidcConfig.inline.audience', 'audience', 'Expected audience for the token.'],
      ]),
    );
    expect(urls(names, 'permission_profile')[0]).toBe('/api#body-permission-profile');
    expect(urls(names, 'oidcConfig audience')[0]).toBe('/crd#audience');
    expect(urls(names, 'oidcConf')[0]).toBe('/crd#audience');
    expect(urls(names, 'inline.audience')[0]).toBe('/crd#audience');
  });

  it('matches the last word as a prefix only', () => {
    expect(urls(engine, 'kube')).toEqual(['/k8s']);
    expect(urls(engine, 'kube ')).toEqual([]);
    expect(urls(engine, 'kube operator')).toEqual(['/k8s']);
    expect(urls(engine, 'secr ')).toEqual([]);
  });

  it('tolerates 1 typo from 3 letters, 2 from 7, a swap of letters as 1', () => {
    expect(urls(engine, 'secrets')[0]).toBe('/secrets');
    expect(urls(engine, 'secerts ')[0]).toBe('/secrets');
    expect(urls(engine, 'sekrets ')[0]).toBe('/secrets');
    expect(urls(engine, 'kubernetse operator')[0]).toBe('/k8s');
    expect(urls(engine, 'kuberntes ')[0]).toBe('/k8s');
    expect(urls(engine, 'kybernrtes ')[0]).toBe('/k8s');
    expect(urls(engine, 'kybxrnrtes ')).toEqual([]);
    expect(urls(engine, 'sxxxets ')).toEqual([]);
    expect(urls(engine, 'rum ')[0]).toBe('/run');
    expect(urls(engine, 'xa ')).toEqual([]);
  });

  it('knows that k8s means kubernetes', () => {
    expect(urls(engine, 'k8s')[0]).toBe('/k8s');
  });

  it('answers an empty or unmatched query with no hits', () => {
    expect(engine.search('').nbHits).toBe(0);
    expect(engine.search('zzqxv').hits).toEqual([]);
  });
});

describe('ranking', () => {
  it('puts more matched words first', () => {
    const engine = engineFor(
      page('/one', [[1, 'Secrets']]),
      page('/two', [
        [1, 'Notes'],
        [0, 'secrets and the keyring'],
      ]),
    );
    expect(urls(engine, 'secrets keyring')).toEqual(['/two', '/one']);
  });

  it('then fewer typos', () => {
    const engine = engineFor(
      page('/typo', [[1, 'Secert store']]),
      page('/exact', [[1, 'Secret value']]),
    );
    expect(urls(engine, 'secret ')).toEqual(['/exact', '/typo']);
  });

  it('scores a typo match in its own fields: it lends the exact match no title', () => {
    // "Sort the list" has `port` only through a typo: the exact `port` below it is body text,
    // and the heading "About the proxy port setting" is worth more.
    const fillers = Array.from({length: 20}, (_, index) =>
      page(`/filler-${index}`, [
        [1, `Filler ${index}`],
        [0, 'Nothing of interest here.'],
      ]),
    );
    const engine = engineFor(
      page('/typo-title', [
        [1, 'Sort the list'],
        [0, 'The port is 8080.'],
      ]),
      page('/heading', [
        [1, 'Networking'],
        [2, 'About the proxy port setting', 'proxy-port'],
        [0, 'Choose a number above 1024.'],
      ]),
      ...fillers,
    );
    expect(urls(engine, 'port ')[0]).toBe('/heading#proxy-port');
  });

  it('counts a query word matched with a typo for less, but for more than no match', () => {
    const engine = engineFor(
      page('/intro', [[1, 'ToolHive overview']]),
      page('/install', [[1, 'Install ToolHive']]),
    );
    expect(urls(engine, 'instal toolhive')[0]).toBe('/install');
    expect(urls(engine, 'toolhive')[0]).toBe('/intro');
  });

  it('then a match in a higher hierarchy level', () => {
    const engine = engineFor(
      page('/content', [
        [1, 'Alpha'],
        [0, 'Registry text'],
      ]),
      page('/lvl3', [
        [1, 'Beta'],
        [2, 'Part', 'part'],
        [3, 'Registry', 'registry'],
      ]),
      page('/lvl1', [[1, 'Registry']]),
    );
    expect(urls(engine, 'registry')).toEqual(['/lvl1', '/lvl3#registry', '/content']);
  });

  it('ranks the sidebar section (lvl0) below the page text', () => {
    const engine = engineFor(
      page('/in-section', [[1, 'Install']], {lvl0: 'Using ToolHive'}),
      page(
        '/intro',
        [
          [1, 'Introduction'],
          [0, 'ToolHive runs servers.'],
        ],
        {lvl0: 'Docs'},
      ),
    );
    expect(urls(engine, 'toolhive')).toEqual(['/intro', '/in-section']);
  });

  it('breaks ties with function words found in headings', () => {
    const engine = engineFor(
      page('/install', [
        [1, 'Guide'],
        [2, 'Install ToolHive', 'install'],
      ]),
      page('/intro', [
        [1, 'Introduction'],
        [2, 'What is ToolHive used for?', 'what'],
      ]),
    );
    expect(urls(engine, 'toolhive')[0]).toBe('/install#install');
    expect(urls(engine, 'what is toolhive')[0]).toBe('/intro#what');
  });

  it('then page rank, heading level and position', () => {
    const engine = engineFor(
      page('/low', [[1, 'Deploy']]),
      page('/high', [[1, 'Deploy']], {pageRank: 1}),
    );
    expect(urls(engine, 'deploy')).toEqual(['/high', '/low']);
    const levels = engineFor(
      page('/p', [
        [1, 'Other'],
        [0, 'deploy text'],
        [2, 'Deploy', 'deploy'],
        [2, 'Deploy again', 'again'],
      ]),
    );
    expect(urls(levels, 'deploy')).toEqual(['/p#deploy', '/p#again', '/p']);
  });

  it('lifts a negative page rank when the query names a page found by name', () => {
    const pages = (foundByName?: true) => [
      page('/guide', [
        [1, 'Secrets'],
        [2, 'Github token', 'github-token'],
      ]),
      page('/servers/github', [[1, 'github MCP server']], {pageRank: -1, foundByName}),
    ];
    expect(urls(engineFor(...pages()), 'github')[0]).toBe('/guide#github-token');
    expect(urls(engineFor(...pages(true)), 'github')[0]).toBe('/servers/github');
    // Words of its body alone leave the demotion in place.
    const body = engineFor(
      page('/guide', [[1, 'Deploy']]),
      page(
        '/servers/x',
        [
          [1, 'x MCP server'],
          [0, 'deploy'],
        ],
        {pageRank: -1, foundByName: true},
      ),
    );
    expect(urls(body, 'deploy')[0]).toBe('/guide');
  });

  it('lifts it when the query holds the whole page title: "github mcp server token"', () => {
    const pages = (foundByName?: true) => [
      page('/guide', [
        [1, 'Secrets'],
        [2, 'Pass a github token to an MCP server', 'token'],
      ]),
      page(
        '/servers/github',
        [
          [1, 'github MCP server'],
          [0, 'Give it a personal access token.'],
        ],
        {pageRank: -1, foundByName},
      ),
    ];
    expect(urls(engineFor(...pages()), 'github mcp server token')[0]).toBe('/guide#token');
    expect(urls(engineFor(...pages(true)), 'github mcp server token')[0]).toBe('/servers/github');
  });

  it("lifts a negative page rank when the query names the page's context as typed", () => {
    const api = ['api', 'endpoint', 'workload'];
    const engine = engineFor(
      page('/manage', [
        [1, 'Manage servers'],
        [2, 'Stop', 'stop'],
        [0, 'Stop a server with thv stop.'],
      ]),
      page('/api/stop', [[1, 'Stop a workload']], {pageRank: -1, context: api}),
    );
    expect(urls(engine, 'stop workload api')[0]).toBe('/api/stop');
    // A synonym of a context word ("server" for "workload") does not name the context.
    expect(urls(engine, 'stop a server')[0]).toBe('/manage#stop');
  });

  it('returns one hit per URL, and folds heading-only matches into their page', () => {
    const engine = engineFor(
      page('/guide', [
        [1, 'Secrets guide'],
        [0, 'Secrets are stored encrypted.'],
        [2, 'Setup', 'setup'],
        [0, 'Run the setup.'],
        [0, 'Then check it.'],
      ]),
    );
    const hits = engine.search('secrets').hits;
    // The page record and its intro share a URL; the #setup records match only
    // through the page title, so they fold into the page hit.
    expect(hits.map((hit) => [hit.url.slice(site.length), hit.type])).toEqual([['/guide', 'lvl1']]);
    const setup = engine.search('secrets setup').hits.map((hit) => hit.url.slice(site.length));
    expect(setup).toEqual(['/guide#setup', '/guide']);
  });
});

describe('side contexts, section titles and phrases', () => {
  const kubernetes = ['kubernetes', 'operator'];

  it('ranks a page of a side context lower unless the query names the context', () => {
    const engine = engineFor(
      page('/k8s', [[1, 'Run a server']], {context: kubernetes}),
      page('/cli', [[1, 'Run a server locally']]),
    );
    expect(urls(engine, 'run a server')[0]).toBe('/cli');
    expect(urls(engine, 'run a server in kubernetes')[0]).toBe('/k8s');
    // Another form of a context word names it too.
    expect(urls(engine, 'run a server with operators')[0]).toBe('/k8s');
  });

  it('matches page keywords like words of the page title', () => {
    const pages = (keywords?: string[]) => [
      page('/clients', [
        [1, 'Client configuration'],
        [2, 'Coming from auto-discovery', 'auto-discovery'],
      ]),
      page(
        '/upgrade',
        [
          [1, 'Upgrade from v1'],
          [0, 'Auto-discovery is gone.'],
        ],
        {keywords},
      ),
    ];
    expect(urls(engineFor(...pages()), 'auto-discovery deprecated')[0]).toBe(
      '/clients#auto-discovery',
    );
    expect(urls(engineFor(...pages(['deprecated'])), 'auto-discovery deprecated')[0]).toBe(
      '/upgrade',
    );
  });

  it('puts the section whose title is about just the query words first', () => {
    const engine = engineFor(
      page('/quickstart', [
        [1, 'Quickstart'],
        [2, 'Stop and remove the server and its client entry', 'clean-up'],
      ]),
      page('/manage', [
        [1, 'Manage'],
        [2, 'Remove a server', 'remove'],
      ]),
    );
    expect(urls(engine, 'remove server')[0]).toBe('/manage#remove');
  });

  it('puts query words found next to each other in a title or a flag name first', () => {
    const engine = engineFor(
      page('/proxy', [
        [1, 'thv proxy'],
        [2, 'Flags', 'flags'],
        [7, 'thv proxy --port', 'flag-port', '--port: local port the proxy listens on'],
      ]),
      page('/run', [
        [1, 'thv run'],
        [2, 'Flags', 'flags'],
        [7, 'thv run --proxy-port', 'flag-proxy-port', '--proxy-port: local port of the proxy'],
      ]),
    );
    expect(urls(engine, 'proxy port')[0]).toBe('/run#flag-proxy-port');
    // In the query's order only; query words in between need not be in the title.
    expect(urls(engine, 'port proxy')[0]).toBe('/proxy#flag-port');
    expect(urls(engine, 'proxy local port')[0]).toBe('/run#flag-proxy-port');
  });
});

describe('responses', () => {
  const engine = engineFor(
    ...Array.from({length: 45}, (_, index) =>
      page(`/p${index}`, [
        [1, `Server page ${index}`],
        [0, `About <servers> & more ${index}`],
      ]),
    ),
  );

  it('pages hits 20 at a time with Algolia fields', () => {
    const first = engine.search('server');
    expect(first).toMatchObject({
      nbHits: 45,
      page: 0,
      nbPages: 3,
      hitsPerPage: 20,
      query: 'server',
      exhaustiveNbHits: true,
    });
    expect(first.hits).toHaveLength(20);
    const last = engine.search('server', {page: 2});
    expect(last.hits).toHaveLength(5);
    expect(engine.search('server', {hitsPerPage: 50}).hits).toHaveLength(45);
  });

  it('returns escaped highlights and snippets of the requested size', () => {
    const [hit] = engine.search('servers more', {
      hitsPerPage: 1,
      attributesToSnippet: ['content:3'],
      highlightPreTag: '<em>',
      highlightPostTag: '</em>',
    }).hits;
    expect(hit.type).toBe('content');
    expect(hit._highlightResult.content?.value).toBe(
      'About &lt;<em>servers</em>&gt; &amp; <em>more</em> 0',
    );
    expect(hit._highlightResult.content?.matchLevel).toBe('full');
    expect(hit._snippetResult.content?.value).toBe(
      '…&lt;<em>servers</em>&gt; &amp; <em>more</em>…',
    );
    expect(hit._highlightResult.hierarchy.lvl1?.value).toBe('<em>Server</em> page 0');
    expect(hit._snippetResult.hierarchy.lvl0?.value).toBe('Guides');
  });

  it('cuts queries at 512 characters', () => {
    const response = engine.search(`server ${'x'.repeat(600)}`);
    expect(response.query).toHaveLength(512);
  });
});

describe('facet filters', () => {
  const engine = engineFor(
    page('/en', [[1, 'Deploy']]),
    page('/fr', [[1, 'Deploy']], {language: 'fr'}),
    page('/old', [[1, 'Deploy']], {tags: ['docs-default-0.0.1']}),
    page('/landing', [[1, 'Deploy']], {tags: ['default']}),
  );

  it('filters by language and docs version tag like contextual search', () => {
    const facetFilters = [
      ['language:en'],
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ];
    expect(
      engine
        .search('deploy', {facetFilters})
        .hits.map((hit) => hit.url.slice(site.length))
        .sort(),
    ).toEqual(['/en', '/landing']);
  });

  it('supports a single filter string and negation', () => {
    const [record] = engine.records;
    expect(matchesFacetFilters(record, 'language:en')).toBe(true);
    expect(matchesFacetFilters(record, ['-language:en'])).toBe(false);
    expect(matchesFacetFilters(record, [[]])).toBe(true);
  });
});

describe('named records and page diversity', () => {
  it('a named record links to its anchor, under the heading above it, which the next items keep', () => {
    const records = unpackSearchIndex(
      fileOf(
        page('/cli', [
          [1, 'thv run'],
          [2, 'Flags', 'flags'],
          [7, 'thv run --port', 'flag-port', '--port — Host port.'],
          [0, 'After'],
        ]),
      ),
    );
    expect(records[2]).toMatchObject({
      url: `${site}/cli#flag-port`,
      type: 'content',
      content: '--port — Host port.',
      hierarchy: {lvl1: 'thv run', lvl2: 'Flags', lvl3: 'thv run --port'},
    });
    expect(records[3]).toMatchObject({url: `${site}/cli#flags`, hierarchy: {lvl3: null}});
    const engine = createSearchEngine(records);
    expect(engine.search('--port').hits[0].url).toBe(`${site}/cli#flag-port`);
  });

  it('keeps at most two hits of one page in the first five', () => {
    const many = page(
      '/many',
      Array.from(
        {length: 6},
        (_, i) => [2, `Token step ${i}`, `s${i}`] as [number, string, string],
      ),
    );
    const pages = [
      page('/many-title', [[1, 'Other']]),
      {...many, items: [[1, 'Guide'] as [number, string], ...many.items]},
      page('/b', [
        [1, 'B'],
        [0, 'a token here'],
      ]),
      page('/c', [
        [1, 'C'],
        [0, 'token there'],
      ]),
      page('/d', [
        [1, 'D'],
        [0, 'one more token'],
      ]),
    ];
    const engine = engineFor(...pages);
    const firstFive = urls(engine, 'token').slice(0, 5);
    expect(firstFive.filter((url) => url.startsWith('/many#')).length).toBe(2);
    expect(firstFive).toContain('/b');
  });
});

describe('query cost', () => {
  it('orders only the best matches, and gives the same hits as ordering them all', () => {
    const pages = Array.from({length: 400}, (_, index) =>
      page(`/p${index}`, [
        [1, index % 7 === 0 ? 'Deploy the server' : `Page ${index}`],
        [2, 'Deploy', `deploy-${index}`],
        [0, `Deploy step ${index} of the server.`],
      ]),
    );
    const engine = engineFor(...pages);
    const first = engine.search('deploy server', {hitsPerPage: 5});
    const all = engine.search('deploy server', {hitsPerPage: 1000});
    // A page of five ranks a few dozen matches; the rest are counted as exactly as ordering
    // them all would.
    expect(first.exhaustiveNbHits).toBe(true);
    expect(first.hits.map((hit) => hit.url)).toEqual(all.hits.slice(0, 5).map((hit) => hit.url));
    expect(first.nbHits).toBe(all.nbHits);
    const third = engine.search('deploy server', {hitsPerPage: 5, page: 2});
    expect(third.hits.map((hit) => hit.url)).toEqual(all.hits.slice(10, 15).map((hit) => hit.url));
  });
});
