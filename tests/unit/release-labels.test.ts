// A release label in the current docs ("new in v0.1.0", "new since v0.0.47", "since v0.0.48",
// "removed since v0.0.47"), on hand-written and generated pages alike, badges included, must be one
// that data/release-history.json can prove for the change it is attached to. "New since vA" says
// the change was not in vA; "new in vA", "since vA", "added in vA" and "shipped in vA" say vA first
// had it; "removed since vA" says vA had it and a later release dropped it.
//
// A label is attached to the changes its own sentence names (every one of them must fit), or, when
// the sentence names none ("supports it since v0.0.48"), to the nearest change named before it in
// the paragraph. A label in a table row is attached to the row's first cell; a badge standing
// alone, or a label in an admonition title, to the page's title; a label in a heading to the first
// sentence (or first table column) of its section that names a change. A link whose whole text
// is a label ("see [New since v0.0.47](...#new-endpoints)") points at a labelled heading, which is
// checked where it stands.
import path from 'node:path';

import {describe, expect, test} from 'vitest';

import {currentVersion} from '../../data/docs-versions';
import history from '../../data/release-history.json';
import {listDocPages, readDocPage} from './support/docs-files';

export type Feature = {
  id: string;
  markers: string[];
  firstRelease?: string;
  lastRelease?: string;
  removedIn?: string;
  source: string;
};

const features = history.features as Feature[];
const order = (release: string) => history.releases.indexOf(release);

export type Label = {
  text: string;
  kind: 'absent-in' | 'first-in' | 'removed-since';
  release: string;
  index: number;
};

const labelPattern =
  /\b(new since|removed since|new in|since|added in|introduced in|shipped in)\s+(?:ToolHive\s+)?(v\d+\.\d+\.\d+)/gi;

export function labelsIn(text: string): Label[] {
  return [...text.matchAll(labelPattern)].map((match) => {
    const word = match[1].toLowerCase();
    return {
      text: match[0],
      kind:
        word === 'new since'
          ? 'absent-in'
          : word === 'removed since'
            ? 'removed-since'
            : 'first-in',
      release: match[2],
      index: match.index,
    };
  });
}

type Mention = {feature: Feature; start: number};

/** Every place in `text` where a dated change is named, in order. */
export function mentionsIn(text: string, all: Feature[] = features): Mention[] {
  const mentions: Mention[] = [];
  for (const feature of all) {
    for (const marker of feature.markers) {
      for (let at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, at + 1)) {
        mentions.push({feature, start: at});
      }
    }
  }
  return mentions.sort((a, b) => a.start - b.start);
}

const unique = (list: Feature[]) => [...new Set(list)];

/** Sentence boundaries of a whitespace-normalized paragraph, as [start, end) ranges. */
function sentenceRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  let start = 0;
  for (const match of text.matchAll(/[.!?;](?=\s|$)/g)) {
    ranges.push([start, match.index + 1]);
    start = match.index + 1;
  }
  if (start < text.length) ranges.push([start, text.length]);
  return ranges;
}

/**
 * The changes a label in running text is attached to: those its sentence names, else the nearest
 * one named before it in the paragraph. Empty when the paragraph names none before the label.
 */
export function attachedInProse(label: Label, paragraph: string, all: Feature[] = features) {
  const mentions = mentionsIn(paragraph, all);
  const [start, end] = sentenceRanges(paragraph).find(
    ([from, to]) => label.index >= from && label.index < to,
  ) ?? [0, paragraph.length];
  const inSentence = mentions.filter((m) => m.start >= start && m.start < end);
  if (inSentence.length > 0) return unique(inSentence.map((m) => m.feature));
  const before = mentions.filter((m) => m.start < label.index).at(-1);
  return before ? [before.feature] : [];
}

/** Why the data cannot back this label for these changes, or undefined when it can. */
export function unproven(label: Label, attached: Feature[]): string | undefined {
  if (order(label.release) < 0) return `${label.release} is not a release the data knows`;
  if (attached.length === 0) return 'is attached to no change that data/release-history.json dates';
  const fits = (feature: Feature) => {
    if (label.kind === 'removed-since') {
      return feature.removedIn !== undefined && order(feature.removedIn) > order(label.release);
    }
    if (feature.firstRelease === undefined || feature.removedIn !== undefined) return false;
    return label.kind === 'absent-in'
      ? order(feature.firstRelease) > order(label.release)
      : order(feature.firstRelease) === order(label.release) && !feature.lastRelease;
  };
  const wrong = attached.filter((feature) => !fits(feature));
  if (wrong.length === 0) return undefined;
  return `the data dates ${wrong
    .map((f) =>
      f.removedIn
        ? `${f.id} to its removal in ${f.removedIn}`
        : `${f.id} to ${f.firstRelease ?? 'no release'}`,
    )
    .join(', ')}`;
}

type Found = {page: string; label: Label; attached: Feature[]; context: string};

const badgePattern = /<span className="cli-new-badge">([^<]*)<\/span>/g;
const labelLinkPattern = new RegExp(`\\[(?:${labelPattern.source})\\]\\([^)]*#[^)]*\\)`, 'gi');
const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

function firstCell(row: string): string {
  // Generated flag rows carry the full command and flag in data-search-title.
  const tr = /<tr [^>]*data-search-title="([^"]+)"/.exec(row);
  if (tr) return tr[1];
  return row.split('|')[1] ?? row;
}

/** The labels of one page, each with the changes it is attached to. */
export function labelsOfPage(page: string, source: string, all: Feature[] = features): Found[] {
  const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  const title = /^# (.+)$/m.exec(body)?.[1] ?? '';
  const blocks = body.split(/\n\s*\n/);
  const found: Found[] = [];
  const named = (text: string) => unique(mentionsIn(text, all).map((m) => m.feature));

  const sectionSubject = (from: number): Feature[] => {
    for (const block of blocks.slice(from)) {
      if (/^#{1,6}\s/.test(block)) break;
      const rows = block.split('\n').filter((line) => /^\s*\|/.test(line));
      if (rows.length > 2) {
        const inTable = named(rows.slice(2).map(firstCell).join(' '));
        if (inTable.length > 0) return inTable;
        continue;
      }
      const text = normalize(block);
      for (const [start, end] of sentenceRanges(text)) {
        const inSentence = named(text.slice(start, end));
        if (inSentence.length > 0) return inSentence;
      }
    }
    return [];
  };

  blocks.forEach((block, at) => {
    const lines = block.split('\n');
    for (const line of lines) {
      const isRow = /^\s*\|/.test(line) || /<tr id="/.test(line);
      const isAdmonitionTitle = /^\s*:::\w+\[/.test(line);
      const isHeading = /^#{1,6}\s/.test(line);
      const onlyBadge = normalize(line.replace(badgePattern, '')) === '' && badgePattern.test(line);
      badgePattern.lastIndex = 0;
      if (!isRow && !isAdmonitionTitle && !isHeading && !onlyBadge) continue;
      const plain = line.replace(badgePattern, ' $1 ');
      for (const label of labelsIn(plain)) {
        let subject: Feature[];
        if (isRow) subject = named(firstCell(plain));
        else if (isHeading)
          subject = named(plain).length > 0 ? named(plain) : sectionSubject(at + 1);
        else subject = named(title);
        found.push({page, label, attached: subject, context: normalize(plain)});
      }
    }
    // Running text: everything but the lines handled above.
    const prose = normalize(
      lines
        .filter(
          (line) =>
            !/^\s*\|/.test(line) &&
            !/<tr id="/.test(line) &&
            !/^\s*:::\w+\[/.test(line) &&
            !/^#{1,6}\s/.test(line) &&
            !(normalize(line.replace(badgePattern, '')) === '' && line.includes('cli-new-badge')),
        )
        .join('\n')
        // The reference index explains its badge once: "... did not have are marked <badge>".
        .replace(/are marked <span className="cli-new-badge">[^<]*<\/span>/g, 'are marked (legend)')
        // A link whose whole text is a label points at a labelled heading, checked there.
        .replace(labelLinkPattern, '(section link)')
        .replace(badgePattern, ' $1 '),
    );
    for (const label of labelsIn(prose)) {
      found.push({page, label, attached: attachedInProse(label, prose, all), context: prose});
    }
  });
  return found;
}

const docsDir = path.resolve(currentVersion.docsDir);
const labels = listDocPages(docsDir).flatMap((page) =>
  labelsOfPage(page, readDocPage(page, docsDir)),
);

describe('release labels in the current docs', () => {
  test('the pages hold labels to check, generated badges included', () => {
    expect(labels.length).toBeGreaterThan(15);
    expect(labels.some((l) => l.page.includes('reference/cli/'))).toBe(true);
  });

  test.each(labels.map((l) => [`${l.page}: "${l.label.text}"`, l] as const))(
    '%s is backed by the release data',
    (_name, {label, attached, context}) => {
      expect(unproven(label, attached), context).toBeUndefined();
    },
  );

  test('each label is checked against the change it is attached to, not any change nearby', () => {
    const check = (text: string) => {
      const [label] = labelsIn(text);
      return unproven(label, attachedInProse(label, text));
    };
    expect(check('New in v0.1.0, `--isolate-network` isolates the server.')).toBe(
      'the data dates isolate-network to v0.0.48',
    );
    expect(check('New since v0.0.47, `--isolate-network` isolates the server.')).toBe(undefined);
    // One label, two changes of different releases: both must fit.
    expect(check('New in v0.1.0: `--otel-env-vars` and `--isolate-network`.')).toBe(
      'the data dates isolate-network to v0.0.48',
    );
    // A change in another sentence of the paragraph does not back the label.
    expect(
      check('Use `--otel-env-vars` to pass variables. `--isolate-network` is new in v0.1.0.'),
    ).toBe('the data dates isolate-network to v0.0.48');
    // A sentence that names nothing is attached to the change named just before it.
    expect(check('Streamable HTTP is a newer transport. ToolHive supports it since v0.0.48.')).toBe(
      undefined,
    );
    expect(check('New in v0.1.0, a nicer banner.')).toBe(
      'is attached to no change that data/release-history.json dates',
    );
  });

  test('badges, rows and headings are attached to what they mark', () => {
    const page = [
      '# thv secret setup',
      '',
      '<span className="cli-new-badge">New since v0.0.47</span>',
      '',
      '| Command | Summary |',
      '| --- | --- |',
      '| `thv stop --all` <span className="cli-new-badge">New in v0.1.0</span> | `--otel-env-vars` |',
      '',
      '## Removed since v0.0.47',
      '',
      'These commands are gone: `thv config auto-discovery`.',
    ].join('\n');
    const results = labelsOfPage('example.md', page).map((l) => [
      l.label.text,
      l.attached.map((f) => f.id),
      unproven(l.label, l.attached),
    ]);
    expect(results).toEqual([
      ['New since v0.0.47', ['secret-setup'], undefined],
      ['New in v0.1.0', ['stop-all'], 'the data dates stop-all to v0.0.48'],
      ['Removed since v0.0.47', ['config-auto-discovery'], undefined],
    ]);
  });
});
