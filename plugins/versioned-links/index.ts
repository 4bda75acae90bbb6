// A remark step for the pages of an older docs version. Their Markdown links
// to other docs pages are written as site paths (`/toolhive/quickstart`), which
// are the current version's routes; in an older version's page they must stay
// in that version. This step prefixes such links, and the downloadable API
// document, with the version's route prefix, so one page source (and one
// generator) serves every version.
import path from 'node:path';

import {docsVersions, type DocsVersion} from '../../data/docs-versions';

type Node = {
  type: string;
  url?: string;
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: Node[];
};

const linkingAttributes = new Set(['href', 'to']);

/** The older version a source file belongs to, if any. */
export function olderVersionOfFile(file: string): DocsVersion | undefined {
  const normalized = file.split(path.sep).join('/');
  return docsVersions.find(
    (version) => !version.isCurrent && normalized.includes(`/${version.docsDir}/`),
  );
}

/** A site path rewritten into the version: docs routes and the API document move, others stay. */
export function versionedUrl(url: string, version: DocsVersion): string {
  if (url.startsWith('/toolhive/') || url === '/toolhive') return `${version.routePrefix}${url}`;
  const specLink = /^(pathname:\/\/)?\/api-specs\/([^/]+)$/.exec(url);
  if (specLink) {
    const specDir = path.posix.dirname(version.apiSpecFile.replace(/^static/, ''));
    return `${specLink[1] ?? ''}${specDir}/${specLink[2]}`;
  }
  return url;
}

/** A link of a source file as it reads in the built page (for tools that read the sources). */
export function linkAsBuilt(url: string, sourceFile: string): string {
  const version = olderVersionOfFile(sourceFile);
  return version ? versionedUrl(url, version) : url;
}

function visit(node: Node, version: DocsVersion): void {
  if ((node.type === 'link' || node.type === 'definition') && node.url) {
    node.url = versionedUrl(node.url, version);
  }
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    for (const attribute of node.attributes ?? []) {
      if (
        attribute.type === 'mdxJsxAttribute' &&
        linkingAttributes.has(attribute.name ?? '') &&
        typeof attribute.value === 'string'
      ) {
        attribute.value = versionedUrl(attribute.value, version);
      }
    }
  }
  for (const child of node.children ?? []) visit(child, version);
}

export default function versionedLinks() {
  return (tree: Node, file: {path?: string; history?: string[]}) => {
    const source = file.path ?? file.history?.at(-1);
    const version = source ? olderVersionOfFile(source) : undefined;
    if (version) visit(tree, version);
  };
}
