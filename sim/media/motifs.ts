// Cricket shapes for backgrounds: a stadium, a ball, a bat and stumps. Each draws into a square of
// `size` at (x, y), so article, story and video images can place them anywhere.

export type Motif = 'stadium' | 'ball' | 'bat' | 'stumps';
export const MOTIFS: readonly Motif[] = ['stadium', 'ball', 'bat', 'stumps'];

function stadium(x: number, y: number, s: number, accent: string): string {
  const cx = x + s / 2;
  const cy = y + s / 2;
  const lights = [0.12, 0.88]
    .map((f) => {
      const lx = x + s * f;
      return `<line x1="${lx}" y1="${y + s * 0.1}" x2="${lx}" y2="${y + s * 0.42}" stroke="#e5e7eb" stroke-width="${s * 0.012}"/><rect x="${lx - s * 0.04}" y="${y + s * 0.06}" width="${s * 0.08}" height="${s * 0.05}" fill="#fef9c3"/>`;
    })
    .join('');
  return (
    `<ellipse cx="${cx}" cy="${cy + s * 0.12}" rx="${s * 0.48}" ry="${s * 0.3}" fill="none" stroke="${accent}" stroke-width="${s * 0.05}" opacity="0.7"/>` +
    `<ellipse cx="${cx}" cy="${cy + s * 0.12}" rx="${s * 0.4}" ry="${s * 0.23}" fill="#15803d"/>` +
    `<ellipse cx="${cx}" cy="${cy + s * 0.12}" rx="${s * 0.24}" ry="${s * 0.13}" fill="none" stroke="#ffffff" stroke-width="${s * 0.006}" opacity="0.7"/>` +
    `<rect x="${cx - s * 0.025}" y="${cy + s * 0.02}" width="${s * 0.05}" height="${s * 0.2}" fill="#d6c58f"/>` +
    lights
  );
}

function ball(x: number, y: number, s: number): string {
  const cx = x + s / 2;
  const cy = y + s / 2;
  const r = s * 0.36;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#b91c1c"/>` +
    `<circle cx="${cx - r * 0.35}" cy="${cy - r * 0.35}" r="${r * 0.35}" fill="#ffffff" opacity="0.12"/>` +
    `<path d="M${cx - r * 0.25} ${cy - r * 0.97} Q${cx + r * 0.35} ${cy} ${cx - r * 0.25} ${cy + r * 0.97}" fill="none" stroke="#fef3c7" stroke-width="${s * 0.012}" stroke-dasharray="${s * 0.02} ${s * 0.015}"/>` +
    `<path d="M${cx - r * 0.05} ${cy - r} Q${cx + r * 0.55} ${cy} ${cx - r * 0.05} ${cy + r}" fill="none" stroke="#fef3c7" stroke-width="${s * 0.012}" stroke-dasharray="${s * 0.02} ${s * 0.015}"/>`
  );
}

function bat(x: number, y: number, s: number): string {
  const cx = x + s / 2;
  const cy = y + s / 2;
  const grips = [0, 1, 2, 3].map((i) => `<rect x="${-s * 0.03}" y="${-s * 0.44 + i * s * 0.05}" width="${s * 0.06}" height="${s * 0.02}" fill="#1f2937"/>`).join('');
  return (
    `<g transform="translate(${cx} ${cy}) rotate(-35)">` +
    `<rect x="${-s * 0.025}" y="${-s * 0.46}" width="${s * 0.05}" height="${s * 0.26}" rx="${s * 0.02}" fill="#374151"/>${grips}` +
    `<rect x="${-s * 0.08}" y="${-s * 0.22}" width="${s * 0.16}" height="${s * 0.66}" rx="${s * 0.05}" fill="#e9c98b"/>` +
    `<rect x="${-s * 0.02}" y="${-s * 0.18}" width="${s * 0.04}" height="${s * 0.58}" rx="${s * 0.02}" fill="#d4a95e" opacity="0.7"/>` +
    `</g>${ball(x + s * 0.62, y + s * 0.62, s * 0.3)}`
  );
}

function stumps(x: number, y: number, s: number): string {
  const base = y + s * 0.88;
  const top = y + s * 0.2;
  const sticks = [-1, 0, 1]
    .map((i) => `<rect x="${x + s / 2 + i * s * 0.11 - s * 0.025}" y="${top}" width="${s * 0.05}" height="${base - top}" rx="${s * 0.015}" fill="#fef3c7"/>`)
    .join('');
  const bails = [-1, 1].map((i) => `<rect x="${x + s / 2 + (i < 0 ? -s * 0.13 : s * 0.005)}" y="${top - s * 0.03}" width="${s * 0.125}" height="${s * 0.025}" rx="${s * 0.01}" fill="#fde68a"/>`).join('');
  return `<ellipse cx="${x + s / 2}" cy="${base}" rx="${s * 0.3}" ry="${s * 0.04}" fill="#000000" opacity="0.25"/>${sticks}${bails}${ball(x + s * 0.7, y + s * 0.7, s * 0.22)}`;
}

export function drawMotif(motif: Motif, x: number, y: number, size: number, accent: string): string {
  switch (motif) {
    case 'stadium':
      return stadium(x, y, size, accent);
    case 'ball':
      return ball(x, y, size);
    case 'bat':
      return bat(x, y, size);
    case 'stumps':
      return stumps(x, y, size);
  }
}
