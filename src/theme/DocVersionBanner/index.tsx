// The banner on every page of an older docs version. Besides the link to the
// same page in the current version (Docusaurus's own banner has that), it
// links to the upgrade guide, which is the page a reader of an old version
// needs most. Its links save the current version as the reader's choice, as
// the version dropdown does.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {
  useDocsPreferredVersion,
  useDocsVersion,
  useDocVersionSuggestions,
} from '@docusaurus/plugin-content-docs/client';
import {ThemeClassNames} from '@docusaurus/theme-common';

/** The upgrade guide, in the current version. */
export const upgradeGuidePath = '/toolhive/guides-cli/upgrade';

type Props = {className?: string};

export default function DocVersionBanner({className}: Props): ReactNode {
  const version = useDocsVersion();
  const {latestDocSuggestion, latestVersionSuggestion} = useDocVersionSuggestions(version.pluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(version.pluginId);
  if (!version.banner) return null;
  const chooseLatest = () => savePreferredVersionName(latestVersionSuggestion.name);
  const samePage =
    latestDocSuggestion ??
    latestVersionSuggestion.docs.find((doc) => doc.id === latestVersionSuggestion.mainDocId);
  return (
    <div
      className={clsx(
        className,
        ThemeClassNames.docs.docVersionBanner,
        'alert alert--warning margin-bottom--md',
      )}
      role="note"
      aria-label="Docs version">
      {version.banner === 'unmaintained' ? (
        <p className="margin-bottom--sm">
          You are reading the docs for ToolHive <b>{version.label}</b>, an older release. The
          current release is <b>{latestVersionSuggestion.label}</b>.
        </p>
      ) : (
        <p className="margin-bottom--sm">
          You are reading the docs for ToolHive <b>{version.label}</b>, which is not released yet.
        </p>
      )}
      <p className="margin-bottom--none">
        {samePage && (
          <>
            <Link to={samePage.path} onClick={chooseLatest}>
              <b>
                {latestDocSuggestion ? 'Read this page' : 'Read the docs'} for{' '}
                {latestVersionSuggestion.label}
              </b>
            </Link>
            {' · '}
          </>
        )}
        <Link to={upgradeGuidePath} onClick={chooseLatest}>
          Upgrade from {version.label} to {latestVersionSuggestion.label}
        </Link>
      </p>
    </div>
  );
}
