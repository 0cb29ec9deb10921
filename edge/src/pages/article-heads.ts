// The heads of articles, live blogs and the news lists: NewsArticle, LiveBlogPosting and ItemList.
import { newsListPath, type NewsListType } from '../../../shared/format/news-list-path';
import { parseSlugId } from '../../../shared/format/slug-id';
import { ArticleSchema, type Article } from '../../../shared/schemas/article';
import { dataEnvelope } from '../../../shared/schemas/envelope';
import { NewsBlockSchema } from '../../../shared/schemas/news-block';
import { lenientArray } from '../../../shared/schemas/primitives';
import { fitText, withSiteName } from '../../../shared/format/page-title';
import { isoDate, plainText, type PageHead } from './page-head';
import { absolute, canonicalOf, describe, found, genericPage, home, notFound, type PageAnswer, type PageRequest } from './page-request';
import { breadcrumbList, itemList, liveBlogPosting, newsArticle, type ArticleFacts } from './structured-data';

/** The article sections of SPEC section 2 and the crumb each shows. */
export const ARTICLE_SECTIONS: Record<string, string> = {
  'cricket-news': 'Cricket News',
  'cricket-top-story': 'Top Stories',
  'fantasy-cricket-tips': 'Fantasy',
};

const ArticleEnvelope = dataEnvelope(ArticleSchema);
const BlocksEnvelope = dataEnvelope(lenientArray(NewsBlockSchema));
/** Updates a live blog's JSON-LD carries: the latest, as a crawler needs them. */
const LIVE_UPDATES = 10;

export async function articlePage(r: PageRequest): Promise<PageAnswer> {
  const [section, slugId] = r.segments as [string, string];
  const id = parseSlugId(slugId)?.id;
  if (!id) return notFound();
  const read = await r.read(`/v1/news/${id}`, ArticleEnvelope);
  if (!read.found) return read.missing ? notFound() : genericPage();
  const article = read.value.data;
  const canonical = canonicalOf(r);
  const facts = articleFacts(r, article, canonical);
  const sectionName = section === 'live-blogs' ? 'Live Blogs' : ARTICLE_SECTIONS[section]!;
  const crumbs = breadcrumbList([home(r), { name: sectionName, url: `${r.origin}/${section}` }, { name: article.title, url: canonical }]);
  const head: PageHead = {
    // As the article page titles itself (web/src/features/articles/article-view.tsx).
    title: article.info?.metaTitle || article.title,
    description: facts.description,
    canonical,
    image: facts.image,
    ogType: 'article',
    // The article page opens on its image (web/src/features/articles/article-view.tsx).
    leadImage: facts.image,
    structuredData: [newsArticle(r.origin, facts), crumbs],
  };
  if (section !== 'live-blogs') return found(head);
  // The page gets its blocks pushed on the blog's live topic, not from this call.
  const blocks = await r.read(`/v1/news/${id}/newsblocks`, BlocksEnvelope, false);
  const updates = (blocks.found ? blocks.value.data : []).slice(0, LIVE_UPDATES).map((block) => ({
    headline: plainText(block.title ?? '') || article.title,
    body: plainText(block.body),
    published: isoDate(block.blockTime),
  }));
  return found({ ...head, structuredData: [liveBlogPosting(r.origin, facts, updates, Boolean(article.isLive)), crumbs] });
}


function articleFacts(r: PageRequest, article: Article, canonical: string): ArticleFacts {
  return {
    url: canonical,
    headline: fitText(article.title, 110),
    description: describe(article.info?.metaDescription, article.excerpt, article.content),
    image: absolute(r, article.image),
    published: isoDate(article.publishedAt ?? article.createdAt),
    modified: isoDate(article.updatedAt),
    author: article.author
      ? {
          name: article.author.name,
          url: article.author.username ? `${r.origin}/authors/${encodeURIComponent(article.author.username)}` : null,
        }
      : null,
  };
}

const NEWS_LIST_TYPES: Record<string, NewsListType> = {
  'cricket-news': 'news',
  'cricket-top-story': 'top_story',
  'fantasy-cricket-tips': 'fantasy',
};
const NEWS_LIST_ITEMS = 10;
/** A news list's answer; an article the schema refuses is left out, not the list. */
export const NewsListEnvelope = dataEnvelope(lenientArray(ArticleSchema));

export async function newsListPage(r: PageRequest): Promise<PageAnswer> {
  const [section] = r.segments as [string];
  const name = ARTICLE_SECTIONS[section]!;
  const canonical = canonicalOf(r);
  const list = await r.read(newsListPath(NEWS_LIST_TYPES[section]!, NEWS_LIST_ITEMS), NewsListEnvelope, false);
  const items = list.found ? list.value.data : [];
  return found({
    title: withSiteName(name === 'Fantasy' ? 'Fantasy Cricket Tips' : name),
    description: describe(
      items[0]
        ? `${name}: ${items
            .map((a) => a.title)
            .slice(0, 3)
            .join('; ')}`
        : null,
    ),
    canonical,
    image: absolute(r, items[0]?.image),
    ogType: 'website',
    structuredData: [
      itemList(
        name,
        items.map((a) => `${r.origin}/${section}/${a.slug}-${a.id}`),
      ),
      breadcrumbList([home(r), { name, url: canonical }]),
    ],
  });
}
