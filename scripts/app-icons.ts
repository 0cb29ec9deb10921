// `npx tsx scripts/app-icons.ts`: draws the home-screen icons of the web app manifest
// (web/public/manifest.webmanifest) and the notification badge from the brand's ball
// (web/public/favicon.svg): a fan who installs the site gets its mark on the home screen, and iOS
// delivers web push only to a site so installed. Run it again after a change of brand.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = fileURLToPath(new URL('../web/public/icons/', import.meta.url));
const GREEN = '#0b3d2e';
const ball = (size: number, inset: number) => {
  const r = (size - 2 * inset) / 2;
  const c = size / 2;
  const s = (2 * r) / 60;
  return `<circle cx="${c}" cy="${c}" r="${r}" fill="#c8102e"/>
    <g transform="translate(${c - 32 * s} ${c - 32 * s}) scale(${s})"><path d="M14 20c10 6 26 6 36 0M14 44c10-6 26-6 36 0" stroke="#fff" stroke-width="3" fill="none" stroke-dasharray="3 3"/></g>`;
};
const svg = (size: number, body: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>`);

const icons: Record<string, Buffer> = {
  // Any shape: the ball on a rounded tile of the brand's green.
  'icon-192.png': svg(192, `<rect width="192" height="192" rx="40" fill="${GREEN}"/>${ball(192, 26)}`),
  'icon-512.png': svg(512, `<rect width="512" height="512" rx="104" fill="${GREEN}"/>${ball(512, 70)}`),
  // Maskable: full bleed, the ball inside the safe zone (the middle 80%), for launchers that cut their own shape.
  'maskable-512.png': svg(512, `<rect width="512" height="512" fill="${GREEN}"/>${ball(512, 120)}`),
  // iOS rounds the corners itself.
  'apple-touch-icon.png': svg(180, `<rect width="180" height="180" fill="${GREEN}"/>${ball(180, 28)}`),
  // Android draws a notification's badge from its alpha alone: the ball's outline and seams in white.
  'badge-96.png': svg(96, `<circle cx="48" cy="48" r="40" fill="none" stroke="#fff" stroke-width="8"/><path d="M24 34c13 8 35 8 48 0M24 62c13-8 35-8 48 0" stroke="#fff" stroke-width="6" fill="none"/>`),
};

mkdirSync(out, { recursive: true });
for (const [name, source] of Object.entries(icons)) {
  await sharp(source).png({ compressionLevel: 9 }).toFile(`${out}${name}`);
  console.log(`${out}${name}`);
}
