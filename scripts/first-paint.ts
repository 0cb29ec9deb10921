// `npx tsx scripts/first-paint.ts <page URL> <out.png> [width]`: the page as a phone shows it before
// any JavaScript runs (JavaScript disabled), at 390 px unless a width is given, saved as a PNG.
// What a fan on a slow connection sees first; run it against `npm start`.
import { writeFileSync } from 'node:fs';
import { launchBrowser } from '../tests/support/browser';

const [url, out, width = '390'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: tsx scripts/first-paint.ts <page URL> <out.png> [width]');
  process.exit(2);
}

const browser = await launchBrowser({ full: true });
try {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: Number(width), height: 844 } });
  const page = await context.newPage();
  const response = await page.goto(url, { waitUntil: 'load' });
  writeFileSync(out, await page.screenshot());
  console.log(JSON.stringify({ url, status: response?.status() ?? null, title: await page.title(), png: out }));
} finally {
  await browser.close();
}
