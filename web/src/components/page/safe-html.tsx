import { useMemo, useState } from 'react';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { InArticleAds } from '../ads/in-article-ads';

/** Upstream HTML (article content, blocks, custom pages, status notes), cleaned before it reaches the DOM. */
export function SafeHtml({ html, className = 'rich-text' }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  return (
    <>
      <div ref={setRoot} className={className} dangerouslySetInnerHTML={{ __html: clean }} />
      {/* The {{GOOGLE_AD_1}} placeholders the sanitiser made slots of, filled where ads are on. */}
      {clean.includes('data-ad-slot="in-article"') && <InArticleAds root={root} html={clean} />}
    </>
  );
}
