import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';

import GithubSlugger from 'github-slugger';
import {describe, expect, test} from 'vitest';

import {currentVersion} from '../../../data/docs-versions';
import anchors from '../../../data/legacy-anchors.json';
import outline from '../../../data/legacy-site-headings.json';
import legacyAnchors, {routeOfSource, type LegacyAnchor} from '..';

const aliases = anchors.aliases as LegacyAnchor[];
const docsDir = path.resolve(currentVersion.docsDir);

/** The source file of a current docs page. */
function sourceOf(route: string): string {
  const base = path.join(docsDir, route.endsWith('/') ? `${route}index` : route);
  const file = ['.md', '.mdx'].map((ext) => base + ext).find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`no source for ${route}`);
  return file;
}

/** The explicit heading ids of a page, `## Title {#id}`. */
function headingIds(route: string): Set<string> {
  const source = readFileSync(sourceOf(route), 'utf8');
  return new Set([...source.matchAll(/^#{2,6} .*\{#([^}]+)\}\s*$/gm)].map((match) => match[1]));
}

describe('links into the replaced site', () => {
  const pages = Object.entries(outline.pages as unknown as Record<string, [number, string][]>);

  test.each(pages)('every old heading anchor of %s has an entry', (route, headings) => {
    const slugger = new GithubSlugger();
    const oldIds = headings.map(([, text]) => slugger.slug(text));
    const listed = aliases.filter((alias) => alias.page === route).map((alias) => alias.old);
    expect(listed.sort()).toEqual([...oldIds].sort());
  });

  test.each(aliases.map((alias) => [`${alias.page}#${alias.old}`, alias] as const))(
    '%s lands on a section the page has',
    (_name, alias) => {
      const ids = headingIds(alias.page);
      if (alias.new !== null) expect([...ids]).toContain(alias.new);
      // An old id the page still has must be that same section, or the link lands elsewhere.
      if (ids.has(alias.old)) expect(alias.new).toBe(alias.old);
    },
  );

  test('a page outside the list or an alias to a missing section is told apart', () => {
    expect(routeOfSource(path.join(docsDir, 'toolhive/index.mdx'), docsDir)).toBe('/toolhive/');
    expect(routeOfSource(path.join(docsDir, 'toolhive/quickstart.mdx'), docsDir)).toBe(
      '/toolhive/quickstart',
    );
    expect(routeOfSource('/elsewhere/page.md', docsDir)).toBeUndefined();
    const transform = legacyAnchors({
      aliases: [{page: '/toolhive/quickstart', old: 'gone', new: 'missing'}],
      docsDir,
    });
    const tree = {type: 'root', children: []};
    expect(() => transform(tree, {path: path.join(docsDir, 'toolhive/quickstart.mdx')})).toThrow(
      '/toolhive/quickstart has no #missing for the old #gone',
    );
  });

  test('the old id goes inside its heading, or at the top of the page', () => {
    const transform = legacyAnchors({
      aliases: [
        {page: '/toolhive/quickstart', old: 'step-1-install-toolhive', new: 'install'},
        {page: '/toolhive/quickstart', old: 'what-youll-learn', new: null},
        {page: '/toolhive/quickstart', old: 'install', new: 'install'},
      ],
      docsDir,
    });
    const heading = {type: 'element', tagName: 'h2', properties: {id: 'install'}, children: []};
    const tree = {type: 'root', children: [heading]};
    transform(tree, {path: path.join(docsDir, 'toolhive/quickstart.mdx')});
    expect(tree.children[0]).toMatchObject({properties: {id: 'what-youll-learn'}});
    expect(heading.children).toEqual([
      {
        type: 'element',
        tagName: 'span',
        properties: {id: 'step-1-install-toolhive', dataLegacyAnchor: true},
        children: [],
      },
    ]);
  });
});
