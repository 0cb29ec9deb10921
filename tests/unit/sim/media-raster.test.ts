import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
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
    const art = await sharp(await webpOf(articleImageSvg(1, 3500, 'A title', 'News'))).metadata();
    expect([art.format, art.width, art.height]).toEqual(['webp', 960, 540]);
  });

  it('is drawn once for the same art, and again when the art changes', async () => {
    const live = articleImageSvg(1, 3501, 'A match report', 'Live');
    expect(webpOf(live)).toBe(webpOf(live));
    const after = articleImageSvg(1, 3501, 'A match report', 'News');
    expect(webpOf(after)).not.toBe(webpOf(live));
    expect(Buffer.compare(await webpOf(after), await webpOf(live))).not.toBe(0);
  });
});
