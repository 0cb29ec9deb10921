import { describe, expect, it } from 'vitest';
import { z } from '../../../shared/zod';
import { AD_SLOTS } from '../../../shared/constants';
import { dataEnvelope } from '../../../shared/schemas/envelope';
import { AdSchema } from '../../../shared/schemas/site';
import { AD_ART } from '../../../sim/content/ads';
import { miscRoutes } from '../../../sim/routes/misc';
import { contentSim } from './content-world';

describe('ad campaigns of the simulator', () => {
  const app = miscRoutes(contentSim().ctx);

  it.each(Object.entries(AD_SLOTS))('serves the %s slot a desktop and a mobile creative of its sizes', async (_kind, slot) => {
    const { data } = dataEnvelope(z.array(AdSchema)).parse(await (await app.request(`/v1/ads/${slot.campaign}`)).json());
    expect(data).toHaveLength(2);
    const sizes = data.map((ad) => {
      const art = AD_ART[/\/media\/ads\/([a-z-]+)\.webp$/.exec(ad.image)?.[1] ?? ''];
      return art && { width: art.width, height: art.height };
    });
    expect(sizes).toEqual([slot.desktop, slot.mobile]);
    for (const ad of data) expect(ad.target).toMatch(/^(\/|https:\/\/)/);
  });
});
