import {describe, expect, it} from 'vitest';

import {
  editDistance,
  escapeHtml,
  highlight,
  indexTerms,
  matchTerm,
  parseQuery,
  queryStopWords,
  snippet,
  splitWords,
  typoBudget,
} from '../text';

const terms = (query: string) => parseQuery(query).map((term) => term.term);

describe('tokenising', () => {
  it('splits kebab, snake and camel case words into their parts', () => {
    expect(indexTerms('thv_config_set-ca-cert')).toEqual([
      'thv',
      'config',
      'set',
      'ca',
      'cert',
      'thvconfigsetcacert',
      'thv_config_set-ca-cert',
    ]);
    expect(indexTerms('MCPServer getHTTPStatus')).toEqual([
      'mcp',
      'server',
      'mcpserver',
      'get',
      'http',
      'status',
      'gethttpstatus',
    ]);
  });

  it('keeps digits with their letters and folds accents', () => {
    expect(indexTerms('k8s v1beta Café')).toEqual(['k8s', 'v1beta', 'cafe']);
  });

  it('reads a flag as its word, and as the flag itself', () => {
    expect(indexTerms('--transport -e x-y')).toEqual([
      'transport',
      '--transport',
      'e',
      '-e',
      'x',
      'y',
      'xy',
    ]);
    expect(indexTerms('--target-port')).toEqual(['target', 'port', 'targetport', '--target-port']);
    expect(terms('--transport')).toEqual(['transport', '--transport']);
    expect(terms('transport')).toEqual(['transport']);
    expect(parseQuery('--transp')).toMatchObject([
      {term: 'transp', prefix: true, maxTypos: 1},
      {term: '--transp', prefix: true, maxTypos: 0, flag: true},
    ]);
  });

  it('indexes a code name whole, by its dotted tails and by its named segments', () => {
    expect(indexTerms('spec.oidcConfig.inline.audience')).toEqual([
      'spec',
      'oidc',
      'config',
      'inline',
      'audience',
      'specoidcconfiginlineaudience',
      'spec.oidcconfig.inline.audience',
      'oidcconfig.inline.audience',
      'inline.audience',
      'oidcconfig',
    ]);
    expect(indexTerms('permission_profile')).toEqual([
      'permission',
      'profile',
      'permissionprofile',
      'permission_profile',
    ]);
  });

  it('keeps offsets of every part for highlighting', () => {
    const [word] = splitWords('  set-ca-cert');
    expect(word.start).toBe(2);
    expect(word.parts.map((part) => [part.term, part.start, part.end])).toEqual([
      ['set', 2, 5],
      ['ca', 6, 8],
      ['cert', 9, 13],
    ]);
  });

  it('gives a plain word one part, itself in lower case, and a flag only after its dashes', () => {
    const words = splitWords('Run k8s A1 then --debug, -e x or re-run');
    expect(
      words.map((word) => [
        word.parts.map((part) => [part.term, part.start, part.end]),
        word.joined,
        word.flag,
      ]),
    ).toEqual([
      [[['run', 0, 3]], null, null],
      [[['k8s', 4, 7]], null, null],
      [[['a1', 8, 10]], null, null],
      [[['then', 11, 15]], null, null],
      [[['debug', 18, 23]], null, '--debug'],
      [[['e', 26, 27]], null, '-e'],
      [[['x', 28, 29]], null, null],
      [[['or', 30, 32]], null, null],
      [
        [
          ['re', 33, 35],
          ['run', 36, 39],
        ],
        'rerun',
        null,
      ],
    ]);
  });
});

describe('parsing a query', () => {
  it('makes only the last word a prefix, unless the query ends with a space', () => {
    expect(parseQuery('run serv').map((term) => term.prefix)).toEqual([false, true]);
    expect(parseQuery('run serv ').map((term) => term.prefix)).toEqual([false, false]);
  });

  it('allows 1 typo from 3 letters and 2 from 7', () => {
    expect([
      typoBudget('ca'),
      typoBudget('cat'),
      typoBudget('secret'),
      typoBudget('secrets'),
    ]).toEqual([0, 1, 1, 2]);
  });

  it('drops function words unless nothing else is left', () => {
    expect(terms('how do I store a secret')).toEqual(['store', 'secret']);
    // Quantifiers too: "List every server" is about listing servers.
    expect(terms('list every server')).toEqual(['list', 'server']);
    expect(terms('restart all servers')).toEqual(['restart', 'all', 'servers']);
    expect(queryStopWords('what is toolhive')).toEqual(['what', 'is']);
    expect(terms('what is')).toEqual(['what', 'is']);
    expect(queryStopWords('what is')).toEqual([]);
  });

  it('drops what is left of a contraction: "doesn\'t" is "does not"', () => {
    expect(terms("client doesn't show tools")).toEqual(['client', 'show', 'tools']);
    expect(terms("server isn't in the list")).toEqual(['server', 'list']);
  });

  it('reads "vs" between two words as a comparison, and "vs code" as the editor', () => {
    expect(terms('stdio vs sse')).toEqual(['stdio', 'sse']);
    expect(terms('operator versus cli')).toEqual(['operator', 'cli']);
    expect(terms('vs code')).toEqual(['vs', 'code']);
    expect(terms('configure vs code')).toEqual(['configure', 'vs', 'code']);
    expect(terms('stdio vs')).toEqual(['stdio', 'vs']);
  });

  it('searches compound query words by their parts', () => {
    expect(terms('set-ca-cert')).toEqual(['set', 'ca', 'cert']);
    expect(terms('thv_run')).toEqual(['thv', 'run', 'thv_run']);
  });

  it('reads a code name as its parts, and as the name itself', () => {
    expect(parseQuery('oidcConfig audience')).toMatchObject([
      {term: 'oidc'},
      {term: 'config'},
      {term: 'audience', prefix: true},
      {term: 'oidcconfig', prefix: false, maxTypos: 0, identifier: true},
    ]);
    expect(parseQuery('permission_prof').at(-1)).toEqual({
      term: 'permission_prof',
      prefix: true,
      maxTypos: 0,
      identifier: true,
    });
    // Kebab case is how commands and prose join words, not a code name.
    expect(parseQuery('set-ca-cert').some((term) => term.identifier)).toBe(false);
    expect(parseQuery('v0.0.47').some((term) => term.identifier)).toBe(false);
  });

  it('attaches synonyms', () => {
    expect(parseQuery('k8s')[0].synonyms).toEqual(['kubernetes']);
    expect(parseQuery('delete a server')[0].synonyms).toContain('remove');
  });
});

describe('typos', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('secret', 'secert', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('abc', 'xyzabc', 1)).toBe(2);
  });

  it('never matches a function word by a typo', () => {
    const [thv] = parseQuery('thv ');
    expect(matchTerm('the', thv)).toBeNull();
    expect(matchTerm('thw', thv)).toEqual({typos: 1, exact: false, prefixLength: null});
  });
});

describe('highlighting', () => {
  it('escapes the text before adding marks', () => {
    const result = highlight('<img src=x onerror=alert(1)> secret', parseQuery('secret'));
    expect(result.value).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>secret</mark>');
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;');
  });

  it('marks the typed part of a prefix, whole words for exact and typo matches', () => {
    expect(highlight('Install servers', parseQuery('servers inst')).value).toBe(
      '<mark>Inst</mark>all <mark>servers</mark>',
    );
    expect(highlight('the secert word', parseQuery('secret ')).value).toBe(
      'the <mark>secert</mark> word',
    );
  });

  it('marks the matching parts of compound words', () => {
    const result = highlight('thv config set-ca-cert', parseQuery('ca cert '));
    expect(result.value).toBe('thv config set-<mark>ca</mark>-<mark>cert</mark>');
    expect(result.matchLevel).toBe('full');
    expect(result.matchedWords).toEqual(['ca', 'cert']);
  });

  it('reports partial and missing matches', () => {
    expect(highlight('run a server', parseQuery('run kubernetes ')).matchLevel).toBe('partial');
    expect(highlight('nothing here', parseQuery('run ')).matchLevel).toBe('none');
  });

  it('cuts snippets to a window of words around the first match', () => {
    const text =
      'one two three four five six seven eight nine ten eleven twelve thirteen fourteen target fifteen';
    const ten = snippet(text, parseQuery('target '), 10);
    expect(ten.value).toBe(
      '…seven eight nine ten eleven twelve thirteen fourteen <mark>target</mark> fifteen',
    );
    const five = snippet(text, parseQuery('target '), 5);
    expect(five.value).toBe('…twelve thirteen fourteen <mark>target</mark> fifteen');
    expect(five.value.replace(/…|<\/?mark>/g, '').split(' ')).toHaveLength(5);
    expect(snippet(text, parseQuery('one '), 5).value).toBe(
      '<mark>one</mark> two three four five…',
    );
    expect(snippet('short text', parseQuery('short '), 5).value).toBe('<mark>short</mark> text');
  });
});
