import createPrism from '@generated/prism-languages/default/prism.js';

import type {PrismLike} from './tokens';

// The server's Prism: loaded with the bundle, so every code block is highlighted in the HTML.

let instance: PrismLike | undefined;

/** The Prism, ready now. */
export function loadedPrism(): PrismLike {
  instance ??= createPrism();
  return instance;
}

export function loadPrism(): Promise<PrismLike> {
  return Promise.resolve(loadedPrism());
}
