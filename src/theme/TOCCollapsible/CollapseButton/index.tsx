import type {WrapperProps} from '@docusaurus/types';
import type CollapseButtonType from '@theme/TOCCollapsible/CollapseButton';
import CollapseButton from '@theme-original/TOCCollapsible/CollapseButton';
import type {ReactNode} from 'react';

type Props = WrapperProps<typeof CollapseButtonType>;

// The phone's "On this page" button tells screen readers whether its list is open.
export default function CollapseButtonWrapper(props: Props): ReactNode {
  return <CollapseButton aria-expanded={!props.collapsed} {...props} />;
}
