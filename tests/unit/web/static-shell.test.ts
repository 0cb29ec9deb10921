import { describe, expect, it } from 'vitest';
import { shellHtml } from '../../../web/build/static-shell';
import { SITE_LINKS } from '../../../web/src/components/site-links';

/** The [text, href] of every link inside the first element of `tag` with `aria-label`. */
function linksOf(html: string, tag: string, label: string): [string, string][] {
  const start = html.indexOf(`<${tag} class`);
  const open = html.indexOf(`aria-label="${label}"`, start);
  const region = html.slice(open, html.indexOf(`</${tag}>`, open));
  return [...region.matchAll(/<a href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map((m) => [m[2]!.replace(/<[^>]+>/g, '').trim(), m[1]!]);
}

describe('the static shell', () => {
  it("carries the chrome's navigation, so links work before any script runs", () => {
    const html = shellHtml();
    const main = linksOf(html, 'nav', 'Main');
    expect(main).toEqual([...SITE_LINKS.top.map((l) => [l.label, l.to]), ['More', '/more-categories']]);
    expect(linksOf(html, 'nav', 'Quick links')).toEqual(SITE_LINKS.bottom.map((l) => [l.hint ? `${l.label} ${l.hint}` : l.label, l.to]));
    expect(html).toContain('<a href="/login" class="account-button">');
    expect(html).toContain('<main id="main-content" class="content" tabindex="-1">');
  });

  it('styles nothing inline, which the Content-Security-Policy would refuse', () => {
    expect(shellHtml()).not.toMatch(/\sstyle=|<style/);
  });
});
