import {memo, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {NavbarSecondaryMenuFiller, ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';

type Menu = {readonly sidebar: Props['sidebar']; readonly path: string};

/** Whether choosing `item` in the phone menu leaves the page, so the menu should close. */
function navigates(item: PropSidebarItem): boolean {
  return item.type === 'link' || (item.type === 'category' && Boolean(item.href));
}

/** The docs sidebar as the phone menu's second panel. */
function DocsMenu({menu}: {menu: Menu}): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={menu.sidebar}
        activePath={menu.path}
        level={1}
        onItemClick={(item) => {
          if (navigates(item)) mobileSidebar.toggle();
        }}
      />
    </ul>
  );
}

/**
 * Puts the docs sidebar into the phone menu. The theme hands the menu all of its props, which the
 * menu compares key by key after sorting the keys with `localeCompare`; the first such call builds
 * the browser's collator, some 15 ms on a desktop CPU, in the middle of the page's first render
 * on a phone. Here the menu gets one memoised prop, and one key needs no sorting. No upstream
 * report of this was found (searched November 2026).
 */
function DocSidebarMobile({sidebar, path}: Props): ReactNode {
  const menu = useMemo<Menu>(() => ({sidebar, path}), [sidebar, path]);
  return <NavbarSecondaryMenuFiller component={DocsMenu} props={{menu}} />;
}

export default memo(DocSidebarMobile);
