// How the prebuilt index writes each of its tokens, so that a reader's browser gets a token's terms
// (what `indexTerms` makes of it) without splitting words with Unicode patterns, cold, for every
// compound word of the docs. The build writes a token as it is when it is its own only term (most
// are: plain words in lower case); else with a mark before it that says how to read it:
//   `^` its parts, found between connectors and `|` (written at each case boundary: `Tool|Hive`),
//       in lower case; their join when there are several; its flag when dashes lead it;
//   `&` the same, then the token (without its dashes) in lower case, its only code-name term
//       (`ghcr.io`);
//   `%` the same, then the terms of it as a code name (`spec.oidcConfig`: see `indexTerms`);
//   `~` the token as it is, to be split as text (what the two above cannot say exactly).
// The build checks each written token against `indexTerms`, so the browser's terms are the same.
import {identifierTerms, indexTerms, splitWords} from './text';

/** `|` and the connectors of a compound word: `'`, `’`, `.`, `_`, `-`. */
function isConnector(code: number): boolean {
  return code === 124 || code === 39 || code === 8217 || code === 46 || code === 95 || code === 45;
}

/** `text.split(/[|'’._-]+/)`, in a loop: keeps the pattern engine out of the reading loop. */
function splitAtConnectors(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let at = 0;
  while (at < text.length) {
    if (!isConnector(text.charCodeAt(at))) {
      at += 1;
      continue;
    }
    parts.push(text.slice(start, at));
    while (at < text.length && isConnector(text.charCodeAt(at))) at += 1;
    start = at;
  }
  parts.push(text.slice(start));
  return parts;
}
const ascii = /^[\x21-\x7e]*$/;

/** Whether the index writes the token with a mark (`^`, `&`, `%` or `~`): else it is its only term. */
export function isMarkedToken(written: string): boolean {
  const mark = written.charCodeAt(0);
  return mark === 94 || mark === 38 || mark === 37 || mark === 126;
}

/** Whether the index writes the token with `^` or `&`: read from its parts alone, no pattern. */
export function isPartsToken(written: string): boolean {
  const mark = written.charCodeAt(0);
  return mark === 94 || mark === 38;
}

/** A token's terms, read from the token as the index writes it. */
export function readTokenTerms(written: string): readonly string[] {
  if (!isMarkedToken(written)) return [written];
  const mark = written.charCodeAt(0);
  if (mark === 126) return indexTerms(written.slice(1));
  let start = 1;
  while (written.charCodeAt(start) === 45) start += 1;
  const dashes = start - 1;
  const marked = written.slice(start);
  const terms = splitAtConnectors(marked.toLowerCase());
  if (terms.length > 1) terms.push(terms.join(''));
  const source = marked.includes('|') ? marked.replaceAll('|', '') : marked;
  if (mark === 38) terms.push(source.toLowerCase());
  else if (mark === 37) terms.push(...identifierTerms(source));
  if (dashes > 0) terms.push(`${dashes === 2 ? '--' : '-'}${source.toLowerCase()}`);
  return terms;
}

/** The token as the index writes it: itself, or a mark and how to read it (see above). */
export function writeToken(token: string): string {
  const terms = indexTerms(token);
  if (terms.length === 1 && terms[0] === token && !/^[\^&%~]/.test(token)) return token;
  const [word, ...more] = splitWords(token);
  if (word && more.length === 0 && ascii.test(token)) {
    let marked = token.slice(0, word.start);
    word.parts.forEach((part, index) => {
      const next = word.parts[index + 1];
      marked += token.slice(
        part.start,
        next ? (next.start === part.end ? part.end : next.start) : word.end,
      );
      if (next && next.start === part.end) marked += '|';
    });
    for (const mark of ['^', '&', '%']) {
      const written = `${mark}${marked}`;
      if (sameTerms(readTokenTerms(written), terms)) return written;
    }
  }
  return `~${token}`;
}

function sameTerms(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((term, index) => term === b[index]);
}
