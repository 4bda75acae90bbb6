import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {ReactNode} from 'react';

import styles from './styles.module.css';

type Props = {
  /** The anchor, made from the path by the generator. */
  id: string;
  /** The full path a reader writes, e.g. `spec.oidcConfig.inline.issuer`. */
  path: string;
  /** Nesting below the top-level fields, for the indent. */
  depth: number;
  children: ReactNode;
};

/**
 * One field of a generated Kubernetes reference page. The id makes it a link
 * target (registered, so the build's anchor check knows it) and, with
 * data-search-title, a search record of its own titled by its path.
 */
export default function K8sField({id, path, depth, children}: Props): ReactNode {
  useBrokenLinks().collectAnchor(id);
  return (
    <div className={styles.field} data-depth={depth} id={id} data-search-title={path}>
      <a className={styles.path} href={`#${id}`}>
        <code>{path}</code>
      </a>
      {children}
    </div>
  );
}
