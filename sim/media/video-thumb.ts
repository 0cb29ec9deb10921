// Video thumbnails (16:9): a cricket shape, a play button, the title and a duration badge.
import { rngFor } from '../rng';
import { MOTIFS, drawMotif } from './motifs';
import { FONT, linearGradient, seededPalette, svgDoc, textBlock, wrapText } from './svg';

const W = 640;
const H = 360;

export function videoThumbSvg(seed: number, id: number, title: string): string {
  const rng = rngFor(seed, 'video-thumb', id);
  const p = seededPalette(rng);
  const duration = `${rng.int(1, 9)}:${String(rng.int(0, 59)).padStart(2, '0')}`;
  const body =
    `<defs>${linearGradient('bg', p.base, p.deep)}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    drawMotif(MOTIFS[(id + 1) % MOTIFS.length] ?? 'bat', 360, 10, 280, p.accent) +
    `<rect y="230" width="${W}" height="130" fill="#000000" opacity="0.45"/>` +
    `<circle cx="320" cy="140" r="44" fill="#ffffff" opacity="0.92"/><path d="M306 116 L346 140 L306 164 Z" fill="#dc2626"/>` +
    textBlock(wrapText(title, 40, 2), 24, 276, 26, '#ffffff', { lineHeight: 32 }) +
    `<rect x="${W - 86}" y="16" width="70" height="30" rx="6" fill="#000000" opacity="0.7"/>` +
    `<text x="${W - 51}" y="37" font-family="${FONT}" font-size="18" font-weight="700" fill="#ffffff" text-anchor="middle">${duration}</text>`;
  return svgDoc(W, H, title, body);
}
