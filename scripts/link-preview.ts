// `npx tsx scripts/link-preview.ts <page URL> <out.png>`: the card a chat app would show for a link,
// drawn from the page's Open Graph tags (og:title, og:description, og:image, og:site_name, with the
// twitter:* and <title> fallbacks), rendered in Chromium and saved as a PNG. For looking at what
// the edge writes into a page's head (edge/src/pages); run it against `npm start`.
import { writeFileSync } from 'node:fs';
import { escapeHtml } from '../edge/src/pages/page-head';
import { launchBrowser } from '../tests/support/browser';
import { readPageHead } from '../tests/support/page-head';

const [url, out] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: tsx scripts/link-preview.ts <page URL> <out.png>');
  process.exit(2);
}

const response = await fetch(url);
const head = readPageHead(await response.text());
const card = {
  site: head.meta['og:site_name'] ?? new URL(url).hostname,
  title: head.meta['og:title'] ?? head.meta['twitter:title'] ?? head.title,
  description: head.meta['og:description'] ?? head.meta['twitter:description'] ?? head.description ?? '',
  image: head.meta['og:image'] ?? head.meta['twitter:image'] ?? null,
};

const html = `<!doctype html><meta charset="utf-8"><style>
  body { margin: 0; padding: 24px; background: #e5ddd5; font: 15px/1.35 system-ui, sans-serif; }
  .bubble { width: 380px; background: #dcf8c6; border-radius: 10px; padding: 6px; box-shadow: 0 1px 1px rgb(0 0 0 / .15); }
  .card { background: #f0f0f0; border-radius: 8px; overflow: hidden; border-left: 4px solid #0b3d2e; }
  .card img { display: block; width: 100%; aspect-ratio: 1200 / 630; object-fit: cover; background: #ccc; }
  .text { padding: 8px 10px; }
  .site { color: #667; font-size: 12px; text-transform: uppercase; }
  .title { font-weight: 600; margin: 2px 0; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
  .desc { color: #444; font-size: 13px; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
  .link { color: #027eb5; font-size: 13px; padding: 6px 4px 2px; word-break: break-all; }
</style>
<div class="bubble"><div class="card">
  ${card.image ? `<img src="${escapeHtml(card.image)}" alt="">` : ''}
  <div class="text"><div class="site">${escapeHtml(card.site)}</div><div class="title">${escapeHtml(card.title)}</div>
  <div class="desc">${escapeHtml(card.description)}</div></div>
</div><div class="link">${escapeHtml(url)}</div></div>`;

const browser = await launchBrowser({ full: true });
try {
  const page = await browser.newPage({ viewport: { width: 440, height: 600 } });
  await page.setContent(html, { waitUntil: 'load' });
  writeFileSync(out, await page.locator('.bubble').screenshot());
  console.log(JSON.stringify({ url, status: response.status, ...card, png: out }));
} finally {
  await browser.close();
}
