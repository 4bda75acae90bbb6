import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Metadata from '@theme-original/DocItem/Metadata';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * The page's structured data: a TechArticle beside the theme's BreadcrumbList, with the date of
 * the source's last commit when the build knows it.
 */
export default function MetadataWithArticle(): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const article = {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: metadata.title,
    description: metadata.description,
    url: `${siteConfig.url}${metadata.permalink}`,
    ...(metadata.lastUpdatedAt
      ? {dateModified: new Date(metadata.lastUpdatedAt).toISOString()}
      : {}),
  };
  return (
    <>
      <Metadata />
      <Head>
        <script type="application/ld+json">
          {JSON.stringify(article).replace(/</g, '\\u003c')}
        </script>
      </Head>
    </>
  );
}
