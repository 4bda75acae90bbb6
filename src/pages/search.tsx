import type {ReactNode} from 'react';

import SearchPage from '@site/src/components/SearchPage';

// /search?q=...: the full list of results for a query.
export default function Search(): ReactNode {
  return <SearchPage />;
}
