// The generated art as a real upstream's CDN serves pictures: WebP, which the browser decodes off the
// page's main thread. An SVG <img> is a document of its own, parsed, laid out and painted on the main
// thread (10 to 40 ms each on a desktop, four times that on Lighthouse's phone, and most of it the
// text on the art), a cost photographs never put on a real page. Each drawing is kept by its content,
// so a picture whose art changes (an article that stops being live) is drawn again.
import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** SVG's user unit at sharp's default density (72 dpi): an SVG `width` of 1200 draws 1200 px wide. */
const BASE_DENSITY = 72;
/** Wider art is drawn this wide: the widest place a page shows a picture is 960 px (an article's lead). */
const MAX_WIDTH = 960;
const QUALITY = 70;
const MAX_KEPT = 512;

const kept = new Map<string, Promise<Buffer>>();

/** `svg` as WebP, as wide as its root's width up to MAX_WIDTH. A failed drawing is not kept. */
export function webpOf(svg: string): Promise<Buffer> {
  const key = createHash('sha256').update(svg).digest('base64');
  const hit = kept.get(key);
  if (hit) {
    // A Map iterates in insertion order: moving a hit to the end keeps the most used.
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const svgWidth = Number(/^<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1] ?? MAX_WIDTH);
  const width = Math.min(svgWidth, MAX_WIDTH);
  const drawn = sharp(Buffer.from(svg), { density: (BASE_DENSITY * width) / svgWidth })
    .webp({ quality: QUALITY, effort: 2 })
    .toBuffer();
  kept.set(key, drawn);
  drawn.catch(() => kept.delete(key));
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  return drawn;
}
