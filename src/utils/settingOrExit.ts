/**
 * Reads a build setting from the environment. A setting that cannot be used stops the build with
 * its own one-line message and exit code 1: thrown from the config, it would come out wrapped in
 * Docusaurus's stack trace.
 */
export function settingOrExit<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
