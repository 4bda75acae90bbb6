import type {ReactNode} from 'react';
import {useAllPluginInstancesData} from '@docusaurus/useGlobalData';

import ApiReference from '@site/src/components/ApiReference';

type SpecData = {spec: Parameters<typeof ApiReference>[0]['spec']; url?: string};

/**
 * Replaces redocusaurus's `<ApiDocMdx id="..." />`: same usage in MDX, but rendered by our
 * ApiReference, which keeps to the site's colours, works in both colour modes, hydrates
 * cleanly and makes no request off the site.
 */
export default function ApiDocMdx({id}: {id: string}): ReactNode {
  const specs = useAllPluginInstancesData('docusaurus-plugin-redoc') as Record<string, SpecData>;
  const data = specs[id];
  if (!data) {
    throw new Error(`No API description with id "${id}" in the redocusaurus preset options.`);
  }
  return <ApiReference spec={data.spec} specPath={data.url ?? `/api-specs/${id}.yaml`} />;
}
