// A release label in the current docs ("new in v0.1.0", "new since v0.0.47", "since v0.0.48")
// must be one that data/release-history.json can prove for a change named next to it. The label
// "new since vA" says the change was not in vA; "new in vA", "since vA", "added in vA" and
// "shipped in vA" say vA first had it.
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, test} from 'vitest';

import {currentVersion} from '../../data/docs-versions';
import history from '../../data/release-history.json';
import {listDocPages, readDocPage} from './support/docs-files';

type Feature = (typeof history.features)[number] & {lastRelease?: string};

const order = (release: string) => history.releases.indexOf(release);

/** Pages written by hand: generated pages carry the generator's marker in their front matter. */
function handWrittenPages(): string[] {
  const dir = path.resolve(currentVersion.docsDir);
  return listDocPages(dir).filter(
    (page) => !/^generated_by:/m.test(readFileSync(path.join(dir, page), 'utf8')),
  );
}

export type Label = {text: string; kind: 'absent-in' | 'first-in'; release: string};

const labelPattern =
  /\b(new since|new in|since|added in|introduced in|shipped in)\s+(?:ToolHive\s+)?(v\d+\.\d+\.\d+)/gi;

export function labelsIn(paragraph: string): Label[] {
  return [...paragraph.matchAll(labelPattern)].map((match) => ({
    text: match[0],
    kind: match[1].toLowerCase() === 'new since' ? 'absent-in' : 'first-in',
    release: match[2],
  }));
}

/** Why the data cannot back a label in this paragraph, or undefined when it can. */
export function unproven(label: Label, paragraph: string, features: Feature[]): string | undefined {
  if (order(label.release) < 0) return `${label.release} is not a release the data knows`;
  const named = features.filter((feature) =>
    feature.markers.some((marker) => paragraph.includes(marker)),
  );
  if (named.length === 0) return 'names no change that data/release-history.json dates';
  const fits = named.some((feature) =>
    label.kind === 'absent-in'
      ? order(feature.firstRelease) > order(label.release)
      : order(feature.firstRelease) === order(label.release) && !feature.lastRelease,
  );
  return fits
    ? undefined
    : `the data dates ${named.map((f) => `${f.id} to ${f.firstRelease}`).join(', ')}`;
}

const paragraphs = handWrittenPages()
  .filter((page) => !page.endsWith('upgrade.md'))
  .flatMap((page) =>
    readDocPage(page, path.resolve(currentVersion.docsDir))
      .split(/\n\s*\n/)
      .map((text) => ({page, text: text.replace(/\s+/g, ' ')})),
  )
  .flatMap(({page, text}) => labelsIn(text).map((label) => ({page, text, label})));

describe('release labels in the current docs', () => {
  test('the pages hold labels to check', () => {
    expect(paragraphs.length).toBeGreaterThan(5);
  });

  test.each(paragraphs.map((p) => [`${p.page}: "${p.label.text}"`, p] as const))(
    '%s is backed by the release data',
    (_name, {text, label}) => {
      expect(unproven(label, text, history.features)).toBeUndefined();
    },
  );

  test('a label the data contradicts or cannot date is reported', () => {
    const features = history.features;
    const [wrong] = labelsIn('New in v0.1.0, `--isolate-network` isolates the server.');
    expect(unproven(wrong, 'New in v0.1.0, `--isolate-network` isolates.', features)).toBe(
      'the data dates isolate-network to v0.0.48',
    );
    const [right] = labelsIn('New since v0.0.47, `--isolate-network` isolates.');
    expect(unproven(right, 'New since v0.0.47, `--isolate-network` isolates.', features)).toBe(
      undefined,
    );
    const [undated] = labelsIn('New in v0.1.0, a nicer banner.');
    expect(unproven(undated, 'New in v0.1.0, a nicer banner.', features)).toBe(
      'names no change that data/release-history.json dates',
    );
  });
});
