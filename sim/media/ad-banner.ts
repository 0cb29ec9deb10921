// House ad banners in their slot sizes: gradient, headline, a line of copy, a button and the 'Ad' mark.
// Leaderboards (wide) put the art left and the button right; boxes stack text over art and button.
import type { AdArt } from '../content/ads';
import { drawMotif } from './motifs';
import { FONT, inkOn, linearGradient, shade, svgDoc, textBlock, wrapText } from './svg';

/** Characters that fit in `room` pixels at ~0.56 em per character. */
function charsFor(room: number, size: number): number {
  return Math.max(8, Math.floor(room / (size * 0.56)));
}

function button(x: number, y: number, w: number, h: number, fill: string): string {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}"/>` +
    `<text x="${x + w / 2}" y="${y + h * 0.66}" font-family="${FONT}" font-size="${Math.round(h * 0.46)}" font-weight="800" fill="${inkOn(fill)}" text-anchor="middle">Open</text>`
  );
}

export function adBannerSvg(name: string, art: AdArt): string {
  const { width: w, height: h, colors } = art;
  const [base, accent] = colors;
  const wide = w / h > 2.5;
  let content: string;
  if (wide && w < 500) {
    // A phone banner (320 × 100): no room beside the text for the button, so it goes under it.
    const head = Math.round(h * 0.2);
    const sub = Math.round(head * 0.6);
    const x = h * 0.85;
    const room = w - x - 12;
    content =
      drawMotif('ball', h * 0.08, h * 0.2, h * 0.6, accent) +
      textBlock(wrapText(art.headline, charsFor(room, head), 1), x, h * 0.36, head, '#ffffff') +
      textBlock(wrapText(art.sub, charsFor(room, sub), 1), x, h * 0.36 + head * 1.1, sub, shade(accent, 0.3), { weight: 500 }) +
      button(x, h * 0.64, h * 0.8, h * 0.24, accent);
  } else if (wide) {
    const head = Math.round(h * 0.3);
    const sub = Math.round(head * 0.55);
    const x = h * 1.1;
    const room = w - x - h * 2.1;
    content =
      drawMotif('ball', h * 0.05, 0, h, accent) +
      textBlock(wrapText(art.headline, charsFor(room, head), 1), x, h * 0.46, head, '#ffffff') +
      textBlock(wrapText(art.sub, charsFor(room, sub), 1), x, h * 0.46 + head * 1.15, sub, shade(accent, 0.3), { weight: 500 }) +
      button(w - h * 1.9, h * 0.28, h * 1.6, h * 0.44, accent);
  } else {
    const head = Math.round(w * 0.085);
    const sub = Math.round(head * 0.55);
    const x = w * 0.08;
    const headLines = wrapText(art.headline, charsFor(w * 0.84, head), 2);
    const subY = h * 0.3 + headLines.length * head * 1.15;
    content =
      drawMotif('stumps', w * 0.62, h * 0.5, Math.min(w, h) * 0.45, accent) +
      textBlock(headLines, x, h * 0.3, head, '#ffffff', { lineHeight: head * 1.15 }) +
      textBlock(wrapText(art.sub, charsFor(w * 0.55, sub), 2), x, subY, sub, shade(accent, 0.3), { weight: 500, lineHeight: sub * 1.25 }) +
      button(x, h * 0.78, w * 0.34, h * 0.12, accent);
  }
  const body =
    `<defs>${linearGradient('bg', base, shade(base, -0.4))}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    content +
    `<rect x="${w - 34}" y="4" width="30" height="16" rx="3" fill="#ffffff" opacity="0.85"/><text x="${w - 19}" y="16" font-family="${FONT}" font-size="11" font-weight="700" fill="#111827" text-anchor="middle">Ad</text>`;
  return svgDoc(w, h, `${art.headline} (${name})`, body);
}
