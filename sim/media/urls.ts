// Where the simulator's generated images live. URLs are absolute under the simulator's public
// origin, as a real upstream's CDN URLs would be; the media routes answer them unsigned.
import type { SimConfig } from '../world/types';

export const media = {
  team: (c: SimConfig, teamId: number) => `${c.publicUrl}/media/teams/${teamId}.svg`,
  player: (c: SimConfig, pid: number) => `${c.publicUrl}/media/players/${pid}.svg`,
  flag: (c: SimConfig, country: string) => `${c.publicUrl}/media/flags/${slugify(country)}.svg`,
  article: (c: SimConfig, id: number) => `${c.publicUrl}/media/articles/${id}.svg`,
  author: (c: SimConfig, username: string) => `${c.publicUrl}/media/authors/${username}.svg`,
  story: (c: SimConfig, groupId: number, storyId: number) => `${c.publicUrl}/media/stories/${groupId}/${storyId}.svg`,
  video: (c: SimConfig, id: number) => `${c.publicUrl}/media/videos/${id}.svg`,
  member: (c: SimConfig, id: number) => `${c.publicUrl}/media/members/${id}.svg`,
  ad: (c: SimConfig, name: string) => `${c.publicUrl}/media/ads/${name}.svg`,
};

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
