// The .gz the site serves: Zopfli's for the files a search fetches, zlib's best for the others.
import {mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {constants, gunzipSync, gzipSync} from 'node:zlib';

import {afterEach, describe, expect, it} from 'vitest';

import {precompress} from '../../scripts/precompress.mjs';
import {isSearchFile, servedGzip, writeServedGzip} from '../../scripts/lib/served-gzip.mjs';

// Real search text: the held-back queries, some 80 KB of JSON.
const sample = readFileSync(path.join(__dirname, '../../data/search-quality-queries.json'));
const zlibBest = (bytes: Buffer) => gzipSync(bytes, {level: constants.Z_BEST_COMPRESSION});

describe('isSearchFile', () => {
  it('knows the index and texts of every docs version, by name or path', () => {
    for (const file of [
      'search-index.json',
      'search-texts.json',
      'search-index-0.0.47.json',
      'build/search-texts-0.0.47.json',
      'C:\\site\\build\\search-index.json',
    ]) {
      expect(isSearchFile(file), file).toBe(true);
    }
  });

  it('leaves out other files, and the .gz of a search file', () => {
    for (const file of [
      'search.json',
      'research-index.json',
      'search-index.json.gz',
      'search-index.js',
      'build/search/index.html',
    ]) {
      expect(isSearchFile(file), file).toBe(false);
    }
  });
});

describe('servedGzip', {timeout: 90_000}, () => {
  it('gives a search file a gzip smaller than zlib’s best that unpacks to the file', async () => {
    const served = await servedGzip('search-index.json', sample);
    expect(gunzipSync(served).equals(sample)).toBe(true);
    expect(served.length).toBeLessThan(zlibBest(sample).length);
  });

  it('gives any other file zlib’s best', async () => {
    expect((await servedGzip('llms-full.txt', sample)).equals(zlibBest(sample))).toBe(true);
  });

  it('takes a string as its UTF-8 bytes', async () => {
    const text = `${sample.toString('utf8')} « ToolHive »`;
    const served = await servedGzip('search-texts.json', text);
    expect(gunzipSync(served).toString('utf8')).toBe(text);
  });
});

// Zopfli takes about a second per file alone, several times that on a busy two-core machine.
describe('writeServedGzip', {timeout: 90_000}, () => {
  let dir = '';
  afterEach(() => rmSync(dir, {recursive: true, force: true}));

  it('writes the served gzip dated as the file, which precompress then keeps', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'served-gzip-'));
    const file = path.join(dir, 'search-texts.json');
    writeFileSync(file, sample);
    const served = await servedGzip(file, sample);
    expect(await writeServedGzip(file)).toEqual({bytes: served.length, written: true});
    expect(readFileSync(`${file}.gz`).equals(served)).toBe(true);
    expect(Math.abs(statSync(`${file}.gz`).mtimeMs - statSync(file).mtimeMs)).toBeLessThan(0.01);
    expect(await precompress(dir)).toEqual({written: 0, kept: 1});
  });

  it('measures but does not write a gzip that saves nothing', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'served-gzip-'));
    const file = path.join(dir, 'search-index.json');
    writeFileSync(file, '{}');
    const result = await writeServedGzip(file);
    expect(result.written).toBe(false);
    expect(result.bytes).toBeGreaterThan(2);
    expect(() => statSync(`${file}.gz`)).toThrow();
  });
});

describe('precompress', {timeout: 90_000}, () => {
  let dir = '';
  afterEach(() => rmSync(dir, {recursive: true, force: true}));

  it('writes each text file’s served gzip beside it, dated as the file', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    writeFileSync(path.join(dir, 'search-index.json'), sample);
    writeFileSync(path.join(dir, 'page.html'), sample);
    writeFileSync(path.join(dir, 'tiny.html'), 'too small to gain');
    expect(await precompress(dir)).toEqual({written: 2, kept: 0});
    for (const name of ['search-index.json', 'page.html']) {
      const gz = readFileSync(path.join(dir, `${name}.gz`));
      expect(gz.equals(await servedGzip(name, sample)), name).toBe(true);
      const apart =
        statSync(path.join(dir, `${name}.gz`)).mtimeMs - statSync(path.join(dir, name)).mtimeMs;
      expect(Math.abs(apart), name).toBeLessThan(0.01);
    }
    expect(() => statSync(path.join(dir, 'tiny.html.gz'))).toThrow();
    expect(await precompress(dir)).toEqual({written: 0, kept: 2});
  });
});
