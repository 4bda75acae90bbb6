import {describe, expect, it} from 'vitest';

import {loopbackSiteLinks} from '../../scripts/lib/loopback-links';
import {productionSiteUrl, siteUrlFrom} from '../../src/utils/siteUrl';

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
    expect(() => siteUrlFrom({SITE_URL: 'ftp://docs.example'})).toThrow(/http or https/);
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
