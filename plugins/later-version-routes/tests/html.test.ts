import {mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {ssrTemplate} from '../../first-paint/ssrTemplate';
import {addAppScriptsBelow, chunkFiles, withAppScripts} from '../html';

/** The page template's inline loader as a build writes it (minified). */
const page = (scripts: string[]) =>
  `<body><div id=__docusaurus></div><script>!function(e){}(${JSON.stringify(scripts)}),function(){}()</script></body>`;
const appScripts = ['/assets/js/runtime~main.d3308c94.js', '/assets/js/main.1059968b.js'];

describe('the older version’s routes in its pages’ app scripts', () => {
  it('the page template still lists the app scripts as a JSON array', () => {
    expect(ssrTemplate).toContain('JSON.stringify(it.scripts.map(');
  });

  it('adds the routes chunk after the main bundle', () => {
    const html = withAppScripts(page(appScripts), ['/assets/js/917.0da2beba.js']);
    expect(html).toContain(
      '(["/assets/js/runtime~main.d3308c94.js","/assets/js/main.1059968b.js","/assets/js/917.0da2beba.js"])',
    );
  });

  it('refuses a page without the list', () => {
    expect(() => withAppScripts('<body></body>', ['/a.js'])).toThrow(/no list of app scripts/);
  });

  it('finds the chunk’s files in the client manifest', () => {
    const manifest = {
      origins: {'later-routes-v1': ['917']},
      assets: {'917': {js: [{file: 'assets/js/917.0da2beba.js'}]}},
    };
    expect(chunkFiles(manifest, 'later-routes-v1')).toEqual(['assets/js/917.0da2beba.js']);
    expect(() => chunkFiles(manifest, 'later-routes-v2')).toThrow(/no chunk "later-routes-v2"/);
  });

  it('rewrites every page below the version’s folder', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'later-version-routes-html-'));
    mkdirSync(path.join(dir, 'guide'), {recursive: true});
    writeFileSync(path.join(dir, 'index.html'), page(appScripts));
    writeFileSync(path.join(dir, 'guide', 'index.html'), page(appScripts));
    writeFileSync(path.join(dir, 'guide.md'), '# Guide');
    expect(await addAppScriptsBelow(dir, ['/x.js'])).toBe(2);
    expect(readFileSync(path.join(dir, 'guide', 'index.html'), 'utf8')).toContain(
      'main.1059968b.js","/x.js"]',
    );
    expect(readFileSync(path.join(dir, 'guide.md'), 'utf8')).toBe('# Guide');
    expect(readdirSync(dir).sort()).toEqual(['guide', 'guide.md', 'index.html']);
  });
});
