import { createContext, useContext, useMemo, useState } from 'react';
import { HTML_SLOT_ATTRIBUTE } from '../../../../shared/page-render';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { InArticleAds } from '../ads/in-article-ads';

interface HtmlSlots {
  /** Keeps `html` for the edge to clean and write in; the slot's index. */
  add(html: string): number;
}

/**
 * Given on the edge (src/edge-render.tsx): there is no DOM for DOMPurify, so upstream HTML is left
 * as a marked, empty element, which the Worker fills with the same HTML cleaned by its own sanitiser.
 */
export const HtmlSlotsContext = createContext<HtmlSlots | null>(null);

interface SafeHtmlProps {
  html: string;
  className?: string;
}

/** Upstream HTML (article content, blocks, custom pages, status notes), cleaned before it reaches the DOM. */
export function SafeHtml(props: SafeHtmlProps) {
  const slots = useContext(HtmlSlotsContext);
  return slots ? <EdgeHtml {...props} slots={slots} /> : <BrowserHtml {...props} />;
}

function EdgeHtml({ html, className = 'rich-text', slots }: SafeHtmlProps & { slots: HtmlSlots }) {
  return <div className={className} {...{ [HTML_SLOT_ATTRIBUTE]: slots.add(html) }} />;
}

function BrowserHtml({ html, className = 'rich-text' }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  return (
    <>
      {/* Hydrating the edge's page, React keeps the HTML the edge cleaned and wrote here, which its
          own cleaning of the same HTML may serialise a little differently: nothing to warn about. */}
      <div ref={setRoot} className={className} dangerouslySetInnerHTML={{ __html: clean }} suppressHydrationWarning />
      {/* The {{GOOGLE_AD_1}} placeholders the sanitiser made slots of, filled where ads are on. */}
      {clean.includes('data-ad-slot="in-article"') && <InArticleAds root={root} html={clean} />}
    </>
  );
}
