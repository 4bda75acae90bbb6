import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';

import CopyPage from '@site/src/components/CopyPage';
import styles from './styles.module.css';

// Puts the "Copy page" control on the breadcrumbs row of every docs page,
// generated index pages included.
export default function DocBreadcrumbsWrapper(): ReactNode {
  return (
    <div className={styles.bar}>
      <DocBreadcrumbs />
      <CopyPage />
    </div>
  );
}
