// Exclusive videos (GET /v1/misc/exclusiveVideos): YouTube watch URLs with local thumbnails. The
// video ids are made up but well formed (11 characters), so the modal's URL rule accepts them. The
// site-wide list is a dozen general clips plus the videos of the last days' matches; `series` and
// `match` narrow it to the videos of one series or one match (match-videos.ts).
import { media } from '../media/urls';
import { rngFor } from '../rng';
import { DAY_MS, HOUR_MS, startOfUtcDay } from '../world/dates';
import type { World } from '../world/types';
import { matchVideos, newestFirst, seriesVideos, taggedVideoById, youtubeWatchUrl } from './match-videos';

export interface Video {
  id: number;
  title: string;
  video_url: string;
  thumb_url: string;
  created_at: string;
  team_ids: number[];
  /** The series (cid) and the match the video is about; null for a general clip. */
  series_id: number | null;
  match_id: number | null;
}

/** Which videos a caller asks for: those of one series, of one match, or (neither) the site's. */
export interface VideoFilter {
  series?: number;
  match?: number;
}

const VIDEO_COUNT = 12;
/** The site-wide list carries the newest RECENT_MATCH_VIDEOS videos of matches started this many days back. */
const RECENT_MATCH_DAYS = 2;
const RECENT_MATCH_VIDEOS = 12;
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

/** The general clips, newest first; dates step back from the current day so the list always looks fresh. */
function generalVideos(world: World, nowMs: number): Video[] {
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
      video_url: youtubeWatchUrl(rng),
      thumb_url: media.video(world.config, id),
      created_at: new Date(dayStart - i * 2 * DAY_MS - rng.int(1, 20) * HOUR_MS).toISOString(),
      team_ids: team ? [team.team_id] : [],
      series_id: null,
      match_id: null,
    };
  });
}

/**
 * The videos asked for, newest first. A match's (narrowed to the series too when both are given), a
 * series', or the site's: the general clips with the videos of the matches of the last days.
 */
export function exclusiveVideos(world: World, nowMs: number, filter: VideoFilter = {}): Video[] {
  if (filter.match !== undefined) {
    const fixture = world.fixture(filter.match);
    const videos = fixture ? matchVideos(world, fixture, nowMs) : [];
    return filter.series === undefined ? videos : videos.filter((v) => v.series_id === filter.series);
  }
  if (filter.series !== undefined) {
    const series = world.seriesById(filter.series);
    return series ? seriesVideos(world, series, nowMs) : [];
  }
  const recent = world
    .fixturesBetween(nowMs - RECENT_MATCH_DAYS * DAY_MS, nowMs + 1)
    .flatMap((f) => matchVideos(world, f, nowMs))
    .sort(newestFirst)
    .slice(0, RECENT_MATCH_VIDEOS);
  return [...generalVideos(world, nowMs), ...recent].sort(newestFirst);
}

/** One video by id, for its thumbnail: a general clip, or a match or series video that is out. */
export function videoById(world: World, id: number, nowMs: number): Video | undefined {
  if (id >= 1 && id <= VIDEO_COUNT) return generalVideos(world, nowMs)[id - 1];
  return taggedVideoById(world, id, nowMs);
}
