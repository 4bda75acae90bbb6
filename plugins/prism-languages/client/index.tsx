import type {ReactNode} from 'react';
import createPrism from '@generated/prism-languages/default/prism.js';

import {Highlight as HighlightWith, type HighlightProps} from './Highlight';
import type {PrismLike} from './tokens';

// Stands in for `prism-react-renderer` in the site's bundles (see the plugin): its `Highlight`
// and `Prism` exports, on the Prism the plugin generates. Building Prism's grammars takes a few
// milliseconds, so it happens when the first code block renders, not when the site starts.

let instance: PrismLike | undefined;

/** The site's Prism, created on first use. */
export function getPrism(): PrismLike {
  instance ??= createPrism();
  return instance;
}

/** The same Prism as `getPrism()`, for code that imports `Prism`; created on first use too. */
const Prism = new Proxy({} as PrismLike, {
  get: (_target, key) => Reflect.get(getPrism(), key),
  has: (_target, key) => Reflect.has(getPrism(), key),
});

export function Highlight(
  props: Omit<HighlightProps, 'prism'> & {prism?: HighlightProps['prism']},
): ReactNode {
  return <HighlightWith {...props} prism={props.prism ?? getPrism()} />;
}

export {Prism};
