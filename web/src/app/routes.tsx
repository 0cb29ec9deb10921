// THE route table (SPEC.md section 2): one layout route whose children are every page. The news,
// schedule, series, match and live-blog routes are in routes/news-routes.tsx, the site's other pages
// (ranking, teams, players, stories, authors, CMS and admin pages) in routes/site-routes.tsx, and
// the account pages here. The browser's router (src/main.tsx) and the edge's render
// (src/edge-render.tsx) are made from this one table.
import { replace, type RouteObject } from 'react-router-dom';
import { RouteErrorScreen } from '../components/route-error-screen';
import { Layout } from './layout';
import type { RouteHandle } from './route-handle';
import { newsRoutes } from './routes/news-routes';
import { siteRoutes } from './routes/site-routes';

/** The account pages depend on the fan's stored login, which only the browser knows. */
const PERSONAL = 'it depends on the stored login';

/** Login and profile hide the footer and bottom bar; each is wrapped in its redirect guard. */
const accountRoutes: RouteObject[] = [
  {
    // SPEC section 2: /login goes to /user-profile when a token is stored.
    path: 'login',
    handle: { hideChrome: true, browserOnly: PERSONAL } satisfies RouteHandle,
    lazy: async () => {
      const [{ LoginPage }, { RedirectIfLoggedIn }] = await Promise.all([
        import('../features/auth/login-page'),
        import('../features/auth/auth-guards'),
      ]);
      return {
        element: (
          <RedirectIfLoggedIn>
            <LoginPage />
          </RedirectIfLoggedIn>
        ),
      };
    },
  },
  {
    // SPEC section 2: /user-profile goes to /login without a token.
    path: 'user-profile',
    handle: { hideChrome: true, browserOnly: PERSONAL } satisfies RouteHandle,
    lazy: async () => {
      const [{ ProfilePage }, { RequireLogin }] = await Promise.all([
        import('../features/auth/profile-page'),
        import('../features/auth/auth-guards'),
      ]);
      return {
        element: (
          <RequireLogin>
            <ProfilePage />
          </RequireLogin>
        ),
      };
    },
  },
];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // Loader and lazy-import failures reach the router's boundary, not the layout's.
    errorElement: <RouteErrorScreen />,
    children: [
      ...newsRoutes,
      ...siteRoutes,
      ...accountRoutes,
      // SPEC section 2: any unknown path goes to /.
      { path: '*', loader: () => replace('/') },
    ],
  },
];
