import {spawnSync} from 'node:child_process';

import {describe, expect, it} from 'vitest';

import {loopbackSiteLinks} from '../../scripts/lib/loopback-links';
import {
  defaultRepositoryUrl,
  productionSiteUrl,
  repositoryUrlFrom,
  siteUrlFrom,
} from '../../src/utils/siteUrl';

describe('site URL setting', () => {
  it('defaults to the production docs URL', () => {
    expect(siteUrlFrom({})).toBe('https://docs.stacklok.com');
    expect(siteUrlFrom({SITE_URL: ''})).toBe(productionSiteUrl);
  });

  it('takes SITE_URL without its trailing slash', () => {
    expect(siteUrlFrom({SITE_URL: 'http://localhost:3000/'})).toBe('http://localhost:3000');
  });

  it('refuses a value that is not an http(s) URL, with a readable message', () => {
    expect(() => siteUrlFrom({SITE_URL: 'docs.stacklok.com'})).toThrow(/absolute http\(s\) URL/);
    expect(() => siteUrlFrom({SITE_URL: 'ftp://docs.example'})).toThrow(/absolute http\(s\) URL/);
    expect(() => siteUrlFrom({SITE_URL: 'https:docs.example'})).toThrow(/absolute http\(s\) URL/);
  });

  it.each([
    ['https://docs.example/docs', /no path/],
    ['https://docs.example/?a=1', /query or fragment/],
    ['https://docs.example/#top', /query or fragment/],
    ['https://user:secret@docs.example', /user name or password/],
  ])('refuses %s, which is more than a bare origin', (value, message) => {
    expect(() => siteUrlFrom({SITE_URL: value})).toThrow(message);
  });

  it('keeps a port and takes the origin only', () => {
    expect(siteUrlFrom({SITE_URL: 'http://127.0.0.1:8080'})).toBe('http://127.0.0.1:8080');
  });
});

describe('repository URL setting', () => {
  it('defaults to the site repository and keeps a path', () => {
    expect(repositoryUrlFrom({})).toBe(defaultRepositoryUrl);
    expect(repositoryUrlFrom({REPOSITORY_URL: 'https://git.example/team/docs/'})).toBe(
      'https://git.example/team/docs',
    );
  });

  it.each(['git.example/team/docs', 'https:git.example/team', 'https://git.example/a?b=c'])(
    'refuses %s',
    (value) => {
      expect(() => repositoryUrlFrom({REPOSITORY_URL: value})).toThrow(/^REPOSITORY_URL must/);
    },
  );
});

// Each case starts Node and tsx, some 4 s alone and several times that on a busy two-core machine.
describe('a bad setting at build time', {timeout: 90_000}, () => {
  it.each([
    ['SITE_URL', 'https://docs.example/sub'],
    ['REPOSITORY_URL', 'not a url'],
  ])('%s=%s stops the config with one line and exit code 1', (name, value) => {
    const result = spawnSync(
      'npx',
      ['tsx', '-e', "import('./docusaurus.config.ts').then(() => console.log('loaded'))"],
      {env: {...process.env, [name]: value}, encoding: 'utf8'},
    );
    expect(result.status).toBe(1);
    const lines = result.stderr
      .split('\n')
      .filter((line) => line.trim() && !/npm warn/i.test(line));
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^${name} must`))]);
    expect(result.stdout).not.toContain('loaded');
  });
});

describe('loopback links to the site', () => {
  const sitePaths = new Set(['/toolhive/quickstart', '/llms.txt', '/toolhive/quickstart.md']);

  it('finds the dev server origin and site pages on any loopback host', () => {
    const text = [
      '<link rel=canonical href=http://localhost:3000/toolhive/guides-cli/install>',
      'Canonical URL: http://localhost:3000',
      '[Quickstart](http://127.0.0.1:8080/toolhive/quickstart.md)',
      'see http://[::1]:4000/llms.txt',
    ].join('\n');
    expect(loopbackSiteLinks(text, sitePaths)).toEqual([
      'http://localhost:3000/toolhive/guides-cli/install',
      'http://localhost:3000',
      'http://127.0.0.1:8080/toolhive/quickstart.md',
      'http://[::1]:4000/llms.txt',
    ]);
  });

  it('leaves prose about local servers alone', () => {
    const text = [
      'curl -i http://localhost:8080/api/v1beta/workloads',
      'The API listens on http://localhost:8080.',
      '"url": "http://127.0.0.1:43832/sse#fetch"',
      'http://localhost/api/v1beta/version',
    ].join('\n');
    expect(loopbackSiteLinks(text, sitePaths)).toEqual([]);
  });
});
