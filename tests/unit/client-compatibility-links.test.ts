// The client compatibility page links only known addresses: the upstream threads
// the facts name (data/client-tracking-threads.json), each in its client's row,
// and each client's own MCP page (data/client-docs-links.json, checked against
// stored copies of the pages). The build checks internal links but not external
// ones, so an invented or mistyped address would otherwise reach readers.
import path from 'node:path';

import {describe, expect, test} from 'vitest';

import {docsVersions} from '../../data/docs-versions';

import clientDocs from '../../data/client-docs-links.json';
import tracking from '../../data/client-tracking-threads.json';
import {readDocPage} from './support/docs-files';

const page = 'toolhive/reference/client-compatibility.mdx';
const allowed = new Set([
  ...tracking.threads.map((thread) => thread.url),
  ...clientDocs.links.map((link) => link.url),
]);

/** Prose only: fenced code blocks and inline code hold example addresses, not links. */
function withoutCode(text: string): string {
  let fence: string | undefined;
  return text
    .split('\n')
    .filter((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
        fence = fence ? undefined : marker;
        return false;
      }
      return !fence;
    })
    .join('\n')
    .replace(/`[^`\n]*`/g, '');
}

/** Every http(s) address in the page's prose that is not in the known set. */
export function unsourcedAddresses(text: string, known: Set<string>): string[] {
  const addresses = [...withoutCode(text).matchAll(/https?:\/\/[^\s)>\]"']+/g)];
  return addresses.map((match) => match[0]).filter((address) => !known.has(address));
}

/** The GitHub address a reference such as `owner/repo#5` or `org discussion #16` stands for. */
export function githubAddress(reference: string): string | undefined {
  const issue = /^([\w.-]+)\/([\w.-]+)#(\d+)$/.exec(reference);
  if (issue) return `https://github.com/${issue[1]}/${issue[2]}/issues/${issue[3]}`;
  const discussion = /^([\w.-]+) discussion #(\d+)$/.exec(reference);
  if (discussion) return `https://github.com/orgs/${discussion[1]}/discussions/${discussion[2]}`;
  return undefined;
}

/** The row of the "Supported clients" table that starts with the client's name. */
function clientRow(source: string, client: string): string | undefined {
  return source.split('\n').find((line) => new RegExp(`^\\|\\s*${client}\\s*\\|`).test(line));
}

describe.each(docsVersions)('client compatibility links, $release', (version) => {
  const source = readDocPage(page, path.resolve(version.docsDir));

  test('every external address on the page comes from the facts', () => {
    expect(unsourcedAddresses(source, allowed)).toEqual([]);
  });

  test.each(tracking.threads.map((thread) => [thread.client, thread] as const))(
    '%s links its tracking thread in its own row',
    (client, thread) => {
      expect(thread.factsNote).toContain(thread.reference);
      expect(thread.url).toBe(githubAddress(thread.reference));
      expect(clientRow(source, client), `no row for ${client} in ${page}`).toContain(
        `[${thread.reference}](${thread.url})`,
      );
    },
  );

  test.each(clientDocs.links.map((link) => [link.client, link] as const))(
    '%s links its own MCP documentation',
    (client, link) => {
      expect(source).toContain(`- ${client}: [${link.title}](${link.url})`);
    },
  );

  test('the checks can fail', () => {
    expect(
      unsourcedAddresses(
        'See [docs](https://docs.example.com/mcp), not `http://localhost:43832/sse#fetch`.\n\n```python\nagent.run("Summarize https://example.com")\n```\n<https://x.example>',
        allowed,
      ),
    ).toEqual(['https://docs.example.com/mcp', 'https://x.example']);
    expect(githubAddress('continuedev/continue#5359')).toBe(
      'https://github.com/continuedev/continue/issues/5359',
    );
    expect(githubAddress('modelcontextprotocol discussion #16')).toBe(
      'https://github.com/orgs/modelcontextprotocol/discussions/16',
    );
    expect(githubAddress('see the forum')).toBeUndefined();
  });
});
