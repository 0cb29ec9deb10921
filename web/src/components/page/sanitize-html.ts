// Article, live-blog and match HTML comes from the CMS through the upstream: it is shown as HTML,
// so it is cleaned first. Parsing with DOMParser runs no scripts and loads nothing; what survives is
// markup without scripts, event handlers, script URLs or elements that could restyle or leave the page.

/** The in-article ad placeholder (SPEC section 2, Article page). */
export const AD_PLACEHOLDER = '{{GOOGLE_AD_1}}';
const AD_SLOT_HTML = '<aside class="ad-slot" data-ad-slot="in-article" aria-label="Advertisement"></aside>';

const DROPPED = 'script, style, link, meta, base, object, embed, applet, form, input, button, textarea, select, frame, frameset, noscript, template';
/** Video embeds are the one kind of frame articles need. */
const ALLOWED_FRAME = /^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\//i;
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'srcset']);

function isScriptUrl(value: string): boolean {
  // Browsers ignore control characters and blanks inside a scheme ('java\tscript:').
  const compact = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  return compact.startsWith('javascript:') || compact.startsWith('vbscript:') || (compact.startsWith('data:') && !compact.startsWith('data:image/'));
}

/** The HTML with the ad placeholder made an ad slot and everything executable removed. */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html.split(AD_PLACEHOLDER).join(AD_SLOT_HTML), 'text/html');
  for (const element of Array.from(doc.body.querySelectorAll(DROPPED))) element.remove();
  for (const frame of Array.from(doc.body.querySelectorAll('iframe'))) {
    if (!ALLOWED_FRAME.test(frame.getAttribute('src') ?? '')) frame.remove();
  }
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    for (const { name, value } of Array.from(element.attributes)) {
      const lower = name.toLowerCase();
      // srcdoc would run its own document inside an allowed frame, with this page's origin.
      if (lower.startsWith('on') || lower === 'srcdoc' || (URL_ATTRIBUTES.has(lower) && isScriptUrl(value))) element.removeAttribute(name);
    }
    // Links that leave the site must not get a handle on this window.
    if (element instanceof HTMLAnchorElement && element.target === '_blank') element.rel = 'noopener noreferrer';
  }
  return doc.body.innerHTML;
}
