import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize-html';

/** Upstream HTML (article content, blocks, custom pages, status notes), cleaned before it reaches the DOM. */
export function SafeHtml({ html, className = 'rich-text' }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
