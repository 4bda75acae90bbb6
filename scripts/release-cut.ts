// Makes an imported ToolHive release the current docs version:
//   npm run release:cut -- v0.1.1
// The current docs move to versioned_docs/ under their release's prefix, the
// version lists in data/ name the new release first, and every generator
// rewrites its pages for every version. CONTRIBUTING.md lists what a writer
// still does by hand.
import {execFileSync} from 'node:child_process';

import {cutVersion, ReleaseCutError} from './lib/release-cut/cut-version';

const generators = ['gen:sidebars', 'gen:cli', 'gen:registry', 'gen:k8s', 'gen:api', 'gen:changes'];

const tag = process.argv[2];
if (!tag) {
  console.error('usage: npm run release:cut -- vX.Y.Z');
  process.exit(2);
}

async function main(release: string): Promise<void> {
  try {
    const result = await cutVersion('.', release);
    console.log(
      `${result.previous} moved to ${result.moved.join(' and ')}; ${release} is current.`,
    );
    console.log(`Docs versions, newest first: ${result.releases.join(', ')}.`);
  } catch (error) {
    if (error instanceof ReleaseCutError) {
      console.error(`release:cut: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  runGenerators();
}

// A generator that fails here names what the writer must supply first (CONTRIBUTING.md, Release day).
function runGenerators(): void {
  const failed = generators.filter((script) => {
    try {
      execFileSync('npm', ['run', '--silent', script], {stdio: 'inherit'});
      return false;
    } catch {
      return true;
    }
  });
  if (failed.length > 0) {
    console.error(
      `\nThese generators failed: ${failed.join(', ')}. Fix what they name, then run them again.`,
    );
    process.exit(1);
  }
}

void main(tag);
