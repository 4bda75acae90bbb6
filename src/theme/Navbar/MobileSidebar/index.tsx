import {useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MobileSidebarType>;

/**
 * The phone menu, rendered from the first time the reader opens it. The theme renders it,
 * hidden, on every page load at phone width: the navbar links and the whole docs sidebar, a
 * hundred or so links, built while the page is still becoming interactive. Upstream made collapsed
 * sidebar categories lazy (facebook/docusaurus#4753, #5136), not the hidden phone menu itself.
 */
export default function MobileSidebarOnceOpened(props: Props): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return opened ? <MobileSidebar {...props} /> : null;
}
