import {useEffect, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {AppStore} from 'redoc';
import {ServerStyleSheet, StyleSheetManager} from 'styled-components';

import RedocLayout from './RedocLayout';
import {colourModePlugin, colourVariablesCss, redocOptions} from './redocTheme';
import styles from './styles.module.css';

type Spec = ConstructorParameters<typeof AppStore>[0];
type Props = {spec: Spec; specPath: string};

const stylisPlugins = [colourModePlugin];

/** Tells Docusaurus's anchor checker which `#...` targets the reference provides. */
function useCollectAnchors(store: AppStore) {
  const links = useBrokenLinks();
  for (const item of store.menu.flatItems) {
    links.collectAnchor(item.id);
    if (item.parent) links.collectAnchor(item.id.replace(`${item.parent.id}/`, ''));
  }
}

/** The CSS styled-components gathered while the markup before it rendered. */
function CollectedStyles({sheet}: {sheet: ServerStyleSheet}): ReactNode {
  const css = `${sheet.instance.toString()}\n.${styles.pending}{visibility:visible}`;
  sheet.seal();
  return <style dangerouslySetInnerHTML={{__html: css}} />;
}

/**
 * Server side: the whole reference as HTML, so it reads without JavaScript and is indexed.
 * Its CSS is only known once the markup has rendered, so it comes after it; until that CSS
 * arrives, the block stays invisible instead of flashing unstyled.
 */
function StaticReference({spec, specPath}: Props): ReactNode {
  const store = new AppStore(spec, specPath, redocOptions(false));
  useCollectAnchors(store);
  const sheet = new ServerStyleSheet();
  return (
    <div className={clsx(styles.redoc, styles.pending)}>
      <StyleSheetManager sheet={sheet.instance} stylisPlugins={stylisPlugins}>
        <RedocLayout store={store} />
      </StyleSheetManager>
      <CollectedStyles sheet={sheet} />
    </div>
  );
}

/** Browser side: a live Redoc that follows the menu, the URL hash and scrolling. */
function LiveReference({spec, specPath}: Props): ReactNode {
  const store = useMemo(() => new AppStore(spec, specPath, redocOptions(true)), [spec, specPath]);
  useEffect(() => {
    store.onDidMount();
    return () => store.dispose();
  }, [store]);
  return (
    <div className={styles.redoc}>
      <StyleSheetManager stylisPlugins={stylisPlugins}>
        <RedocLayout store={store} />
      </StyleSheetManager>
    </div>
  );
}

/**
 * The rendered API reference with a link to the raw OpenAPI file.
 *
 * Redoc's server HTML cannot be hydrated as is (its client render differs), so while React
 * hydrates the page, this component keeps the server HTML untouched, then swaps in a live
 * Redoc built from the same theme: same markup, same classes, no flash and no mismatch.
 */
export default function ApiReference({spec, specPath}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const downloadUrl = useBaseUrl(specPath);
  let reference: ReactNode;
  if (isBrowser) {
    reference = <LiveReference key="live" spec={spec} specPath={downloadUrl} />;
  } else if (ExecutionEnvironment.canUseDOM) {
    reference = (
      <div
        key="static"
        className={clsx(styles.redoc, styles.pending)}
        dangerouslySetInnerHTML={{__html: ''}}
        suppressHydrationWarning
      />
    );
  } else {
    reference = <StaticReference key="static" spec={spec} specPath={downloadUrl} />;
  }
  return (
    <div className={styles.reference}>
      <style dangerouslySetInnerHTML={{__html: colourVariablesCss}} />
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
