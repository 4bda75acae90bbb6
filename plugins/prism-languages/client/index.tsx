import type {ReactNode} from 'react';
import Prism from '@generated/prism-languages/default/prism.js';

import {Highlight as HighlightWith, type HighlightProps} from './Highlight';

// Stands in for `prism-react-renderer` in the site's bundles (see the plugin): its `Highlight`
// and `Prism` exports, on the Prism the plugin generates.

export function Highlight(
  props: Omit<HighlightProps, 'prism'> & {prism?: HighlightProps['prism']},
): ReactNode {
  return <HighlightWith {...props} prism={props.prism ?? Prism} />;
}

export {Prism};
