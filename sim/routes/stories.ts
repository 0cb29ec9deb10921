// Web stories: GET /v1/stories and GET /v1/stories/{id}.
import { Hono } from 'hono';
import { z } from '../../shared/zod';
import { ApiError, idParam, onApiError, parseInput } from '../content/api-reply';
import { storyGroups } from '../content/stories';
import type { SimContext } from '../world/types';

export function storiesRoutes(ctx: SimContext) {
  const app = new Hono();
  app.onError(onApiError);

  app.get('/v1/stories', (c) => c.json({ status: 'success', data: storyGroups(ctx.world) }));

  app.get('/v1/stories/:id', (c) => {
    const { id } = parseInput(z.object({ id: idParam }), c.req.param());
    const group = storyGroups(ctx.world).find((g) => g.id === id);
    if (!group) throw new ApiError(404, `Story ${id} not found`);
    return c.json({ status: 'success', data: group });
  });

  return app;
}
