import { describe, expect, it } from 'vitest';
import { z } from '../../../shared/zod';
import { AdSchema, CustomPageSchema, MetaSchema, TeamMemberSchema } from '../../../shared/schemas/site';
import { MessageEnvelopeSchema, UpstreamErrorSchema, dataEnvelope } from '../../../shared/schemas/envelope';
import { VideoSchema, YouTubeWatchUrlSchema } from '../../../shared/schemas/video';
import { miscRoutes } from '../../../sim/routes/misc';
import { contentSim, post } from './content-world';

const POLICY_SLUGS = [
  'privacy-policy',
  'terms-of-use',
  'correction-policy',
  'fact-check-policy',
  'cookie-policy',
  'dmca-policy',
  'disclaimer-policy',
];

describe('misc routes', () => {
  const app = miscRoutes(contentSim().ctx);

  it('serves a substantial custom page for every /p/ slug, about-us and contact-us', async () => {
    for (const slug of [...POLICY_SLUGS, 'about-us', 'contact-us']) {
      const res = await app.request(`/v1/misc/customPage/${slug}?cg_random=12345`);
      expect(res.status, slug).toBe(200);
      const page = dataEnvelope(CustomPageSchema).parse(await res.json()).data;
      expect(page.content).toMatch(/<h2>/);
      expect(page.content.replace(/<[^>]+>/g, ' ').split(/\s+/).length, slug).toBeGreaterThan(120);
      expect(page.status).toBe('active');
    }
  });

  it('answers 404 for an unknown page and 400 for a bad slug or cache buster', async () => {
    expect((await app.request('/v1/misc/customPage/refund-policy')).status).toBe(404);
    expect((await app.request('/v1/misc/customPage/Bad_Slug')).status).toBe(400);
    expect((await app.request('/v1/misc/customPage/about-us?cg_random=abc')).status).toBe(400);
  });

  it('has meta records for the known slugs and a default for any other', async () => {
    const titles = new Set<string>();
    for (const slug of ['home', 'series', 'schedule-live', 'schedule-upcoming', 'schedule-results', 'some-other-page']) {
      const meta = dataEnvelope(MetaSchema).parse(await (await app.request(`/v1/misc/meta/${slug}`)).json()).data;
      expect(meta.title && meta.description && meta.keywords && meta.image).toBeTruthy();
      titles.add(meta.title ?? '');
    }
    expect(titles.size).toBe(6);
  });

  it('lists at least eight team members with images', async () => {
    const { data } = dataEnvelope(z.array(TeamMemberSchema)).parse(await (await app.request('/v1/misc/ourTeam')).json());
    expect(data.length).toBeGreaterThanOrEqual(8);
    expect(data.every((m) => m.image?.startsWith('http://sim.test/media/members/') && m.bio && m.designation)).toBe(true);
  });

  it('lists exclusive videos as YouTube watch URLs with local thumbnails', async () => {
    const { data } = dataEnvelope(z.array(VideoSchema)).parse(await (await app.request('/v1/misc/exclusiveVideos')).json());
    expect(data.length).toBeGreaterThan(0);
    for (const v of data) {
      YouTubeWatchUrlSchema.parse(v.video_url);
      expect(v.thumb_url).toMatch(/^http:\/\/sim\.test\/media\/videos\/\d+\.webp$/);
      expect(v.createdAt).toBeTruthy();
    }
  });

  it('serves ads per campaign and an empty list for an unfilled one', async () => {
    const promo = dataEnvelope(z.array(AdSchema)).parse(await (await app.request('/v1/ads/promo-banner')).json());
    expect(promo.data.length).toBeGreaterThan(0);
    expect(promo.data[0]?.image).toMatch(/\/media\/ads\/[a-z-]+\.webp$/);
    const none = dataEnvelope(z.array(AdSchema)).parse(await (await app.request('/v1/ads/nobody-bought-this')).json());
    expect(none.data).toEqual([]);
  });

  it('accepts valid feedback and rejects a missing or bad field with 400', async () => {
    const good = { name: 'Asha', email: 'asha@example.com', subject: 'Hello', body: 'Great site' };
    const ok = await app.request(...post('/v1/misc/feedback', good));
    expect(ok.status).toBe(200);
    expect(MessageEnvelopeSchema.parse(await ok.json()).status).toBe('success');
    expect(app.inbox.feedback.at(-1)).toMatchObject({ ...good, type: 'feedback' });
    for (const bad of [
      { ...good, email: 'not-an-email' },
      { ...good, subject: '  ' },
      { ...good, body: undefined },
    ]) {
      const res = await app.request(...post('/v1/misc/feedback', bad));
      expect(res.status).toBe(400);
      expect(UpstreamErrorSchema.parse(await res.json()).status).toBe('error');
    }
  });

  it('logs crash reports and rejects a log without its info', async () => {
    const report = { type: 'crash', info: { stack: 'Error: x', message: 'x', userAgent: 'test', href: 'http://site/', referrer: '' } };
    expect((await app.request(...post('/v1/misc/log', report))).status).toBe(200);
    expect(app.inbox.logs).toHaveLength(1);
    expect((await app.request(...post('/v1/misc/log', { type: 'crash' }))).status).toBe(400);
  });
});
