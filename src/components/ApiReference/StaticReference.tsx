import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {AppStore} from 'redoc';
import {ServerStyleSheet, StyleSheetManager} from 'styled-components';

import RedocLayout from './RedocLayout';
import {colourVariablesCss, redocOptions, stylisPlugins} from './redocTheme';
import styles from './styles.module.css';
import type {ReferenceProps} from './types';

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
 * Server side only: the whole reference as HTML, so it reads without JavaScript and is indexed.
 * Its CSS is only known once the markup has rendered, so it comes after it; until that CSS
 * arrives, the block stays invisible instead of flashing unstyled.
 */
export default function StaticReference({spec, specPath}: ReferenceProps): ReactNode {
  const store = new AppStore(spec, specPath, redocOptions(false));
  useCollectAnchors(store);
  const sheet = new ServerStyleSheet();
  return (
    <>
      {/* Before the markup: the colours must be known when the browser first styles it. */}
      <style dangerouslySetInnerHTML={{__html: colourVariablesCss}} />
      <StyleSheetManager sheet={sheet.instance} stylisPlugins={stylisPlugins}>
        <RedocLayout store={store} />
      </StyleSheetManager>
      <CollectedStyles sheet={sheet} />
    </>
  );
}
