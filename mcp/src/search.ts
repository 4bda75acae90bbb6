// Search for the search_docs tool, behind a small interface so the server does
// not care which engine ranks the hits. This one is the site's own engine
// (plugins/local-search) on the site's own prebuilt index (build/search-index.json
// and its texts, build/search-texts.json), so an assistant gets the same results,
// in the same order, as a reader of the site.
import {existsSync} from 'node:fs';
import path from 'node:path';

import type {SearchEngine, SearchHit as EngineHit} from '../../plugins/local-search/engine';
import {
  loadBuiltSearchEngine,
  searchIndexFileName,
  textsFileName,
} from '../../plugins/local-search/node';

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

const entities: {[entity: string]: string} = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The engine returns HTML-escaped snippets; the tools return plain text. */
function plain(html: string): string {
  return html.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity]);
}

const sectionLevels = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const;

function toHit(hit: EngineHit): SearchHit {
  const section = sectionLevels.map((level) => hit.hierarchy[level]).find(Boolean) ?? null;
  const snippet = hit._snippetResult.content?.value ?? hit.content ?? section ?? '';
  return {title: hit.hierarchy.lvl1, section, url: hit.url, snippet: plain(snippet)};
}

/**
 * Search over one docs version: `indexFile` is that version's index in the build. The engine is
 * loaded on the first search, not at start, so the server answers `initialize` without waiting
 * for every version's index to be read and loaded.
 */
export function createDocsSearch(docs: Docs, indexFile = searchIndexFileName): DocsSearch {
  const file = path.join(docs.buildDir, indexFile);
  if (!existsSync(file)) {
    throw new Error(`No search index at ${file}. Build the site first (npx docusaurus build).`);
  }
  const texts = path.join(docs.buildDir, textsFileName(indexFile));
  if (!existsSync(texts)) {
    throw new Error(
      `No search texts at ${texts} beside the index. Build the site first (npx docusaurus build).`,
    );
  }
  let built: SearchEngine | undefined;
  const engineOf = () => (built ??= loadBuiltSearchEngine(docs.buildDir, docs.siteUrl, indexFile));
  return {
    search(query, limit) {
      const engine = engineOf();
      // Ask for more than needed: several records of one section collapse into one hit.
      const response = engine.search(query, {
        hitsPerPage: limit * 4,
        attributesToSnippet: ['content:30'],
        highlightPreTag: '',
        highlightPostTag: '',
      });
      const hits: SearchHit[] = [];
      const seen = new Set<string>();
      for (const hit of response.hits) {
        if (seen.has(hit.url)) continue;
        seen.add(hit.url);
        hits.push(toHit(hit));
        if (hits.length === limit) break;
      }
      return hits;
    },
  };
}
