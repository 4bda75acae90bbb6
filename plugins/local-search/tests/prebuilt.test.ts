import {readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {
  createSearchEngine,
  unpackSearchIndex,
  type PackedItem,
  type PackedPage,
  type SearchIndexFile,
} from '../engine';
import {extractPage} from '../extract';
import {
  listOffsets,
  readList,
  decodeWords,
  encodeLists,
  encodeSearchIndex,
  encodeWords,
  engineWithTexts,
  loadPrebuiltEngine,
  packedSearchIndex,
  prebuiltPostings,
  prepareIndex,
  textsFileName,
  textsOf,
  titleTexts,
  unpackPrebuiltIndex,
  type IndexedPage,
} from '../prebuilt';
import {Postings} from '../postings';
import {indexTerms, indexTokens} from '../text';

const site = 'https://docs.example';

function page(path: string, items: PackedPage['items'], extra: Partial<PackedPage> = {}) {
  return {path, lvl0: 'Guides', language: 'en', tags: ['docs-default-current'], items, ...extra};
}

// Every kind of item and page setting the engine reads: headings with and without anchors,
// runs of texts, named records, tab panels, keywords, contexts, page ranks.
const file: SearchIndexFile = {
  format: 'toolhive-search-index',
  version: 1,
  siteUrl: site,
  pages: [
    page(
      '/guides/run',
      [
        [1, 'Run an MCP server'],
        [0, 'Use thv run to start a server from the registry.'],
        [0, 'Pass --transport sse or -e KEY=value; set permission_profile in spec.oidcConfig.'],
        [2, 'Custom names', 'custom-names'],
        [0, 'Give the server a name with --name.'],
        [7, '--proxy-port', 'proxy-port', 'The port the proxy listens on (default 8080).'],
        [7, '--name', 'name', ''],
        [0, 'Run thv run on macOS.', 'tab-mac', 'Install › macOS', 2],
        // Written by an older build: no section level.
        [0, 'Run thv run on Linux.', 'tab-linux', 'Install › Linux'] as unknown as PackedItem,
        [3, 'Café – l’été'],
        [0, 'Naïve café text, doesn’t break MCPServer getHTTPStatus k8s v1beta x--y.'],
        [0, 'Second text under the same heading.'],
      ],
      {keywords: ['start', 'launch'], pageRank: 1},
    ),
    page(
      '/reference/crd',
      [
        [1, 'MCPServer resource reference'],
        [2, 'Spec', 'spec'],
        [7, 'spec.resources.limits', 'spec-resources-limits', 'Resource limits of the server.'],
        [0, 'Kubernetes runs the server in a pod.'],
      ],
      {context: ['kubernetes', 'k8s'], pageRank: -0.25, foundByName: true},
    ),
    page('/guides/anchors', [
      [1, 'Anchors'],
      [2, 'How clients reach servers', 'how-it-works'],
      [0, 'Clients connect through the proxy.'],
      [3, 'No anchor of its own'],
      [0, 'Text under a heading that links to the section above it.'],
      [2, 'Shared anchor', 'shared'],
      [0, 'Text of the first shared section.'],
      [7, 'shared', 'shared', 'A named record whose anchor a heading has too.'],
      [3, 'Heading without anchor'],
      [0, 'Text that links to the section above its heading.'],
    ]),
    page('/guides/words', [
      [1, 'Function words'],
      [2, 'What is a gateway?', 'what-is-a-gateway'],
      [0, 'A gateway forwards calls.'],
      [2, 'Addresses', 'addresses'],
      [0, 'Start it with the gateway’s address, which is where it listens (a-gateway.example).'],
    ]),
    page('/empty', [[1, 'An empty page']]),
    page(
      '/fr',
      [
        [1, 'Secrets en français'],
        [0, 'Un secret.'],
      ],
      {language: 'fr'},
    ),
  ],
};

const queries = [
  'run',
  'thv run',
  'server',
  'ser',
  '--transport',
  'transport',
  'proxy port',
  'name',
  'launch',
  'cafe',
  'naive',
  'kubernetes limits',
  'resource limits mcpserver',
  'spec.resources.limits',
  'oidcconfig',
  'permission_profile',
  'linux',
  'macos',
  'secret',
  'getHTTPStatus',
  'k8s',
  'severr',
  'clients proxy',
  'shared',
  'links section above',
  'shared section',
  'heading without anchor',
  'what is',
  'with the',
  'with ',
  'wi',
  't',
  's ',
  'doesn',
  'gateways',
  '',
];

/** The same page of the index with other items. */
const withItems = (page: IndexedPage, items: unknown[]) =>
  [page[0], page[1], items, ...page.slice(3)] as unknown as IndexedPage;

const comparable = (value: unknown) =>
  JSON.stringify(value, (key, field) => (key === 'processingTimeMS' ? 0 : field));

/** The numbers of `count` lists of `encodeLists`, read as the browser reads them, list by list. */
function decodeLists(text: string, count: number): number[][] {
  const offsets = listOffsets(text, count);
  const into = new Int32Array(text.length);
  return Array.from({length: count}, (_, list) => [
    ...into.subarray(0, readList(text, offsets[list], offsets[list + 1], into)),
  ]);
}

describe('numbers and words as text', () => {
  it('reads back every list it writes, most numbers in one character and no count', () => {
    const lists = [
      [0, 1, 41, 42, 43, 251, 252, 253, 1301, 1302, 123_456, 2 ** 24],
      [],
      [44, 45, 46, 269, 270],
      [],
      [7],
      [0],
    ];
    const text = encodeLists(lists);
    expect(decodeLists(text, lists.length)).toEqual(lists);
    // One character each: a number that more follow, below 42; one that ends its list, below 45;
    // an empty list.
    expect(encodeLists([[41, 44]])).toHaveLength(2);
    expect(encodeLists([[42, 44]])).toHaveLength(3);
    expect(encodeLists([[41, 45]])).toHaveLength(3);
    expect(encodeLists([[], []])).toHaveLength(2);
    // JSON writes them as they are: no escapes.
    expect(JSON.stringify(text)).toHaveLength(text.length + 2);
  });

  it('refuses numbers it cannot write and text that is not as many lists', () => {
    expect(() => encodeLists([[-1]])).toThrow();
    expect(() => encodeLists([[1.5]])).toThrow();
    const two = encodeLists([[3, 4], [5]]);
    expect(() => decodeLists(`a"`, 1)).toThrow(/malformed/);
    expect(() => decodeLists('é', 1)).toThrow(/malformed/);
    expect(() => decodeLists(two, 1)).toThrow(/postings no token uses/);
    expect(() => decodeLists(two, 3)).toThrow(/too few postings/);
    expect(() => decodeLists(two, -1)).toThrow(/too few postings/);
    // A lead digit with no last digit after it; a list with no number that ends it.
    expect(() => decodeLists(encodeLists([[5000]]).slice(0, 1), 1)).toThrow(/ends inside a number/);
    expect(() => decodeLists(two.slice(0, 1), 1)).toThrow(/ends inside a list/);
    // The empty list's character inside a list, or after a lead digit.
    const empty = encodeLists([[]]);
    expect(() => decodeLists(two.slice(0, 1) + empty + two.slice(1), 3)).toThrow(/malformed/);
    expect(() => decodeLists(encodeLists([[5000]]).slice(0, 1) + empty, 1)).toThrow(/malformed/);
    expect(() => decodeLists(two, 0)).toThrow(/postings no token uses/);
    // Lead digits past what the reader takes: refused by both sides, never looped over.
    const largest = 0xffffff * 45 + 44;
    expect(decodeLists(encodeLists([[largest]]), 1)).toEqual([[largest]]);
    expect(() => encodeLists([[largest + 1]])).toThrow(/Cannot encode/);
    const lead = encodeLists([[5000]]).slice(0, 1);
    expect(() => decodeLists(lead.repeat(1000) + two.slice(-1), 1)).toThrow(/malformed/);
  });

  it('front-codes a word list, shared prefixes longer than 35 characters too', () => {
    const long = 'a'.repeat(50);
    const words = ['', 'mcp', 'mcpserver', 'mcpservers', long, `${long}b`, `${long}c`, 'z'];
    expect(decodeWords(encodeWords(words))).toEqual(words);
    expect(encodeWords(['mcp', 'mcpserver'])).toBe('0mcp\n3server');
    expect(() => decodeWords('5abc')).toThrow(/malformed/);
  });
});

describe('tokens', () => {
  const texts = [
    ...file.pages.flatMap((entry) => entry.items.map((item) => String(item[1]))),
    '--transport -e x-y a--b --Foo_bar -E thv_config_set-ca-cert',
    'spec.oidcConfig.inline MCPServer getHTTPStatus',
    '--',
    '-x-y --x.y',
  ];
  const fixtures = path.join(import.meta.dirname, 'fixtures');
  for (const name of ['doc-page.html', 'api-page.html', 'landing.html']) {
    const extracted = extractPage(readFileSync(path.join(fixtures, name), 'utf8'), {path: '/x'});
    for (const item of extracted?.items ?? []) texts.push(String(item[1]), String(item[3] ?? ''));
  }

  it.each(texts)('have between them the terms of the text: %s', (text) => {
    const fromTokens = indexTokens(text).flatMap((token) => indexTerms(token));
    expect(new Set(fromTokens)).toEqual(new Set(indexTerms(text)));
  });
});

describe('function words', () => {
  const {index, texts} = encodeSearchIndex(file);
  const engine = loadPrebuiltEngine(index, texts);
  const urls = (query: string) => engine.search(query).hits.map((hit) => hit.url);

  it('are kept in titles only: a query of nothing else finds headings, never a text', () => {
    const tokens = decodeWords(index.tokens);
    expect(tokens).toContain('what');
    expect(tokens).not.toContain('with');
    expect(tokens).not.toContain('where');
    // The query's last word, typed to its end: not a prefix.
    expect(urls('with ')).toEqual([]);
    expect(urls('what is')[0]).toBe(`${site}/guides/words#what-is-a-gateway`);
    // A prefix that runs into one ("wh" into "which", "where", "what") finds it in a title only.
    expect(urls('wh')[0]).toBe(`${site}/guides/words#what-is-a-gateway`);
    expect(urls('wh')).not.toContain(`${site}/guides/words#addresses`);
    // Nor does one that a text's compound word holds (the "a" of "a-gateway.example").
    expect(indexTerms('a-gateway.example')).toContain('a');
    expect(urls('a ')).toContain(`${site}/guides/words#what-is-a-gateway`);
    expect(urls('a ')).not.toContain(`${site}/guides/words#addresses`);
  });

  it('in a compound word of a text leave its other words: "gateway’s" is found, its "s" is not', () => {
    expect(urls('gateways')).toContain(`${site}/guides/words#addresses`);
    expect(urls('s ')).toEqual([]);
  });
});

describe('the prebuilt index', () => {
  const {index, texts} = encodeSearchIndex(file);

  it('keeps texts out of the index file', () => {
    const indexJson = JSON.stringify(index);
    expect(indexJson).not.toContain('Give the server a name');
    expect(textsOf(texts)).toContain('Give the server a name with --name.');
    expect(index.texts.count).toBe(textsOf(texts).length);
    expect(textsFileName('search-index-0.0.47.json')).toBe('search-texts-0.0.47.json');
    expect(textsFileName('search-index.json')).toBe('search-texts.json');
  });

  it('writes the language and tags most pages share once, and a page that differs keeps its own', () => {
    expect(index.pageDefaults).toEqual({language: 'en', tags: ['docs-default-current']});
    const own = index.pages.filter(([, , , fields]) => fields?.language ?? fields?.tags);
    expect(own.map(([path, , , fields]) => [path, fields?.language, fields?.tags])).toEqual([
      // After `/empty`, in the same folder.
      ['fr', 'fr', ['docs-default-current']],
    ]);
    // A page is a tuple, its other fields last and only when it has some.
    expect(index.pages.find(([path]) => path === '/guides/anchors')).toHaveLength(3);
    expect(index.pages.find(([path]) => path === '/reference/crd')?.[3]).toEqual({
      context: ['kubernetes', 'k8s'],
      pageRank: -0.25,
      foundByName: true,
    });
    const pages = packedSearchIndex(JSON.parse(JSON.stringify(index)), texts).pages;
    expect(pages.map((entry) => [entry.language, entry.tags])).toEqual(
      file.pages.map((entry) => [entry.language, entry.tags]),
    );
    for (const pageDefaults of [undefined, {language: 'en'}, {language: 'en', tags: [1]}]) {
      expect(() => prepareIndex({...index, pageDefaults}), JSON.stringify(pageDefaults)).toThrow();
    }
    const noTags = {...index, pageDefaults: {...index.pageDefaults, tags: 'docs'}};
    expect(() => prepareIndex(noTags)).toThrow();
  });

  it('writes a path without the folder of the page before, and a section the page before has as 0', () => {
    const pages = ['/guides/install', '/guides/run', '/guides/', '/reference/crd', '/guides/x'].map(
      (path, k) => page(path, [[1, `Page ${k}`]], {lvl0: k < 3 ? 'Guides' : 'Reference'}),
    );
    const encoded = encodeSearchIndex({...file, pages}).index;
    expect(encoded.pages.map(([path, lvl0]) => [path, lvl0])).toEqual([
      ['/guides/install', 'Guides'],
      ['run', 0],
      ['', 0],
      ['/reference/crd', 'Reference'],
      ['/guides/x', 0],
    ]);
    const texts = encodeSearchIndex({...file, pages}).texts;
    expect(packedSearchIndex(JSON.parse(JSON.stringify(encoded)), texts).pages).toEqual(pages);
    // The first page has no page before to lean on.
    for (const first of [withItems(encoded.pages[1], []), ['/guides/run', 0, []]]) {
      const broken = {...encoded, pages: [first, ...encoded.pages.slice(1)]};
      expect(() => prepareIndex(broken), JSON.stringify(first)).toThrow(/malformed page/);
    }
    expect(() => encodeSearchIndex({...file, pages: [page('guides', [])]})).toThrow(/start with/);
  });

  it('sends the anchors the titles do not give with the texts, and links with them once the texts are in', () => {
    const indexJson = JSON.stringify(index);
    // An anchor of its own, and a flag's anchor (`^`), wait in the texts file.
    expect(indexJson).not.toContain('how-it-works');
    expect(texts.anchors.split('\u0000')).toEqual(expect.arrayContaining(['how-it-works', '^']));
    expect(index.texts.anchors).toBe(texts.anchors.split('\u0000').length);
    // Two items with one anchor keep it in the index: the engine tells links apart before the
    // texts are in by a stand-in per anchor, which would part them.
    const anchorsPage = index.pages.find(([path]) => path === '/guides/anchors')!;
    expect(anchorsPage[2]).toContainEqual([2, 'How clients reach servers', 0]);
    expect(anchorsPage[2]).toContainEqual([2, 'Shared anchor', 'shared']);
    expect(anchorsPage[2]).toContainEqual([7, 'shared', '*']);
    const prepared = prepareIndex(JSON.parse(indexJson));
    const waiting = prepared.records.find(
      (record) => record.hierarchy.lvl2 === 'How clients reach servers',
    );
    expect(waiting?.anchor?.startsWith('\u0000')).toBe(true);
    const engine = engineWithTexts(prepared, JSON.parse(JSON.stringify(texts)));
    expect(waiting?.url).toBe(`${site}/guides/anchors#how-it-works`);
    expect(engine.search('clients proxy').hits[0].url).toBe(`${site}/guides/anchors#how-it-works`);
    expect(engine.search('proxy port').hits[0].url).toBe(`${site}/guides/run#proxy-port`);
    // Every record as the packed pages make it, the anchors inherited below a heading included,
    // and the same again when the texts come a second time.
    expect(prepared.records).toEqual(unpackSearchIndex(file));
    engineWithTexts(prepared, JSON.parse(JSON.stringify(texts)));
    expect(prepared.records).toEqual(unpackSearchIndex(file));
    // A texts file with an anchor fewer, or more, is another index's.
    const fewer = texts.anchors.slice(0, texts.anchors.lastIndexOf('\u0000'));
    expect(() => loadPrebuiltEngine(index, {...texts, anchors: fewer})).toThrow(/not those/);
    expect(() => loadPrebuiltEngine(index, {...texts, anchors: `${texts.anchors}\u0000x`})).toThrow(
      /not those/,
    );
    expect(() =>
      loadPrebuiltEngine({...index, texts: {...index.texts, anchors: 1}}, texts),
    ).toThrow(/more anchors/);
    // An anchor slot that holds neither a written anchor nor the moved mark is refused.
    const withItem = (item: unknown) => ({
      ...index,
      pages: [['/guides/anchors', 'Guides', [...anchorsPage[2], item]]],
    });
    for (const bad of [
      [2, 'Odd', 5],
      [2, 'Odd', null],
      [7, 'odd', 0],
      [1, 'Odd', true],
    ]) {
      expect(() => prepareIndex(withItem(bad)), JSON.stringify(bad)).toThrow(/malformed anchor/);
    }
    expect(() => prepareIndex(withItem([2, 'Odd', '\u00000']))).toThrow(/malformed anchor/);
  });

  it('gives back the records of the packed pages', () => {
    const parsed = JSON.parse(JSON.stringify({index, texts}));
    expect(unpackPrebuiltIndex(parsed.index, parsed.texts)).toEqual(unpackSearchIndex(file));
    const packed = packedSearchIndex(parsed.index, parsed.texts);
    expect(packed.pages.map((entry) => entry.items.length)).toEqual(
      file.pages.map((entry) => entry.items.length),
    );
    expect(unpackSearchIndex(packed)).toEqual(unpackSearchIndex(file));
    // Headings and named records come back as they were, anchors and all.
    const titled = (pages: PackedPage[]) =>
      pages.map((entry) => entry.items.filter((item) => item[0] !== 0));
    expect(titled(packed.pages)).toEqual(titled(file.pages));
    expect(unpackPrebuiltIndex(parsed.index, parsed.texts, 'http://localhost:1')[0].url).toBe(
      'http://localhost:1/guides/run',
    );
  });

  it('has the words, records and fields of the engine built from the records, and no others', () => {
    const records = unpackPrebuiltIndex(index, texts);
    const prebuilt = prebuiltPostings(index, records);
    const fromRecords = new Postings(unpackSearchIndex(file));
    const words = prebuilt.terms.filter((_, term) => prebuilt.has(term));
    const oneTextMore = {...index, texts: {...index.texts, count: index.texts.count + 1}};
    expect(() => prebuiltPostings(oneTextMore, records)).toThrow(/texts no page uses/);
    // Function words of texts alone (the "s" of "gateway’s") are terms of a token, not words.
    expect(words.length).toBeLessThan(prebuilt.terms.length);
    expect(new Set(words)).toEqual(
      new Set([...fromRecords.vocabulary.atPrefix('')].map(([word]) => word)),
    );
    for (const word of words) {
      const list = prebuilt.list(prebuilt.terms.indexOf(word));
      const expected = fromRecords.list(fromRecords.vocabulary.get(word)!);
      expect([[...list.docs], [...list.masks]], word).toEqual([
        [...expected.docs],
        [...expected.masks],
      ]);
    }
  });

  it("reads a word's texts and titles only when a query asks for it", () => {
    const tokens = decodeWords(index.tokens);
    const token = tokens.indexOf('registry');
    expect(token).toBeGreaterThanOrEqual(0);
    // The word's list names a text past the last: read at load, the whole index would be refused.
    const offsets = listOffsets(index.postings, tokens.length);
    const postings =
      index.postings.slice(0, offsets[token]) +
      encodeLists([[index.texts.count + index.titles]]) +
      index.postings.slice(offsets[token + 1]);
    const engine = loadPrebuiltEngine({...index, postings}, texts);
    expect(engine.search('custom names').hits[0].url).toBe(`${site}/guides/run#custom-names`);
    expect(() => engine.search('registry')).toThrow(/malformed posting/);
  });

  it('answers every query as the engine built from the records does', () => {
    const parsed = JSON.parse(JSON.stringify({index, texts}));
    const prebuilt = loadPrebuiltEngine(parsed.index, parsed.texts);
    const fromRecords = createSearchEngine(unpackSearchIndex(file));
    for (const query of queries) {
      for (const options of [{}, {hitsPerPage: 2, page: 1}, {facetFilters: ['language:fr']}]) {
        expect(comparable(prebuilt.search(query, options)), query).toBe(
          comparable(fromRecords.search(query, options)),
        );
      }
    }
    expect(prebuilt.search('proxy port').hits[0].url).toBe(`${site}/guides/run#proxy-port`);
  });

  it('is read, and its engine set up, before its texts arrive, and answers the same once they are in', () => {
    const parsed = JSON.parse(JSON.stringify({index, texts}));
    const prepared = prepareIndex(parsed.index);
    expect(prepared.records.filter((record) => record.content !== null)).toHaveLength(
      textsOf(texts).length,
    );
    expect(prepared.records.every((record) => !record.content)).toBe(true);
    const shorter = encodeSearchIndex({...file, pages: file.pages.slice(0, 1)});
    expect(() => engineWithTexts(prepareIndex(parsed.index), shorter.texts)).toThrow(
      /not those of this/,
    );
    // The engine was set up with the records, before the texts: filling them in is all that is left.
    const engine = engineWithTexts(prepared, parsed.texts);
    expect(engine).toBe(prepared.engine);
    const fromRecords = createSearchEngine(unpackSearchIndex(file));
    for (const query of queries) {
      expect(comparable(engine.search(query)), query).toBe(comparable(fromRecords.search(query)));
    }
  });

  it('keeps the texts apart in one string: none, one empty, and refuses a text with a NUL', () => {
    const only = (items: PackedPage['items']) =>
      encodeSearchIndex({...file, pages: [page('/only', items)]});
    const none = only([[1, 'Title only']]);
    expect(textsOf(none.texts, none.index.texts.count)).toEqual([]);
    expect(loadPrebuiltEngine(none.index, none.texts).records).toHaveLength(1);
    const empty = only([
      [1, 'Title'],
      [0, ''],
    ]);
    expect(empty.index.texts.count).toBe(1);
    expect(loadPrebuiltEngine(empty.index, empty.texts).records[1].content).toBe('');
    const two = only([
      [0, 'one'],
      [0, 'two'],
    ]);
    expect(textsOf(two.texts, 2)).toEqual(['one', 'two']);
    expect(() => only([[0, 'bad\u0000text']])).toThrow(/NUL/);
  });

  it('refuses texts that are not its own, and a page with more texts than the file', () => {
    const shorter = encodeSearchIndex({...file, pages: file.pages.slice(0, 1)});
    expect(() => loadPrebuiltEngine(index, shorter.texts)).toThrow(/not those of this/);
    // As many texts, from another build: only the digest tells them apart.
    const otherBuild = {...texts, digest: `${texts.digest}0`};
    expect(() => loadPrebuiltEngine(index, otherBuild)).toThrow(/not those of this/);
    expect(() => loadPrebuiltEngine({...index, texts: {...index.texts, count: -1}}, texts)).toThrow(
      /format/,
    );
    const badItem = {...index, pages: [withItems(index.pages[0], [[1]]), ...index.pages.slice(1)]};
    expect(() => loadPrebuiltEngine(badItem, texts)).toThrow(/malformed item/);
    const extraRun = {
      ...index,
      pages: [withItems(index.pages[0], [...index.pages[0][2], 1]), ...index.pages.slice(1)],
    };
    expect(() => loadPrebuiltEngine(extraRun, texts)).toThrow(/more texts/);
    for (const page of [
      null,
      {path: '/', lvl0: 'Guides', items: []},
      ['/', 'Guides'],
      ['/', 'Guides', [], []],
    ]) {
      expect(
        () => loadPrebuiltEngine({...index, pages: [page]}, texts),
        JSON.stringify(page),
      ).toThrow(/malformed page/);
    }
    expect(() => loadPrebuiltEngine({...index, tokens: '9x'}, texts)).toThrow(/malformed/);
  });

  it('splits no title in the browser: each is numbered, and one too few or too many is refused', () => {
    const titles = titleTexts(unpackSearchIndex(file));
    // A page's keywords count as words of its title; a section title shared by records is listed once.
    expect(titles).toContain('Run an MCP server start launch');
    expect(titles.filter((title) => title === 'Custom names')).toHaveLength(1);
    expect(index.titles).toBe(titles.length);
    expect(() => loadPrebuiltEngine({...index, titles: index.titles + 1}, texts)).toThrow(
      /titles no page uses/,
    );
    expect(() => loadPrebuiltEngine({...index, titles: 2 ** 31}, texts)).toThrow(
      /more texts and titles than it can number/,
    );
    expect(() => loadPrebuiltEngine({...index, titles: index.titles - 1}, texts)).toThrow(
      /fewer titles than its pages/,
    );
    const titleAsText = {
      ...index,
      titles: index.titles - 1,
      texts: {...index.texts, count: index.texts.count + 1},
    };
    expect(() => loadPrebuiltEngine(titleAsText, texts)).toThrow(/texts no page uses/);
    // Pages with a title more, or one fewer, than the lists were written for.
    const [first, ...rest] = index.pages;
    const newHeading = {
      ...index,
      pages: [withItems(first, [...first[2], [4, 'New']]), ...rest],
    };
    expect(() => loadPrebuiltEngine(newHeading, texts)).toThrow(/fewer titles than its pages/);
    const items = first[2].filter((item) => !(Array.isArray(item) && item[1] === 'Custom names'));
    expect(items).toHaveLength(first[2].length - 1);
    const lostHeading = {...index, pages: [withItems(first, items), ...rest]};
    expect(() => loadPrebuiltEngine(lostHeading, texts)).toThrow(/titles no page uses/);
  });
});
