// Article images (16:9): abstract cricket art varied by article id (a stadium, ball, bat or stumps on
// a seeded gradient), so every card on a list looks different. Like a real photo, the picture carries
// no words: every page prints the headline and the article's type beside it, so words drawn here
// would be read twice (and could not be read at a card's size). The headline is the drawing's
// accessible title only.
import { rngFor } from '../rng';
import { MOTIFS, drawMotif } from './motifs';
import { linearGradient, seededPalette, svgDoc } from './svg';

const W = 1200;
const H = 675;

export function articleImageSvg(seed: number, id: number, title: string): string {
  const rng = rngFor(seed, 'article-image', id);
  const p = seededPalette(rng);
  const motif = MOTIFS[id % MOTIFS.length] ?? 'ball';
  const stripes = Array.from({ length: 5 }, (_, i) => `<rect x="${-200 + i * 150 + rng.int(0, 60)}" y="-100" width="${rng.int(20, 70)}" height="${H + 200}" fill="#ffffff" opacity="0.05" transform="rotate(${rng.int(15, 35)} 600 337)"/>`).join('');
  const body =
    `<defs>${linearGradient('bg', p.base, p.deep)}${linearGradient('shade', 'rgba(0,0,0,0)', 'rgba(0,0,0,0.35)', true)}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>${stripes}` +
    `<circle cx="${rng.int(100, 400)}" cy="${rng.int(60, 200)}" r="${rng.int(90, 180)}" fill="${p.accent}" opacity="0.18"/>` +
    `<circle cx="${rng.int(200, 600)}" cy="${rng.int(420, 620)}" r="${rng.int(60, 140)}" fill="${p.accent}" opacity="0.1"/>` +
    // The pitch, running into the distance under the shape.
    `<path d="M${rng.int(420, 520)} ${H * 0.55} L${rng.int(600, 680)} ${H * 0.55} L${rng.int(760, 860)} ${H} L${rng.int(300, 400)} ${H} Z" fill="#d6c58f" opacity="0.14"/>` +
    drawMotif(motif, rng.int(560, 680), 40, 500, p.accent) +
    `<rect y="${H * 0.6}" width="${W}" height="${H * 0.4}" fill="url(#shade)"/>`;
  return svgDoc(W, H, title, body);
}
