import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope } from '../../../../shared/schemas/envelope';
import { StoryGroupSchema, type StoryGroup } from '../../../../shared/schemas/story';
import { apiGet } from '../../lib/api-client';

/** GET /v1/stories: the list page and the single story page share it, so opening a story costs no fetch. */
export const storiesQuery = queryOptions({
  queryKey: ['web-stories'],
  // A group with no playable item is left out: there is nothing to show for it.
  queryFn: ({ signal }) =>
    apiGet('/v1/stories', dataEnvelope(z.array(StoryGroupSchema)), signal).then((r) => r.data.filter((g) => g.stories.length > 0)),
});

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** '/web-stories/{slug}-{id}': the id at the end is what the story page reads. */
export function storyPath(group: StoryGroup): string {
  return `/web-stories/${group.info?.slug || slugOf(group.title) || 'story'}-${group.id}`;
}

/** The numeric id a /web-stories/{id} segment ends with, or null. */
export function storyIdOf(segment: string | undefined): number | null {
  const match = /(\d{1,12})$/.exec(segment ?? '');
  return match?.[1] ? Number(match[1]) : null;
}
