// Web story stills (9:16): a tall gradient with a cricket shape, the group title and the item title.
import { escapeHtml } from '../content/text';
import { rngFor } from '../rng';
import { MOTIFS, drawMotif } from './motifs';
import { FONT, linearGradient, seededPalette, svgDoc, textBlock, wrapText } from './svg';

const W = 540;
const H = 960;

export function storyImageSvg(seed: number, storyId: number, groupTitle: string, title: string, body: string): string {
  const rng = rngFor(seed, 'story-image', storyId);
  const p = seededPalette(rng);
  const motif = MOTIFS[storyId % MOTIFS.length] ?? 'stumps';
  const titleLines = wrapText(title, 18, 3);
  const bodyLines = wrapText(body, 30, 4);
  const content =
    `<defs>${linearGradient('bg', p.base, p.deep, true)}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<circle cx="${rng.int(60, 480)}" cy="${rng.int(80, 300)}" r="${rng.int(120, 220)}" fill="${p.accent}" opacity="0.15"/>` +
    drawMotif(motif, 70, 170, 400, p.accent) +
    textBlock(wrapText(groupTitle, 32, 2), 40, 80, 24, p.accent, { weight: 700 }) +
    textBlock(titleLines, 40, 640, 46, '#ffffff', { lineHeight: 54 }) +
    textBlock(bodyLines, 40, 660 + titleLines.length * 54, 24, '#e5e7eb', { weight: 400, lineHeight: 32 }) +
    `<text x="40" y="${H - 40}" font-family="${FONT}" font-size="18" font-weight="700" fill="#ffffff" opacity="0.7">${escapeHtml('WEB STORY')}</text>`;
  return svgDoc(W, H, title, content);
}
