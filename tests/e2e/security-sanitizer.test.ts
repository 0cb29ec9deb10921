// Stored XSS through CMS HTML: a corpus of hostile payloads planted in the simulator travels through
// the edge to the real SPA as articles, live-blog blocks and custom pages. Nothing may run, whatever
// a reader clicks, hovers or focuses, and the rendered content keeps nothing executable; a benign
// article still renders the markup articles need, so the sanitiser is not simply dropping it all.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageSuite } from '../support/page-suite';
import { plantArticle, plantPage } from '../support/sim-control';
import { benignArticle, expectBenignMarkup } from './benign-article';
import { auditContent, exercise, watchXss, type XssWatch } from './xss-probe';
import { PAYLOAD_CLASSES, payloadBatches, XSS_PAYLOADS, type XssPayload } from './xss-payloads';

// A site of its own: it plants hostile custom pages (About, the privacy policy) that other files read.
const suite = pageSuite();

/** Every container the SPA fills with upstream HTML on the pages below. */
const CONTENT = '.article__content, .blog__block .rich-text, .custom-page-content';
/** Article pages for the corpus: enough that a payload that breaks its page hides few others. */
const ARTICLE_BATCHES = 5;
/** Planted ids sit in a range the generated catalog never uses; each plant takes a fresh one. */
let nextId = 870_000;

/**
 * Chromium checks the page's CSP even in the inert document DOMParser builds (and DOMPurify parses
 * in one): a payload's inline styles and handlers, and its <base>, are reported there as refused,
 * though nothing in that document can run or move. Those reports are the policy stopping the payload
 * a second time, so they are expected here; any other violation (a blocked frame, image or
 * connection: something the sanitised page itself tried) is not.
 */
const PARSE_REFUSAL =
  /(script-src-attr|style-src-attr|style-src-elem) blocked \(?inline\)?|Executing inline event handler|Applying inline style|base-uri blocked|Setting the document's base URI/;

const label = (payload: XssPayload) => `#${payload.n} ${payload.kind}: ${payload.name}`;
const asSections = (payloads: readonly XssPayload[]) => payloads.map((p) => `<h2>${label(p)}</h2>\n${p.html}`).join('\n');

interface Visit {
  page: Page;
  watch: XssWatch;
  path: string;
}

/** A fresh visitor, watched from before the first script, on `path`. */
async function visit(path: string): Promise<Visit> {
  const context = await suite.visitor();
  const watch = await watchXss(context, CONTENT);
  const page = await context.newPage();
  await page.goto(suite.site.url + path);
  return { page, watch, path };
}

/** Exercises the content, then says what ran, what was followed, where the page went and what is left. */
async function verdict({ page, watch }: Visit) {
  await exercise(page, CONTENT);
  const problems = await auditContent(page, CONTENT);
  const named = (n: number) => {
    const payload = XSS_PAYLOADS.find((p) => p.n === n);
    return payload ? label(payload) : `#${n}`;
  };
  return {
    ran: watch.hits.map((hit) => `${named(hit.n)} (in ${hit.frame})`),
    dialogs: watch.dialogs,
    unsafeUrlsFollowed: watch.followed.filter((url) => !/^(https?|mailto|tel):/i.test(url)),
    url: page.url(),
    problems,
    otherCspViolations: suite.takeCspViolations().filter((line) => !PARSE_REFUSAL.test(line)),
  };
}

const clean = ({ path }: Visit) => ({ ran: [], dialogs: [], unsafeUrlsFollowed: [], url: suite.site.url + path, problems: [], otherCspViolations: [] });

async function close({ page }: Visit): Promise<void> {
  await page.context().close();
}

describe('hostile upstream HTML', () => {
  it('is a corpus of at least 60 payloads covering every class', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(XSS_PAYLOADS.map((p) => p.kind))).toEqual(new Set(PAYLOAD_CLASSES));
  });

  it.each(payloadBatches(ARTICLE_BATCHES).map((batch) => ({ batch, first: batch[0]?.n, last: batch.at(-1)?.n })))(
    'runs nothing and leaves nothing executable in an article holding payloads $first to $last',
    async ({ batch, first, last }) => {
      const planted = await plantArticle(suite.site.simUrl, { id: nextId++, title: `Payloads ${first} to ${last}`, content: asSections(batch) });
      const visited = await visit(planted.href);
      await visited.page.locator('.article__content').waitFor();
      expect(await verdict(visited)).toEqual(clean(visited));
      await close(visited);
    },
  );

  it('runs nothing and leaves nothing executable in live-blog blocks, one payload a block', async () => {
    const planted = await plantArticle(suite.site.simUrl, {
      id: nextId++,
      title: 'Payloads as live-blog blocks',
      content: '<p>Live blog</p>',
      blocks: XSS_PAYLOADS.map((p) => ({ title: label(p), body: p.html })),
    });
    const visited = await visit(`${planted.liveBlogHref}?page=liveblog`);
    // The blocks come over the blog's live topic, once the edge has polled them.
    await visited.page.locator('.blog__block').nth(XSS_PAYLOADS.length - 1).waitFor();
    expect(await visited.page.locator('.blog__block').count()).toBe(XSS_PAYLOADS.length);
    expect(await verdict(visited)).toEqual(clean(visited));
    await close(visited);
  });

  // The policy pages and the About page share one view: each takes half the corpus.
  const half = Math.ceil(XSS_PAYLOADS.length / 2);
  it.each([
    { path: '/p/privacy-policy', slug: 'privacy-policy', payloads: XSS_PAYLOADS.slice(0, half) },
    { path: '/about-us', slug: 'about-us', payloads: XSS_PAYLOADS.slice(half) },
  ])('runs nothing and leaves nothing executable on the custom page $path', async ({ path, slug, payloads }) => {
    await plantPage(suite.site.simUrl, { slug, title: 'Hostile page', content: `<p>Intro</p>\n${asSections(payloads)}` });
    const visited = await visit(path);
    await visited.page.locator('.custom-page-content').waitFor();
    expect(await verdict(visited)).toEqual(clean(visited));
    await close(visited);
  });

  it('shows FAQ answers as text, never as markup', async () => {
    const faqs = XSS_PAYLOADS.slice(0, 12).map((p) => ({ question: label(p), answer: p.html }));
    const planted = await plantArticle(suite.site.simUrl, { id: nextId++, title: 'Payloads as FAQ answers', content: '<p>FAQs below</p>', faqs });
    const visited = await visit(planted.href);
    const answers = visited.page.locator('.article__faqs details p');
    await answers.nth(faqs.length - 1).waitFor({ state: 'attached' });
    expect(await answers.count()).toBe(faqs.length);
    expect(await answers.allTextContents()).toEqual(faqs.map((f) => f.answer));
    expect(await answers.evaluateAll((els) => els.flatMap((el) => Array.from(el.children)).length)).toBe(0);
    expect(await verdict(visited)).toEqual(clean(visited));
    await close(visited);
  });
});

describe('a benign article', () => {
  it('keeps its headings and anchors, lists, table, figure, quote, links with rel, the YouTube embeds and the ad slot', async () => {
    const planted = await plantArticle(suite.site.simUrl, { id: nextId++, title: 'A benign article', content: benignArticle(suite.site.simUrl) });
    const visited = await visit(planted.href);
    const content = visited.page.locator('.article__content');
    await content.waitFor();

    await expectBenignMarkup(content, suite.site.simUrl);
    expect(await verdict(visited)).toEqual(clean(visited));
    await close(visited);
  });
});
