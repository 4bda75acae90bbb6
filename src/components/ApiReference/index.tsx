import {startTransition, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {keepMarkupAccessible} from './accessibleMarkup';
import {watchEngagement, type Engagement} from './engagement';
import {makeMenuButton} from './menuButton';
import {layOutSectionsInIdleTime} from './progressiveLayout';
import styles from './styles.module.css';
import type {ReferenceProps} from './types';

// Both renderings need Redoc, which only the server and a reader who uses the reference need.
// The server rendering is required only where the condition holds, so the bundler leaves it,
// and Redoc, out of the browser's bundle (see plugins/api-spec). Neither is a React.lazy inside
// Suspense: React streams a large Suspense boundary's HTML late, behind a script, and the page
// must read without JavaScript.
const StaticReference: typeof import('./StaticReference').default | undefined =
  process.env.API_REFERENCE_RENDERER === 'server'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./StaticReference') as typeof import('./StaticReference')).default
    : undefined;
type LiveComponent = (typeof import('./LiveReference'))['default'];
const loadLiveReference = () => import('./LiveReference').then((module) => module.default);

/**
 * The server's rendering of the reference, kept as it is: React hydrates this `div` without
 * touching what is inside. Until Redoc runs, the fixes it would get live are applied here.
 */
function ServerReference({
  onEngage,
  children,
}: {
  onEngage: (engagement: Engagement) => void;
  children: ReactNode;
}): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    const stopRepairs = keepMarkupAccessible(root);
    const stopLayout = layOutSectionsInIdleTime(root);
    const button = makeMenuButton(root, () => false);
    const engagement = watchEngagement(root, () => onEngage(engagement));
    return () => {
      stopRepairs();
      stopLayout();
      button?.dispose();
      engagement.stop();
    };
  }, [onEngage]);
  return (
    <div
      ref={container}
      data-reference="server"
      className={clsx(styles.redoc, styles.server, styles.pending)}
      dangerouslySetInnerHTML={ExecutionEnvironment.canUseDOM ? {__html: ''} : undefined}
      suppressHydrationWarning>
      {ExecutionEnvironment.canUseDOM ? undefined : children}
    </div>
  );
}

/**
 * The rendered API reference with a link to the raw OpenAPI file.
 *
 * The server renders the whole reference, so it reads without JavaScript and is indexed. In the
 * browser that HTML stays as it is, readable and styled, and Redoc (a few hundred KB and a long
 * render on a phone) loads the first time the reader points at, touches, focuses or types in
 * the reference, or at once when the URL names a place in it. The live Redoc then replaces the
 * server HTML in a React transition, keeping the reader's place (see `engagement.ts`). A reader
 * who comes from another page of the site gets the live Redoc straight away.
 *
 * Redoc's server HTML cannot be hydrated (its client render differs), which is why the live
 * one replaces it instead.
 */
export default function ApiReference({spec, specPath}: ReferenceProps): ReactNode {
  const isBrowser = useIsBrowser();
  const downloadUrl = useBaseUrl(specPath);
  // Mounted after the first page load (a link from another page): no server HTML to keep.
  const [keepServerHtml] = useState(!isBrowser);
  const [Live, setLive] = useState<LiveComponent | null>(null);
  const [failed, setFailed] = useState(false);
  const engagement = useRef<Engagement | undefined>(undefined);
  const goLive = useCallback((reader?: Engagement) => {
    if (reader) engagement.current = reader;
    loadLiveReference().then(
      (component) => startTransition(() => setLive(() => component)),
      () => setFailed(true),
    );
  }, []);
  useEffect(() => {
    if (!isBrowser) return;
    if (!keepServerHtml || window.location.hash.length > 1) goLive();
  }, [isBrowser, keepServerHtml, goLive]);

  let reference: ReactNode;
  if (Live) {
    reference = (
      <Live
        spec={spec}
        specPath={downloadUrl}
        onInserted={(root) => engagement.current?.restoreScroll(root)}
        onLive={(root) => engagement.current?.replay(root)}
      />
    );
  } else if (keepServerHtml) {
    reference = (
      <ServerReference onEngage={goLive}>
        {StaticReference && <StaticReference spec={spec} specPath={downloadUrl} />}
      </ServerReference>
    );
  } else {
    reference = (
      <p className={styles.loading} role="status">
        {failed
          ? 'The API reference could not load. Reload the page, or download the OpenAPI file above.'
          : 'Loading the API reference…'}
      </p>
    );
  }

  return (
    <div className={styles.reference}>
      <p className={styles.download}>
        <a href={downloadUrl} download="toolhive-api.yaml">
          Download the OpenAPI file
        </a>{' '}
        <span className={styles.fileInfo}>(OpenAPI 3.1, YAML) to use with your own tools.</span>
      </p>
      {reference}
    </div>
  );
}
