// Stylised country flags (3:2): simple shapes in each nation's colours for the cricket countries,
// and seeded tricolours for any other. Recognisable at thumbnail size, not official artwork.
import { hashString } from '../rng';
import { hsl, svgDoc } from './svg';
import { slugify } from './urls';

const W = 300;
const H = 200;

function bands(colors: string[], vertical: boolean): string {
  const n = colors.length;
  return colors
    .map((c, i) =>
      vertical
        ? `<rect x="${(W / n) * i}" y="0" width="${W / n + 0.5}" height="${H}" fill="${c}"/>`
        : `<rect x="0" y="${(H / n) * i}" width="${W}" height="${H / n + 0.5}" fill="${c}"/>`,
    )
    .join('');
}

function star(cx: number, cy: number, r: number, fill: string): string {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.45;
    return `${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`;
  });
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
}

const cross = (bg: string, fg: string) => `<rect width="${W}" height="${H}" fill="${bg}"/><rect x="125" y="0" width="50" height="${H}" fill="${fg}"/><rect x="0" y="75" width="${W}" height="50" fill="${fg}"/>`;
const saltire = (bg: string, fg: string) => `<rect width="${W}" height="${H}" fill="${bg}"/><path d="M0 0 L${W} ${H} M${W} 0 L0 ${H}" stroke="${fg}" stroke-width="36"/>`;
const unionCanton = '<rect width="150" height="100" fill="#012169"/><path d="M0 0 L150 100 M150 0 L0 100" stroke="#fff" stroke-width="16"/><rect x="62" y="0" width="26" height="100" fill="#fff"/><rect x="0" y="37" width="150" height="26" fill="#fff"/><rect x="67" y="0" width="16" height="100" fill="#c8102e"/><rect x="0" y="42" width="150" height="16" fill="#c8102e"/>';

const FLAGS: Record<string, () => string> = {
  india: () => bands(['#ff9933', '#ffffff', '#138808'], false) + '<circle cx="150" cy="100" r="26" fill="none" stroke="#000080" stroke-width="5"/><circle cx="150" cy="100" r="5" fill="#000080"/>',
  australia: () => `<rect width="${W}" height="${H}" fill="#012169"/>${unionCanton}${star(75, 155, 22, '#fff')}${star(230, 50, 12, '#fff')}${star(260, 110, 12, '#fff')}${star(220, 160, 12, '#fff')}`,
  england: () => cross('#ffffff', '#ce1124'),
  scotland: () => saltire('#005eb8', '#ffffff'),
  'new-zealand': () => `<rect width="${W}" height="${H}" fill="#012169"/>${unionCanton}${star(225, 60, 13, '#c8102e')}${star(255, 105, 13, '#c8102e')}${star(205, 115, 13, '#c8102e')}${star(228, 160, 14, '#c8102e')}`,
  pakistan: () => `<rect width="${W}" height="${H}" fill="#01411c"/><rect width="75" height="${H}" fill="#ffffff"/><circle cx="190" cy="100" r="48" fill="#ffffff"/><circle cx="205" cy="88" r="42" fill="#01411c"/>${star(222, 80, 14, '#ffffff')}`,
  'south-africa': () => bands(['#e03c31', '#ffffff', '#001489'], false) + '<path d="M0 0 L120 100 L0 200 Z" fill="#ffb81c"/><path d="M0 20 L100 100 L0 180 Z" fill="#000000"/><path d="M120 100 H300" stroke="#007749" stroke-width="44"/><path d="M0 0 L120 100 L0 200" fill="none" stroke="#007749" stroke-width="30"/>',
  'sri-lanka': () => `<rect width="${W}" height="${H}" fill="#ffbe29"/><rect x="12" y="12" width="40" height="176" fill="#00534e"/><rect x="52" y="12" width="40" height="176" fill="#eb7400"/><rect x="104" y="12" width="184" height="176" fill="#8d153a"/><circle cx="196" cy="100" r="36" fill="#ffbe29"/>`,
  bangladesh: () => `<rect width="${W}" height="${H}" fill="#006a4e"/><circle cx="135" cy="100" r="60" fill="#f42a41"/>`,
  afghanistan: () => bands(['#000000', '#d32011', '#007a36'], true) + '<circle cx="150" cy="100" r="34" fill="none" stroke="#ffffff" stroke-width="6"/>',
  'west-indies': () => `<rect width="${W}" height="${H}" fill="#7b1c2e"/><circle cx="150" cy="92" r="52" fill="#f9c80e"/><path d="M150 150 V60 M150 70 L120 50 M150 70 L180 50 M150 80 L118 78 M150 80 L182 78" stroke="#2e7d32" stroke-width="8" stroke-linecap="round"/>`,
  ireland: () => bands(['#169b62', '#ffffff', '#ff883e'], true),
  zimbabwe: () => bands(['#006400', '#ffd200', '#d40000', '#000000', '#d40000', '#ffd200', '#006400'], false) + '<path d="M0 0 L110 100 L0 200 Z" fill="#ffffff" stroke="#000" stroke-width="4"/>' + star(40, 100, 22, '#d40000'),
  netherlands: () => bands(['#ae1c28', '#ffffff', '#21468b'], false),
  'united-arab-emirates': () => bands(['#00732f', '#ffffff', '#000000'], false) + '<rect width="80" height="200" fill="#ff0000"/>',
  nepal: () => `<rect width="${W}" height="${H}" fill="#ffffff"/><path d="M70 10 L220 95 H110 L220 190 H70 Z" fill="#dc143c" stroke="#003893" stroke-width="10"/>${star(110, 145, 16, '#ffffff')}`,
  'united-states': () => bands(['#b22234', '#ffffff', '#b22234', '#ffffff', '#b22234', '#ffffff', '#b22234'], false) + '<rect width="130" height="108" fill="#3c3b6e"/>' + [0, 1, 2].map((r) => [0, 1, 2, 3].map((c) => star(20 + c * 30, 22 + r * 32, 8, '#fff')).join('')).join(''),
  oman: () => bands(['#ffffff', '#db161b', '#008000'], false) + '<rect width="80" height="200" fill="#db161b"/>',
  canada: () => `<rect width="${W}" height="${H}" fill="#ffffff"/><rect width="75" height="${H}" fill="#d52b1e"/><rect x="225" width="75" height="${H}" fill="#d52b1e"/>${star(150, 100, 40, '#d52b1e')}`,
};

/** Countries with their own design; any other country gets a seeded tricolour. */
export function hasDesignedFlag(country: string): boolean {
  return slugify(country) in FLAGS;
}

export function flagSvg(country: string): string {
  const design = FLAGS[slugify(country)];
  const hue = hashString(country) % 360;
  const body = design ? design() : bands([hsl(hue, 70, 40), hsl(hue + 120, 20, 95), hsl(hue + 200, 70, 35)], hashString(country) % 2 === 0);
  return svgDoc(W, H, `Flag of ${country}`, `${body}<rect width="${W}" height="${H}" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="2"/>`);
}
