// Every docs page, the generated CLI reference included, has a description
// in its front matter: search engines and link previews show it.
import path from 'node:path';

import {describe, expect, test} from 'vitest';

import {docsVersions} from '../../data/docs-versions';
import {listDocPages, readDocPage, readFrontMatter} from './support/docs-files';

describe('reading front matter', () => {
  test('returns the fields, or undefined without a front matter block', () => {
    expect(readFrontMatter('---\ntitle: A\ndescription: B\n---\n\n# A\n')).toEqual({
      title: 'A',
      description: 'B',
    });
    expect(readFrontMatter('# No front matter\n')).toBeUndefined();
  });
});

// Every docs version's pages: docs/ and versioned_docs/version-<n>/.
const pages = docsVersions.flatMap((version) => {
  const dir = path.resolve(version.docsDir);
  return listDocPages(dir).map((page) => [`${version.docsDir}/${page}`, page, dir] as const);
});

test.each(docsVersions)(
  'the $docsDir folder has pages, the CLI reference among them',
  (version) => {
    const mine = pages.filter(([label]) => label.startsWith(`${version.docsDir}/`));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.some(([, page]) => page.startsWith('toolhive/reference/cli/'))).toBe(true);
  },
);

describe.each(pages)('%s', (_label, page, dir) => {
  test('has a non-empty description', () => {
    const frontMatter = readFrontMatter(readDocPage(page, dir));
    expect(frontMatter, 'the page has no front matter').toBeDefined();
    const description = frontMatter?.description;
    expect(typeof description, 'description must be a string').toBe('string');
    expect((description as string).trim().length).toBeGreaterThan(0);
  });
});
