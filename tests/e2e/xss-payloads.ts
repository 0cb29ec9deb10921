// Hostile CMS HTML for the sanitiser's browser test. Anything in payload n that runs calls
// top.__xss(n), posts 'xss:n' to the top window (from a frame of another origin) or opens a dialog
// saying n, so a hit names its payload. Sources: the payloads that got past the hand-written
// sanitiser, OWASP's XSS filter evasion cheat sheet, and DOMPurify's published mutation-XSS bypasses.

export const PAYLOAD_CLASSES = [
  'svg animation',
  'style overlay',
  'event handler',
  'script url',
  'frame',
  'plugin',
  'document',
  'form',
  'mutation',
  'filter evasion',
  'ad placeholder',
] as const;
export type PayloadClass = (typeof PAYLOAD_CLASSES)[number];

export interface XssPayload {
  n: number;
  kind: PayloadClass;
  name: string;
  html: string;
}

/** A payload given the call that reports it (`top.__xss(n)`) and its number. */
type Maker = [kind: PayloadClass, name: string, make: (run: string, n: number) => string];

const decimal = (text: string) => [...text].map((ch) => `&#${ch.charCodeAt(0)};`).join('');
const hex = (text: string) => [...text].map((ch) => `&#x${ch.charCodeAt(0).toString(16)};`).join('');
/** OWASP's long form: zero-padded decimal references without semicolons. */
const padded = (text: string) => [...text].map((ch) => `&#${String(ch.charCodeAt(0)).padStart(7, '0')}`).join('');
const base64 = (text: string) => Buffer.from(text).toString('base64');
/** What a document of another origin (data:, sandboxed) runs to report: it cannot reach top.__xss. */
const post = (n: number) => `top.postMessage('xss:${n}','*')`;

const MAKERS: Maker[] = [
  // The holes found in the hand-written sanitiser: SVG animation that writes a link's href.
  ['svg animation', 'animate writes href', (run) => `<svg width="300" height="40"><a><animate attributeName="href" values="javascript:${run}"/><text x="10" y="25">Read more</text></a></svg>`],
  ['svg animation', 'set writes xlink:href', (run) => `<svg width="300" height="40"><a><set attributeName="xlink:href" to="javascript:${run}"/><text x="10" y="25">Read more</text></a></svg>`],
  ['svg animation', 'animate from/to with fill freeze', (run) => `<svg width="300" height="40"><a><animate attributeName="href" from="javascript:${run}" to="javascript:${run}" fill="freeze"/><rect width="300" height="40" fill="#eee"/></a></svg>`],
  ['svg animation', 'animate targets a link by xlink:href', (run) => `<svg width="300" height="40"><animate xlink:href="#xss-target" attributeName="href" values="javascript:${run}"/><a id="xss-target"><text x="10" y="25">Targeted</text></a></svg>`],
  ['svg animation', 'animate onbegin', (run) => `<svg><animate onbegin="${run}" attributeName="x" dur="1s"/></svg>`],
  ['svg animation', 'set onbegin', (run) => `<svg><set onbegin="${run}" attributeName="x" to="1"/></svg>`],
  ['svg animation', 'animateMotion and animateTransform with handlers', (run) => `<svg><rect width="10" height="10"><animateMotion onbegin="${run}" path="M0,0 L10,10" dur="1s"/><animateTransform onbegin="${run}" attributeName="transform" type="rotate" dur="1s"/></rect></svg>`],
  ['svg animation', 'svg link with a script href', (run) => `<svg width="300" height="40"><a href="javascript:${run}"><text x="10" y="25">SVG link</text></a></svg>`],
  ['svg animation', 'svg script element', (run) => `<svg><script>${run}</script></svg>`],
  ['svg animation', 'foreignObject holds HTML', (run) => `<svg><foreignObject width="100" height="50"><img src="x" onerror="${run}"></foreignObject></svg>`],
  ['svg animation', 'use of a data: document', (_run, n) => `<svg><use href="data:image/svg+xml;base64,${base64(`<svg id="x" xmlns="http://www.w3.org/2000/svg"><image href="1" onerror="${post(n)}"/></svg>`)}#x"/></svg>`],
  ['svg animation', 'MathML link', (run) => `<math><mi xlink:href="javascript:${run}" href="javascript:${run}">MathML link</mi></math>`],

  ['style overlay', 'fixed full-page link', () => `<a href="https://evil.example/login" style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:2147483647;background:rgba(0,0,0,0.01)">Sign in again</a>`],
  ['style overlay', 'fixed box holding a script link', (run) => `<div style="position:fixed;inset:0;z-index:99999;background:#fff"><a href="javascript:${run}">Continue</a></div>`],
  ['style overlay', 'style element repositions links', () => `<style>.rich-text a{position:fixed;inset:0;z-index:99999}</style><a href="https://evil.example/">Styled away</a>`],
  ['style overlay', "the site's own fixed class", () => `<div class="cookie-banner"><p>Your session expired.</p><a href="https://evil.example/login">Sign in</a></div>`],
  ['style overlay', 'absolute positioning via the back-to-top class', () => `<button class="back-to-top" type="button">Top</button><a class="back-to-top" href="https://evil.example/">Top</a>`],
  ['style overlay', 'CSS expression', (run) => `<div style="width: expression(${run});">expression</div>`],
  ['style overlay', 'url(javascript:) in a style attribute', (run) => `<p style="background-image:url(javascript:${run})">background url</p>`],
  ['style overlay', 'url(javascript:) and @import in a style element', (run) => `<style>@import 'javascript:${run}';li{list-style-image:url("javascript:${run}")}</style><ul><li>list</li></ul>`],
  ['style overlay', 'animation start handler on a site keyframe', (run) => `<div style="animation:pulse 1s" onanimationstart="${run}">pulse</div>`],
  ['style overlay', 'behavior and -moz-binding', () => `<div style="behavior:url(xss.htc);-moz-binding:url(https://evil.example/xss.xml#xss)">binding</div>`],

  ['event handler', 'img onerror', (run) => `<img src="x" onerror="${run}">`],
  ['event handler', 'body onload', (run) => `<body onload="${run}">`],
  ['event handler', 'svg onload', (run) => `<svg onload="${run}"></svg>`],
  ['event handler', 'details ontoggle', (run) => `<details open ontoggle="${run}"><summary>More</summary>detail</details>`],
  ['event handler', 'video onerror', (run) => `<video src="x" onerror="${run}"></video><video><source src="x" onerror="${run}"></video>`],
  ['event handler', 'audio onerror', (run) => `<audio src="x" onerror="${run}"></audio>`],
  ['event handler', 'marquee onstart', (run) => `<marquee onstart="${run}">news ticker</marquee>`],
  ['event handler', 'input autofocus onfocus', (run) => `<input autofocus onfocus="${run}">`],
  ['event handler', 'select, textarea and keygen autofocus', (run) => `<select autofocus onfocus="${run}"><option>a</option></select><textarea autofocus onfocus="${run}"></textarea><keygen autofocus onfocus="${run}">`],
  ['event handler', 'contenteditable autofocus', (run) => `<p contenteditable autofocus onfocus="${run}">editable</p>`],
  ['event handler', 'link onmouseover', (run) => `<a onmouseover="${run}" onclick="${run}">hover or click me</a>`],
  ['event handler', 'pointer and focus handlers on common tags', (run) => `<p onpointerenter="${run}">p</p><span tabindex="0" onfocusin="${run}">span</span><h2 onclick="${run}">h2</h2><td onclick="${run}">td</td><li onmouseenter="${run}">li</li>`],
  ['event handler', 'table and image handlers', (run) => `<table onmouseover="${run}"><tr><td><img src="/favicon.ico" onload="${run}" alt="icon"></td></tr></table>`],
  ['event handler', 'iframe onload', (run) => `<iframe onload="${run}"></iframe>`],
  ['event handler', 'unknown and custom elements', (run) => `<xss-widget onclick="${run}">custom</xss-widget><x onmouseover="${run}">x</x>`],
  ['event handler', 'handler body in entities', (run) => `<img src="x" onerror="${decimal(run)}">`],
  ['event handler', 'dialog from a handler', (_run, n) => `<img src="x" onerror="alert(${n})">`],

  ['script url', 'href javascript:', (run) => `<a href="javascript:${run}">plain</a>`],
  ['script url', 'mixed case scheme', (run) => `<a href="JaVaScRiPt:${run}">mixed case</a>`],
  ['script url', 'decimal entities', (run) => `<a href="${decimal('javascript:')}${run}">decimal</a>`],
  ['script url', 'hex entities', (run) => `<a href="${hex('javascript:')}${run}">hex</a>`],
  ['script url', 'padded entities without semicolons', (run) => `<a href=${padded('javascript:')}${run}>padded</a>`],
  ['script url', 'tab, newline and carriage return in the scheme', (run) => `<a href="jav\tascript:${run}">tab</a><a href="java\nscript:${run}">newline</a><a href="java\rscript:${run}">cr</a>`],
  ['script url', 'encoded tab and newline', (run) => `<a href="jav&#x09;ascript:${run}">tab</a><a href="jav&#x0A;ascript:${run}">newline</a><a href="jav&#x0D;ascript:${run}">cr</a>`],
  ['script url', 'leading blanks and control characters', (run) => `<a href=" &#14;  javascript:${run}">control</a><a href="\u0001javascript:${run}">soh</a>`],
  ['script url', 'named colon entity', (run) => `<a href="javascript&colon;${run}">colon</a>`],
  ['script url', 'comment-newline trick', (_run, n) => `<a href="javascript://%0a${encodeURIComponent(`top.__xss(${n})`)}">comment</a>`],
  ['script url', 'vbscript', () => `<a href="vbscript:msgbox(1)">vbscript</a><img src="vbscript:msgbox(1)">`],
  ['script url', 'data: document links', (_run, n) => `<a href="data:text/html;base64,${base64(`<script>${post(n)}</script>`)}">data</a><a href="DATA:text/html,<script>${post(n)}</script>">DATA</a>`],
  ['script url', 'img, video and background URLs', (run) => `<img src="javascript:${run}"><video poster="javascript:${run}"></video><table background="javascript:${run}"><tr><td>bg</td></tr></table><img srcset="javascript:${run} 1x">`],
  ['script url', 'grave accents', (run) => `<img src=\`javascript:${run}\`><a href=\`javascript:${run}\`>grave</a>`],
  ['script url', 'image map area', (run) => `<img src="x" usemap="#m" alt="map"><map name="m"><area shape="rect" coords="0,0,100,100" href="javascript:${run}"></map>`],
  ['script url', 'dialog from a link', (_run, n) => `<a href="javascript:alert(${n})">alert</a>`],

  ['frame', 'iframe srcdoc', (_run, n) => `<iframe srcdoc="&lt;script&gt;parent.__xss(${n})&lt;/script&gt;"></iframe>`],
  ['frame', 'srcdoc on an allowed embed', (_run, n) => `<iframe src="https://www.youtube-nocookie.com/embed/x" srcdoc="<img src=x onerror=parent.__xss(${n})>"></iframe>`],
  ['frame', 'iframe src javascript:', (_run, n) => `<iframe src="javascript:parent.__xss(${n})"></iframe><iframe/src="JaVaScRiPt:parent.__xss(${n})"></iframe>`],
  ['frame', 'iframe src data:', (_run, n) => `<iframe src="data:text/html,<script>${post(n)}</script>"></iframe>`],
  ['frame', 'embed hosts that are not ours', () => `<iframe src="https://evil.example/embed/x"></iframe><iframe src="https://www.youtube.com.evil.example/embed/x"></iframe><iframe src="https://www.youtube.com@evil.example/embed/x"></iframe><iframe src="http://www.youtube.com/embed/x"></iframe><iframe src="https://www.youtube.com/watch?v=x"></iframe>`],
  ['frame', 'frameset and frame', (run, n) => `<frameset onload="${run}"><frame src="javascript:parent.__xss(${n})"></frameset>`],

  ['plugin', 'object data', (run, n) => `<object data="javascript:${run}"></object><object data="data:text/html,<script>${post(n)}</script>"></object>`],
  ['plugin', 'embed src', (_run, n) => `<embed src="data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${post(n)}"/>`)}"><embed src="javascript:top.__xss(${n})">`],
  ['plugin', 'applet', (run) => `<applet code="javascript:${run}"></applet>`],

  ['document', 'base href to a script', (run) => `<base href="javascript:${run};//"><a href="/x">relative</a>`],
  ['document', 'base href elsewhere', () => `<base href="https://evil.example/"><a href="cricket-news">relative</a>`],
  ['document', 'meta refresh to a script', (run) => `<meta http-equiv="refresh" content="0;url=javascript:${run}">`],
  ['document', 'meta refresh to a data: document', (_run, n) => `<meta http-equiv="refresh" content="0;url=data:text/html;base64,${base64(`<script>${post(n)}</script>`)}">`],
  ['document', 'link stylesheet and import', (run) => `<link rel="stylesheet" href="javascript:${run}"><link rel="import" href="data:text/html,x">`],
  ['document', 'script elements', (run) => `<script>${run}</script><script src="data:text/javascript,${run}"></script>`],

  ['form', 'form action', (run) => `<form action="javascript:${run}"><input type="submit" value="Send"></form>`],
  ['form', 'button formaction', (run) => `<form><button formaction="javascript:${run}">Go</button></form>`],
  ['form', 'input formaction and form attribute', (run) => `<form id="xss-form"></form><input form="xss-form" type="submit" formaction="javascript:${run}" value="Submit"><input type="image" src="x" onerror="${run}">`],
  ['form', 'button onclick outside a form', (run) => `<button type="button" onclick="${run}">Click</button>`],
  ['form', 'isindex', (run) => `<isindex type="submit" action="javascript:${run}" formaction="javascript:${run}">`],

  ['mutation', 'noscript attribute', (run) => `<noscript><p title="</noscript><img src=x onerror=${run}>"></noscript>`],
  ['mutation', 'mglyph in MathML table (DOMPurify 2.0.0)', (run) => `<math><mtext><table><mglyph><style><img src=x onerror=${run}>`],
  ['mutation', 'comment in mglyph style (DOMPurify 2.0.17)', (run) => `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=${run}&gt;">`],
  ['mutation', 'nested forms (DOMPurify 2.2.2)', (run) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${run}>`],
  ['mutation', 'svg style serialisation', (run) => `<svg></p><style><a id="</style><img src=1 onerror=${run}>">`],
  ['mutation', 'svg style with entities', (run) => `<svg><style>&lt;img src=x onerror=${run}&gt;</style></svg>`],
  ['mutation', 'title, textarea, xmp and iframe raw text', (run) => `<title><a title="</title><img src=x onerror=${run}>"></title><textarea><a title="</textarea><img src=x onerror=${run}>"></textarea><xmp><a title="</xmp><img src=x onerror=${run}>"></xmp><iframe><a title="</iframe><img src=x onerror=${run}>"></iframe>`],
  ['mutation', 'template contents', (run) => `<template><img src=x onerror=${run}><script>${run}</script></template>`],
  ['mutation', 'noembed and noframes', (run) => `<noembed><a title="</noembed><img src=x onerror=${run}>"></noembed><noframes><a title="</noframes><img src=x onerror=${run}>"></noframes>`],
  ['mutation', 'svg p style namespace confusion', (run) => `<svg><p><style><g title="</style><img src=x onerror=${run}>">`],

  ['filter evasion', 'double open bracket', (run) => `<<script>${run}//<</script>`],
  ['filter evasion', 'nested script tags', (run) => `<scr<script>ipt>${run}</scr</script>ipt>`],
  ['filter evasion', 'malformed img with quotes', (run) => `<IMG """><SCRIPT>${run}</SCRIPT>">`],
  ['filter evasion', 'slash instead of space', (run) => `<img/src/onerror=${run}><svg/onload=${run}>`],
  ['filter evasion', 'unclosed quote', (run) => `<img src="x onerror=${run}//><p>after`],
  ['filter evasion', 'unclosed tag', (run) => `<img src=x onerror=${run}//`],
  ['filter evasion', 'null bytes', (run) => `<img src=x on\u0000error=${run}><scr\u0000ipt>${run}</scr\u0000ipt><a href="java\u0000script:${run}">nul</a>`],
  ['filter evasion', 'UTF-7 and conditional comments', (run) => `+ADw-script+AD4-${run}+ADw-/script+AD4-<!--[if gte IE 4]><SCRIPT>${run}</SCRIPT><![endif]-->`],
  ['filter evasion', 'odd characters before the handler', (run) => `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=${run}>`],
  ['filter evasion', 'script with a src in a weird attribute', (run) => `<SCRIPT/XSS SRC="data:,${run}"></SCRIPT>`],
  ['filter evasion', 'attribute breakout', (run) => `"><script>${run}</script><p title='x'><img src=x onerror=${run}>`],
  ['filter evasion', 'closing the container', (run) => `</div></article></main><img src=x onerror=${run}>`],
  ['filter evasion', 'PHP and processing instruction', (run) => `<? echo('<SCR)';echo('IPT>${run}</SCRIPT>'); ?><?xml-stylesheet href="javascript:${run}"?>`],
  ['filter evasion', 'eval of an id', (run) => `<div id="${run}" onmouseover="eval(this.id)">id</div>`],
  ['filter evasion', 'src used as code', (_run, n) => `<img src="x:top.__xss(${n})" onerror="eval(src)">`],

  ['ad placeholder', 'placeholder inside an attribute', (run) => `<img src="x" alt="{{GOOGLE_AD_1}}" title=" onerror=${run} "><a title="{{GOOGLE_AD_1}}" href="javascript:${run}">ad</a>`],
];

export const XSS_PAYLOADS: readonly XssPayload[] = MAKERS.map(([kind, name, make], i) => ({ n: i + 1, kind, name, html: make(`top.__xss(${i + 1})`, i + 1) }));

/** The corpus in `count` consecutive batches of near-equal size, each rendered on one page. */
export function payloadBatches(count: number): XssPayload[][] {
  const size = Math.ceil(XSS_PAYLOADS.length / count);
  return Array.from({ length: count }, (_, i) => XSS_PAYLOADS.slice(i * size, (i + 1) * size)).filter((batch) => batch.length > 0);
}
