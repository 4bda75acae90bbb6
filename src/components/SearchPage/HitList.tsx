import {useEffect, useRef, type ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {isExternalUrl, toSitePath} from '@site/src/components/SearchCore';
import type {PageHit} from './useSearchResults';
import styles from './styles.module.css';

const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

// The hit's title is its own heading (or, for text, the heading above it);
// the breadcrumb is every level above that.
function describe(hit: PageHit) {
  const filled = levels.filter((level) => hit.hierarchy[level]);
  const titleLevel = hit.type === 'content' ? filled[filled.length - 1] : hit.type;
  const crumbs = filled
    .slice(0, filled.indexOf(titleLevel))
    .map((level) => hit.hierarchy[level] as string);
  const title =
    hit._highlightResult.hierarchy[titleLevel]?.value ?? hit.hierarchy[titleLevel] ?? '';
  // Headings get the text below them as their snippet (from the local engine).
  const snippet = hit._snippetResult?.content?.value ?? '';
  return {crumbs, title, snippet};
}

type Props = {
  hits: PageHit[];
  siteUrl: string;
  externalUrlRegex: string | null;
  canLoadMore: boolean;
  onLoadMore: () => void;
};

export default function HitList({
  hits,
  siteUrl,
  externalUrlRegex,
  canLoadMore,
  onLoadMore,
}: Props): ReactNode {
  const sentinel = useRef<HTMLDivElement>(null);

  // Infinite scroll: the next page loads as the end of the list comes into view.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !canLoadMore || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      {rootMargin: '400px 0px'},
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoadMore, onLoadMore, hits.length]);

  return (
    <>
      <ol className={styles.hits}>
        {hits.map((hit) => {
          const {crumbs, title, snippet} = describe(hit);
          const url = toSitePath(hit.url, siteUrl);
          const external = isExternalUrl(url, externalUrlRegex);
          // Highlights and snippets are HTML escaped by the engine (and by Algolia).
          const titleHtml = <span dangerouslySetInnerHTML={{__html: title}} />;
          return (
            <li key={hit.objectID} className={styles.hit}>
              {crumbs.length > 0 && <p className={styles.crumbs}>{crumbs.join(' › ')}</p>}
              <h2 className={styles.title}>
                {external ? <a href={url}>{titleHtml}</a> : <Link to={url}>{titleHtml}</Link>}
              </h2>
              {snippet && (
                <p className={styles.snippet} dangerouslySetInnerHTML={{__html: snippet}} />
              )}
            </li>
          );
        })}
      </ol>
      <div ref={sentinel} />
      {canLoadMore && (
        <button type="button" className="button button--secondary" onClick={onLoadMore}>
          Load more results
        </button>
      )}
    </>
  );
}
