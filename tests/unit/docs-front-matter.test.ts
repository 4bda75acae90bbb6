// Every docs page, the generated CLI reference included, has a description
// in its front matter: search engines and link previews show it.
import {describe, expect, test} from 'vitest';

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

const pages = listDocPages();

test('the docs folder has pages, the CLI reference among them', () => {
  expect(pages.length).toBeGreaterThan(0);
  expect(pages.some((page) => page.startsWith('toolhive/reference/cli/'))).toBe(true);
});

describe.each(pages)('docs/%s', (page) => {
  test('has a non-empty description', () => {
    const frontMatter = readFrontMatter(readDocPage(page));
    expect(frontMatter, 'the page has no front matter').toBeDefined();
    const description = frontMatter?.description;
    expect(typeof description, 'description must be a string').toBe('string');
    expect((description as string).trim().length).toBeGreaterThan(0);
  });
});
