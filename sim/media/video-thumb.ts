// Video thumbnails (16:9): a cricket shape and a duration badge. No play button or title: like a
// real thumbnail, the picture is the picture, and every page draws its own play button and title.
import { rngFor } from '../rng';
import { MOTIFS, drawMotif } from './motifs';
import { FONT, linearGradient, seededPalette, svgDoc } from './svg';

const W = 640;
const H = 360;

export function videoThumbSvg(seed: number, id: number, title: string): string {
  const rng = rngFor(seed, 'video-thumb', id);
  const p = seededPalette(rng);
  const duration = `${rng.int(1, 9)}:${String(rng.int(0, 59)).padStart(2, '0')}`;
  const body =
    `<defs>${linearGradient('bg', p.base, p.deep)}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<circle cx="${rng.int(40, 280)}" cy="${rng.int(40, 320)}" r="${rng.int(90, 170)}" fill="${p.accent}" opacity="0.14"/>` +
    drawMotif(MOTIFS[(id + 1) % MOTIFS.length] ?? 'bat', 180, 20, 320, p.accent) +
    `<rect x="${W - 86}" y="${H - 46}" width="70" height="30" rx="6" fill="#000000" opacity="0.75"/>` +
    `<text x="${W - 51}" y="${H - 25}" font-family="${FONT}" font-size="18" font-weight="700" fill="#ffffff" text-anchor="middle">${duration}</text>`;
  return svgDoc(W, H, title, body);
}
