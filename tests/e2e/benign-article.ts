// An article body with everything real CMS articles hold (see sim/content/article-body.ts and
// fantasy.ts): anchored headings for the table of contents, lists, a stats table, a figure, a pull
// quote, outside and site links, YouTube embeds and the {{GOOGLE_AD_1}} ad placeholder.
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

export function benignArticle(simUrl: string): string {
  return [
    '<p><strong>Toss</strong>: the visitors chose to <em>bowl first</em>.</p>',
    '{{GOOGLE_AD_1}}',
    '<h2 id="match-info">Match Details</h2>',
    '<p>Full <a href="https://stats.example.com/scorecard" target="_blank">scorecard</a> and <a href="https://records.example.com/">records</a>.</p>',
    '<h3>Key points</h3>',
    '<ul><li>Dew after dark</li><li>A short boundary</li></ul>',
    '<ol><li>Check the points table</li><li>Build your fantasy team</li></ol>',
    '<table><thead><tr><th>Player</th><th>Runs</th></tr></thead><tbody><tr><td>A. Batter</td><td>54</td></tr><tr><td>B. Hitter</td><td>31</td></tr></tbody></table>',
    `<figure><img src="${simUrl}/media/articles/3400.svg" alt="The ground" width="960" height="540"><figcaption>The ground at dusk</figcaption></figure>`,
    '<blockquote><p>We trusted our plans.</p><cite>The captain</cite></blockquote>',
    '<h2 id="pitch-report">Pitch Report</h2>',
    '<p>Brought to you by our <a href="https://sponsor.example.com/" target="_blank" rel="sponsored">sponsor</a>. Read <a href="/cricket-news">more news</a> or <a href="mailto:desk@example.com">write to us</a>.</p>',
    '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Highlights" frameborder="0" allow="encrypted-media; picture-in-picture" allowfullscreen></iframe>',
    '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?start=30" title="Interview" allowfullscreen></iframe>',
  ].join('\n');
}

/**
 * What a sanitiser must leave of benignArticle(mediaOrigin) in `content` (the element showing it):
 * its headings and anchors, lists, table, figure, quote, links with their rel, the YouTube embeds on
 * youtube-nocookie.com and the ad slot.
 */
export async function expectBenignMarkup(content: Locator, mediaOrigin: string): Promise<void> {
  expect(await content.locator('h2').evaluateAll((els) => els.map((el) => [el.id, el.textContent]))).toEqual([
    ['match-info', 'Match Details'],
    ['pitch-report', 'Pitch Report'],
  ]);
  expect(await content.locator('h3').textContent()).toBe('Key points');
  expect(await content.locator('ul > li').allTextContents()).toEqual(['Dew after dark', 'A short boundary']);
  expect(await content.locator('ol > li').count()).toBe(2);
  expect(await content.locator('table thead th').allTextContents()).toEqual(['Player', 'Runs']);
  expect(await content.locator('table tbody tr').count()).toBe(2);
  expect(await content.locator('figure img').evaluate((img) => [img.getAttribute('src'), img.getAttribute('alt'), img.getAttribute('width')])).toEqual([
    `${mediaOrigin}/media/articles/3400.svg`,
    'The ground',
    '960',
  ]);
  expect(await content.locator('figure figcaption').textContent()).toBe('The ground at dusk');
  expect(await content.locator('blockquote cite').textContent()).toBe('The captain');
  expect(await content.locator('p strong').textContent()).toBe('Toss');
  expect(await content.locator('p em').textContent()).toBe('bowl first');
  const links = await content.locator('a').evaluateAll((els) => els.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]));
  expect(links).toEqual([
    ['scorecard', 'https://stats.example.com/scorecard', '_blank', 'noopener noreferrer'],
    ['records', 'https://records.example.com/', null, 'noopener noreferrer'],
    ['sponsor', 'https://sponsor.example.com/', '_blank', 'sponsored noopener noreferrer'],
    ['more news', '/cricket-news', null, null],
    ['write to us', 'mailto:desk@example.com', null, 'noopener noreferrer'],
  ]);
  expect(await content.locator('iframe').evaluateAll((els) => els.map((f) => [f.getAttribute('src'), f.hasAttribute('allowfullscreen')]))).toEqual([
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', true],
    // Shown from youtube-nocookie.com, the one frame host the CSP allows.
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30', true],
  ]);
  const ad = content.locator('aside.ad-slot');
  expect(await ad.evaluateAll((els) => els.map((el) => [el.getAttribute('data-ad-slot'), el.getAttribute('aria-label')]))).toEqual([['in-article', 'Advertisement']]);
  expect(await content.textContent()).not.toContain('{{GOOGLE_AD_1}}');
}
