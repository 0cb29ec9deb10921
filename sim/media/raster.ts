// The generated art as a real upstream's CDN serves pictures: WebP, which the browser decodes off the
// page's main thread. An SVG <img> is a document of its own, parsed, laid out and painted on the main
// thread (10 to 40 ms each on a desktop, four times that on Lighthouse's phone, and most of it the
// text on the art), a cost photographs never put on a real page. Each drawing is kept by its content,
// so a picture whose art changes (an article that stops being live) is drawn again.
//
// Drawing is most of the simulator's work (home's pictures: about 90 drawings, 10 s of a core), and
// every simulator draws the same art: each test file starts one, as does every `npm start`. So a
// drawing is kept on disk as well, by its content, and any simulator on the machine reads it back
// rather than drawing it again (RASTER_CACHE_DIR; none when it is empty).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/** SVG's user unit at sharp's default density (72 dpi): an SVG `width` of 1200 draws 1200 px wide. */
const BASE_DENSITY = 72;
/** Wider art is drawn this wide: the widest place a page shows a picture is 960 px (an article's lead). */
const MAX_WIDTH = 960;
const QUALITY = 70;
const EFFORT = 2;
const MAX_KEPT = 512;

/** Where drawings are kept between simulators: the project's own cache folder, which npm ci starts empty. */
const RASTER_CACHE_DIR =
  process.env.RASTER_CACHE_DIR ?? fileURLToPath(new URL('../../node_modules/.cache/sim-raster', import.meta.url));

/** What, besides the art, decides the picture: a drawing kept by another version is not this one's. */
const DRAWING = JSON.stringify({ sharp: sharp.versions, MAX_WIDTH, QUALITY, EFFORT });

const kept = new Map<string, Promise<Buffer>>();

/** `svg` as WebP, as wide as its root's width up to MAX_WIDTH. A failed drawing is not kept. */
export function webpOf(svg: string): Promise<Buffer> {
  const key = createHash('sha256').update(DRAWING).update(svg).digest('hex');
  const hit = kept.get(key);
  if (hit) {
    // A Map iterates in insertion order: moving a hit to the end keeps the most used.
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const drawn = keptOnDisk(key, () => draw(svg));
  kept.set(key, drawn);
  drawn.catch(() => kept.delete(key));
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  return drawn;
}

function draw(svg: string): Promise<Buffer> {
  const svgWidth = Number(/^<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1] ?? MAX_WIDTH);
  const width = Math.min(svgWidth, MAX_WIDTH);
  return sharp(Buffer.from(svg), { density: (BASE_DENSITY * width) / svgWidth })
    .webp({ quality: QUALITY, effort: EFFORT })
    .toBuffer();
}

/**
 * The drawing kept on disk under `key`, or a new one, then kept. The file appears whole or not at all
 * (written aside, then renamed), so a simulator reading beside another that writes never reads half.
 * A cache that cannot be read or written costs only the drawing.
 */
async function keptOnDisk(key: string, drawNew: () => Promise<Buffer>): Promise<Buffer> {
  if (!RASTER_CACHE_DIR) return drawNew();
  const file = join(RASTER_CACHE_DIR, `${key}.webp`);
  try {
    return await readFile(file);
  } catch {
    // Not drawn yet.
  }
  const picture = await drawNew();
  const aside = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    await mkdir(RASTER_CACHE_DIR, { recursive: true });
    await writeFile(aside, picture);
    await rename(aside, file);
  } catch {
    // A read-only or full disk: the next simulator draws it again.
    await rm(aside, { force: true }).catch(() => undefined);
  }
  return picture;
}
