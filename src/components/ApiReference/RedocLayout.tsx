import type {ReactNode} from 'react';
import {
  ApiContentWrap,
  ApiInfo,
  type AppStore,
  BackgroundStub,
  ContentItems,
  type IMenuItem,
  MenuItems,
  OptionsProvider,
  RedocWrap,
  StickyResponsiveSidebar,
  StoreProvider,
  ThemeProvider,
} from 'redoc';

/**
 * Redoc's page layout, assembled from its exported parts so that the side menu is ours: Redoc's
 * own menu ends with an attribution that loads an image from Redocly's servers, and this site
 * makes no request to any third party.
 */
export default function RedocLayout({store}: {store: AppStore}): ReactNode {
  const {menu, options} = store;
  // What Redoc's menu does on a click: toggle an open group, otherwise go to the item.
  const activate = (item: IMenuItem) => {
    if (item.active && options.menuToggle) {
      if (item.expanded) item.collapse();
      else item.expand();
      return;
    }
    menu.activateAndScroll(item, true);
  };
  return (
    <ThemeProvider theme={options.theme}>
      <StoreProvider value={store}>
        <OptionsProvider value={options}>
          <RedocWrap className="redoc-wrap">
            <StickyResponsiveSidebar menu={menu} className="menu-content">
              <nav aria-label="API operations" className="th-redoc-menu">
                <MenuItems items={menu.items} onActivate={activate} root />
              </nav>
            </StickyResponsiveSidebar>
            <ApiContentWrap className="api-content">
              <ApiInfo store={store} />
              {/* Redoc's own types for ContentItems are narrower than what menu.items holds. */}
              <ContentItems items={menu.items as never} />
            </ApiContentWrap>
            <BackgroundStub />
          </RedocWrap>
        </OptionsProvider>
      </StoreProvider>
    </ThemeProvider>
  );
}
