import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

import {loopbackSiteLinks, normalisePath} from '../../scripts/lib/loopback-links';
import {siteUrlFrom} from '../../src/utils/siteUrl';
import {expect, test} from './support/fixtures';

// Reads the build's files, no browser: the public URL the build was asked for (SITE_URL, by
// default the production docs URL) is the one every absolute link to the site names.
const buildDir = path.resolve(__dirname, '..', '..', 'build');
const textFile = /\.(html|md|txt|xml|json|js|css|ya?ml)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

test('the build names its public URL, and no link to the site points at localhost', () => {
  const expected = siteUrlFrom(process.env);
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(locs.length).toBeGreaterThan(10);
  const origin = new URL(locs[0]!).origin;
  expect(origin, 'the sitemap names the URL the build was asked for').toBe(
    new URL(expected).origin,
  );

  const install = readFileSync(
    path.join(buildDir, 'toolhive/guides-cli/install/index.html'),
    'utf8',
  );
  expect(install).toMatch(
    new RegExp(`rel="?canonical"? href="?${expected}/toolhive/guides-cli/install"?[ />]`),
  );
  expect(readFileSync(path.join(buildDir, 'llms.txt'), 'utf8')).toContain(
    `](${expected}/toolhive/`,
  );
  expect(readFileSync(path.join(buildDir, 'toolhive/guides-cli/install.md'), 'utf8')).toContain(
    `Canonical URL: ${expected}/toolhive/guides-cli/install\n`,
  );

  // A build asked for a loopback URL may name it; any other build must not link to itself there.
  const loopbackBuild = ['localhost', '127.0.0.1', '[::1]'].includes(new URL(expected).hostname);
  const all = files(buildDir);
  const sitePaths = new Set([
    ...locs.map((loc) => normalisePath(new URL(loc).pathname)),
    ...all.map((file) =>
      normalisePath(`/${path.relative(buildDir, file).split(path.sep).join('/')}`),
    ),
  ]);
  const offenders: string[] = [];
  for (const file of all.filter((name) => textFile.test(name))) {
    const links = loopbackSiteLinks(readFileSync(file, 'utf8'), sitePaths).filter(
      (link) => !(loopbackBuild && link.startsWith(new URL(expected).origin)),
    );
    if (links.length > 0)
      offenders.push(`${path.relative(buildDir, file)}: ${[...new Set(links)].join(', ')}`);
  }
  expect(offenders, 'built files that link to the site on localhost').toEqual([]);
});
