// Renders "What changed in <release>": one page per docs version that has an
// older version to compare with, listing the changes release-changes.ts finds
// between the two versions' reference data. Pure, so a test can compare the
// output with the file on disk.
import {docsVersions, type DocsVersion} from '../../data/docs-versions';
import {inlineMarkdown} from './cli-reference-pages';
import {
  releaseChanges,
  releaseFactsOf,
  type Change,
  type ChangeSection,
  type ReleaseFacts,
} from './release-changes';

export const whatChangedPageFile = 'docs/toolhive/reference/what-changed.md';
export const whatChangedRoute = '/toolhive/reference/what-changed';
export const whatChangedDocId = 'toolhive/reference/what-changed';
export const upgradeGuideRoute = '/toolhive/guides-cli/upgrade';

export function generatedMarkerOf(before: string, after: string): string {
  return `# Generated from ${before}/ and ${after}/ by scripts/gen-release-changes.ts. Do not edit; run npm run gen:changes`;
}

/** The docs version a version's page compares with: the next older one, if any. */
export function olderVersionOf(version: DocsVersion): DocsVersion | undefined {
  return docsVersions[docsVersions.indexOf(version) + 1];
}

const sectionIntro: Record<string, string> = {
  cli: 'Commands and flags of `thv` that are new, removed, or take a new usage, type or default.',
  api: 'Operations of the `thv serve` API that are new or removed, and the parameters, body fields and responses that changed in the others.',
  registry:
    'Servers of the built-in registry that are new or removed, and those whose image, transport, target port, arguments, permissions or environment variables changed.',
  mcpserver:
    'Fields of the MCPServer resource that are new or removed, and those whose type, accepted values, default or requirement changed.',
  chart: "Values of the operator's Helm chart that are new or removed, or have a new default.",
};

/**
 * What a section's list needs beside it: a resource's definition accepts a value that the images
 * a cluster runs may not (streamable-http in v0.1.0: accepted by the CRD, run by no image).
 */
const sectionNote: Record<string, string> = {
  mcpserver:
    'These are changes to the resource definition (CRD). Whether a cluster acts on them depends on the operator and runner images it runs: see [Choose the images](/toolhive/guides-k8s/deploy-operator-helm#images).',
};

/**
 * Ids of elements that are not headings: flag rows of the CLI reference and field blocks of the
 * API reference. The build's anchor check knows only headings and components that register
 * their id, so these get an HTML link, which it leaves alone; the unit test checks them instead.
 */
export const elementAnchor = /#(flag-|body-|parameter-|response-\d+-)/;

function linkTo(change: Change): string {
  const name = `\`${change.name}\``;
  return elementAnchor.test(change.href)
    ? `<a href="${change.href}">${name}</a>`
    : `[${name}](${change.href})`;
}

function sectionLines(section: ChangeSection, before: ReleaseFacts): string[] {
  const out = [
    `## ${section.title} {#${section.id}}`,
    '',
    inlineMarkdown(sectionIntro[section.id]!),
    '',
  ];
  if (section.changes.length === 0)
    return [...out, `None: these are the same as in ${before.release}.`, ''];
  const note = sectionNote[section.id];
  return [
    ...out,
    ...section.changes.map((change) => `- ${linkTo(change)}: ${inlineMarkdown(change.what)}`),
    '',
    ...(note ? [note, ''] : []),
  ];
}

/** The page of one version, from the facts of the version before it and its own. */
export function renderWhatChangedPage(
  before: ReleaseFacts,
  after: ReleaseFacts,
  dataDirs: [string, string],
): string {
  const sections = releaseChanges(before, after);
  const total = sections.reduce((sum, section) => sum + section.changes.length, 0);
  const out = [
    '---',
    generatedMarkerOf(...dataDirs),
    `title: ${JSON.stringify(`What changed in ${after.release}`)}`,
    `sidebar_label: ${JSON.stringify(`What changed in ${after.release}`)}`,
    `description: ${JSON.stringify(`Changes between ToolHive ${before.release} and ${after.release} in commands, flags, API operations, registry servers, MCPServer fields and chart values, each linked to its reference.`)}`,
    // A folder: its trailing slash makes the page's footer link to it as one (tree, not blob).
    `generated_from: ${dataDirs[1]}/`,
    'generated_by: scripts/gen-release-changes.ts',
    'custom_edit_url: null',
    '---',
    '',
    `# What changed in ${after.release}`,
    '',
    `The reference data of ToolHive ${before.release} and ${after.release} compared, ${total} changes in all. Each line links to the reference entry in ${after.release}; a removed entry links to the ${before.release} reference, where it is still described. This list says what differs, not what to do about it: the [upgrade guide](${upgradeGuideRoute}) explains the changes that need action.`,
    '',
  ];
  for (const section of sections) out.push(...sectionLines(section, before));
  return `${out.join('\n').trimEnd()}\n`;
}

/** The page of a docs version, in that version's folder; none for the oldest version. */
export function renderWhatChanged(version: DocsVersion): Map<string, string> {
  const older = olderVersionOf(version);
  if (!older) return new Map();
  return new Map([
    [
      whatChangedPageFile,
      renderWhatChangedPage(releaseFactsOf(older), releaseFactsOf(version), [
        older.dataDir,
        version.dataDir,
      ]),
    ],
  ]);
}
