// Checks that example output of `thv registry list`, `thv search` and
// `thv registry info` shown in a doc page matches the registry data, so
// invented descriptions, stars, pulls or tags cannot slip back in.
//
// A text code block is checked when its title names one of those commands.
// Table rows: the name must exist; the description must start the real one
// (a trailing "..." marks a cut); transport, stars and pulls must be equal; and
// the columns must sit where thv's tabwriter puts them: as wide as the longest
// cell or heading plus three spaces, over the whole registry for a list and over
// the matches for a search (checked when the block shows every match it counts).
// Info blocks: every `Key: value` line that maps to an entry field must be
// equal, listed tools and tags must exist, and env var lines must match.

export interface RegistryServer {
  description: string;
  image: string;
  transport: string;
  repository_url?: string;
  tools: string[];
  tags?: string[];
  env_vars?: {name: string; description: string; required?: boolean}[];
  metadata: {stars: number; pulls: number; last_updated: string};
}

export interface Registry {
  servers: Record<string, RegistryServer>;
}

const commandTitle = /title="(thv (?:registry list|registry ls|search|registry info)\b[^"]*)"/;

/** Returns readable problems, empty when every example output is real. */
export function checkRegistryOutputs(markdown: string, registry: Registry): string[] {
  const problems: string[] = [];
  const fence = /^```text([^\n]*)\n([\s\S]*?)^```/gm;
  for (const match of markdown.matchAll(fence)) {
    const title = commandTitle.exec(match[1])?.[1];
    if (!title) continue;
    const lines = match[2].split('\n').filter((line) => line.trim() !== '');
    const found = title.startsWith('thv registry info')
      ? checkInfo(lines, registry)
      : [...checkTable(lines, registry), ...checkLayout(title, lines, registry)];
    problems.push(...found.map((problem) => `${title}: ${problem}`));
  }
  return problems;
}

/** The cells of each server row of a table block: thv's columns are two spaces or more apart. */
function rowCells(lines: string[]): string[][] {
  return lines
    .filter((line) => !line.startsWith('NAME') && !line.startsWith('Found '))
    .map((line) => line.trim().split(/\s{2,}/));
}

function checkTable(lines: string[], registry: Registry): string[] {
  const problems: string[] = [];
  for (const [name, description, transport, stars, pulls] of rowCells(lines)) {
    const server = registry.servers[name];
    if (!server) {
      problems.push(`no server named "${name}" in the registry`);
      continue;
    }
    if (!descriptionMatches(description ?? '', server.description)) {
      problems.push(`${name}: description "${description}" is not the registry's`);
    }
    if (transport !== server.transport)
      problems.push(`${name}: transport ${transport}, registry says ${server.transport}`);
    if (Number(stars) !== server.metadata.stars)
      problems.push(`${name}: stars ${stars}, registry says ${server.metadata.stars}`);
    if (Number(pulls) !== server.metadata.pulls)
      problems.push(`${name}: pulls ${pulls}, registry says ${server.metadata.pulls}`);
  }
  return problems;
}

const heading = ['NAME', 'DESCRIPTION', 'TRANSPORT', 'STARS', 'PULLS'];

/** cmd/thv/app/registry.go truncateString(description, 60). */
function truncated(description: string): string {
  return description.length <= 60 ? description : `${description.slice(0, 57)}...`;
}

function cellsOf(name: string, server: RegistryServer): string[] {
  const {stars, pulls} = server.metadata;
  return [name, truncated(server.description), server.transport, String(stars), String(pulls)];
}

function checkLayout(title: string, lines: string[], registry: Registry): string[] {
  const names = rowCells(lines).map(([name]) => name);
  if (names.some((name) => !registry.servers[name])) return [];
  let counted = Object.keys(registry.servers);
  if (title.startsWith('thv search')) {
    const found = /^Found (\d+) servers/.exec(
      lines.find((line) => line.startsWith('Found ')) ?? '',
    );
    if (!found || Number(found[1]) !== names.length) return [];
    counted = names;
  }
  const table = [heading, ...counted.map((name) => cellsOf(name, registry.servers[name]))];
  const widths = heading.map((_, column) =>
    Math.max(...table.map((cells) => cells[column].length)),
  );
  const render = (cells: string[]) =>
    cells.map((cell, column) => (column < 4 ? cell.padEnd(widths[column] + 3) : cell)).join('');
  const problems: string[] = [];
  for (const line of lines) {
    if (line.startsWith('Found ')) continue;
    const cells = line.startsWith('NAME') ? heading : line.trimEnd().split(/\s{2,}/);
    if (cells.length === 5 && line.trimEnd() !== render(cells)) {
      problems.push(`"${cells[0]}" row: columns are not where thv puts them: "${render(cells)}"`);
    }
  }
  return problems;
}

function descriptionMatches(shown: string, real: string): boolean {
  return shown.endsWith('...') ? real.startsWith(shown.slice(0, -3)) : shown === real;
}

function checkInfo(lines: string[], registry: Registry): string[] {
  const name =
    lines
      .find((line) => line.startsWith('Name: '))
      ?.slice(6)
      .trim() ?? '';
  const server = registry.servers[name];
  if (!server) return [`no server named "${name}" in the registry`];
  const problems: string[] = [];
  const expected: Record<string, string | undefined> = {
    Image: server.image,
    Description: server.description,
    Transport: server.transport,
    'Repository URL': server.repository_url,
    Popularity: `${server.metadata.stars} stars, ${server.metadata.pulls} pulls`,
    'Last Updated': server.metadata.last_updated,
  };
  let section = '';
  for (const line of lines) {
    const field = /^([A-Z][A-Za-z ]+):\s*(.*)$/.exec(line);
    if (field) {
      section = field[1];
      if (field[1] in expected && field[2] !== expected[field[1]]) {
        problems.push(`${field[1]} "${field[2]}", registry says "${expected[field[1]]}"`);
      }
      continue;
    }
    const item = line.trim().replace(/^- /, '');
    if (section === 'Tools' && !server.tools.includes(item)) problems.push(`no tool "${item}"`);
    if (section === 'Tags') {
      for (const tag of item.split(/,\s*/)) {
        if (!(server.tags ?? []).includes(tag)) problems.push(`no tag "${tag}"`);
      }
    }
    if (section === 'Environment Variables') {
      const env = /^(\S+)( \(required\))?: (.*)$/.exec(item);
      const real = server.env_vars?.find((variable) => variable.name === env?.[1]);
      if (
        !env ||
        !real ||
        Boolean(env[2]) !== Boolean(real.required) ||
        env[3] !== real.description
      ) {
        problems.push(`environment variable line "${item}" does not match the registry`);
      }
    }
  }
  return problems;
}
