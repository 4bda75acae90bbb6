/**
 * An argument as a shell command line spells it: quoted when bash or zsh would read it otherwise
 * (braces expand into several words, brackets and `#` glob, `$` expands). A placeholder (`<user>`)
 * is quoted too, so that the reader's value, typed in its place, stays one word whatever characters
 * it has but a single quote.
 */
export function shellWord(arg: string): string {
  if (arg === '') return "''";
  return /[*?[\]$;&|()!'"`\\{}~#<>\s]/.test(arg) ? `'${arg.replaceAll("'", `'\\''`)}'` : arg;
}
