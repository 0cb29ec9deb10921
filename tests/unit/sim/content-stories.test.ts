import { describe, expect, it } from 'vitest';
import { z } from '../../../shared/zod';
import { dataEnvelope } from '../../../shared/schemas/envelope';
import { StoryGroupSchema } from '../../../shared/schemas/story';
import { mediaRoutes } from '../../../sim/routes/media';
import { storiesRoutes } from '../../../sim/routes/stories';
import { contentSim } from './content-world';

describe('stories routes', () => {
  const { ctx } = contentSim();
  const app = storiesRoutes(ctx);

  it('has at least ten story groups mixing image and video items', async () => {
    const { data } = dataEnvelope(z.array(StoryGroupSchema)).parse(await (await app.request('/v1/stories')).json());
    expect(data.length).toBeGreaterThanOrEqual(10);
    const items = data.flatMap((g) => g.stories);
    expect(items.some((s) => s.type === 'image')).toBe(true);
    expect(items.some((s) => s.type === 'video')).toBe(true);
    expect(data.every((g) => g.stories.length >= 4 && g.info?.slug)).toBe(true);
    const video = items.find((s) => s.type === 'video');
    expect(video?.media[0]?.url).toBe('http://sim.test/media/stories/clip.webm');
    expect(video?.media[0]?.thumb).toMatch(/\.webp$/);
  });

  it("links every item to a page of the site: a player's by slug and id, a team's home tab", async () => {
    const { data } = dataEnvelope(z.array(StoryGroupSchema)).parse(await (await app.request('/v1/stories')).json());
    const players = new Map(ctx.world.teams.flatMap((t) => t.players).map((p) => [`/players-details/${p.slug}-${p.pid}`, p]));
    const teams = new Set(ctx.world.teams.map((t) => `/teams/${t.slug}/home`));
    for (const item of data.flatMap((g) => g.stories)) {
      expect(players.has(item.ctaURL ?? '') || teams.has(item.ctaURL ?? ''), item.ctaURL ?? 'no link').toBe(true);
    }
    expect([...teams].every((path) => /^\/teams\/[a-z0-9-]+-\d+\/home$/.test(path) && !/-(\d+)-\1\//.test(path))).toBe(true);
  });

  it('serves one group by id and 404 for an unknown one', async () => {
    const { data } = dataEnvelope(z.array(StoryGroupSchema)).parse(await (await app.request('/v1/stories')).json());
    const id = data[3]?.id ?? 0;
    const one = dataEnvelope(StoryGroupSchema).parse(await (await app.request(`/v1/stories/${id}`)).json());
    expect(one.data.title).toBe(data[3]?.title);
    expect((await app.request('/v1/stories/9')).status).toBe(404);
    expect((await app.request('/v1/stories/abc')).status).toBe(400);
  });

  it('serves the story clip as a small WebM, whole or by byte range', async () => {
    const media = mediaRoutes(ctx);
    const whole = await media.request('/media/stories/clip.webm');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(1000);
    expect(bytes.length).toBeLessThan(100_000);
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]); // EBML magic
    const part = await media.request('/media/stories/clip.webm', { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect((await media.request('/media/stories/clip.webm', { headers: { range: `bytes=${bytes.length + 5}-` } })).status).toBe(416);
  });
});
