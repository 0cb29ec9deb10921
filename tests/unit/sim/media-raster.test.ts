import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { articleImageSvg } from '../../../sim/media/article-image';
import { teamLogoSvg } from '../../../sim/media/team-logo';
import { webpOf } from '../../../sim/media/raster';
import { contentSim } from './content-world';

describe('the WebP the simulator serves for its art', () => {
  it('is drawn as wide as the art, and no wider than an article lead shows it', async () => {
    const { world } = contentSim();
    const team = world.teams[0]!;
    const logo = teamLogoSvg(1, team);
    const logoWidth = Number(/width="(\d+)"/.exec(logo)?.[1]);
    expect((await sharp(await webpOf(logo)).metadata()).width).toBe(logoWidth);
    const art = await sharp(await webpOf(articleImageSvg(1, 3500, 'A title'))).metadata();
    expect([art.format, art.width, art.height]).toEqual(['webp', 960, 540]);
  });

  it('is drawn once for the same art, and again when the art changes', async () => {
    const art = articleImageSvg(1, 3501, 'A match report');
    expect(webpOf(art)).toBe(webpOf(art));
    const other = articleImageSvg(1, 3504, 'A match report');
    expect(webpOf(other)).not.toBe(webpOf(art));
    expect(Buffer.compare(await webpOf(other), await webpOf(art))).not.toBe(0);
  });
});

describe('a drawing kept on disk', () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.unstubAllEnvs();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** The raster module as a new simulator process loads it, keeping its drawings in `dir`. */
  async function simulatorKeepingIn(dir: string) {
    vi.stubEnv('RASTER_CACHE_DIR', dir);
    vi.resetModules();
    return (await import('../../../sim/media/raster')).webpOf;
  }

  it('is read back by the next simulator rather than drawn again, and a new art is drawn', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-raster-'));
    dirs.push(dir);
    const art = articleImageSvg(1, 3502, 'A preview');
    const drawn = await (await simulatorKeepingIn(dir))(art);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    // What the next simulator serves is the file's, whatever is in it: it did not draw the art again.
    const marked = Buffer.from('kept on disk');
    writeFileSync(join(dir, files[0]!), marked);
    const next = await simulatorKeepingIn(dir);
    expect(Buffer.compare(await next(art), marked)).toBe(0);
    expect(Buffer.compare(await next(articleImageSvg(1, 3505, 'Another preview')), drawn)).not.toBe(0);
    expect(readdirSync(dir)).toHaveLength(2);
  });

  it('is not kept when no folder is named: each simulator draws its own, and writes nothing', async () => {
    const webp = await simulatorKeepingIn('');
    const art = articleImageSvg(1, 3503, 'A review');
    expect((await sharp(await webp(art)).metadata()).format).toBe('webp');
    expect(readdirSync('.').filter((name) => name.includes('.webp'))).toEqual([]);
  });
});
