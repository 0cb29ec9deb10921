import { queryOptions } from '@tanstack/react-query';
import { z } from '../../../shared/zod';
import { dataEnvelope } from '../../../shared/schemas/envelope';
import { StoryGroupSchema } from '../../../shared/schemas/story';
import { apiGet } from './api-client';

/**
 * GET /v1/stories, shared by home's shorts, the stories grid and a story's own page, so that opening
 * a story from any of them costs no fetch. A group with no playable item is left out.
 */
export const storiesQuery = queryOptions({
  queryKey: ['web-stories'],
  queryFn: (context) =>
    apiGet('/v1/stories', dataEnvelope(z.array(StoryGroupSchema)), context).then((r) => r.data.filter((g) => g.stories.length > 0)),
});
