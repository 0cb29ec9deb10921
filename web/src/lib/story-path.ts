import type { StoryGroup } from '../../../shared/schemas/story';

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** '/web-stories/{slug}-{id}': the id at the end is what the story page reads. */
export function storyPath(group: Pick<StoryGroup, 'id' | 'title' | 'info'>): string {
  return `/web-stories/${group.info?.slug || slugOf(group.title) || 'story'}-${group.id}`;
}
