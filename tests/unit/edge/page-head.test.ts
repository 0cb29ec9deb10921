import { describe, expect, it } from 'vitest';
import { SITE_NAME } from '../../../shared/constants';
import { escapeHtml, headTags, plainText, scriptJson } from '../../../edge/src/pages/page-head';
import { fitText, withSiteName } from '../../../shared/format/page-title';
import { escapeXml, newsUrlSet, urlSet } from '../../../edge/src/pages/sitemap-xml';
import { expectWellFormedXml } from '../../support/xml';

describe('fitText', () => {
  it('keeps text that fits, with its whitespace collapsed', () => {
    expect(fitText('  India   vs\nAustralia ', 70)).toBe('India vs Australia');
  });

  it('cuts at a word boundary, never inside a word, and marks the cut', () => {
    const text = 'Pakistan vs West Indies Live Score Updates, 4431st Match, Pakistan T20I Quadrangular Series';
    const fitted = fitText(text, 60);
    expect(fitted.length).toBeLessThanOrEqual(60);
    expect(fitted.endsWith('…')).toBe(true);
    const kept = fitted.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    // The next character of the original after the kept part is a space or punctuation: no word was cut.
    expect(text[kept.length]).toMatch(/[\s,]/);
  });

  it('drops trailing punctuation before the mark', () => {
    expect(fitText('One two three, four five six seven', 16)).toBe('One two three…');
  });
});

describe('withSiteName', () => {
  it("adds ' | Cricket Edge' once", () => {
    expect(withSiteName('Cricket News')).toBe(`Cricket News | ${SITE_NAME}`);
    expect(withSiteName(`${SITE_NAME}: Live Scores`)).toBe(`${SITE_NAME}: Live Scores`);
  });
});

describe('escaping', () => {
  it('escapes text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('writes JSON that cannot end or change its script element, and reads back unchanged', () => {
    const value = { title: '</script><script>alert(1)</script><!-- & \u2028\u2029 >' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('reads the plain text of an HTML fragment', () => {
    expect(plainText('<p>Kohli&nbsp;<strong>100*</strong> &amp; Rohit</p>')).toBe('Kohli 100* & Rohit');
  });

  it('puts hostile values into head tags as inert text', () => {
    const tags = headTags({
      title: '"><script>x</script>',
      description: "' onload='x",
      canonical: 'http://site/a?b=1&c=2',
      image: null,
      ogType: 'website',
      structuredData: [{ name: '</script><script>x</script>' }],
    });
    expect(tags).not.toContain('<script>x');
    expect(tags).toContain('content="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(tags).toContain('href="http://site/a?b=1&amp;c=2"');
    expect(tags.match(/<script/g)).toHaveLength(1);
  });
});

describe('sitemap XML', () => {
  it('escapes values and drops characters XML cannot hold', () => {
    expect(escapeXml(`a&b<c>"d'\u0001`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });

  it('writes well-formed url sets, each URL once', () => {
    const body = urlSet([
      { loc: 'http://s/a?x=1&y=2', lastmod: '2026-11-25T00:00:00.000Z' },
      { loc: 'http://s/a?x=1&y=2' },
      { loc: 'http://s/b' },
    ]);
    expectWellFormedXml(body);
    expect(body.match(/<url>/g)).toHaveLength(2);
  });

  it('writes well-formed news url sets with hostile titles', () => {
    const body = newsUrlSet([{ loc: 'http://s/a', title: '</news:title><x>&', published: '2026-11-25T00:00:00.000Z' }], {
      name: SITE_NAME,
      language: 'en',
    });
    expectWellFormedXml(body);
    expect(body).toContain('<news:title>&lt;/news:title&gt;&lt;x&gt;&amp;</news:title>');
  });
});
