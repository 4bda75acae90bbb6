import {useEffect, useLayoutEffect, useMemo, useRef, type ReactNode} from 'react';
import {AppStore} from 'redoc';
import {StyleSheetManager} from 'styled-components';

import {keepMarkupAccessible} from './accessibleMarkup';
import {makeMenuButton} from './menuButton';
import RedocLayout from './RedocLayout';
import {colourVariablesCss, redocOptions, stylisPlugins} from './redocTheme';
import styles from './styles.module.css';
import type {ReferenceProps} from './types';

type Props = ReferenceProps & {
  /** Called once the markup is in the page, before it is painted. */
  onInserted?: (container: HTMLElement) => void;
  /** Called once Redoc follows the page: menu, URL hash and scrolling. */
  onLive?: (container: HTMLElement) => void;
};

/** Browser side: a live Redoc that follows the menu, the URL hash and scrolling. */
export default function LiveReference({spec, specPath, onInserted, onLive}: Props): ReactNode {
  const store = useMemo(() => new AppStore(spec, specPath, redocOptions(true)), [spec, specPath]);
  const container = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (container.current) onInserted?.(container.current);
    // Only the first insertion matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    store.onDidMount();
    return () => store.dispose();
  }, [store]);
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    const stopRepairs = keepMarkupAccessible(root);
    const button = makeMenuButton(root, () => store.menu.sideBarOpened);
    // Redoc restyles the menu (a new class) whenever it opens or closes.
    const menu = root.querySelector('.menu-content');
    const observer = new MutationObserver(() => button?.sync());
    if (menu) observer.observe(menu, {attributes: true, attributeFilter: ['class']});
    onLive?.(root);
    return () => {
      stopRepairs();
      button?.dispose();
      observer.disconnect();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
  return (
    <>
      <style dangerouslySetInnerHTML={{__html: colourVariablesCss}} />
      <div className={styles.redoc} ref={container} data-reference="live">
        <StyleSheetManager stylisPlugins={stylisPlugins}>
          <RedocLayout store={store} />
        </StyleSheetManager>
      </div>
    </>
  );
}
