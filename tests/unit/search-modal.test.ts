// The search modal's parts that hold no React: sections of hits, a row's text, recent and
// favourite searches, the keys, the search session and the request it sends.
import {afterEach, describe, expect, it, vi} from 'vitest';

import type {SearchClient} from '../../plugins/local-search/client/localClient';
import {hitsPerSection, sectionTitles, sectionsOf} from '../../src/components/SearchModal/groups';
import {
  describeHit,
  kindOf,
  plainText,
  storedTextHtml,
  toStored,
  type Hit,
} from '../../src/components/SearchModal/hitText';
import {moveSelection, openIn} from '../../src/components/SearchModal/keys';
import {modalSearch} from '../../src/components/SearchModal/modalSearch';
import {optionsOnScreen} from '../../src/components/SearchModal/options';
import {
  createSearchSession,
  stallMs,
  type Answer,
  type SearchStatus,
} from '../../src/components/SearchModal/searchSession';
import {
  createStoredSearches,
  favouriteKey,
  recentKey,
  type Storage,
} from '../../src/components/SearchModal/storedSearches';
import type {SearchGlobalData} from '../../src/components/SearchCore';

function hit(
  id: string,
  type: Hit['type'],
  lvl0: string,
  lvl1: string,
  extra: Partial<Hit> = {},
): Hit {
  return {
    objectID: id,
    url: `/toolhive/${id}`,
    type,
    hierarchy: {lvl0, lvl1, lvl2: type === 'lvl2' ? `${lvl1} part` : null},
    content: type === 'content' ? `Text of ${id}` : null,
    ...extra,
  };
}

describe('sections of hits', () => {
  it('groups by top level in order of first appearance, at most five a section', () => {
    const hits = [
      hit('a', 'lvl1', 'Guides', 'A'),
      hit('b', 'lvl1', 'Reference', 'B'),
      ...Array.from({length: 7}, (_, i) => hit(`g${i}`, 'content', 'Guides', `G${i}`)),
    ];
    const sections = sectionsOf(hits);
    expect(sections.map((section) => section.title)).toEqual(['Guides', 'Reference']);
    expect(sections[0].items).toHaveLength(hitsPerSection);
    expect(sections[0].items.map((item) => item.hit.objectID)).toEqual([
      'a',
      'g0',
      'g1',
      'g2',
      'g3',
    ]);
    expect(sectionTitles(hits)).toEqual(['Guides', 'Reference']);
  });

  it("draws a hit as a child when its page's own hit is in its section, and marks the last", () => {
    const sections = sectionsOf([
      hit('page', 'lvl1', 'Guides', 'Secrets'),
      hit('part', 'lvl2', 'Guides', 'Secrets'),
      hit('text', 'content', 'Guides', 'Secrets'),
      hit('other', 'content', 'Guides', 'Other page'),
      hit('elsewhere', 'lvl2', 'Reference', 'Secrets'),
    ]);
    expect(sections[0].items.map(({child, lastChild}) => [child, lastChild])).toEqual([
      [false, false],
      [true, false],
      [true, true],
      [false, false],
    ]);
    // Its page is listed in another section only: not a child.
    expect(sections[1].items[0].child).toBe(false);
  });

  it("keeps a page's hits together in a section, pages in order of first appearance", () => {
    const sections = sectionsOf([
      hit('a-text', 'content', 'Guides', 'A'),
      hit('b-page', 'lvl1', 'Guides', 'B'),
      hit('a-page', 'lvl1', 'Guides', 'A'),
      hit('b-part', 'lvl2', 'Guides', 'B'),
      hit('a-part', 'lvl2', 'Guides', 'A'),
      hit('a-more', 'content', 'Guides', 'A'),
    ]);
    expect(sections[0].items.map(({hit: {objectID}, child}) => [objectID, child])).toEqual([
      ['a-text', true],
      ['a-page', false],
      ['a-part', true],
      ['b-page', false],
      ['b-part', true],
    ]);
  });
});

describe("a row's text", () => {
  it("shows a search hit's own HTML: the heading or text as title, its page below", () => {
    const heading = hit('h', 'lvl2', 'Guides', 'Secrets', {
      _snippetResult: {
        hierarchy: {
          lvl1: {value: '<mark>Secrets</mark>'},
          lvl2: {value: 'Set a <mark>secret</mark>'},
        },
      },
    });
    expect(describeHit(heading)).toEqual({
      title: 'Set a <mark>secret</mark>',
      path: '<mark>Secrets</mark>',
    });
    const text = hit('t', 'content', 'Guides', 'Secrets', {
      _snippetResult: {content: {value: '… a <mark>secret</mark> …'}, hierarchy: {}},
    });
    expect(describeHit(text)).toEqual({title: '… a <mark>secret</mark> …', path: 'Secrets'});
    expect(describeHit(hit('p', 'lvl1', 'Guides', 'Secrets'))).toEqual({
      title: 'Secrets',
      path: null,
    });
    expect([heading, text, hit('p', 'lvl1', 'G', 'P')].map(kindOf)).toEqual([
      'heading',
      'text',
      'page',
    ]);
  });

  it('shows stored text as text, whatever it holds', () => {
    const stored = toStored(hit('x', 'lvl1', 'Guides', '<img src=x onerror=alert(1)> & more'));
    expect(stored.hierarchy.lvl1).toBe('&lt;img src=x onerror=alert(1)&gt; &amp; more');
    expect(describeHit(stored).title).toBe('&lt;img src=x onerror=alert(1)&gt; &amp; more');
    expect(plainText(describeHit(stored).title)).toBe('<img src=x onerror=alert(1)> & more');
    expect(plainText('Set a <mark>secret</mark> &amp; more')).toBe('Set a secret & more');
    // An entry stored without escapes (edited by hand) still shows as text.
    expect(storedTextHtml('<b>bold</b>')).toBe('&lt;b&gt;bold&lt;/b&gt;');
    expect(Object.keys(stored)).toEqual(['objectID', 'url', 'type', 'hierarchy', 'content']);
  });
});

/** Local storage in memory. */
function memoryStorage(): Storage & {items: Map<string, string>} {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('recent and favourite searches', () => {
  const stored = (id: string) => toStored(hit(id, 'lvl1', 'Guides', id));

  it('keeps the newest first, once each, seven at most (four beside favourites), ten favourites', () => {
    const storage = memoryStorage();
    const searches = createStoredSearches('docs', storage);
    for (let i = 0; i < 9; i += 1) searches.addRecent(stored(`r${i}`));
    searches.addRecent(stored('r5'));
    expect(searches.recent().map((entry) => entry.objectID)).toEqual([
      'r5',
      'r8',
      'r7',
      'r6',
      'r4',
      'r3',
      'r2',
    ]);
    searches.favourite(stored('r8'));
    expect(searches.favourites().map((entry) => entry.objectID)).toEqual(['r8']);
    expect(searches.recent().map((entry) => entry.objectID)).toEqual(['r5', 'r7', 'r6', 'r4']);
    // A favourite opened again stays a favourite only.
    searches.addRecent(stored('r8'));
    expect(searches.recent().map((entry) => entry.objectID)).not.toContain('r8');
    for (let i = 0; i < 12; i += 1) searches.favourite(stored(`f${i}`));
    expect(searches.favourites()).toHaveLength(10);
    searches.removeFavourite('f11');
    searches.removeRecent('r5');
    expect(searches.favourites()[0].objectID).toBe('f10');
    expect(searches.recent()[0].objectID).toBe('r7');
    expect([...storage.items.keys()].sort()).toEqual(
      [favouriteKey('docs'), recentKey('docs')].sort(),
    );
    expect(recentKey('docs')).toBe('__DOCSEARCH_RECENT_SEARCHES__docs');
  });

  it('reads past broken storage: malformed entries, bad JSON, a storage that throws', () => {
    const storage = memoryStorage();
    storage.items.set(recentKey('docs'), JSON.stringify([{objectID: 1}, stored('ok'), null, 'x']));
    storage.items.set(favouriteKey('docs'), '{not json');
    const searches = createStoredSearches('docs', storage);
    expect(searches.recent().map((entry) => entry.objectID)).toEqual(['ok']);
    expect(searches.favourites()).toEqual([]);
    const throwing = createStoredSearches('docs', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    });
    expect(throwing.recent()).toEqual([]);
    expect(() => throwing.addRecent(stored('a'))).not.toThrow();
    expect(createStoredSearches('docs', null).recent()).toEqual([]);
  });
});

describe('the options the keys move through', () => {
  const stored = [toStored(hit('r', 'lvl1', 'Guides', 'R'))];
  const sections = sectionsOf([
    hit('a', 'lvl1', 'Guides', 'A'),
    hit('b', 'content', 'Guides', 'A'),
  ]);
  const on = (hasQuery: boolean, failed: boolean) =>
    optionsOnScreen({hasQuery, failed, sections, recent: stored, favourites: []}).map(
      (option) => option.objectID,
    );

  it('are the stored searches, the hits, or none under the error screen', () => {
    expect(on(false, false)).toEqual(['r']);
    expect(on(true, false)).toEqual(['a', 'b']);
    expect(on(true, true)).toEqual([]);
  });
});

describe('keys', () => {
  it('arrows move through the options, round from either end', () => {
    expect(moveSelection(0, 3, 1)).toBe(1);
    expect(moveSelection(2, 3, 1)).toBe(0);
    expect(moveSelection(0, 3, -1)).toBe(2);
    expect(moveSelection(-1, 3, -1)).toBe(2);
    expect(moveSelection(-1, 3, 1)).toBe(0);
    expect(moveSelection(0, 0, 1)).toBe(-1);
  });

  it('Enter opens here; with Ctrl or Command in a new tab; with Shift in a new window', () => {
    const keys = {ctrlKey: false, metaKey: false, shiftKey: false};
    expect(openIn(keys)).toBe('page');
    expect(openIn({...keys, ctrlKey: true})).toBe('tab');
    expect(openIn({...keys, metaKey: true})).toBe('tab');
    expect(openIn({...keys, shiftKey: true})).toBe('window');
  });
});

describe('the search session', () => {
  afterEach(() => vi.useRealTimers());

  /** A session whose searches wait until the test answers them. */
  function session() {
    const calls: {query: string; answer: (hits: number) => void; fail: () => void}[] = [];
    const statuses: SearchStatus[] = [];
    const answers: Answer[] = [];
    const search = createSearchSession(
      (query) =>
        new Promise<Answer>((resolve, reject) => {
          calls.push({
            query,
            answer: (count) =>
              resolve({query, nbHits: count, hits: Array.from({length: count}, () => ({}) as Hit)}),
            fail: () => reject(new Error('down')),
          });
        }),
      {status: (status) => statuses.push(status), answer: (answer) => answers.push(answer)},
    );
    return {search, calls, statuses, answers};
  }

  it('goes loading, stalled after 300 ms, then idle with the answer', async () => {
    vi.useFakeTimers();
    const {search, calls, statuses, answers} = session();
    search.search('secrets');
    vi.advanceTimersByTime(stallMs - 1);
    expect(statuses).toEqual(['loading']);
    vi.advanceTimersByTime(1);
    expect(statuses).toEqual(['loading', 'stalled']);
    calls[0].answer(3);
    await vi.runAllTimersAsync();
    expect(statuses).toEqual(['loading', 'stalled', 'idle']);
    expect(answers.map((answer) => answer.query)).toEqual(['secrets']);
  });

  it('shows each answer newer than the one shown, and never an older one', async () => {
    const {search, calls, statuses, answers} = session();
    search.search('s');
    search.search('se');
    search.search('sec');
    calls[1].answer(2);
    await Promise.resolve();
    calls[0].answer(1);
    await Promise.resolve();
    expect(answers.map((answer) => answer.query)).toEqual(['se']);
    expect(statuses.at(-1)).toBe('loading');
    calls[2].answer(3);
    await Promise.resolve();
    expect(answers.map((answer) => answer.query)).toEqual(['se', 'sec']);
    expect(statuses.at(-1)).toBe('idle');
  });

  it('shows no older answer after the newest search has failed', async () => {
    const {search, calls, statuses, answers} = session();
    search.search('old');
    search.search('new');
    calls[1].fail();
    await Promise.resolve();
    calls[0].answer(2);
    await Promise.resolve();
    expect(answers).toEqual([]);
    expect(statuses.at(-1)).toBe('error');
  });

  it('reports an error of the newest search only, and drops what a cleared query waited for', async () => {
    const {search, calls, statuses, answers} = session();
    search.search('a');
    search.search('b');
    calls[0].fail();
    await Promise.resolve();
    expect(statuses.at(-1)).toBe('loading');
    calls[1].fail();
    await Promise.resolve();
    expect(statuses.at(-1)).toBe('error');
    search.search('c');
    search.clear();
    expect(statuses.at(-1)).toBe('idle');
    calls[2].answer(1);
    await Promise.resolve();
    expect(answers).toEqual([]);
    search.search('d');
    search.close();
    calls[3].answer(1);
    await Promise.resolve();
    expect(answers).toEqual([]);
  });
});

describe("the modal's request", () => {
  const settings = {
    mode: 'local',
    indexName: 'docs',
    siteUrl: 'https://docs.example',
    algolia: null,
  } as unknown as SearchGlobalData;

  it("asks for DocSearch's request and gives back the hits on site paths", async () => {
    const search = vi.fn(async () => ({
      results: [
        {
          hits: [{objectID: '1', url: 'https://docs.example/toolhive/x#y'}],
          nbHits: 41,
        },
      ],
    }));
    const run = modalSearch(settings, [['language:en']], () => 5, {
      search,
    } as unknown as SearchClient);
    const answer = await run('secrets');
    expect(answer).toMatchObject({query: 'secrets', nbHits: 41, hits: [{url: '/toolhive/x#y'}]});
    expect(search).toHaveBeenCalledWith([
      {
        indexName: 'docs',
        params: expect.objectContaining({
          query: 'secrets',
          hitsPerPage: 20,
          facetFilters: [['language:en']],
          attributesToSnippet: expect.arrayContaining(['content:5', 'hierarchy.lvl1:5']),
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
        }),
      },
    ]);
  });

  it('asks hosted Algolia with click analytics when Algolia is configured', async () => {
    const search = vi.fn(async () => ({results: [{hits: [], nbHits: 0}]}));
    const hosted = {...settings, mode: 'algolia', algolia: {appId: 'APP', apiKey: 'KEY'}};
    await modalSearch(hosted as SearchGlobalData, [], () => 10, {
      search,
    } as unknown as SearchClient)('x');
    expect(search).toHaveBeenCalledWith([
      {
        indexName: 'docs',
        params: expect.objectContaining({
          clickAnalytics: true,
          attributesToRetrieve: expect.arrayContaining([
            'hierarchy.lvl0',
            'content',
            'type',
            'url',
          ]),
        }),
      },
    ]);
  });
});
