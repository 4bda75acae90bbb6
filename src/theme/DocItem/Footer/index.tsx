import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;
type Repository = {url: string; branch: string};

/**
 * A generated page is edited through its data file and generator (front matter `generated_from`
 * and `generated_by`), so it links to those instead of "Edit this page".
 */
function GeneratedSources(): ReactNode {
  const {frontMatter} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const repository = siteConfig.customFields?.repository as Repository;
  const {generated_from: from, generated_by: by} = frontMatter as {
    generated_from?: string;
    generated_by?: string;
  };
  if (!from || !by) return null;
  const link = (file: string) => (
    <a
      href={`${repository.url}/${file.endsWith('/') ? 'tree' : 'blob'}/${repository.branch}/${file}`}>
      <code>{file}</code>
    </a>
  );
  return (
    <p className="th-generated-sources">
      Generated from {link(from)} by {link(by)}. To change this page, edit those.
    </p>
  );
}

export default function FooterWithFeedback(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Footer {...props} />
      <GeneratedSources />
      <PageFeedback title={metadata.title} />
    </>
  );
}
