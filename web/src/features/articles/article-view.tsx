import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Link } from '../../components/link';
import { ARTICLE_TYPE_SECTIONS } from '../../../../shared/format/article-section';
import { indianNumber } from '../../../../shared/format/count';
import { relativeTime } from '../../../../shared/format/time';
import type { Article } from '../../../../shared/schemas/article';
import { PageFrame } from '../../components/page/page-frame';
import { usePageMeta } from '../../lib/use-page-meta';
import { ArticleActions } from './article-actions';
import { ArticleRail } from './article-rail';
import { contentHeadings } from './content-headings';
import { ArticleBody } from './fantasy/article-body';
import { MoreStories } from './more-stories';
import { ReadMore } from './read-more';
import { sortedBlocks, TableOfContents } from './table-of-contents';
import { useFontSize } from './use-font-size';
import { useHeaderHeight } from './use-header-height';
import './article.css';
import { useNow, useViewerTimeZone } from '../../app/render-facts';

interface ArticleViewProps {
  article: Article;
  /** A kicker under the title, e.g. 'Special Report'. */
  eyebrow?: string;
  className?: string;
  /** A live article's embedded live blog, shown above the content. */
  liveUpdates?: ReactNode;
}

/**
 * The article page's body (SPEC section 2, Article page): byline, sticky action bar, image, table
 * of contents (in a column beside the text on wide screens, with related stories), content
 * (collapsed behind Read More when the article asks), tags, FAQs, the Thank You footer and more
 * stories. The edge renders it as the page's first HTML (src/edge-render.tsx), and the browser
 * hydrates it.
 */
export function ArticleView({ article, eyebrow, className = 'article', liveUpdates }: ArticleViewProps) {
  const type = article.type ?? 'news';
  const section = ARTICLE_TYPE_SECTIONS[type];
  const live = article.isLive || article.info?.isLive;
  const now = useNow();
  const timeZone = useViewerTimeZone();
  const faqs = article.info?.faqs ?? [];
  const blocks = sortedBlocks(article.info?.customBlocks ?? []);
  // The custom blocks are the contents where the upstream gives them; else the text's own sections,
  // when it has two or more.
  const headings = useMemo(() => (blocks.length > 0 ? [] : contentHeadings(article.content ?? '')), [blocks.length, article.content]);
  const contents = blocks.length > 0 ? blocks : headings.length > 1 ? headings : [];
  const font = useFontSize();
  const headerHeight = useHeaderHeight();
  const [expanded, setExpanded] = useState(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  // Content tables scroll sideways on phones; a keyboard reader must be able to scroll them too.
  useEffect(() => {
    for (const table of bodyRef.current?.querySelectorAll('.rich-text table') ?? []) table.setAttribute('tabindex', '0');
  }, [article.content]);
  // The text's sections get the ids its contents link to (the sanitised HTML keeps none of its own).
  useEffect(() => {
    const unclaimed = [...headings];
    for (const element of bodyRef.current?.querySelectorAll('.article__content h2') ?? []) {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      const at = unclaimed.findIndex((heading) => heading.heading === text);
      if (at >= 0) element.id = unclaimed.splice(at, 1)[0]!.id;
    }
  }, [headings]);
  // An article's title and description come from its own meta fields, not a meta record.
  usePageMeta({ title: article.info?.metaTitle || article.title, description: article.info?.metaDescription || article.excerpt });

  const jump = (id: string) => {
    // The target may sit in the collapsed part: open it first, in this same frame.
    flushSync(() => setExpanded(true));
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    if (target.tabIndex >= 0 || target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, '', `#${id}`);
  };

  return (
    <PageFrame title={article.title} crumbs={[section]} className={className} badge={live ? <span className="live-badge">LIVE</span> : null}>
      <div className="article-layout" style={{ '--header-h': `${headerHeight}px` } as CSSProperties}>
        {eyebrow && <p className="article__eyebrow">{eyebrow}</p>}
        {article.excerpt && <p className="article__excerpt">{article.excerpt}</p>}
        <p className="article__byline">
          {article.author && (
            <span className="article__author">
              By{' '}
              {article.author.username ? <Link to={`/authors/${article.author.username}`}>{article.author.name}</Link> : article.author.name}
            </span>
          )}
          {article.publishedAt && (
            <span>
              Published <time dateTime={article.publishedAt}>{relativeTime(article.publishedAt, now, timeZone)}</time>
            </span>
          )}
          {article.updatedAt && article.updatedAt !== article.publishedAt && (
            <span>
              Updated <time dateTime={article.updatedAt}>{relativeTime(article.updatedAt, now, timeZone)}</time>
            </span>
          )}
          {article.cnt_views != null && <span className="article__views">{indianNumber(Number(article.cnt_views))} views</span>}
        </p>
        <ArticleActions article={article} font={font} />
        {article.image && (
          <figure className="article__figure">
            <img src={article.image} alt={article.info?.imageAltText ?? article.title} width={960} height={540} fetchPriority="high" />
            {article.image_source && <figcaption>Source: {article.image_source}</figcaption>}
          </figure>
        )}
        {liveUpdates}
        <ArticleRail article={article} contents={<TableOfContents blocks={contents} onJump={jump} />} />
        <div className="article-body" style={font.style} ref={bodyRef}>
          <ReadMore enabled={article.info?.showReadMore ?? false} expanded={expanded} onExpand={() => setExpanded(true)}>
            <ArticleBody article={article} blocks={blocks} />
          </ReadMore>
        </div>
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
        <footer className="article-thanks">
          <p className="article-thanks__text">Thank You</p>
        </footer>
        <MoreStories newsType={type} id={article.id} />
      </div>
    </PageFrame>
  );
}
