// The routes of SPEC.md section 2 for news, schedule, series, match centre and live blogs, and
// their redirects. Pages load lazily (each is its own chunk); redirects are loaders, so they happen
// before anything renders and replace the history entry instead of adding one. The match centre's
// loader also reads the live topics it draws, so that its first render draws the match.
import type { ReactElement } from 'react';
import { replace, useParams, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { cricketNewsVariant, type ArticleVariant } from '../../../../shared/format/article-variant';
import { idFromSegment, isFurtherMatchTab } from '../../../../shared/format/match-path';
import { matchCentreTopics } from '../../../../shared/live-protocol';
import { adsConfigSettled } from '../../components/ads/ads-config';
import { DEFAULT_LIVE_BLOG_TAB, isLiveBlogTab } from '../../features/live-blog/live-blog-tabs';
import { loadFurtherTabs } from '../../features/match-centre/further-tabs';
import { DEFAULT_MATCH_TAB, isMatchTab } from '../../features/match-centre/match-tabs';
import { DEFAULT_SERIES_TAB, isSeriesTab } from '../../features/series/series-tabs';
import { inBrowser } from '../../lib/in-browser';
import { primeForFirstDraw } from '../../lib/live/prime-topic';
import type { RouteHandle } from '../route-handle';

/**
 * A page loaded on first visit; on a cold start the app's first render waits for it (src/main.tsx).
 * It renders once whether ads are on is known too, so that its ad slots are in place from the first paint.
 */
function page(load: () => Promise<ReactElement>) {
  return { lazy: async () => ({ element: (await Promise.all([load(), adsConfigSettled()]))[0] }) };
}

/**
 * The live carousel above a page (SPEC.md 'Match centre': above the schedule and match pages; it
 * hides itself on phones), loaded alongside the page's own chunk.
 */
async function withLiveCarousel(pageElement: Promise<ReactElement>, size: 'full' | 'compact' = 'full'): Promise<ReactElement> {
  const [{ LiveCarousel }, element] = await Promise.all([import('../../features/live-scores/live-carousel'), pageElement]);
  return (
    <>
      <LiveCarousel size={size} />
      {element}
    </>
  );
}

const segment = (value: string | undefined) => encodeURIComponent(value ?? '');
const searchOf = (request: Request) => new URL(request.url).search;

const NEWS: RouteHandle = { headerTitle: 'Cricket News' };
const FANTASY: RouteHandle = { headerTitle: 'Fantasy Tips' };
const SERIES: RouteHandle = { headerTitle: 'Series' };

/** The pages an article under /cricket-news can be, each its own chunk. */
const CRICKET_NEWS_PAGES: Record<ArticleVariant, () => Promise<ReactElement>> = {
  standard: async () => {
    const { ArticlePage } = await import('../../features/articles/article-page');
    return <ArticlePage listing="news" />;
  },
  special: async () => {
    const { SpecialArticlePage } = await import('../../features/articles/special-article-page');
    return <SpecialArticlePage />;
  },
  liveBlog: async () => {
    const { LiveBlogPage } = await import('../../features/live-blog/live-blog-page');
    return <LiveBlogPage />;
  },
};

/** The /cricket-news pages whose code has loaded; the route's loader loads one before it first shows. */
const cricketNewsPages: Partial<Record<ArticleVariant, ReactElement>> = {};

/**
 * Loads the code of the one page this article is (SPEC 'Article ids'), not all three: a reader of a
 * plain article does not download the live blog's. Like page(), it also waits for whether ads are on.
 */
async function loadCricketNewsPage({ params }: LoaderFunctionArgs): Promise<null> {
  const variant = cricketNewsVariant(params.slugId ?? '');
  cricketNewsPages[variant] ??= (await Promise.all([CRICKET_NEWS_PAGES[variant](), adsConfigSettled()]))[0];
  return null;
}

function CricketNewsArticle() {
  return cricketNewsPages[cricketNewsVariant(useParams().slugId ?? '')] ?? null;
}

/**
 * /news/{path} is a hard redirect (SPEC section 2): a full page load of /cricket-news/{path}. On a
 * cold start the browser is already at /news/...: that entry is replaced, so Back does not land on
 * a page that bounces forward again. From a link inside the app it is a new entry, like any link.
 */
function hardRedirectToCricketNews({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = url.pathname.replace(/^\/news\//, '/cricket-news/') + url.search;
  const coldStart = window.location.pathname + window.location.search === url.pathname + url.search;
  if (coldStart) window.location.replace(target);
  else window.location.assign(target);
  return null;
}

const scheduleKinds = ['live', 'upcoming', 'results'] as const;

export const newsRoutes: RouteObject[] = [
  // Home.
  {
    index: true,
    handle: { metaSlug: 'home' } satisfies RouteHandle,
    ...page(async () => {
      const { HomePage } = await import('../home-page');
      return <HomePage />;
    }),
  },

  // Schedule: three tabs, each with its meta record; anything else is the live tab.
  ...scheduleKinds.map((kind): RouteObject => ({
    path: `schedule/${kind}`,
    handle: {
      headerTitle: 'Schedule',
      metaSlug: `schedule-${kind}`,
    } satisfies RouteHandle,
    ...page(() =>
      withLiveCarousel(import('../../features/schedule/schedule-page').then(({ SchedulePage }) => <SchedulePage kind={kind} />)),
    ),
  })),
  { path: 'schedule', loader: () => replace('/schedule/live') },
  { path: 'schedule/:type', loader: () => replace('/schedule/live') },

  // News lists and articles.
  {
    path: 'cricket-news',
    handle: NEWS,
    ...page(async () => {
      const { NewsListPage } = await import('../../features/news-lists/news-list-page');
      return <NewsListPage kind="news" />;
    }),
  },
  {
    path: 'cricket-news/:slugId',
    handle: NEWS,
    loader: loadCricketNewsPage,
    // Another article may be another page; a tab of the same one (?page=) is not.
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.slugId !== nextParams.slugId,
    Component: CricketNewsArticle,
  },
  {
    path: 'cricket-top-story',
    handle: NEWS,
    ...page(async () => {
      const { NewsListPage } = await import('../../features/news-lists/news-list-page');
      return <NewsListPage kind="top_story" />;
    }),
  },
  {
    path: 'cricket-top-story/:slugId',
    handle: NEWS,
    ...page(async () => {
      const { ArticlePage } = await import('../../features/articles/article-page');
      return <ArticlePage listing="top_story" />;
    }),
  },
  {
    path: 'fantasy-cricket-tips',
    handle: FANTASY,
    ...page(async () => {
      const { NewsListPage } = await import('../../features/news-lists/news-list-page');
      return <NewsListPage kind="fantasy" />;
    }),
  },
  {
    path: 'fantasy-cricket-tips/:slugId',
    handle: FANTASY,
    ...page(async () => {
      const { ArticlePage } = await import('../../features/articles/article-page');
      return <ArticlePage listing="fantasy" />;
    }),
  },
  { path: 'fantasy', loader: () => replace('/fantasy-cricket-tips') },
  { path: 'news', loader: () => replace('/cricket-news') },
  { path: 'news/*', loader: hardRedirectToCricketNews },
  {
    path: 'category/:slug',
    handle: NEWS,
    ...page(async () => {
      const { NewsListPage } = await import('../../features/news-lists/news-list-page');
      return <NewsListPage kind="category" />;
    }),
  },
  {
    path: 'tag/:keywordSlug',
    handle: NEWS,
    ...page(async () => {
      const { NewsListPage } = await import('../../features/news-lists/news-list-page');
      return <NewsListPage kind="tag" />;
    }),
  },

  // Live blogs.
  {
    path: 'live-blogs',
    handle: NEWS,
    ...page(async () => {
      const { NewsListPage } = await import('../../features/news-lists/news-list-page');
      return <NewsListPage kind="live" />;
    }),
  },
  {
    path: 'live-blogs/:slugId',
    handle: NEWS,
    // ?page must be liveblog, ballbyballcommerntry or scorecard; missing or anything else is liveblog.
    loader: ({ request }) => {
      const url = new URL(request.url);
      if (isLiveBlogTab(url.searchParams.get('page'))) return null;
      url.searchParams.set('page', DEFAULT_LIVE_BLOG_TAB);
      return replace(url.pathname + url.search);
    },
    ...page(async () => {
      const { LiveBlogPage } = await import('../../features/live-blog/live-blog-page');
      return <LiveBlogPage />;
    }),
  },
  {
    path: 'live-blogs-test/:id',
    handle: { browserOnly: 'a hidden test page of the live blog' } satisfies RouteHandle,
    ...page(async () => {
      const { LiveBlogsTestPage } = await import('../../features/live-blog/live-blogs-test-page');
      return <LiveBlogsTestPage />;
    }),
  },

  // Series.
  {
    path: 'series',
    handle: { ...SERIES, metaSlug: 'series' } satisfies RouteHandle,
    ...page(async () => {
      const { SeriesListPage } = await import('../../features/series/series-list-page');
      return <SeriesListPage />;
    }),
  },
  {
    path: 'series/:seriesId',
    loader: ({ params }) => replace(`/series/${segment(params.seriesId)}/${DEFAULT_SERIES_TAB}`),
  },
  {
    path: 'series/:slugId/:tab',
    handle: SERIES,
    loader: ({ params }) => (isSeriesTab(params.tab) ? null : replace(`/series/${segment(params.slugId)}/${DEFAULT_SERIES_TAB}`)),
    ...page(async () => {
      const { SeriesPage } = await import('../../features/series/series-page');
      return <SeriesPage />;
    }),
  },
  {
    // The spec says this route exists without saying what it shows (see SeriesTeamPage).
    path: 'series/:slug/:type/:team',
    handle: SERIES,
    ...page(async () => {
      const { SeriesTeamPage } = await import('../../features/series/series-team-page');
      return <SeriesTeamPage />;
    }),
  },

  // Match centre. Its header title ('TeamA vs TeamB') comes from the match, set by the page.
  {
    path: 'series/:sid/schedule/:mid/:type',
    loader: ({ params, request }) => {
      if (!isMatchTab(params.type)) {
        return replace(`/series/${segment(params.sid)}/schedule/${segment(params.mid)}/${DEFAULT_MATCH_TAB}${searchOf(request)}`);
      }
      // The match and the strip above it draw in the page's first render, not a loading state first.
      // The edge's render reads them as its components ask (src/edge-render.tsx), and a page it
      // rendered brings them: then this finds them in the store. A further tab's code loads here too,
      // on the edge as in the browser, so that no render waits for it.
      return Promise.all([
        isFurtherMatchTab(params.type) ? loadFurtherTabs() : null,
        inBrowser ? primeForFirstDraw(matchCentreTopics(idFromSegment(params.mid))) : null,
      ]).then(() => null);
    },
    ...page(() =>
      withLiveCarousel(
        import('../../features/match-centre/match-centre-page').then(({ MatchCentrePage }) => <MatchCentrePage />),
        'compact',
      ),
    ),
  },
  {
    path: 'series/:sid/schedule/:mid',
    loader: ({ params, request }) =>
      replace(`/series/${segment(params.sid)}/schedule/${segment(params.mid)}/${DEFAULT_MATCH_TAB}${searchOf(request)}`),
  },
  {
    // The old /matches/ URLs: the spec's /series/{sid}/schedule/{mid} goes via .../matches/{mid}/matchinfo.
    path: 'series/:sid/matches/:mid/:type',
    loader: ({ params, request }) =>
      replace(`/series/${segment(params.sid)}/schedule/${segment(params.mid)}/${segment(params.type)}${searchOf(request)}`),
  },
  {
    path: 'series/:sid/matches/:mid',
    loader: ({ params, request }) =>
      replace(`/series/${segment(params.sid)}/schedule/${segment(params.mid)}/${DEFAULT_MATCH_TAB}${searchOf(request)}`),
  },
];
