import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import DocsLink from '@site/src/components/DocsLink';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';

import SearchForm from '@site/src/components/SearchForm';
import styles from './styles.module.css';

// Replaces the stock not-found text with one that helps the reader move on.
export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <p className={styles.code}>404</p>
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            We could not find a page at this address. It may have moved, or the link may have a
            typo. Search the docs, or pick a place to start.
          </p>
          <SearchForm />
          <ul className={styles.links}>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <DocsLink to="/toolhive/">ToolHive documentation</DocsLink>
            </li>
            <li>
              <DocsLink to="/toolhive/quickstart">Quickstart</DocsLink>
            </li>
            <li>
              <DocsLink to="/toolhive/reference/cli/">CLI reference</DocsLink>
            </li>
          </ul>
        </div>
      </div>
    </main>
  );
}
