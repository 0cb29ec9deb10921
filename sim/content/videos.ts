// Exclusive videos (GET /v1/misc/exclusiveVideos): YouTube watch URLs with local thumbnails. The
// video ids are made up but well formed (11 characters), so the modal's URL rule accepts them.
import { media } from '../media/urls';
import { rngFor, type Rng } from '../rng';
import { DAY_MS, HOUR_MS, startOfUtcDay } from '../world/dates';
import type { World } from '../world/types';

export interface Video {
  id: number;
  title: string;
  video_url: string;
  thumb_url: string;
  created_at: string;
  team_ids: number[];
}

const VIDEO_COUNT = 12;
const YOUTUBE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const TITLES = [
  '{player} on his match-winning knock',
  'Nets session: inside the {team} camp',
  'Top 10 sixes from {team} this season',
  'Explained: how {team} set their fields at the death',
  '{player} answers fan questions',
  'Match highlights: {team} in a last-over finish',
  'Fantasy masterclass: picking your captain',
  'Ground tour with the {team} curator',
];

function youtubeId(rng: Rng): string {
  return Array.from({ length: 11 }, () => YOUTUBE_ALPHABET.charAt(rng.int(0, YOUTUBE_ALPHABET.length - 1))).join('');
}

/** The newest first; dates step back from the current day so the list always looks fresh. */
export function exclusiveVideos(world: World, nowMs: number): Video[] {
  const teams = world.teams.filter((t) => t.players.length > 0);
  const dayStart = startOfUtcDay(nowMs);
  return Array.from({ length: VIDEO_COUNT }, (_, i) => {
    const id = i + 1;
    const rng = rngFor(world.config.seed, 'video', id);
    const team = teams.length > 0 ? rng.pick(teams) : undefined;
    const player = team ? rng.pick(team.players.slice(0, 11)) : undefined;
    const title = rng
      .pick(TITLES)
      .replaceAll('{team}', team?.name ?? 'the team')
      .replaceAll('{player}', player?.name ?? 'The captain');
    return {
      id,
      title,
      video_url: `https://www.youtube.com/watch?v=${youtubeId(rng)}`,
      thumb_url: media.video(world.config, id),
      created_at: new Date(dayStart - i * 2 * DAY_MS - rng.int(1, 20) * HOUR_MS).toISOString(),
      team_ids: team ? [team.team_id] : [],
    };
  });
}
