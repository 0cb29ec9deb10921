// Team crests from the team's colours and short name: a shield, a roundel or a pennant-topped
// crest, chosen by the team id so each team keeps its look.
import { escapeHtml } from '../content/text';
import { rngFor } from '../rng';
import type { SimTeam } from '../world/types';
import { FONT, inkOn, shade, svgDoc } from './svg';

const SIZE = 200;

/** The whole short name ('ENG-W', not 'ENG-'), its size cut down until it fits `maxWidth`. */
function letters(short: string, x: number, y: number, fill: string, maxWidth: number): string {
  const text = short.toUpperCase();
  const size = Math.min(64, Math.floor(maxWidth / (text.length * 0.62)));
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="800" fill="${fill}" text-anchor="middle" dominant-baseline="central" letter-spacing="1">${escapeHtml(text)}</text>`;
}

export function teamLogoSvg(seed: number, team: SimTeam): string {
  const [main, second] = team.colors;
  const rng = rngFor(seed, 'logo', team.team_id);
  const style = rng.pick(['shield', 'roundel', 'crest'] as const);
  const ink = inkOn(main) === inkOn(second) ? inkOn(main) : second;
  let body: string;
  if (style === 'shield') {
    const d = 'M100 8 L186 36 V98 C186 148 148 180 100 194 C52 180 14 148 14 98 V36 Z';
    body =
      `<path d="${d}" fill="${main}" stroke="${second}" stroke-width="8"/>` +
      `<path d="M22 150 L178 62" stroke="${shade(main, -0.25)}" stroke-width="26" opacity="0.55"/>` +
      letters(team.short_name, 100, 104, ink, 140);
  } else if (style === 'roundel') {
    body =
      `<circle cx="100" cy="100" r="94" fill="${second}"/>` +
      `<circle cx="100" cy="100" r="80" fill="${main}"/>` +
      `<circle cx="100" cy="100" r="66" fill="none" stroke="${second}" stroke-width="3" stroke-dasharray="6 5"/>` +
      letters(team.short_name, 100, 100, ink, 118);
  } else {
    body =
      `<path d="M30 40 H170 V120 C170 160 136 186 100 196 C64 186 30 160 30 120 Z" fill="${main}" stroke="${second}" stroke-width="7"/>` +
      `<path d="M56 14 L72 34 L100 10 L128 34 L144 14 L150 44 H50 Z" fill="${second}"/>` +
      letters(team.short_name, 100, 114, ink, 120);
  }
  return svgDoc(SIZE, SIZE, `${team.name} logo`, body);
}
