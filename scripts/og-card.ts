// `npx tsx scripts/og-card.ts`: draws web/public/og-card.jpg, the 1200 × 630 card that link previews
// show for pages with no image of their own (edge/src/pages/page-head.ts). The site's brand in its
// own colours, drawn by Chromium from the HTML below; run it again after a change of brand.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SITE_NAME } from '../shared/constants';
import { launchBrowser } from '../tests/support/browser';

const out = fileURLToPath(new URL('../web/public/og-card.jpg', import.meta.url));
const html = `<!doctype html><html><body style="margin:0">
<div style="box-sizing:border-box;width:1200px;height:630px;padding:90px 96px;display:flex;flex-direction:column;justify-content:space-between;
  background:radial-gradient(circle at 85% 20%,#15664c 0,#0b3d2e 55%);color:#fff;font-family:system-ui,'Noto Sans',Arial,sans-serif">
  <div style="display:flex;align-items:center;gap:32px">
    <svg viewBox="0 0 64 64" width="150" height="150"><circle cx="32" cy="32" r="29" fill="#d21f32"/>
      <path d="M17 12c9 9 9 31 0 40M47 12c-9 9-9 31 0 40" stroke="#fff" stroke-width="2.5" fill="none" stroke-dasharray="3.5 3" stroke-linecap="round"/></svg>
    <div style="font-size:96px;font-weight:800;letter-spacing:-0.03em">${SITE_NAME}</div>
  </div>
  <div>
    <div style="font-size:46px;font-weight:700;line-height:1.25">Live scores ball by ball, news, schedules and fantasy tips</div>
    <div style="margin-top:34px;height:12px;border-radius:6px;background:linear-gradient(90deg,#d21f32,#ffc94a)"></div>
  </div>
</div></body></html>`;

const browser = await launchBrowser({ full: true });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  writeFileSync(out, await page.screenshot({ type: 'jpeg', quality: 88 }));
  console.log(out);
} finally {
  await browser.close();
}
