// Web story stills (9:16): a floodlit scene with a large cricket shape and no words. Like a real
// story photo, the picture carries no text: the viewer lays the item's title, body and source over
// it, so words drawn here would show twice and clash with the overlay.
import { rngFor } from '../rng';
import { MOTIFS, drawMotif } from './motifs';
import { linearGradient, seededPalette, svgDoc } from './svg';

const W = 540;
const H = 960;

export function storyImageSvg(seed: number, storyId: number, label: string): string {
  const rng = rngFor(seed, 'story-image', storyId);
  const p = seededPalette(rng);
  // Item ids are group * 100 + n: adding the group turns each group's cover to a different shape.
  const motif = MOTIFS[(storyId + Math.floor(storyId / 100)) % MOTIFS.length] ?? 'stumps';
  const beams = [rng.int(40, 200), rng.int(340, 500)]
    .map((x) => `<path d="M${x} 0 L${x - 160} ${H * 0.7} L${x + 160} ${H * 0.7} Z" fill="#ffffff" opacity="0.05"/>`)
    .join('');
  const content =
    `<defs>${linearGradient('bg', p.base, p.deep, true)}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    beams +
    `<circle cx="${rng.int(60, 480)}" cy="${rng.int(80, 260)}" r="${rng.int(140, 240)}" fill="${p.accent}" opacity="0.16"/>` +
    `<circle cx="${rng.int(60, 480)}" cy="${rng.int(520, 700)}" r="${rng.int(90, 160)}" fill="${p.accent}" opacity="0.1"/>` +
    // The pitch: a pale strip running into the distance, under the shape.
    `<path d="M230 470 L310 470 L380 ${H} L160 ${H} Z" fill="#d6c58f" opacity="0.18"/>` +
    drawMotif(motif, 50, 150, 440, p.accent);
  return svgDoc(W, H, label, content);
}
