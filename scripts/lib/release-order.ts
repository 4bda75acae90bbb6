// ToolHive release tags (`v0.1.0`) and their order, for the release importer and the version cut.

const releasePattern = /^v(\d+)\.(\d+)\.(\d+)$/;

/** Whether `tag` is a release tag of the form `vMAJOR.MINOR.PATCH`. */
export const isRelease = (tag: string) => releasePattern.test(tag);

/** Orders two release tags by major, minor and patch number. */
export function compareReleases(a: string, b: string): number {
  const left = releasePattern.exec(a)!.slice(1).map(Number);
  const right = releasePattern.exec(b)!.slice(1).map(Number);
  return left[0]! - right[0]! || left[1]! - right[1]! || left[2]! - right[2]!;
}
