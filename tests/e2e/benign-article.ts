// An article body with everything real CMS articles hold (see sim/content/article-body.ts and
// fantasy.ts): anchored headings for the table of contents, lists, a stats table, a figure, a pull
// quote, outside and site links, YouTube embeds and the {{GOOGLE_AD_1}} ad placeholder.
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
