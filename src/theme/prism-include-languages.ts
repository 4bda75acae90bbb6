import globalData from '@generated/globalData';
import type {Prism} from 'prism-react-renderer';

import type {PrismLanguageSources} from '@site/plugins/prism-languages';

/**
 * Applies each extra grammar to the highlighter's own Prism instance.
 * Grammar files read a free `Prism` variable, which we bind explicitly, so the
 * result does not depend on module caches or globals (see the plugin).
 */
export default function prismIncludeLanguages(prism: typeof Prism): void {
  const data = globalData['prism-languages']?.default as PrismLanguageSources | undefined;
  for (const {name, source} of data?.languages ?? []) {
    if (prism.languages[name]) continue;
    new Function('Prism', source)(prism);
  }
}
