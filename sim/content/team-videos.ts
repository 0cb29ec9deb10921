// A side's videos (GET /v1/teams/{id}/videos): the exclusive videos about it, then made-up clips up
// to VIDEOS_PER_TEAM. Each made-up clip has a 16:9 thumbnail of its own (/media/team-videos/{id}),
// as a real channel's clips do, not the side's crest stretched over a video's frame.
import { media } from '../media/urls';
import { rngFor } from '../rng';
import { DAY_MS, HOUR_MS, startOfUtcDay } from '../world/dates';
import type { SimTeam, World } from '../world/types';
import { youtubeWatchUrl } from './match-videos';
import { exclusiveVideos } from './videos';

const VIDEOS_PER_TEAM = 8;
/** A made-up clip's id is its side's id times this, plus its place from 1. */
const IDS_PER_TEAM = 100;
const VIDEO_TITLES = [
  'Match highlights: {team} seal it in the final over',
  'Inside the {team} dressing room',
  '{player} in the nets ahead of the next game',
  'Press conference: {player} on the win',
  'Best catches of {team} this season',
  '{player} talks captaincy and the road ahead',
  'Training day with {team}',
  'Top 5 moments from {team} this month',
];

export interface TeamVideo {
  id: number;
  title: string;
  video_url: string;
  thumb_url: string;
  created_at: string;
}

/** The side's videos, newest first. */
export function teamVideos(world: World, team: SimTeam, nowMs: number): TeamVideo[] {
  const own = exclusiveVideos(world, nowMs)
    .filter((v) => v.team_ids.includes(team.team_id))
    .map((v) => ({ id: v.id, title: v.title, video_url: v.video_url, thumb_url: v.thumb_url, created_at: v.created_at }));
  return [...own, ...madeUpVideos(world, team, nowMs, VIDEOS_PER_TEAM - own.length)].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** A made-up clip by its id, for its thumbnail; undefined for any other id. */
export function madeUpTeamVideo(world: World, id: number, nowMs: number): TeamVideo | undefined {
  const team = world.team(Math.floor((id - 1) / IDS_PER_TEAM));
  if (!team) return undefined;
  return madeUpVideos(world, team, nowMs, VIDEOS_PER_TEAM).find((video) => video.id === id);
}

function madeUpVideos(world: World, team: SimTeam, nowMs: number, count: number): TeamVideo[] {
  const day = startOfUtcDay(nowMs);
  // Each title once per side, in an order of the side's own.
  const titles = rngFor(world.config.seed, 'team-video-titles', team.team_id).shuffle(VIDEO_TITLES);
  return Array.from({ length: Math.max(0, count) }, (_, i) => {
    const rng = rngFor(world.config.seed, 'team-video', team.team_id, i);
    const player = team.players.length > 0 ? rng.pick(team.players.slice(0, 11)) : undefined;
    const video_url = youtubeWatchUrl(rng);
    const title = titles[i % titles.length] ?? 'Highlights: {team}';
    const id = team.team_id * IDS_PER_TEAM + i + 1;
    return {
      id,
      title: title.replaceAll('{team}', team.name).replaceAll('{player}', player?.name ?? 'The captain'),
      video_url,
      thumb_url: media.teamVideo(world.config, id),
      created_at: new Date(day - (i * 3 + 1) * DAY_MS - rng.int(1, 20) * HOUR_MS).toISOString(),
    };
  });
}
