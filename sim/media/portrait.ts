// Portraits for people who are not players: authors and team members. Colour from the name, so a
// person keeps the same colour everywhere.
import { escapeHtml } from '../content/text';
import { hashString } from '../rng';
import { FONT, hsl, initials, svgDoc } from './svg';

export function portraitSvg(name: string, role: string): string {
  const hue = hashString(name) % 360;
  const body =
    `<defs><clipPath id="c"><circle cx="200" cy="200" r="200"/></clipPath></defs>` +
    `<g clip-path="url(#c)"><rect width="400" height="400" fill="${hsl(hue, 45, 38)}"/>` +
    `<circle cx="320" cy="70" r="120" fill="${hsl(hue + 40, 60, 55)}" opacity="0.35"/>` +
    `<circle cx="200" cy="150" r="66" fill="${hsl(hue, 30, 82)}"/>` +
    `<path d="M56 400 C56 270 344 270 344 400 Z" fill="${hsl(hue, 30, 82)}"/></g>` +
    `<text x="200" y="352" font-family="${FONT}" font-size="64" font-weight="800" fill="${hsl(hue, 50, 22)}" text-anchor="middle" dominant-baseline="central">${escapeHtml(initials(name))}</text>`;
  return svgDoc(400, 400, `${name}, ${role}`, body);
}
