import {useEffect, useMemo, useRef, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {AppStore} from 'redoc';
import {ServerStyleSheet, StyleSheetManager} from 'styled-components';

import {keepMarkupAccessible} from './accessibleMarkup';
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

/**
 * Redoc's phone menu button is a bare `<div>`: make it a button for keyboards and screen
 * readers, and keep `aria-expanded` in step with the menu.
 */
function useMenuButton(container: RefObject<HTMLDivElement | null>, store: AppStore) {
  useEffect(() => {
    const menu = container.current?.querySelector('.menu-content');
    const button = menu?.nextElementSibling as HTMLElement | null | undefined;
    if (!menu || !button) return undefined;
    button.setAttribute('role', 'button');
    button.setAttribute('tabindex', '0');
    button.setAttribute('aria-label', 'API menu');
    const sync = () => button.setAttribute('aria-expanded', String(store.menu.sideBarOpened));
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      button.click();
    };
    sync();
    // Redoc restyles the menu (a new class) whenever it opens or closes.
    const observer = new MutationObserver(sync);
    observer.observe(menu, {attributes: true, attributeFilter: ['class']});
    button.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      button.removeEventListener('keydown', onKey);
    };
  }, [container, store]);
}

/** Browser side: a live Redoc that follows the menu, the URL hash and scrolling. */
function LiveReference({spec, specPath}: Props): ReactNode {
  const store = useMemo(() => new AppStore(spec, specPath, redocOptions(true)), [spec, specPath]);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    store.onDidMount();
    return () => store.dispose();
  }, [store]);
  useMenuButton(container, store);
  useEffect(() => (container.current ? keepMarkupAccessible(container.current) : undefined), []);
  return (
    <div className={styles.redoc} ref={container}>
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
