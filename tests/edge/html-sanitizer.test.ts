// The edge's HTML sanitiser (edge/src/pages/html-sanitizer.ts) in the workers runtime. esbuild
// bundles a Worker of a few lines around it, Miniflare runs that in workerd (where HTMLRewriter is),
// and each case POSTs HTML to it and reads back the cleaned HTML. Every payload of the browser test's
// corpus is cleaned there, then loaded in Debian's Chromium with no CSP to catch what slips through,
// exercised and audited as the SPA's content is; the benign article keeps the markup articles need
// and leaves what DOMPurify leaves in the browser; and each rule of the policy has its case.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { benignArticle, expectBenignMarkup } from '../e2e/benign-article';
import { auditContent, exercise, watchXss, type XssWatch } from '../e2e/xss-probe';
import { XSS_PAYLOADS } from '../e2e/xss-payloads';
import { launchBrowser } from '../support/browser';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The runtime the Worker deploys on, so HTMLRewriter here is the one in production. */
const COMPATIBILITY_DATE = /^compatibility_date\s*=\s*"([^"]+)"/m.exec(readFileSync(`${root}wrangler.toml`, 'utf8'))?.[1];

/** POST {html, origin} as JSON, get the cleaned HTML; anything else (a test page's images) is a 404. */
const TEST_WORKER = `
import { sanitizeHtmlAtEdge } from './edge/src/pages/html-sanitizer';
export default {
  async fetch(request) {
    if (request.method !== 'POST') return new Response(null, { status: 404 });
    const { html, origin } = await request.json();
    return new Response(await sanitizeHtmlAtEdge(html, origin));
  },
};`;

/** Where a test page puts the cleaned HTML, as the SPA puts upstream HTML in its content containers. */
const CONTENT = '.edge-content';

let mf: Miniflare;
/** The test Worker's origin: the pages under test are served from it, and links are judged against it. */
let origin: string;
let browser: Browser;
/** web/src/lib/sanitize-html.ts bundled for the browser, exposing `browserSanitiser.sanitizeHtml`. */
let browserSanitiser: string;

beforeAll(async () => {
  const [worker, browserSide] = await Promise.all([
    build({ stdin: { contents: TEST_WORKER, resolveDir: root, loader: 'js' }, bundle: true, format: 'esm', write: false, logLevel: 'error' }),
    build({ entryPoints: [`${root}web/src/lib/sanitize-html.ts`], bundle: true, format: 'iife', globalName: 'browserSanitiser', write: false, logLevel: 'error' }),
  ]);
  browserSanitiser = browserSide.outputFiles[0]!.text;
  mf = new Miniflare({ modules: true, script: worker.outputFiles[0]!.text, compatibilityDate: COMPATIBILITY_DATE });
  origin = (await mf.ready).origin;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await mf?.dispose();
});

/** The HTML as the edge cleans it for this origin's pages. */
async function clean(html: unknown): Promise<string> {
  const response = await mf.dispatchFetch(`${origin}/`, { method: 'POST', body: JSON.stringify({ html, origin }) });
  expect(response.status).toBe(200);
  return response.text();
}

/** A page of this origin holding `html` in the content container, a footer after it and nothing else. */
async function openWith(context: BrowserContext, path: string, html: string): Promise<Page> {
  const page = await context.newPage();
  const url = `${origin}${path}`;
  // Markup with quoted attributes follows the content, as on a rendered page: a tag the HTML left
  // unfinished, were it passed through, would be finished by it.
  const body =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Edge-cleaned HTML</title></head><body><main>' +
    `<div class="edge-content">${html}</div><footer class="site-footer"><a href="/about-us">About</a></footer></main></body></html>`;
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body }));
  await page.goto(url);
  return page;
}

describe('the rules, one case each', () => {
  it('removes script, style, template and the other raw-text elements with their content', async () => {
    const html =
      '<p>a</p><script>alert(1)</script><style>p{}</style><template><p>t</p></template><noscript><p>n</p></noscript>' +
      '<textarea>t</textarea><title>t</title><xmp>x</xmp><noembed>n</noembed><noframes>n</noframes><iframe src="https://evil.example/">f</iframe><p>b</p>';
    expect(await clean(html)).toBe('<p>a</p><p>b</p>');
  });

  it('removes SVG and MathML with their content', async () => {
    expect(await clean('<svg><a href="/x"><text>svg</text></a></svg><math><mi>m</mi></math><p>after</p>')).toBe('<p>after</p>');
  });

  it('removes plugins, frames, forms and their controls with their content', async () => {
    const html =
      '<object data="x"><p>fallback</p></object><embed src="x"><applet code="x">a</applet><frameset><frame src="x"></frameset>' +
      '<form><p>inside</p><input value="i"><button>b</button><select><option>o</option></select></form><p>after</p>';
    expect(await clean(html)).toBe('<p>after</p>');
  });

  it("removes a head's elements with their content", async () => {
    expect(await clean('<head><title>t</title><meta charset="utf-8"><link rel="stylesheet" href="x"><base href="x"></head><p>body</p>')).toBe('<p>body</p>');
  });

  it('unwraps any other element, keeping its content', async () => {
    expect(await clean('<article><section><x-card onclick="x"><font color="red">kept</font></x-card></section></article><details><summary>s</summary>d</details>')).toBe('keptsd');
  });

  it('drops comments, the doctype, processing instructions and CDATA', async () => {
    expect(await clean('<!DOCTYPE html><!-- c --><p>a<![CDATA[b]]>c</p><?php echo 1 ?><?xml-stylesheet href="x"?>')).toBe('<p>ac</p>');
  });

  it('keeps only the allowed attributes, aria- ones and data-ad-slot among them', async () => {
    const html = '<p id="intro" style="color:red" onclick="x" data-x="1" data-ad-slot="s" aria-label="L" title="T" lang="en" dir="ltr" hidden srcdoc="x">t</p>';
    expect(await clean(html)).toBe('<p id="intro" data-ad-slot="s" aria-label="L" title="T" lang="en" dir="ltr">t</p>');
  });

  it('keeps only the classes the site styles content by', async () => {
    expect(await clean('<div class="ad-slot cookie-banner">a</div><div class="cookie-banner back-to-top">b</div>')).toBe('<div class="ad-slot">a</div><div>b</div>');
  });

  it('holds URLs to the URI pattern as a browser reads them: references decoded, blanks and controls ignored', async () => {
    const refused = [
      'javascript:x', 'JaVaScRiPt:x', '&#106;avascript:x', '&#x6A;avascript:x', '&#0000106avascript:x', 'jav&#x09;ascript:x',
      'jav\tascript:x', 'javascript&colon;x', ' &#14; javascript:x', '\u0001javascript:x', 'vbscript:x', 'data:text/html,x', 'ftp://x.example/',
    ];
    const kept = ['/a', '#top', '?q=1', 'cricket-news', 'https://example.com/?a=1&amp;b=2', 'mailto:desk@example.com', 'tel:+441234'];
    const links = (hrefs: string[]) => hrefs.map((href) => `<a href="${href}" rel="ugc">x</a>`).join('');
    expect(await clean(links(refused))).toBe('<a rel="ugc">x</a>'.repeat(refused.length));
    expect(await clean(links(kept))).toBe(
      '<a href="/a" rel="ugc">x</a><a href="#top" rel="ugc">x</a><a href="?q=1" rel="ugc">x</a><a href="cricket-news" rel="ugc">x</a>' +
        '<a href="https://example.com/?a=1&amp;b=2" rel="ugc noopener noreferrer">x</a>' +
        '<a href="mailto:desk@example.com" rel="ugc noopener noreferrer">x</a><a href="tel:+441234" rel="ugc noopener noreferrer">x</a>',
    );
    // The pattern holds every allowed attribute but id, class, title and alt, as in DOMPurify.
    expect(await clean('<img src=" /a.png " width="javascript:1" alt="javascript:1">')).toBe('<img src="/a.png" alt="javascript:1">');
  });

  it('reads character references in attributes as a browser does, and writes them back escaped', async () => {
    expect(await clean('<p title="caf&eacute; &amp; &#150; &#x1F600; &copy 1 &copy=x">t</p>')).toBe('<p title="café &amp; – 😀 © 1 &amp;copy=x">t</p>');
    expect(await clean(`<p title='a"b<c>d'>t</p>`)).toBe('<p title="a&quot;b&lt;c&gt;d">t</p>');
  });

  it('uses the first of a repeated attribute, as a browser does', async () => {
    expect(await clean('<a href="/ok" href="javascript:x">a</a><a href="javascript:x" href="/ok">b</a>')).toBe('<a href="/ok">a</a><a>b</a>');
  });

  it('drops an attribute value that could close a comment or a raw-text element', async () => {
    expect(await clean('<p title="</noscript><img src=x onerror=alert(1)>">a</p><p title="--&gt;">b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('allows data: only as an image source of an image type', async () => {
    const html = '<img src="data:image/png;base64,AAAA" alt="a"><img src="data:text/html,x" alt="b"><a href="data:image/png;base64,AAAA">c</a>';
    expect(await clean(html)).toBe('<img src="data:image/png;base64,AAAA" alt="a"><img alt="b"><a>c</a>');
  });

  it('gives links target _blank only, the editor rels, and noopener noreferrer when they open a window or leave the site', async () => {
    const html =
      '<a href="https://x.example/" target="_top" rel="nofollow author">a</a><a href="/y" target="_blank">b</a>' +
      '<a href="/z" rel="UGC sponsored">c</a><a href="/w" target="name">d</a><a>e</a>';
    expect(await clean(html)).toBe(
      '<a href="https://x.example/" rel="nofollow noopener noreferrer">a</a><a href="/y" target="_blank" rel="noopener noreferrer">b</a>' +
        '<a href="/z" rel="ugc sponsored">c</a><a href="/w">d</a><a>e</a>',
    );
  });

  it('keeps YouTube embeds only, on https with no port or credentials, shown from youtube-nocookie.com, and empty', async () => {
    const html =
      '<iframe src="https://www.youtube.com/embed/a?start=3" srcdoc="x" allowfullscreen>fallback</iframe><iframe src="https://youtube-nocookie.com/embed/b"></iframe>' +
      '<iframe src="http://www.youtube.com/embed/c"></iframe><iframe src="https://www.youtube.com:8443/embed/d"></iframe>' +
      '<iframe src="https://u:p@www.youtube.com/embed/e"></iframe><iframe src="https://www.youtube.com/watch?v=f"></iframe>' +
      '<iframe src="https://www.youtube.com.evil.example/embed/g"></iframe><iframe src="javascript:x">h</iframe><p>after</p>';
    expect(await clean(html)).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/a?start=3" allowfullscreen=""></iframe><iframe src="https://www.youtube-nocookie.com/embed/b"></iframe><p>after</p>',
    );
  });

  it('makes the ad placeholder an ad slot before cleaning, so one in an attribute stays text', async () => {
    expect(await clean('<p>a</p>{{GOOGLE_AD_1}}<p>b</p>')).toBe(
      '<p>a</p><aside class="ad-slot" data-ad-slot="in-article" aria-label="Advertisement"></aside><p>b</p>',
    );
    // The slot's quotes end the alt early, as they do in the browser: what follows is attributes of
    // the image and then text, never an aside or a handler.
    expect(await clean('<img src="x" alt="{{GOOGLE_AD_1}}" title=" onerror=alert(1) ">')).toBe(
      '<img src="x" alt="&lt;aside class=" data-ad-slot="in-article" aria-label="Advertisement">" title=" onerror=alert(1) "&gt;',
    );
  });

  it('escapes < and > in text, leaving its character references as written', async () => {
    expect(await clean('a &lt;b&gt; &amp;amp; &nbsp; 3 < 4 > 2 &')).toBe('a &lt;b&gt; &amp;amp; &nbsp; 3 &lt; 4 &gt; 2 &');
    expect(await clean('<p><<script>x</script>img src=x onerror=alert(1)></p>')).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('writes text that spells a comment or CDATA as text, and drops an unclosed comment to the end', async () => {
    expect(await clean('<p>1 &lt;!-- 2 --&gt; <!-- c --> 3 <![CDATA[ x ]]> ]]&gt;</p>')).toBe('<p>1 &lt;!-- 2 --&gt;  3  ]]&gt;</p>');
    expect(await clean('<p>a</p><!-- <p>b</p>')).toBe('<p>a</p>');
  });

  it('writes nothing of a tag left unfinished at the end, or of stray end tags', async () => {
    expect(await clean('<p>a</p><img src=x onerror=alert(1)//')).toBe('<p>a</p>');
    expect(await clean('</div></article></main><p>x</p></script></>')).toBe('<p>x</p>');
  });

  it('closes what the HTML leaves open, so nothing spills onto the rest of the page', async () => {
    expect(await clean('<table><tr><td><strong>x')).toBe('<table><tr><td><strong>x</strong></td></tr></table>');
    expect(await clean('<ul><li>a<li>b</ul><em>c')).toBe('<ul><li>a<li>b</li></li></ul><em>c</em>');
    // A paragraph the browser closes itself gets no end tag, which would make an empty paragraph.
    expect(await clean('<p>one<p>two</p><div><p>three</div><p>four')).toBe('<p>one<p>two</p><div><p>three</div><p>four');
  });

  it('removes everything after an unclosed element whose content goes', async () => {
    expect(await clean('<p>a</p><form><p>b</p><img src=x onerror=alert(1)>')).toBe('<p>a</p>');
  });

  it('shows anything but a string, and an empty string, as nothing', async () => {
    for (const html of [undefined, null, 42, { html: '<p>x</p>' }, ['<p>x</p>'], '']) expect(await clean(html)).toBe('');
  });
});

/**
 * Payloads aimed at a sanitiser that writes from a tokenizer's reports rather than from a tree: text
 * that meets text across a removed element, a tag left unfinished before the page's own markup, and
 * decoded values written back into quotes. Numbered on from the corpus; each reports with top.__xss(n).
 */
const EDGE_PAYLOADS = [
  { n: 1001, name: 'a < in text meets a tag name across a removed element', html: '<<script>x</script>img src=x onerror=top.__xss(1001)>' },
  { n: 1002, name: "a tag left unfinished before the page's own markup", html: '<p>a</p><img src=x onerror=top.__xss(1002) title="' },
  { n: 1003, name: 'a reference split by a removed element', html: '&l<style></style>t;img src=x onerror=top.__xss(1003)&gt;' },
  { n: 1004, name: 'a quote made of a reference, written back into quotes', html: '<a href="/x" title="&quot;&gt;&lt;img src=x onerror=top.__xss(1004)&gt;">quote</a>' },
  { n: 1005, name: 'a script URL made of references with and without semicolons', html: '<a href="&#x6A&#97;vascript&colon;top.__xss(1005)">refs</a>' },
  { n: 1006, name: 'an unclosed raw-text element in a kept one', html: '<p><xmp><img src=x onerror=top.__xss(1006)></p><img src=x onerror=top.__xss(1006)>' },
  { n: 1007, name: 'an allowed frame whose content closes it early', html: '<iframe src="https://www.youtube.com/embed/x"><a title="</iframe><img src=x onerror=top.__xss(1007)>"></iframe>' },
];

describe('hostile upstream HTML cleaned at the edge, in Chromium', () => {
  let context: BrowserContext;
  let watch: XssWatch;

  beforeAll(async () => {
    context = await browser.newContext();
    watch = await watchXss(context, CONTENT);
  });
  afterAll(() => context?.close());
  beforeEach(() => {
    watch.hits.length = 0;
    watch.dialogs.length = 0;
    watch.followed.length = 0;
  });

  /** Exercises the content, then says what ran, what was followed, where the page went and what is left. */
  async function verdict(page: Page, url: string) {
    await exercise(page, CONTENT);
    const problems = await auditContent(page, CONTENT);
    const result = {
      ran: watch.hits.map((hit) => `#${hit.n} (in ${hit.frame})`),
      dialogs: [...watch.dialogs],
      unsafeUrlsFollowed: watch.followed.filter((followed) => !/^(https?|mailto|tel):/i.test(followed)),
      url: page.url(),
      problems,
    };
    await page.close();
    return { result, clean: { ran: [], dialogs: [], unsafeUrlsFollowed: [], url, problems: [] } };
  }

  it('catches a payload that is not cleaned, an unfinished tag too (the probe works on these pages)', async () => {
    const page = await openWith(context, '/uncleaned', '<a href="javascript:top.__xss(0)">go</a><img src=x onerror=top.__xss(0) title="');
    const { result } = await verdict(page, `${origin}/uncleaned`);
    expect(result.ran.length).toBeGreaterThan(0);
    expect(result.problems).toEqual(expect.arrayContaining([expect.stringMatching(/^script URL in href/), expect.stringMatching(/^handler onerror/)]));
  });

  const payloads = [
    ...XSS_PAYLOADS.map((payload) => ({ ...payload, label: `#${payload.n} ${payload.kind}: ${payload.name}` })),
    ...EDGE_PAYLOADS.map((payload) => ({ ...payload, label: `#${payload.n} edge: ${payload.name}` })),
  ];
  it.each(payloads)(
    'runs nothing and leaves nothing executable: $label',
    async ({ n, html }) => {
      const path = `/payload/${n}`;
      const page = await openWith(context, path, await clean(html));
      const { result, clean: expected } = await verdict(page, `${origin}${path}`);
      expect(result).toEqual(expected);
    },
  );
});

describe('a benign article cleaned at the edge, in Chromium', () => {
  let context: BrowserContext;
  let page: Page;
  let article: string;

  beforeAll(async () => {
    context = await browser.newContext();
    article = benignArticle(origin);
    page = await openWith(context, '/benign', await clean(article));
  });
  afterAll(() => context?.close());

  it('keeps its headings and anchors, lists, table, figure, quote, links with rel, the YouTube embeds and the ad slot', async () => {
    await expectBenignMarkup(page.locator(CONTENT), origin);
  });

  it('leaves what DOMPurify leaves in the browser, for the article and for markup CMS editors write', async () => {
    const inputs = [
      article,
      '<p>one<p>two</p><div><p>three</div><p>four',
      '<ul><li>a<li>b</ul><table><tr><td><strong>x</table>after',
      '<table><caption>c</caption><colgroup><col span="2"></colgroup><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td colspan="2" rowspan="1" headers="h">d</td></tr></tbody></table>',
      '<ol start="3" reversed><li>x</li></ol><p><time datetime="2024-01-01T10:00">t</time><abbr title="Twenty20">T20</abbr> <q>q</q> <mark>m</mark> <sub>1</sub><sup>2</sup></p>',
      '<p><a href="https://x.example/" target="_top" rel="nofollow author">a</a> <a href="/y" target="_blank">b</a> <a href="#top">c</a></p>',
      '<p title="caf&eacute; &amp; &#150;">x &lt; y &amp;&amp; z &gt; w &nbsp;</p><pre><code>if (a &lt; b) {}</code></pre>',
      '<div class="ad-slot cookie-banner" id="note" aria-hidden="true" data-x="1" style="position:fixed">d</div>',
      '<img src="data:image/png;base64,AAAA" alt="a" loading="lazy"><img src="data:text/html,x" alt="b">',
      '<article><section><x-card><font color="red">kept</font></x-card></section></article><!-- note --><br><hr>',
      '<iframe width="560" src="https://www.youtube.com/embed/x" frameborder="0" allow="encrypted-media" referrerpolicy="strict-origin"></iframe>',
    ];
    const compare = await context.newPage();
    await compare.route(`${origin}/compare`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>compare</title>' }));
    await compare.goto(`${origin}/compare`);
    await compare.addScriptTag({ content: browserSanitiser });
    for (const input of inputs) {
      const edge = await clean(input);
      // Both outputs parsed into an inert document and written out again, so only the DOM they make counts.
      const both = await compare.evaluate(
        ([edgeHtml, raw]) => {
          const inert = document.implementation.createHTMLDocument('');
          const dom = (html: string) => {
            const holder = inert.createElement('div');
            holder.innerHTML = html;
            return holder.innerHTML;
          };
          const sanitiser = (window as unknown as { browserSanitiser: { sanitizeHtml(html: unknown): string } }).browserSanitiser;
          return { edge: dom(edgeHtml), browser: dom(sanitiser.sanitizeHtml(raw)) };
        },
        [edge, input] as const,
      );
      expect(both.edge, input).toBe(both.browser);
    }
  });
});
