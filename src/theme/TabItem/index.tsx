// The classic theme's TabItem, with two attributes on its panel: the `id` that
// plugins/tab-panel-ids gives it (search records of text in the tab link to it), and the tab's
// label for the search index (`data-tab-label`).
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props as ThemeProps} from '@theme/TabItem';

import styles from './styles.module.css';

type Props = ThemeProps & {id?: string};

export default function TabItem({children, className, value, label, id}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const selected = value === selectedValue;
  if (!selected && lazy) return null;
  return (
    <div
      role="tabpanel"
      id={id}
      data-tab-label={label ?? value}
      className={clsx(styles.panel, className)}
      hidden={!selected}>
      {children}
    </div>
  );
}
