import type {ReactNode} from 'react';

import Zoom from '@site/src/components/Zoom';
import styles from './styles.module.css';

type Props = {
  /** SVG markup drawn at build time by plugins/build-time-diagrams. */
  svg: string;
  title: string;
  description: string;
};

function Art({svg, title}: {svg: string; title: string}): ReactNode {
  return (
    <span
      role="img"
      aria-label={title}
      className={styles.art}
      dangerouslySetInnerHTML={{__html: svg}}
    />
  );
}

/**
 * A diagram from a ```mermaid block: SVG in the page's HTML, named by its title and described
 * in words below it. Its text is real text, coloured by the page's colour mode.
 */
export default function Diagram({svg, title, description}: Props): ReactNode {
  return (
    <figure className={styles.diagram}>
      <Zoom label={title} large={() => <Art svg={svg} title={title} />}>
        <Art svg={svg} title={title} />
      </Zoom>
      <figcaption className={styles.caption}>
        <strong>{title}.</strong> {description}
      </figcaption>
    </figure>
  );
}
