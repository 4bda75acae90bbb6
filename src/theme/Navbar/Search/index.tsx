import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/Navbar/Search';

import styles from './styles.module.css';

// The navbar slot of the search button. The stock slot pins itself to the
// right edge on phones, over the social links this navbar keeps there; this
// one stays in line with them.
export default function NavbarSearch({children, className}: Props): ReactNode {
  return <div className={clsx(className, styles.search)}>{children}</div>;
}
