// The nginx includes and vercel.json come from data/hosting.json through scripts/gen-hosting.mjs:
// the committed files are what the generator writes, and the two hosts answer the same paths with
// the same headers, caching and redirects. Each side is read back from its own text, the way its
// server reads it, so a hand edit to either file shows up here.
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {hostingFiles, readHostingRules} from '../../scripts/gen-hosting.mjs';
import {contentSecurityPolicy, inlineScriptsOf} from '../../scripts/lib/hosting.mjs';

const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const rules = readHostingRules();
const httpConf = read('deploy/nginx/http.conf');
const serverConf = read('deploy/nginx/server.conf');
type VercelHeaderRule = {source: string; headers: {key: string; value: string}[]};
type VercelRedirect = {source: string; destination: string; statusCode: number};
const vercel = JSON.parse(read('vercel.json')) as {
  headers: VercelHeaderRule[];
  redirects: VercelRedirect[];
};

/** The entries of one nginx `map`, in order: [key, value] with the quotes taken off. */
function nginxMap(conf: string, variable: string): [string, string][] {
  const block = new RegExp(`map \\S+ \\$${variable} \\{\\n([\\s\\S]*?)\\n\\}`).exec(conf);
  if (!block) throw new Error(`no map for $${variable}`);
  return block[1].split('\n').map((line) => {
    const match = /^\s+"?(.*?)"? "(.*)";$/.exec(line);
    if (!match) throw new Error(`unreadable map line: ${line}`);
    return [match[1], match[2]];
  });
}

/** What nginx's map gives for a value: the first regex (`~`) that matches, else `default`. */
function nginxMapValue(entries: [string, string][], input: string): string {
  for (const [key, value] of entries) {
    if (key === 'default') continue;
    const match = new RegExp(key.slice(1)).exec(input);
    if (match) return value.replace(/\$(\w+)/g, (_, name: string) => match.groups?.[name] ?? '');
  }
  return entries.find(([key]) => key === 'default')?.[1] ?? '';
}

/** Vercel's source syntax (the part this repository uses) as a regular expression. */
function vercelSourceRegExp(source: string): RegExp {
  let pattern = '';
  for (const token of source.split(/(\/:\w+\*|:\w+\(\.\*\))/)) {
    const rest = /^\/:(\w+)\*$/.exec(token);
    const group = /^:(\w+)\(\.\*\)$/.exec(token);
    if (rest) pattern += `(?:/(?<${rest[1]}>.*))?`;
    else if (group) pattern += `(?<${group[1]}>.*)`;
    else pattern += token.replace(/[.+?^${}()|[\]\\*]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`);
}

/** Vercel's headers for a path: every matching rule applies, and a later one wins. */
function vercelHeaders(pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of vercel.headers) {
    if (!vercelSourceRegExp(rule.source).test(pathname)) continue;
    for (const {key, value} of rule.headers) headers[key] = value;
  }
  return headers;
}

/** Vercel's redirect for a path and query: the first matching rule; the query is kept. */
function vercelRedirect(requestUri: string): string {
  const [pathname, query] = requestUri.split(/(?=\?)/);
  for (const rule of vercel.redirects) {
    const match = vercelSourceRegExp(rule.source).exec(pathname);
    if (!match) continue;
    const target = rule.destination.replace(/:(\w+)/g, (_, name: string) => match.groups![name]);
    return `${target}${query ?? ''}`;
  }
  return '';
}

const samplePaths = [
  '/',
  '/toolhive/guides-cli/install',
  '/toolhive/guides-cli/install.md',
  '/toolhive/',
  '/llms.txt',
  '/llms-cli-reference.txt',
  '/v0.0.47/llms-full.txt',
  '/search-index.json',
  '/search-index-0.0.47.json',
  '/search-texts.json',
  '/search-texts-0.0.47.json',
  '/assets/js/main.0123abcd.js',
  '/assets/css/styles.0123abcd.css',
  '/img/logo-dark.svg',
  '/mcp',
];

describe('the hosting configuration', () => {
  it('is what scripts/gen-hosting.mjs writes from data/hosting.json (npm run gen:hosting)', () => {
    for (const [file, text] of Object.entries(hostingFiles())) expect(read(file), file).toBe(text);
  });

  it('caches every path alike on nginx and on Vercel', () => {
    const cacheMap = nginxMap(httpConf, 'cache_control');
    for (const pathname of samplePaths) {
      const nginx = nginxMapValue(cacheMap, pathname);
      expect(nginx, pathname).not.toBe('');
      expect(vercelHeaders(pathname)['Cache-Control'], pathname).toBe(nginx);
    }
    expect(nginxMapValue(cacheMap, '/assets/js/main.0123abcd.js')).toMatch(
      /max-age=31536000, immutable/,
    );
    for (const pathname of ['/toolhive/quickstart.md', '/llms.txt', '/search-index.json']) {
      expect(nginxMapValue(cacheMap, pathname)).toMatch(/max-age=0, must-revalidate/);
    }
  });

  it('redirects the same .html paths to the same clean paths', () => {
    const redirectMap = nginxMap(httpConf, 'html_redirect');
    const cases = Object.assign(
      {},
      ...rules.redirects.map((rule: {examples: Record<string, string>}) => rule.examples),
    );
    expect(Object.keys(cases).length).toBeGreaterThanOrEqual(rules.redirects.length);
    for (const [from, to] of Object.entries(cases)) {
      expect(nginxMapValue(redirectMap, from), from).toBe(to);
      expect(vercelRedirect(from), from).toBe(to);
    }
    expect(vercel.redirects.every((rule) => rule.statusCode === 301)).toBe(true);
    expect(serverConf).toMatch(/return 301 \$html_redirect;/);
  });

  it('sends the same security headers on every path', () => {
    const nginxHeaders = Object.fromEntries(
      [...serverConf.matchAll(/^add_header (\S+) "(.*)" always;$/gm)].map((m) => [m[1], m[2]]),
    );
    expect(Object.keys(nginxHeaders).length).toBeGreaterThanOrEqual(4);
    for (const pathname of samplePaths) {
      const headers = vercelHeaders(pathname);
      for (const [name, value] of Object.entries(nginxHeaders)) {
        expect(headers[name], `${name} on ${pathname}`).toBe(value);
      }
    }
    for (const header of rules.tlsOnlyHeaders) {
      expect(httpConf).toContain(`"~https" "${header.value}";`);
      expect(vercelHeaders('/')[header.name]).toBe(header.value);
    }
  });

  it('gives both hosts the same Content-Security-Policy except the inline script hashes', () => {
    const directives = (policy: string) =>
      Object.fromEntries(
        policy.split('; ').map((directive) => {
          const [name, ...values] = directive.split(' ');
          return [name, values];
        }),
      );
    const nginx = directives(contentSecurityPolicy(rules, ["'sha256-abc='"]));
    const onVercel = directives(vercelHeaders('/')['Content-Security-Policy']);
    expect(nginx['script-src']).not.toContain("'unsafe-inline'");
    expect(nginx['frame-ancestors']).toEqual(["'none'"]);
    expect({...onVercel, 'script-src': undefined}).toEqual({...nginx, 'script-src': undefined});
    expect(onVercel['script-src']).toEqual([
      "'self'",
      ...rules.contentSecurityPolicy.scriptSrcWhereHeadersPrecedeTheBuild,
    ]);
  });

  it('hashes only the scripts a browser runs from the page', () => {
    const html =
      '<head><script>var a=1</script><script src="/x.js"></script>' +
      '<script type="application/ld+json">{"@type":"WebSite"}</script>' +
      '<script type=module>import "/y.js"</script></head>';
    expect(inlineScriptsOf(html)).toEqual(['var a=1', 'import "/y.js"']);
  });
});
