// Article, live-blog, custom-page and match HTML comes from the CMS through the upstream and is
// shown as HTML, so it goes through DOMPurify first, configured here once for the whole site. What
// survives is the markup articles are written in (sim/content/article-body.ts and fantasy.ts show
// it), links that cannot reach this window, and YouTube embeds; nothing that runs, restyles the
// page, submits, or lies over the page. Only the component that renders upstream HTML imports this
// file, so DOMPurify loads with the pages that need it.
import createDOMPurify, { type Config } from 'dompurify';

/** The in-article ad placeholder (SPEC section 2, Article page). */
export const AD_PLACEHOLDER = '{{GOOGLE_AD_1}}';
const AD_SLOT_HTML = '<aside class="ad-slot" data-ad-slot="in-article" aria-label="Advertisement"></aside>';

const CONFIG: Config = {
  ALLOWED_TAGS: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span', 'aside',
    'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'abbr', 'cite', 'q', 'code', 'pre', 'time',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'figure', 'figcaption', 'img', 'a', 'blockquote', 'iframe',
  ],
  ALLOWED_ATTR: [
    'id', 'class', 'title', 'lang', 'dir',
    'href', 'target', 'rel',
    'src', 'alt', 'width', 'height', 'loading',
    'colspan', 'rowspan', 'scope', 'headers', 'span', 'start', 'reversed', 'datetime',
    'allow', 'allowfullscreen', 'frameborder', 'referrerpolicy',
    'data-ad-slot',
  ],
  // HTML only. SVG's animate and set can rewrite a link's href after cleaning (the hole the
  // hand-written sanitiser had); MathML is only ever seen in mutation tricks. Articles use neither.
  ALLOWED_NAMESPACES: ['http://www.w3.org/1999/xhtml'],
  ALLOW_DATA_ATTR: false,
  // Web, mail and phone links, and relative ones; no other scheme.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  // Not allowed above either; named so that a later widening of the lists cannot let them in.
  FORBID_TAGS: ['script', 'style', 'link', 'meta', 'base', 'object', 'embed', 'applet', 'form', 'input', 'button', 'textarea', 'select', 'svg', 'math'],
  FORBID_ATTR: ['style', 'srcdoc'],
};

/**
 * Video embeds are the one kind of frame articles need. Editors paste youtube.com embeds; they are
 * shown from youtube-nocookie.com, which sets no cookies until the fan plays the video and is the one
 * frame host the pages' CSP allows.
 */
const EMBED_HOSTS = new Set(['www.youtube-nocookie.com', 'youtube-nocookie.com', 'www.youtube.com', 'youtube.com']);
const EMBED_HOST = 'www.youtube-nocookie.com';
/** Classes the site styles content by; any other (the cookie banner's, say) could pin content over the page. */
const CONTENT_CLASSES = new Set(['ad-slot']);
/** Link relations an editor may set; the ones that protect this window are added, never taken. */
const EDITOR_RELS = new Set(['nofollow', 'sponsored', 'ugc']);

/** The embed's URL on youtube-nocookie.com, or null when the frame is not a YouTube embed. */
function videoEmbed(src: string | null): string | null {
  try {
    const url = new URL(src ?? '');
    const embed = url.protocol === 'https:' && EMBED_HOSTS.has(url.hostname) && !url.port && !url.username && !url.password && url.pathname.startsWith('/embed/');
    if (!embed) return null;
    url.hostname = EMBED_HOST;
    return url.href;
  } catch {
    return null;
  }
}

function cleanFrame(frame: Element): void {
  const src = videoEmbed(frame.getAttribute('src'));
  if (src === null) frame.remove();
  else frame.setAttribute('src', src);
}

/** An image cannot run what it shows, so data: images (editors paste them) stay; other data: go. */
function isDataButNotImage(src: string | null): boolean {
  const value = (src ?? '').trim();
  return /^data:/i.test(value) && !/^data:image\//i.test(value);
}

function leavesSite(href: string): boolean {
  try {
    return new URL(href, window.location.href).origin !== window.location.origin;
  } catch {
    return true;
  }
}

function cleanLink(link: Element): void {
  // _blank is the one target with a use; a named or _top target could steer other windows.
  if (link.getAttribute('target') !== '_blank') link.removeAttribute('target');
  const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).filter((token) => EDITOR_RELS.has(token));
  const href = link.getAttribute('href');
  // A page opened from here must not get a handle on this window (window.opener) or our URL.
  if (link.hasAttribute('target') || (href !== null && leavesSite(href))) rel.push('noopener', 'noreferrer');
  if (rel.length > 0) link.setAttribute('rel', rel.join(' '));
  else link.removeAttribute('rel');
}

const purify = createDOMPurify(window);
purify.setConfig(CONFIG);
purify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName === 'class') {
    data.attrValue = data.attrValue.split(/\s+/).filter((name) => CONTENT_CLASSES.has(name)).join(' ');
    data.keepAttr = data.attrValue !== '';
  }
});
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.localName === 'a') cleanLink(node);
  else if (node.localName === 'iframe') cleanFrame(node);
  else if (node.localName === 'img' && isDataButNotImage(node.getAttribute('src'))) node.removeAttribute('src');
});

/**
 * The HTML with the ad placeholder made an ad slot and everything else above cleaned away. The slot
 * goes in before cleaning, never after: a placeholder inside an attribute must not become markup.
 * Never throws: anything but a string, or anything DOMPurify cannot take, is shown as nothing.
 */
export function sanitizeHtml(html: unknown): string {
  // Without a DOM, DOMPurify hands its input back untouched; nothing is safer than that.
  if (typeof html !== 'string' || html === '' || !purify.isSupported) return '';
  try {
    return purify.sanitize(html.split(AD_PLACEHOLDER).join(AD_SLOT_HTML));
  } catch {
    return '';
  }
}
