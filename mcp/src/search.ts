// Search for the search_docs tool, behind a small interface so the server does
// not care which engine ranks the hits.
//
// This version indexes the Markdown twins by section with MiniSearch. When the
// site's own engine (plugins/local-search) is available, this file is the only
// one to change: build the hits from createSearchEngine(readBuiltSearchRecords(buildDir)).
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {load} from 'cheerio';
import MiniSearch from 'minisearch';

import type {Docs} from './docs';

export type SearchHit = {
  /** Page title. */
  title: string;
  /** The heading of the matching section, when it is not the top of the page. */
  section: string | null;
  /** Page URL, with the section's anchor. */
  url: string;
  snippet: string;
};

export type DocsSearch = {
  search(query: string, limit: number): SearchHit[];
};

type Section = {id: number; title: string; section: string | null; url: string; text: string};

const normalize = (value: string) =>
  value.replace(/[`*_]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** Heading text -> id, read from the page's HTML, so anchors match the site exactly. */
function headingIds(docs: Docs, permalink: string): Map<string, string> {
  const ids = new Map<string, string>();
  const base = path.join(docs.buildDir, permalink);
  const file = [path.join(base, 'index.html'), `${base.replace(/\/+$/, '')}.html`].find(existsSync);
  if (!file) return ids;
  const $ = load(readFileSync(file, 'utf8'));
  $('article h2[id], article h3[id], article h4[id]').each((_, element) => {
    const heading = $(element).clone();
    heading.find('.hash-link').remove();
    const key = normalize(heading.text());
    if (!ids.has(key)) ids.set(key, $(element).attr('id')!);
  });
  return ids;
}

function sections(docs: Docs): Section[] {
  const out: Section[] = [];
  for (const page of docs.pages) {
    if (page.kind !== 'doc') continue;
    const lines = docs.markdown(page).split('\n');
    const ids = headingIds(docs, page.permalink);
    let current: Section = {
      id: out.length,
      title: page.title,
      section: null,
      url: page.url,
      text: '',
    };
    let inCode = false;
    for (const line of lines) {
      if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
      const heading = !inCode && /^(#{2,4})\s+(.+?)\s*#*$/.exec(line);
      if (heading) {
        out.push(current);
        const title = heading[2];
        const anchor = ids.get(normalize(title));
        current = {
          id: out.length,
          title: page.title,
          section: title,
          url: anchor ? `${page.url}#${anchor}` : page.url,
          text: '',
        };
      } else if (!line.startsWith('# ') && !line.startsWith('Canonical URL: ')) {
        current.text += `${line}\n`;
      }
    }
    out.push(current);
  }
  return out.map((section, id) => ({...section, id}));
}

function makeSnippet(text: string, terms: string[], size = 220): string {
  const flat =
    text
      .replace(/```[\s\S]*?```/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || text.replace(/\s+/g, ' ').trim();
  const lower = flat.toLowerCase();
  const at = terms.map((term) => lower.indexOf(term.toLowerCase())).filter((index) => index >= 0);
  const start = at.length ? Math.max(0, Math.min(...at) - 60) : 0;
  const piece = flat.slice(start, start + size).trim();
  return `${start > 0 ? '…' : ''}${piece}${start + size < flat.length ? '…' : ''}`;
}

export function createDocsSearch(docs: Docs): DocsSearch {
  const all = sections(docs);
  const index = new MiniSearch<Section>({
    fields: ['title', 'section', 'text'],
    storeFields: ['id'],
    searchOptions: {boost: {title: 3, section: 2}, prefix: true, fuzzy: 0.2, combineWith: 'AND'},
  });
  index.addAll(all);
  return {
    search(query, limit) {
      let results = index.search(query);
      if (results.length === 0) results = index.search(query, {combineWith: 'OR'});
      return results.slice(0, limit).map((result) => {
        const section = all[result.id as number];
        return {
          title: section.title,
          section: section.section,
          url: section.url,
          snippet: makeSnippet(section.text, result.terms),
        };
      });
    },
  };
}
