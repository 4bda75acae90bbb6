import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import type {DocsVersion} from '../data/docs-versions';
import {apiDocIdBase, loadApiSpec, operationSlug} from '../scripts/lib/openapi-spec';

type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

// The operations of a version's OpenAPI document, grouped by tag like the
// overview's table, so the sidebar cannot drift from the generated pages.
export function apiReferenceCategoryOf(version: DocsVersion): SidebarItemConfig {
  const spec = loadApiSpec(version.apiSpecFile);
  return {
    type: 'category',
    label: 'API reference',
    link: {type: 'doc', id: `${apiDocIdBase}/index`},
    items: spec.tags
      .map((tag) => ({
        type: 'category' as const,
        label: tag.displayName,
        collapsed: true,
        items: spec.operations
          .filter((op) => op.tag === tag.name)
          .map((op) => ({
            type: 'doc' as const,
            id: `${apiDocIdBase}/${operationSlug(op.operationId)}`,
            label: op.summary,
          })),
      }))
      .filter((category) => category.items.length > 0),
  };
}
