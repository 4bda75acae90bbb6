import {readFileSync} from 'node:fs';

/**
 * The files of a generator's output whose committed copy differs from what the generator
 * renders now, or is missing. `generated` maps each file path to its rendered text.
 */
export function staleFiles(generated: Iterable<readonly [string, string]>): string[] {
  const stale: string[] = [];
  for (const [file, content] of generated) {
    let committed: string | undefined;
    try {
      committed = readFileSync(file, 'utf8');
    } catch {
      committed = undefined;
    }
    if (committed !== content) stale.push(file);
  }
  return stale;
}
