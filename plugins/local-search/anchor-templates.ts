// Anchors as the index writes them. Most anchors repeat their title: a heading's is its slug, a
// tool's is `tool-` and its name, a flag's is `flag-` and the flag. The index writes such an anchor
// as what is left of it and a mark that says how the title gives the rest, so that `flag-$` or
// `tool-*` repeats from record to record and compresses to almost nothing; a heading whose anchor
// is its slug has none written at all. The writer keeps a template only when reading it back
// gives the anchor, so an anchor no rule makes is written as it is (with `!` after it when it
// ends in a mark).
const derivations: Record<string, (title: string) => string> = {
  '*': (title) => title,
  '~': headingSlug,
  '^': dashed,
  $: (title) => dashed(title.slice(title.lastIndexOf(' ') + 1).replace(/^-+/, '')),
};
const literalMark = '!';

/**
 * A heading's anchor as Docusaurus makes it from an English text: case folded, punctuation
 * dropped, spaces made dashes. Other letters are dropped too (a pattern of Unicode classes took
 * a browser's worker longer to compile than the whole walk over the headings), so a heading with
 * them keeps its anchor written out.
 */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9\s_-]/g, '')
    .replace(/\s/g, '-');
}

function dashed(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function endsInMark(anchor: string): boolean {
  const last = anchor.charAt(anchor.length - 1);
  return last === literalMark || Object.hasOwn(derivations, last);
}

/** The anchor read back from what `writeAnchor` wrote for it. */
export function readAnchor(title: string, written: string): string {
  const mark = written.charAt(written.length - 1);
  const rest = written.slice(0, -1);
  if (mark === literalMark) return rest;
  const derive = Object.hasOwn(derivations, mark) ? derivations[mark] : undefined;
  return derive ? rest + derive(title) : written;
}

/** The shortest template of `anchor` that `readAnchor` turns back into it. */
export function writeAnchor(title: string, anchor: string): string {
  let best: string | null = null;
  for (const [mark, derive] of Object.entries(derivations)) {
    const derived = derive(title);
    if (!derived || !anchor.endsWith(derived)) continue;
    const template = anchor.slice(0, anchor.length - derived.length) + mark;
    if (readAnchor(title, template) === anchor && (best === null || template.length < best.length))
      best = template;
  }
  if (best !== null && best.length < anchor.length + (endsInMark(anchor) ? 1 : 0)) return best;
  return endsInMark(anchor) ? anchor + literalMark : anchor;
}

/** The heading's slug as a template: a heading whose anchor it is has none written. */
export const slugTemplate = '~';
