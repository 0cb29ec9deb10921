// Where the simulator's generated images live. URLs are absolute under the simulator's public
// origin, as a real upstream's CDN URLs would be; the media routes answer them unsigned. Pages link
// WebP, as a CDN serves photos (raster.ts); each picture is also there as the SVG it is drawn from.
import type { SimConfig } from '../world/types';

export const media = {
  team: (c: SimConfig, teamId: number) => `${c.publicUrl}/media/teams/${teamId}.webp`,
  player: (c: SimConfig, pid: number) => `${c.publicUrl}/media/players/${pid}.webp`,
  flag: (c: SimConfig, country: string) => `${c.publicUrl}/media/flags/${slugify(country)}.webp`,
  article: (c: SimConfig, id: number) => `${c.publicUrl}/media/articles/${id}.webp`,
  author: (c: SimConfig, username: string) => `${c.publicUrl}/media/authors/${username}.webp`,
  story: (c: SimConfig, groupId: number, storyId: number) => `${c.publicUrl}/media/stories/${groupId}/${storyId}.webp`,
  video: (c: SimConfig, id: number) => `${c.publicUrl}/media/videos/${id}.webp`,
  teamVideo: (c: SimConfig, id: number) => `${c.publicUrl}/media/team-videos/${id}.webp`,
  member: (c: SimConfig, id: number) => `${c.publicUrl}/media/members/${id}.webp`,
  ad: (c: SimConfig, name: string) => `${c.publicUrl}/media/ads/${name}.webp`,
};

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
