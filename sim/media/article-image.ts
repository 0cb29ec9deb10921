// Article images (16:9): abstract cricket art varied by article id (a stadium, ball, bat or stumps on
// a seeded gradient) with the headline over it, so every card on a list looks different.
import { escapeHtml } from '../content/text';
import { rngFor } from '../rng';
import { MOTIFS, drawMotif } from './motifs';
import { FONT, linearGradient, seededPalette, svgDoc, textBlock, wrapText } from './svg';

const W = 1200;
const H = 675;

export function articleImageSvg(seed: number, id: number, title: string, label: string): string {
  const rng = rngFor(seed, 'article-image', id);
  const p = seededPalette(rng);
  const motif = MOTIFS[id % MOTIFS.length] ?? 'ball';
  const stripes = Array.from({ length: 5 }, (_, i) => `<rect x="${-200 + i * 150 + rng.int(0, 60)}" y="-100" width="${rng.int(20, 70)}" height="${H + 200}" fill="#ffffff" opacity="0.05" transform="rotate(${rng.int(15, 35)} 600 337)"/>`).join('');
  const lines = wrapText(title, 34, 3);
  const textTop = H - 70 - (lines.length - 1) * 56;
  const pillWidth = label.length * 13 + 36;
  const body =
    `<defs>${linearGradient('bg', p.base, p.deep)}${linearGradient('shade', 'rgba(0,0,0,0)', 'rgba(0,0,0,0.75)', true)}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>${stripes}` +
    `<circle cx="${rng.int(100, 400)}" cy="${rng.int(60, 200)}" r="${rng.int(90, 180)}" fill="${p.accent}" opacity="0.18"/>` +
    drawMotif(motif, 640, 20, 520, p.accent) +
    `<rect y="${H * 0.4}" width="${W}" height="${H * 0.6}" fill="url(#shade)"/>` +
    `<rect x="60" y="${textTop - 92}" width="${pillWidth}" height="40" rx="20" fill="${p.accent}"/>` +
    `<text x="${60 + pillWidth / 2}" y="${textTop - 66}" font-family="${FONT}" font-size="20" font-weight="800" fill="#111827" text-anchor="middle">${escapeHtml(label.toUpperCase())}</text>` +
    textBlock(lines, 60, textTop, 50, '#ffffff', { lineHeight: 56 });
  return svgDoc(W, H, title, body);
}
