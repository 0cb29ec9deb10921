// Helpers shared by the SVG generators: a document wrapper, escaping, text wrapping and colours.
import { escapeHtml } from '../content/text';
import type { Rng } from '../rng';

export const FONT = "'Helvetica Neue', Helvetica, Arial, sans-serif";

export function svgDoc(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(label)}">` +
    `<title>${escapeHtml(label)}</title>${body}</svg>`
  );
}

/** Greedy word wrap by character count (a fair guess at width for a sans font); the last line ends in '…' when cut. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= maxChars || current === '') {
      current = next.length > maxChars ? `${next.slice(0, maxChars - 1)}…` : next;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && current) lines.push(current);
  if (lines.length === maxLines && words.join(' ').length > lines.join(' ').length) {
    const last = lines[maxLines - 1] ?? '';
    lines[maxLines - 1] = last.length >= maxChars ? `${last.slice(0, maxChars - 1)}…` : `${last}…`;
  }
  return lines;
}

/** <text> with one <tspan> per line. */
export function textBlock(lines: string[], x: number, y: number, size: number, fill: string, opts: { weight?: number; anchor?: 'start' | 'middle' | 'end'; lineHeight?: number } = {}): string {
  const lh = opts.lineHeight ?? size * 1.2;
  const spans = lines.map((l, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : lh}">${escapeHtml(l)}</tspan>`).join('');
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${opts.weight ?? 700}" fill="${fill}" text-anchor="${opts.anchor ?? 'start'}">${spans}</text>`;
}

/** Up to three initials: 'Rohit Sharma' is 'RS'. */
export function initials(name: string): string {
  const parts = name.split(/[\s.-]+/).filter(Boolean);
  const letters = parts.length > 1 ? parts.map((p) => p.charAt(0)) : [name.slice(0, 2)];
  return letters.slice(0, 3).join('').toUpperCase();
}

function channels(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.split('').map((c) => c + c).join('') : h.padEnd(6, '0').slice(0, 6);
  const n = Number.parseInt(full, 16);
  return Number.isNaN(n) ? [128, 128, 128] : [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Lighter (amount > 0) or darker (amount < 0) by mixing with white or black. */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const t = Math.min(1, Math.abs(amount));
  const mixed = channels(hex).map((c) => Math.round(c + (target - c) * t));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Black or white text, whichever reads better on the colour. */
export function inkOn(hex: string): string {
  const [r, g, b] = channels(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#111827' : '#ffffff';
}

export function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;
}

/** Two related colours from a seed: a deep base and a brighter accent. */
export function seededPalette(rng: Rng): { base: string; deep: string; accent: string; hue: number } {
  const hue = rng.int(0, 359);
  return { hue, base: hsl(hue, 55, 32), deep: hsl(hue + 20, 60, 16), accent: hsl(hue + 150, 75, 58) };
}

export function linearGradient(id: string, from: string, to: string, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}
