import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

export const loaderPath = path.resolve(__dirname, 'loader.cjs');
/** The docs plugin's route data files; one of them holds each version's metadata. */
export const routeDataPattern =
  /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

type SidebarItem = LoadedContent['loadedVersions'][number]['sidebars'][string][number];

/** The docs that a category's generated index page shows as cards: its direct doc items. */
export function cardDocIds(items: SidebarItem[], ids = new Set<string>()): Set<string> {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.link?.type === 'generated-index') {
      for (const child of item.items) if (child.type === 'doc') ids.add(child.id);
    }
    cardDocIds(item.items, ids);
  }
  return ids;
}

/**
 * Smaller version metadata on every docs page.
 *
 * Every docs page loads its version's metadata: the sidebar, and for each doc its id, title,
 * sidebar and description, about 7.5 KB gzip for this site's 109 docs. Only the cards of the
 * generated category pages read a description (DocCard, through `useDocById`), so the loader
 * keeps those and drops the rest, about 2 KB gzip. Both bundles get the same data, so the
 * server's markup and the browser's agree. No upstream report was found.
 */
export default function versionMetadataTrimPlugin(_context: LoadContext): Plugin {
  const keep = new Set<string>();
  return {
    name: 'version-metadata-trim',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs'] as
        Record<string, LoadedContent> | undefined;
      for (const content of Object.values(docs ?? {})) {
        for (const version of content.loadedVersions) {
          for (const sidebar of Object.values(version.sidebars)) cardDocIds(sidebar, keep);
        }
      }
    },
    configureWebpack() {
      return {
        module: {
          rules: [
            {test: routeDataPattern, use: [{loader: loaderPath, options: {keep: [...keep]}}]},
          ],
        },
      };
    },
  };
}
