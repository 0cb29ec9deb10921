import { Link } from 'react-router-dom';
import { indianNumber } from '../../../../shared/format/count';
import { relativeTime } from '../../../../shared/format/time';
import type { Article } from '../../../../shared/schemas/article';
import { PageFrame } from '../../components/page/page-frame';
import { SafeHtml } from '../../components/page/safe-html';
import { usePageMeta } from '../../lib/use-page-meta';
import { ARTICLE_SECTIONS } from './article-rules';

interface ArticleViewProps {
  article: Article;
  /** A kicker under the title, e.g. 'Special Report'. */
  eyebrow?: string;
  className?: string;
}

function TableOfContents({ article }: { article: Article }) {
  const blocks = [...(article.info?.customBlocks ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  if (blocks.length === 0) return null;
  return (
    <details className="article__toc" open>
      <summary>Table of Contents</summary>
      <ol>
        {blocks.map((block) => (
          <li key={block.id}>
            <a href={`#${block.id}`}>{block.heading}</a>
          </li>
        ))}
      </ol>
    </details>
  );
}

/** The article page's body (SPEC section 2, Article page): byline, image, content, tags and FAQs. */
export function ArticleView({ article, eyebrow, className = 'article' }: ArticleViewProps) {
  const section = ARTICLE_SECTIONS[article.type ?? 'news'];
  const live = article.isLive || article.info?.isLive;
  const now = new Date();
  const faqs = article.info?.faqs ?? [];
  // An article's title and description come from its own meta fields, not a meta record.
  usePageMeta({ title: article.info?.metaTitle || article.title, description: article.info?.metaDescription || article.excerpt });
  return (
    <PageFrame
      title={article.title}
      crumbs={[section]}
      className={className}
      badge={live ? <span className="live-badge">LIVE</span> : null}
    >
      {eyebrow && <p className="article__eyebrow">{eyebrow}</p>}
      {article.excerpt && <p className="article__excerpt">{article.excerpt}</p>}
      <p className="article__byline page-small page-muted">
        {article.author && (
          <span>
            By{' '}
            {article.author.username ? <Link to={`/authors/${article.author.username}`}>{article.author.name}</Link> : article.author.name}
          </span>
        )}
        {article.publishedAt && (
          <span>
            Published <time dateTime={article.publishedAt}>{relativeTime(article.publishedAt, now)}</time>
          </span>
        )}
        {article.updatedAt && (
          <span>
            Updated <time dateTime={article.updatedAt}>{relativeTime(article.updatedAt, now)}</time>
          </span>
        )}
        {article.cnt_views != null && <span className="article__views">{indianNumber(Number(article.cnt_views))} views</span>}
      </p>
      {article.image && (
        <figure className="article__figure">
          <img src={article.image} alt={article.info?.imageAltText ?? article.title} width={960} height={540} />
          {article.image_source && <figcaption>Source: {article.image_source}</figcaption>}
        </figure>
      )}
      <TableOfContents article={article} />
      {article.content && <SafeHtml html={article.content} className="rich-text article__content" />}
      {article.tags.length > 0 && (
        <ul className="article__tags" aria-label="Tags">
          {article.tags.map((tag) => (
            <li key={tag.keyword_slug}>
              <Link to={`/tag/${tag.keyword_slug}`}>{tag.keyword}</Link>
            </li>
          ))}
        </ul>
      )}
      {faqs.length > 0 && (
        <section className="article__faqs" aria-labelledby="article-faqs">
          <h2 id="article-faqs">FAQs</h2>
          {faqs.map((faq) => (
            <details key={faq.question}>
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </section>
      )}
    </PageFrame>
  );
}
