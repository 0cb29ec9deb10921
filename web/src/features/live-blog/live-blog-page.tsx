import { useParams, useSearchParams } from 'react-router-dom';
import { parseSlugId } from '../../../../shared/format/slug-id';
import { CommentaryList } from '../../components/page/commentary-list';
import { EmptyState } from '../../components/page/empty-state';
import { ErrorState } from '../../components/page/error-state';
import { LoadingState } from '../../components/page/loading-state';
import { MatchBanner } from '../../components/ads/match-banner';
import { MatchHeader } from '../../components/page/match-header';
import { NotFoundPage } from '../../components/page/not-found-page';
import { PageFrame } from '../../components/page/page-frame';
import { RemountOnRetry } from '../../components/page/remount-on-retry';
import { ScorecardTables } from '../../components/page/scorecard-tables';
import { TabBar } from '../../components/page/tab-bar';
import { useLiveMatch } from '../../components/page/use-live-match';
import { LiveStatus } from '../../lib/live/live-status';
import { usePageMeta } from '../../lib/use-page-meta';
import { BlogBlocks } from '../../components/live-blog/blog-blocks';
import { DEFAULT_LIVE_BLOG_TAB, isLiveBlogTab, LIVE_BLOG_TABS, type LiveBlogTab } from './live-blog-tabs';
import { useLiveBlog } from '../../components/live-blog/use-live-blog';

const SECTION = { label: 'Live Blogs', to: '/live-blogs' };

/** The blog's match, pushed on its own topic: the header, or the commentary or scorecard tab. */
function BlogMatch({ matchId, part }: { matchId: number | null; part: 'header' | LiveBlogTab }) {
  const { match, error } = useLiveMatch(matchId);
  if (part === 'header') return match ? <MatchHeader match={match} showWinChances /> : null;
  if (matchId === null) return <EmptyState message="No data available..." />;
  if (error) return <ErrorState />;
  if (!match) return <LoadingState />;
  if (part === 'scorecard') return <ScorecardTables innings={match.info.innings} live={match.status === 'Live'} />;
  return <CommentaryList items={match.info.commentaries} />;
}

function LiveBlog({ articleId, onRetry }: { articleId: number; onRetry: () => void }) {
  const blog = useLiveBlog(articleId);
  const [params] = useSearchParams();
  const page = params.get('page');
  const tab: LiveBlogTab = isLiveBlogTab(page) ? page : DEFAULT_LIVE_BLOG_TAB;
  const article = blog.article;
  usePageMeta(article ? { title: article.info?.metaTitle || article.title, description: article.info?.metaDescription || article.excerpt } : undefined);

  if (blog.error) {
    return (
      <PageFrame title="Live Blog" crumbs={[SECTION]}>
        <ErrorState onRetry={onRetry} />
      </PageFrame>
    );
  }
  if (!article) {
    return (
      <PageFrame title="Live Blog" crumbs={[SECTION]}>
        <LoadingState />
      </PageFrame>
    );
  }
  const matchId = article.match_id ?? null;
  const live = article.isLive || article.info?.isLive;
  return (
    // A live blog's badge is its connection state (Live, Reconnecting…, Stale since HH:MM): one
    // word where a LIVE badge beside a 'Live' status said the same thing twice.
    <PageFrame title={article.title} crumbs={[SECTION]} className="live-blog" badge={live ? <LiveStatus state={blog} /> : null}>
      {article.excerpt && <p className="article__excerpt">{article.excerpt}</p>}
      <MatchBanner matchId={matchId} />
      <BlogMatch matchId={matchId} part="header" />
      <TabBar
        label="Live blog views"
        active={tab}
        tabs={LIVE_BLOG_TABS.map((t) => ({ key: t.key, label: t.label, to: `?page=${t.key}` }))}
      />
      {tab === 'liveblog' ? <BlogBlocks blocks={blog.blocks} /> : <BlogMatch matchId={matchId} part={tab} />}
    </PageFrame>
  );
}

/** The live-blog page: /live-blogs/{slug}-{id}, and the fixed live-blog ids of /cricket-news. */
export function LiveBlogPage() {
  const { slugId = '' } = useParams();
  const articleId = parseSlugId(slugId)?.id ?? null;
  if (articleId === null) return <NotFoundPage section={SECTION} />;
  return (
    <RemountOnRetry topics={[`blog/${articleId}`]}>
      {(retry) => <LiveBlog key={articleId} articleId={articleId} onRetry={retry} />}
    </RemountOnRetry>
  );
}
