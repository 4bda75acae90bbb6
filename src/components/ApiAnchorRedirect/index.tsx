// The API reference used to be one Redoc page whose places were hashes such as
// `#operation/listClients` or `#tag/workloads/operation/listWorkloads`. Links
// to those places now land on the operation's own page, and `#tag/<name>` on
// the tag's section of the overview.
import {useLocation} from '@docusaurus/router';
import {useEffect, type ReactNode} from 'react';

import {redirectTarget} from './redirectTarget';

export default function ApiAnchorRedirect({
  operationRoutes,
  tagAnchors,
}: {
  operationRoutes: Record<string, string>;
  tagAnchors: Record<string, string>;
}): ReactNode {
  const {hash} = useLocation();
  useEffect(() => {
    const target = redirectTarget(hash, operationRoutes, tagAnchors);
    if (!target) return;
    if (target.startsWith('#')) {
      // Only the address changes: going through the router would render the page
      // again with new props, and the effect would run again, without end.
      window.history.replaceState(window.history.state, '', target);
      document.getElementById(target.slice(1))?.scrollIntoView();
    } else {
      // A full load: the router may not be listening yet while the page hydrates.
      window.location.replace(target);
    }
  }, [hash, operationRoutes, tagAnchors]);
  return null;
}
