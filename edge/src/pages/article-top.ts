// The top of an article page, written by the edge into the page it serves in place of the static
// shell's skeleton: breadcrumb, title, excerpt, byline, action bar and lead image, then a skeleton
// where the text will be. A phone paints the headline and the image (the page's largest paint) with
// the HTML and the page's stylesheets, before any script has loaded; the SPA's first render then
// draws the same elements in the same places, so nothing moves (the image comes from memory).
//
// It is a copy of the SPA's markup, not the SPA's components, which run in the browser alone:
// PageFrame (web/src/components/page/page-frame.tsx), the top of ArticleView
// (web/src/features/articles/article-view.tsx) and ArticleActions (article-actions.tsx). A change to
// those must change this too; tests/e2e/article-top.test.ts fails when the two differ in text,
// position or size. Everything from the upstream is escaped: it is text here, never markup.
import { HEART_PATH, SHARE_PATH } from '../../../shared/article-glyphs';
import { ARTICLE_TYPE_SECTIONS } from '../../../shared/format/article-section';
import { compactCount, indianNumber } from '../../../shared/format/count';
import { relativeTime } from '../../../shared/format/time';
import type { Article } from '../../../shared/schemas/article';
import { escapeHtml as text } from './page-head';

/** Whether the SPA shows this article as the standard article page (live ones have their own). */
export function hasArticleTop(article: Article): boolean {
  return !article.isLive && !article.info?.isLive;
}

export function articleTopHtml(article: Article, now: Date): string {
  const section = ARTICLE_TYPE_SECTIONS[article.type ?? 'news'];
  const crumbs =
    '<nav aria-label="Breadcrumb" class="page__crumbs"><ol><li><a href="/">Home</a></li>' +
    `<li><a href="${text(section.to)}">${text(section.label)}</a></li></ol></nav>`;
  const head = `<div class="page__head"><h1 class="page__title">${text(article.title)}</h1></div>`;
  return (
    `<div class="page article">${crumbs}${head}<div class="article-layout">` +
    (article.excerpt ? `<p class="article__excerpt">${text(article.excerpt)}</p>` : '') +
    byline(article, now) +
    actions(article) +
    figure(article) +
    BODY_SKELETON +
    '</div></div>'
  );
}

function byline(article: Article, now: Date): string {
  const parts: string[] = [];
  if (article.author) {
    const { name, username } = article.author;
    const author = username ? `<a href="/authors/${text(username)}">${text(name)}</a>` : text(name);
    parts.push(`<span class="article__author">By ${author}</span>`);
  }
  const time = (label: string, iso: string) => `<span>${label} <time datetime="${text(iso)}">${text(relativeTime(iso, now))}</time></span>`;
  if (article.publishedAt) parts.push(time('Published', article.publishedAt));
  if (article.updatedAt && article.updatedAt !== article.publishedAt) parts.push(time('Updated', article.updatedAt));
  if (article.cnt_views != null) parts.push(`<span class="article__views">${text(indianNumber(Number(article.cnt_views)))} views</span>`);
  return `<p class="article__byline">${parts.join('')}</p>`;
}

/** The bar as the SPA first draws it: the upstream's like count, the font at its default size. */
function actions(article: Article): string {
  const liked = Boolean(article.is_liked);
  const button = (modifier: string, attributes: string, content: string) =>
    `<button type="button" class="article-actions__button article-actions__${modifier}" ${attributes}>${content}</button>`;
  return (
    '<div class="article-actions" role="toolbar" aria-label="Article actions">' +
    button(
      `like${liked ? ' is-liked' : ''}`,
      `aria-pressed="${liked}" aria-label="Like"`,
      glyph(HEART_PATH, liked) + `<span class="article-actions__count">${text(compactCount(Number(article.cnt_likes ?? 0)))}</span>`,
    ) +
    button('share', 'aria-haspopup="dialog"', glyph(SHARE_PATH, false) + '<span class="article-actions__label">Share</span>') +
    '<span class="article-actions__gap" aria-hidden="true"></span>' +
    button('font', 'aria-label="Smaller font"', '<span aria-hidden="true">A−</span>') +
    button('font article-actions__font--up', 'aria-label="Bigger font"', '<span aria-hidden="true">A+</span>') +
    '</div>'
  );
}

function glyph(path: string, filled: boolean): string {
  return (
    `<svg class="icon" viewBox="0 0 24 24" width="20" height="20" fill="${filled ? 'currentColor' : 'none'}" stroke="currentColor" ` +
    `stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${path}"></path></svg>`
  );
}

function figure(article: Article): string {
  if (!article.image) return '';
  const alt = article.info?.imageAltText ?? article.title;
  const caption = article.image_source ? `<figcaption>Source: ${text(article.image_source)}</figcaption>` : '';
  return (
    `<figure class="article__figure"><img src="${text(article.image)}" alt="${text(alt)}" width="960" height="540" ` +
    `fetchpriority="high" />${caption}</figure>`
  );
}

/** Where the text comes once the app has rendered. */
const BODY_SKELETON =
  '<div class="page-skeleton" role="status" aria-busy="true" aria-label="Loading">' +
  '<span class="page-skeleton__line"></span><span class="page-skeleton__block"></span></div>';
