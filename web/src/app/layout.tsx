import { NAMED_PAGES, withSiteName } from '../../../shared/format/page-title';
import { Outlet, useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { AppBoundary } from '../components/app-boundary';
import { BackToTop } from '../components/back-to-top';
import { BottomBar } from '../components/bottom-bar';
import { SiteFooter } from '../components/site-footer';
import { TopBar } from '../components/top-bar';
import { PageScroll } from './page-scroll';
import { headerTitleStore } from '../lib/header-title-store';
import { useHideOnScroll } from '../lib/use-hide-on-scroll';
import { usePageMeta } from '../lib/use-page-meta';
import { useRouteHandle } from '../lib/use-route-handle';

/**
 * The chrome around every route. Its own boundary catches a crash in the chrome itself (the
 * router's root route would otherwise show React Router's developer screen); the one around the
 * outlet keeps the header and footer up when a page crashes, and resets on the next navigation.
 */
export function Layout() {
  return (
    <AppBoundary>
      <Chrome />
    </AppBoundary>
  );
}

function Chrome() {
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const dynamicTitle = useStore(headerTitleStore, (state) => state.title);
  const barsHidden = useHideOnScroll();
  // A route's meta record, else its fixed name, else the site's (home) record: never the last page's.
  const named = NAMED_PAGES[pathname.replace(/(.)\/+$/, '$1')];
  usePageMeta(handle.metaSlug ?? (named ? { title: withSiteName(named) } : 'home'), 'route');

  return (
    <div className={`app${handle.hideChrome ? ' app--bare' : ''}`}>
      <a
        href="#main-content"
        className="skip-link"
        // Focus the content without putting #main-content into the router's location.
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
      >
        Skip to content
      </a>
      <TopBar title={dynamicTitle ?? handle.headerTitle ?? null} hidden={barsHidden} />
      <main id="main-content" className="content" tabIndex={-1}>
        <AppBoundary resetKeys={[pathname]}>
          <Outlet />
        </AppBoundary>
      </main>
      {!handle.hideChrome && <SiteFooter />}
      {!handle.hideChrome && <BottomBar hidden={barsHidden} />}
      <BackToTop />
      <PageScroll />
    </div>
  );
}
