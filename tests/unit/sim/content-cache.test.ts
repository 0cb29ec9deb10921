import { describe, expect, it } from 'vitest';
import { MessageEnvelopeSchema, UpstreamErrorSchema } from '../../../shared/schemas/envelope';
import { cacheRoutes, purgeLog } from '../../../sim/routes/cache';
import { contentSim, post } from './content-world';

describe('cache routes', () => {
  const { ctx } = contentSim();
  const app = cacheRoutes(ctx);

  it('purges a list of URLs and records the purge', async () => {
    const files = ['https://site.example/cricket-news/some-story-3600', 'https://site.example/'];
    const res = await app.request(...post('/v1/cache/purge-cache', { files }));
    expect(res.status).toBe(200);
    expect(MessageEnvelopeSchema.parse(await res.json())).toEqual({ status: 'success', message: 'Files are purged.' });
    expect(purgeLog.at(-1)).toEqual({ atMs: ctx.now(), files });
  });

  it('rejects an empty list, a non-list and entries that are not URLs with 400', async () => {
    const count = purgeLog.length;
    for (const body of [{ files: [] }, { files: 'https://x.example/' }, { files: ['not a url'] }, { files: [42] }, {}]) {
      const res = await app.request(...post('/v1/cache/purge-cache', body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      UpstreamErrorSchema.parse(await res.json());
    }
    expect(purgeLog).toHaveLength(count);
  });
});
