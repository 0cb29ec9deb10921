// What upstream HTML may keep, for the site's two sanitisers of it: DOMPurify in the browser
// (web/src/lib/sanitize-html.ts) and the Worker's own for the pages it renders
// (edge/src/pages/html-sanitizer.ts). What survives is the markup articles are written in, links
// that cannot reach this window, and YouTube embeds; nothing that runs, restyles the page, submits,
// or lies over the page.

/** The in-article ad placeholder (SPEC section 2, Article page). */
export const AD_PLACEHOLDER = '{{GOOGLE_AD_1}}';
/** What the placeholder becomes, before cleaning (a placeholder inside an attribute must not become markup). */
export const AD_SLOT_HTML = '<aside class="ad-slot" data-ad-slot="in-article" aria-label="Advertisement"></aside>';

// prettier-ignore
export const ALLOWED_TAGS = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span', 'aside',
  'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'abbr', 'cite', 'q', 'code', 'pre', 'time',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'figure', 'figcaption', 'img', 'a', 'blockquote', 'iframe',
];

// prettier-ignore
export const ALLOWED_ATTRIBUTES = [
  'id', 'class', 'title', 'lang', 'dir',
  'href', 'target', 'rel',
  'src', 'alt', 'width', 'height', 'loading',
  'colspan', 'rowspan', 'scope', 'headers', 'span', 'start', 'reversed', 'datetime',
  'allow', 'allowfullscreen', 'frameborder', 'referrerpolicy',
  'data-ad-slot',
];

/** Web, mail and phone links, and relative ones; no other scheme. */
export const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * Video embeds are the one kind of frame articles need. Editors paste youtube.com embeds; they are
 * shown from youtube-nocookie.com, which sets no cookies until the fan plays the video and is the one
 * frame host the pages' CSP allows.
 */
const EMBED_HOSTS = new Set(['www.youtube-nocookie.com', 'youtube-nocookie.com', 'www.youtube.com', 'youtube.com']);
const EMBED_HOST = 'www.youtube-nocookie.com';

/** Classes the site styles content by; any other (the cookie banner's, say) could pin content over the page. */
export const CONTENT_CLASSES = new Set(['ad-slot']);

/** Link relations an editor may set; the ones that protect this window are added, never taken. */
export const EDITOR_RELS = new Set(['nofollow', 'sponsored', 'ugc']);

/** The embed's URL on youtube-nocookie.com, or null when the frame is not a YouTube embed. */
export function videoEmbed(src: string | null | undefined): string | null {
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

/** An image cannot run what it shows, so data: images (editors paste them) stay; other data: go. */
export function isDataButNotImage(src: string | null | undefined): boolean {
  const value = (src ?? '').trim();
  return /^data:/i.test(value) && !/^data:image\//i.test(value);
}
