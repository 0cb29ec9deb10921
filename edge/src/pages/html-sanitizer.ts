// Upstream CMS HTML cleaned in the Worker, for the pages React renders on the server. The policy is
// web/src/lib/sanitize-html.ts's, where DOMPurify cleans the same HTML in the browser; DOMPurify
// needs a DOM, so here HTMLRewriter (lol-html, a tokenizer that follows the HTML spec) reads the
// HTML and this file writes the result itself. Nothing of the input is passed through: HTMLRewriter's
// own output is thrown away, and every tag, attribute and piece of text that leaves is written below
// from what the tokenizer reported. A tag left open at the end, a stray end tag, a comment, a doctype
// or a processing instruction is never reported as something to write, so it is simply not there.
//
// What a browser parses back is then exactly what was written, whatever the input tried (mutation
// XSS): text has its < and > escaped, so it cannot open a tag or a comment; attribute values are
// read as a browser reads them, checked, and escaped again inside double quotes; and no element whose
// content is not HTML (raw text such as script, style, textarea, title, noscript, iframe; foreign
// content such as svg and math) is ever written with content, so the browser's tokenizer never
// leaves its data state and a '</' in an attribute or a '<!--' in text cannot end anything. The
// browser may still move elements about (tables, nested links), but only the allowed ones, as written.
//
// The policy is shared/html-policy.ts, which DOMPurify's configuration in the browser is made of too;
// tests/edge/html-sanitizer.test.ts runs both on the same HTML in Chromium and compares what they leave.
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

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

const ALLOWED_TAG_SET = new Set(ALLOWED_TAGS);
const ALLOWED_ATTRIBUTE_SET = new Set(ALLOWED_ATTRIBUTES);
/** DOMPurify allows aria- attributes unless told not to; the ad slot's label is one. */
const ARIA_ATTRIBUTE = /^aria-[\-\w]+$/;
/** The allowed attributes DOMPurify does not hold to the URI pattern (its URI_SAFE_ATTRIBUTES); it holds every other one to it. */
const URI_SAFE_ATTRIBUTES = new Set(['id', 'class', 'title', 'alt']);
/** Taken out of a value before the URI test, as DOMPurify does: browsers skip blanks and controls in a scheme ('java\tscript:'). */
const URI_BLANKS = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
/** DOMPurify drops a value that could end a comment or a raw-text element, were it ever written inside one. */
const VALUE_BREAKOUT = /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;

/**
 * Elements that go with everything in them; any other element not allowed goes and leaves its
 * content (DOMPurify's KEEP_CONTENT). A frame that is not a YouTube embed goes the same way.
 */
const REMOVED_WITH_CONTENT = new Set([
  // Raw text and foreign content: what is inside is not markup for this page.
  'script', 'style', 'template', 'noscript', 'textarea', 'title', 'xmp', 'noembed', 'noframes', 'plaintext', 'svg', 'math',
  // What loads another document, a plugin or media.
  'object', 'embed', 'applet', 'param', 'frame', 'frameset', 'portal', 'fencedframe', 'audio', 'video', 'source', 'track',
  // What submits, and what only makes sense in a form.
  'form', 'input', 'button', 'select', 'option', 'optgroup', 'datalist', 'selectedcontent', 'keygen', 'isindex', 'output',
  // What belongs in a head.
  'head', 'link', 'meta', 'base',
  // MathML and SVG names DOMPurify empties wherever they appear (its FORBID_CONTENTS).
  'annotation-xml', 'desc', 'foreignobject', 'mi', 'mn', 'mo', 'ms', 'mtext',
]);

// Character references. HTMLRewriter gives attribute values as written, and a value must be checked
// as the browser will use it. Numeric references decode in full. Named ones decode from this table:
// every name that stands for an ASCII character (the ones that could spell a scheme or its colon),
// the Latin-1 names (the only ones a browser reads without a semicolon) and common typography. A
// name not here stays as written; as the value is escaped again when written, the browser shows it
// as written too, so the value the browser uses is always the value that was checked.
const LATIN1_NAMES = (
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para ' +
  'middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute ' +
  'Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute ' +
  'THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ' +
  'ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml'
).split(' ');
const OTHER_NAMES =
  'amp:26 AMP:26 lt:3c LT:3c gt:3e GT:3e quot:22 QUOT:22 COPY:a9 REG:ae ' +
  'DiacriticalGrave:60 Hat:5e NewLine:a Tab:9 UnderBar:5f VerticalLine:7c apos:27 ast:2a bne:3d+20e5 bsol:5c colon:3a comma:2c ' +
  'commat:40 dollar:24 equals:3d excl:21 fjlig:66+6a grave:60 lbrace:7b lbrack:5b lcub:7b lowbar:5f lpar:28 lsqb:5b midast:2a ' +
  'num:23 nvgt:3e+20d2 nvlt:3c+20d2 percnt:25 period:2e plus:2b quest:3f rbrace:7d rbrack:5d rcub:7d rpar:29 rsqb:5d semi:3b ' +
  'sol:2f verbar:7c vert:7c ' +
  'ndash:2013 mdash:2014 lsquo:2018 rsquo:2019 sbquo:201a ldquo:201c rdquo:201d bdquo:201e hellip:2026 bull:2022 dagger:2020 ' +
  'Dagger:2021 permil:2030 prime:2032 Prime:2033 lsaquo:2039 rsaquo:203a euro:20ac trade:2122 larr:2190 rarr:2192 uarr:2191 ' +
  'darr:2193 harr:2194 minus:2212 ensp:2002 emsp:2003 thinsp:2009 zwnj:200c zwj:200d lrm:200e rlm:200f OElig:152 oelig:153 ' +
  'Scaron:160 scaron:161 Yuml:178 fnof:192 circ:2c6 tilde:2dc';
const NAMED_REFERENCES = new Map<string, string>([
  ...LATIN1_NAMES.map((name, i): [string, string] => [name, String.fromCharCode(0xa0 + i)]),
  ...OTHER_NAMES.split(' ').map((entry): [string, string] => {
    const [name = '', points = ''] = entry.split(':');
    return [name, String.fromCodePoint(...points.split('+').map((hex) => parseInt(hex, 16)))];
  }),
]);
const LEGACY_NAMES = new Set([...LATIN1_NAMES, 'amp', 'AMP', 'lt', 'LT', 'gt', 'GT', 'quot', 'QUOT', 'COPY', 'REG']);
/** What a browser makes of &#128; to &#159;: the windows-1252 characters those bytes were. */
const WINDOWS_1252 =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';
const CHARACTER_REFERENCE = /&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([A-Za-z][A-Za-z0-9]*))(;?)/g;

function fromCodePoint(code: number): string {
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
  if (code >= 0x80 && code <= 0x9f) return WINDOWS_1252[code - 0x80]!;
  return String.fromCodePoint(code);
}

/** An attribute value as written in the HTML, as a browser reads it. */
function decodeAttribute(raw: string): string {
  return raw
    .replace(CHARACTER_REFERENCE, (ref, decimal?: string, hex?: string, name = '', semicolon = '', offset = 0) => {
      if (decimal !== undefined) return fromCodePoint(parseInt(decimal, 10));
      if (hex !== undefined) return fromCodePoint(parseInt(hex, 16));
      if (semicolon) return NAMED_REFERENCES.get(name) ?? ref;
      // Without its semicolon only a legacy name counts, and in an attribute not before '='.
      return LEGACY_NAMES.has(name) && raw[offset + ref.length] !== '=' ? NAMED_REFERENCES.get(name)! : ref;
    })
    .replace(/\0/g, '\uFFFD');
}

/** A value inside double quotes: the browser reads back these characters and no markup. */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Text as written, with < and > escaped. Its character references are left as they are: in text they
 * only ever make characters, and the browser makes the same ones of them here as in the input. A NUL
 * is dropped, as a browser drops it from text in a page's body.
 */
function escapeText(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\0/g, '');
}

function leavesSite(href: string, pageOrigin: string): boolean {
  try {
    return new URL(href, pageOrigin).origin !== new URL(pageOrigin).origin;
  } catch {
    return true;
  }
}

/** The value an allowed attribute keeps, or null when it goes: DOMPurify's checks, in its order. */
function cleanValue(tag: string, name: string, value: string): string | null {
  const aria = ARIA_ATTRIBUTE.test(name);
  if (!aria && !ALLOWED_ATTRIBUTE_SET.has(name)) return null;
  if (name === 'class') {
    value = value.split(/\s+/).filter((className) => CONTENT_CLASSES.has(className)).join(' ');
    if (value === '') return null;
  }
  if (VALUE_BREAKOUT.test(value)) return null;
  if (aria || URI_SAFE_ATTRIBUTES.has(name)) return value;
  if (ALLOWED_URI.test(value.replace(URI_BLANKS, ''))) return value;
  // data: passes the pattern only as an image's source; cleanAttributes takes off what is not an image.
  if (name === 'src' && tag === 'img' && value.startsWith('data:')) return value;
  return value === '' ? value : null;
}

function cleanLink(attributes: Map<string, string>, pageOrigin: string): void {
  // _blank is the one target with a use; a named or _top target could steer other windows.
  if (attributes.get('target') !== '_blank') attributes.delete('target');
  const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/).filter((token) => EDITOR_RELS.has(token));
  const href = attributes.get('href');
  // A page opened from here must not get a handle on this window (window.opener) or our URL.
  if (attributes.has('target') || (href !== undefined && leavesSite(href, pageOrigin))) rel.push('noopener', 'noreferrer');
  if (rel.length > 0) attributes.set('rel', rel.join(' '));
  else attributes.delete('rel');
}

/** What an allowed element keeps of its attributes, in their order, or null when it goes (a frame that is not an embed). */
function cleanAttributes(tag: string, attributes: Iterable<string[]>, pageOrigin: string): Map<string, string> | null {
  const kept = new Map<string, string>();
  const seen = new Set<string>();
  for (const [name = '', raw = ''] of attributes) {
    // A browser keeps the first of a repeated attribute, so a later one is never what it uses.
    if (seen.has(name)) continue;
    seen.add(name);
    const value = cleanValue(tag, name, decodeAttribute(raw).trim());
    if (value !== null) kept.set(name, value);
  }
  if (tag === 'a') cleanLink(kept, pageOrigin);
  else if (tag === 'iframe') {
    const src = videoEmbed(kept.get('src'));
    if (src === null) return null;
    kept.set('src', src);
  } else if (tag === 'img' && isDataButNotImage(kept.get('src'))) kept.delete('src');
  return kept;
}

function startTag(tag: string, attributes: Map<string, string>): string {
  let html = `<${tag}`;
  for (const [name, value] of attributes) html += ` ${name}="${escapeAttribute(value)}"`;
  return `${html}>`;
}

/** Calls `closed` where the tokenizer closes the element; false for a void element, which has no content to close. */
function whenClosed(element: Element, closed: (end: EndTag) => void): boolean {
  try {
    element.onEndTag(closed);
    return true;
  } catch {
    return false;
  }
}

/** Writes the cleaned HTML from what HTMLRewriter reports, in its order. */
class CleanWriter {
  private readonly out: string[] = [];
  /** The elements written and not yet closed, innermost last. */
  private readonly open: string[] = [];
  /** How many elements removed with their content the tokenizer is inside; nothing is written while it is. */
  private removing = 0;

  constructor(private readonly pageOrigin: string) {}

  element(element: Element): void {
    if (this.removing > 0) return;
    const tag = element.tagName;
    const html = element.namespaceURI === HTML_NAMESPACE;
    if (html && !ALLOWED_TAG_SET.has(tag) && !REMOVED_WITH_CONTENT.has(tag)) return; // unwrapped: its content is written as it comes
    const attributes = html && ALLOWED_TAG_SET.has(tag) ? cleanAttributes(tag, element.attributes, this.pageOrigin) : null;
    if (attributes === null) return this.remove(element);
    this.out.push(startTag(tag, attributes));
    // A frame's content is raw text a browser never shows; the frame is written closed and its content dropped.
    if (tag === 'iframe') {
      this.out.push('</iframe>');
      return this.remove(element);
    }
    const below = this.open.length;
    const closes = whenClosed(element, (end) => {
      this.open.length = below;
      // Every element is closed where the tokenizer closes it, so the output never leaves a table or
      // a <strong> open over what follows it on the page. A paragraph closed by something else (a
      // new <p>, an ancestor's end tag) is left to the browser, which closes it the same way: a
      // stray </p> would make an empty paragraph.
      if (tag !== 'p' || end.name === 'p') this.out.push(`</${tag}>`);
    });
    if (closes) this.open.push(tag);
  }

  text(text: Text): void {
    if (this.removing === 0 && text.text !== '') this.out.push(escapeText(text.text));
  }

  /**
   * The output, with what the input left open closed. Not a paragraph, for the reason above: the end
   * of whatever holds the content on the page closes it.
   */
  finish(): string {
    for (const tag of this.open.reverse()) if (tag !== 'p') this.out.push(`</${tag}>`);
    return this.out.join('');
  }

  private remove(element: Element): void {
    if (whenClosed(element, () => this.removing--)) this.removing++;
  }
}

/**
 * The HTML with the ad placeholder made an ad slot and everything else the browser's policy cleans
 * away cleaned away, for `pageOrigin`'s pages (links off it get noopener noreferrer). The slot goes
 * in before cleaning, never after: a placeholder inside an attribute must not become markup. Never
 * throws: anything but a string, or anything HTMLRewriter cannot take, is shown as nothing.
 */
export async function sanitizeHtmlAtEdge(html: unknown, pageOrigin: string): Promise<string> {
  if (typeof html !== 'string' || html === '') return '';
  try {
    const writer = new CleanWriter(pageOrigin);
    const rewriter = new HTMLRewriter()
      .on('*', { element: (element) => writer.element(element) })
      .onDocument({ text: (text) => writer.text(text) });
    // HTMLRewriter's own output is the input with nothing changed; reading it only drives the tokenizer.
    await rewriter.transform(new Response(html.split(AD_PLACEHOLDER).join(AD_SLOT_HTML))).arrayBuffer();
    return writer.finish();
  } catch {
    return '';
  }
}
