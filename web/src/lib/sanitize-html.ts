// Article, live-blog, custom-page and match HTML comes from the CMS through the upstream and is
// shown as HTML, so it goes through DOMPurify first, configured here once for the whole site with the
// policy in shared/html-policy.ts (the edge's own sanitiser holds to the same): what survives is the
// markup articles are written in (sim/content/article-body.ts and fantasy.ts show it), links that
// cannot reach this window, and YouTube embeds. Only the component that renders upstream HTML
// imports this file, so DOMPurify loads with the pages that need it.
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import {
  AD_PLACEHOLDER,
  AD_SLOT_HTML,
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  ALLOWED_URI,
  CONTENT_CLASSES,
  EDITOR_RELS,
  isDataButNotImage,
  videoEmbed,
} from '../../../shared/html-policy';
import { inBrowser } from './in-browser';

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: ALLOWED_ATTRIBUTES,
  // HTML only. SVG's animate and set can rewrite a link's href after cleaning (the hole the
  // hand-written sanitiser had); MathML is only ever seen in mutation tricks. Articles use neither.
  ALLOWED_NAMESPACES: ['http://www.w3.org/1999/xhtml'],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  // Not allowed above either; named so that a later widening of the lists cannot let them in.
  FORBID_TAGS: ['script', 'style', 'link', 'meta', 'base', 'object', 'embed', 'applet', 'form', 'input', 'button', 'textarea', 'select', 'svg', 'math'],
  FORBID_ATTR: ['style', 'srcdoc'],
};

function cleanFrame(frame: Element): void {
  const src = videoEmbed(frame.getAttribute('src'));
  if (src === null) frame.remove();
  else frame.setAttribute('src', src);
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

// Made in the browser only: the edge leaves upstream HTML to its own sanitiser (components/page/safe-html.tsx).
const purify = inBrowser ? configured(createDOMPurify(window)) : null;

function configured(purify: DOMPurify): DOMPurify {
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
  return purify;
}

/**
 * The HTML with the ad placeholder made an ad slot and everything else above cleaned away. The slot
 * goes in before cleaning, never after: a placeholder inside an attribute must not become markup.
 * Never throws: anything but a string, or anything DOMPurify cannot take, is shown as nothing.
 */
export function sanitizeHtml(html: unknown): string {
  // Without a DOM (or on the edge), DOMPurify would hand its input back untouched; nothing is safer than that.
  if (typeof html !== 'string' || html === '' || !purify?.isSupported) return '';
  try {
    return purify.sanitize(html.split(AD_PLACEHOLDER).join(AD_SLOT_HTML));
  } catch {
    return '';
  }
}
