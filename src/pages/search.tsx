import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';

import SearchForm from '@site/src/components/SearchForm';

const maxQueryLength = 512;

function readQuery(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').slice(0, maxQueryLength);
}

// Placeholder results page: it reads `q`; the search engine fills it in.
export default function SearchPage(): ReactNode {
  const query = readQuery(useLocation().search);
  return (
    <Layout title={query ? `Search results for "${query}"` : 'Search the documentation'}>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>{query ? `Search results for "${query}"` : 'Search the documentation'}</h1>
        <SearchForm key={query} defaultQuery={query} />
      </main>
    </Layout>
  );
}
