// Player avatars: a silhouette on the team's colours with the player's initials.
import type { SimPlayer, SimTeam } from '../world/types';
import { escapeHtml } from '../content/text';
import { FONT, initials, linearGradient, shade, svgDoc } from './svg';

export function playerAvatarSvg(player: SimPlayer, team: SimTeam | undefined): string {
  const [main, second] = team?.colors ?? ['#334155', '#94a3b8'];
  const label = initials(player.name);
  // A plain silhouette: the shirt in the team's second colour, the head one neutral tone for everyone.
  const shirt = second;
  const skin = '#e2e8f0';
  const body =
    `<defs>${linearGradient('bg', shade(main, 0.15), shade(main, -0.35), true)}<clipPath id="c"><circle cx="100" cy="100" r="100"/></clipPath></defs>` +
    `<g clip-path="url(#c)"><rect width="200" height="200" fill="url(#bg)"/>` +
    `<circle cx="100" cy="78" r="32" fill="${skin}"/>` +
    `<path d="M28 200 C28 112 172 112 172 200 Z" fill="${shirt}"/>` +
    `<path d="M86 136 L100 152 L114 136" fill="none" stroke="${shade(shirt, -0.3)}" stroke-width="5"/>` +
    `<rect y="166" width="200" height="34" fill="${shade(main, -0.55)}" opacity="0.75"/></g>` +
    `<text x="100" y="183" font-family="${FONT}" font-size="24" font-weight="800" fill="#ffffff" text-anchor="middle" dominant-baseline="central">${escapeHtml(label)}</text>`;
  return svgDoc(200, 200, player.name, body);
}
