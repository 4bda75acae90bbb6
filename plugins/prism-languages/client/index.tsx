import {useEffect, useState, type ReactNode} from 'react';
import {loadedPrism, loadPrism} from '@prism-languages/instance';

import {Highlight as HighlightWith, type HighlightProps} from './Highlight';
import type {PrismLike} from './tokens';

// Stands in for `prism-react-renderer` in the site's bundles (see the plugin): its `Highlight`,
// on the Prism the plugin generates. In the browser that Prism loads on first use; until it has,
// code renders as plain text in the same lines, so nothing moves when the colours arrive.

/** The site's Prism once it has loaded; asks for it on first use, unless `wanted` is false. */
export function usePrism(wanted = true): PrismLike | undefined {
  const [prism, setPrism] = useState(loadedPrism);
  useEffect(() => {
    if (prism || !wanted) return undefined;
    let live = true;
    void loadPrism().then((loaded) => {
      if (live) setPrism(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [prism, wanted]);
  return prism;
}

type Props = Omit<HighlightProps, 'prism'> & {
  prism?: HighlightProps['prism'];
  /** Plain lines, and no Prism loaded for them: the caller shows markup it already has. */
  plain?: boolean;
};

export function Highlight({plain = false, ...props}: Props): ReactNode {
  const prism = usePrism(!plain);
  return <HighlightWith {...props} prism={plain ? undefined : (props.prism ?? prism)} />;
}

/**
 * `prism-react-renderer`'s `Prism` export. The theme hands it to `prism-include-languages`, which
 * this site leaves empty (src/theme/prism-include-languages.ts); reads go to the loaded Prism.
 */
export const Prism = new Proxy({} as PrismLike, {
  get: (_target, key) => Reflect.get(loadedPrism() ?? {}, key),
});
