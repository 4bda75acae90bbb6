import {useMemo, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {getPrismCssVariables} from '@docusaurus/theme-common/internal';
import {useCodeTheme} from '../useCodeTheme';
import styles from './styles.module.css';

type Props<T extends 'div' | 'pre'> = {as: T} & ComponentProps<T>;

/** The framed box of a code block: the theme's colours as CSS variables, and its frame. */
export default function CodeBlockContainer<T extends 'div' | 'pre'>({
  as: As,
  ...props
}: Props<T>): ReactNode {
  const theme = useCodeTheme();
  const variables = useMemo(() => getPrismCssVariables(theme), [theme]);
  const Element = As as 'div';
  return (
    <Element
      {...(props as ComponentProps<'div'>)}
      style={variables}
      className={clsx(props.className, styles.container, ThemeClassNames.common.codeBlock)}
    />
  );
}
