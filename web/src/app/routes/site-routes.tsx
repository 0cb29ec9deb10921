// The site's own pages: rankings, teams, points tables, players, web stories, authors, the CMS and
// contact pages, and the hidden admin and debug pages. Each page is its own chunk, loaded when its
// route is first visited. Redirects that need no data run in loaders, before that chunk loads, and
// replace the history entry so Back never lands on the address that was redirected.
import type { ComponentType } from 'react';
import { replace, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { canonicalRankingPath } from '../../features/ranking/ranking-params';
import { isTeamTab, teamPath } from '../../features/teams/team-params';
import type { RouteHandle } from '../route-handle';

const RANKING: RouteHandle = { headerTitle: 'Ranking', metaSlug: 'ranking' };
const TEAMS: RouteHandle = { headerTitle: 'Teams' };
const POINTS_TABLE: RouteHandle = { headerTitle: 'Points Table' };

/** A page loaded on first visit; on a cold start the app's first render waits for it (src/main.tsx). */
function page(load: () => Promise<ComponentType>) {
  return { lazy: async () => ({ Component: await load() }) };
}

const segment = (value: string | undefined) => encodeURIComponent(value ?? '');

/** Sends any ranking URL that is not the canonical one (lower-case category, upper-case format) to it. */
function rankingLoader({ params }: LoaderFunctionArgs) {
  const target = canonicalRankingPath(params.category, params.format);
  return target === `/ranking/${params.category}/${params.format}` ? null : replace(target);
}

export const siteRoutes: RouteObject[] = [
  // /ranking, /ranking/{category} and any unknown category or format: to a canonical table.
  { path: '/ranking', loader: rankingLoader, handle: RANKING },
  { path: '/ranking/:category', loader: rankingLoader, handle: RANKING },
  {
    path: '/ranking/:category/:format',
    loader: rankingLoader,
    handle: RANKING,
    ...page(async () => (await import('../../features/ranking/ranking-page')).RankingPage),
  },

  { path: '/teams', handle: TEAMS, ...page(async () => (await import('../../features/teams/teams-list-page')).TeamsListPage) },
  {
    path: '/my-teams',
    handle: { headerTitle: 'My Teams', browserOnly: "the fan's teams are kept on their device" } satisfies RouteHandle,
    ...page(async () => (await import('../../features/my-teams/my-teams-page')).MyTeamsPage),
  },
  // A team without a tab, or with one the page does not have, opens on its home tab.
  { path: '/teams/:slugId', loader: ({ params }) => replace(teamPath(segment(params.slugId), 'home')), handle: TEAMS },
  {
    path: '/teams/:slugId/:type',
    loader: ({ params }) => (isTeamTab(params.type) ? null : replace(teamPath(segment(params.slugId), 'home'))),
    handle: TEAMS,
    ...page(async () => (await import('../../features/teams/team-page')).TeamPage),
  },

  // Without a series slug the page shows the first current series that has a table.
  ...['/points-table', '/points-table/:seriesSlug'].map((path): RouteObject => ({
    path,
    handle: POINTS_TABLE,
    ...page(async () => (await import('../../features/points-table/points-table-page')).PointsTablePage),
  })),

  // A missing section is the overview; an unknown one is shown as such by the page.
  {
    path: '/players-details/:playerSlug',
    loader: ({ params }) => replace(`/players-details/${segment(params.playerSlug)}/overview`),
  },
  {
    path: '/players-details/:playerSlug/:section',
    ...page(async () => (await import('../../features/players/player-page')).PlayerPage),
  },

  {
    path: '/web-stories',
    handle: { metaSlug: 'web-stories' } satisfies RouteHandle,
    ...page(async () => (await import('../../features/web-stories/web-stories-page')).WebStoriesPage),
  },
  // Whether the story is in the list is known only once the list is in, so the page redirects.
  { path: '/web-stories/:id', ...page(async () => (await import('../../features/web-stories/web-story-page')).WebStoryPage) },

  { path: '/authors', ...page(async () => (await import('../../features/authors/authors-page')).AuthorsPage) },
  { path: '/authors/:username', ...page(async () => (await import('../../features/authors/author-page')).AuthorPage) },

  { path: '/about-us', ...page(async () => (await import('../../features/custom-pages/about-page')).AboutPage) },
  { path: '/p/:slug', ...page(async () => (await import('../../features/custom-pages/custom-page')).CustomPageRoute) },
  { path: '/contact-us', ...page(async () => (await import('../../features/contact/contact-page')).ContactPage) },

  // Hidden pages: linked from nowhere, marked noindex by the pages themselves.
  {
    path: '/purge-cache',
    handle: { browserOnly: 'an admin form' } satisfies RouteHandle,
    ...page(async () => (await import('../../features/purge-cache/purge-page')).PurgePage),
  },
  {
    path: '/cgfToken',
    handle: { browserOnly: "it shows the browser's own request headers" } satisfies RouteHandle,
    ...page(async () => (await import('../../features/debug/debug-page')).DebugPage),
  },

  {
    path: '/more-categories',
    ...page(async () => (await import('../../features/more-categories/more-categories-page')).MoreCategoriesPage),
  },
];
