import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import type { Article } from '../../../../shared/schemas/article';
import { AdSlot } from '../../components/ads/ad-slot';
import { WithAdAside } from '../../components/ads/with-ad-aside';
import { PagedNewsList, pagedNewsQuery, type NewsPage } from '../../components/page/paged-news-list';
import { PageFrame } from '../../components/page/page-frame';
import { EarlierFantasyMatches, NextFantasyMatches } from './fantasy-matches';
import { fetchCategories, fetchCategoryNews, fetchHomeList } from './news-list-api';
import type { ApiContext } from '../../lib/api-client';

export type NewsListKind = 'news' | 'top_story' | 'fantasy' | 'live' | 'category' | 'tag';

type Fetcher = (page: number, perPage: number, context: ApiContext) => Promise<NewsPage>;

const TITLES: Record<Exclude<NewsListKind, 'category' | 'tag'>, string> = {
  news: 'Cricket News',
  top_story: 'Top Stories',
  fantasy: 'Fantasy Cricket Tips',
  live: 'Live Blogs',
};

/** 'virat-kohli' → 'Virat Kohli': a category's title until the list of categories names it. */
function fromSlug(slug: string): string {
  return slug.split('-').filter(Boolean).map((word) => word[0]?.toUpperCase() + word.slice(1)).join(' ');
}

function useCategoryTitle(slug: string, enabled: boolean): string {
  const categories = useQuery({ queryKey: ['news-categories'], queryFn: (context) => fetchCategories(context), enabled, staleTime: Infinity });
  return categories.data?.find((category) => category.slug === slug)?.title ?? fromSlug(slug);
}

/**
 * A tag page's heading is the tag as the articles write it ('IPL 2026', not 'Ipl 2026'): the keyword
 * of the tag whose slug is the page's. It is read from the list the page loads anyway (the same
 * query, so no second call); with no article carrying it, the slug title-cased stands in.
 */
function useTagKeyword(keywordSlug: string, enabled: boolean): string | null {
  const fetchPage: Fetcher = (page, perPage, context) => fetchHomeList('news', page, perPage, context, { tag: keywordSlug });
  const list = useInfiniteQuery({ ...pagedNewsQuery(['news-list', 'tag', keywordSlug], fetchPage), enabled });
  if (!enabled || !list.data) return null;
  for (const page of list.data.pages) {
    for (const article of page.data) {
      const tag = article.tags.find((t) => t.keyword_slug === keywordSlug);
      if (tag) return tag.keyword;
    }
  }
  return fromSlug(keywordSlug);
}

const liveBlogHref = (article: Article) => `/live-blogs/${article.slug}-${article.id}`;

/** The paged article lists: Cricket News, Top Stories, Fantasy, Live Blogs, a category and a tag. */
export function NewsListPage({ kind }: { kind: NewsListKind }) {
  const { slug = '', keywordSlug = '' } = useParams();
  const categoryTitle = useCategoryTitle(slug, kind === 'category');
  const tagKeyword = useTagKeyword(keywordSlug, kind === 'tag');

  let title: string;
  let fetchPage: Fetcher;
  let key: unknown[];
  let emptyMessage = 'No news data available.';
  if (kind === 'category') {
    title = categoryTitle;
    key = ['news-list', kind, slug];
    fetchPage = (page, perPage, context) => fetchCategoryNews(slug, page, perPage, context);
    emptyMessage = 'No articles found in this category';
  } else if (kind === 'tag') {
    title = tagKeyword ?? '\u00a0';
    key = ['news-list', kind, keywordSlug];
    fetchPage = (page, perPage, context) => fetchHomeList('news', page, perPage, context, { tag: keywordSlug });
  } else if (kind === 'live') {
    title = TITLES.live;
    key = ['news-list', kind];
    fetchPage = (page, perPage, context) => fetchHomeList('news', page, perPage, context, { isLive: true });
  } else {
    title = TITLES[kind];
    key = ['news-list', kind];
    fetchPage = (page, perPage, context) => fetchHomeList(kind, page, perPage, context);
  }

  return (
    <PageFrame title={title} crumbs={[{ label: title }]} className="news-list-page">
      {/* The promotional banner heads the lists, where it is in place before anything loads. */}
      <AdSlot kind="promo-banner" />
      <WithAdAside>
        {/* Fantasy tips lead with the next matches and their tips; the past days fold below the articles. */}
        {kind === 'fantasy' && <NextFantasyMatches />}
        <PagedNewsList
          key={key.join('/')}
          queryKey={key}
          fetchPage={fetchPage}
          emptyMessage={emptyMessage}
          hrefFor={kind === 'live' ? liveBlogHref : undefined}
        />
        {kind === 'fantasy' && <EarlierFantasyMatches />}
      </WithAdAside>
    </PageFrame>
  );
}
