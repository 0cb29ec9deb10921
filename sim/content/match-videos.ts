// The videos of one match and of one series, tagged with their series id and match id. A match has
// videos once it is under way (the toss and team news), and more once it is over (highlights, the
// player of the match, the press conference); a series has a preview once its first match is near.
// Ids carry what they belong to: a match's are match_id * 10 + 1..9, a series preview's cid * 10.
import { media } from '../media/urls';
import { matchEndMs, matchStatus } from '../live/match-view';
import { ordinal } from '../live/cricket-text';
import { rngFor, type Rng } from '../rng';
import { HOUR_MS } from '../world/dates';
import type { SimFixture, SimSeries, SimTeam, World } from '../world/types';
import { worldExtras } from '../world/world';
import type { Video } from './videos';

const YOUTUBE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** How long before its first match a series' preview comes out. */
const PREVIEW_LEAD_MS = 6 * HOUR_MS;

// Video times pace with the sim clock's balls, as the matches do.
/** Published once the match is under way: the first at the start, the next after the first six overs. */
const DURING = ['Toss and team news: {a} vs {b}, {n}', '{player} on the powerplay in {a} vs {b}'];
const DURING_BALLS_APART = 36;
/** Published once the match is over, an over's worth of balls apart. */
const AFTER = ['Highlights: {a} vs {b}, {n}', 'Post-match: {player} on {a} vs {b}', 'Press conference: {team} captain after the {n}'];
const AFTER_BALLS_APART = 6;

export function youtubeWatchUrl(rng: Rng): string {
  const id = Array.from({ length: 11 }, () => YOUTUBE_ALPHABET.charAt(rng.int(0, YOUTUBE_ALPHABET.length - 1))).join('');
  return `https://www.youtube.com/watch?v=${id}`;
}

function fill(template: string, words: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => words[key] ?? whole);
}

function sideName(team: SimTeam | undefined): string {
  return team?.short_name ?? 'TBA';
}

/** A match's videos at `nowMs`, newest first: none before the start or for a match called off. */
export function matchVideos(world: World, fixture: SimFixture, nowMs: number): Video[] {
  const status = matchStatus(world, fixture, nowMs);
  if (status === 'Scheduled' || status === 'Cancelled') return [];
  const teama = world.team(fixture.teama_id);
  const teamb = world.team(fixture.teamb_id);
  const made = (template: string, k: number, atMs: number): Video => {
    const id = fixture.match_id * 10 + k;
    const rng = rngFor(world.config.seed, 'match-video', fixture.match_id, k);
    const team = rng.chance(0.5) ? teama : teamb;
    const player = team && team.players.length > 0 ? rng.pick(team.players.slice(0, 11)) : undefined;
    const words = {
      a: sideName(teama),
      b: sideName(teamb),
      n: `${ordinal(fixture.match_number)} match`,
      team: team?.name ?? 'The',
      player: player?.name ?? 'The captain',
    };
    return {
      id,
      title: fill(template, words),
      video_url: youtubeWatchUrl(rng),
      thumb_url: media.video(world.config, id),
      created_at: new Date(atMs).toISOString(),
      team_ids: [fixture.teama_id, fixture.teamb_id],
      series_id: fixture.cid,
      match_id: fixture.match_id,
    };
  };
  const videos = DURING.map((template, i) => made(template, i + 1, fixture.startMs + i * DURING_BALLS_APART * world.config.ballMs));
  if (status === 'Completed') {
    const end = matchEndMs(world, fixture);
    videos.push(
      ...AFTER.map((template, i) => made(template, DURING.length + i + 1, end + (i + 1) * AFTER_BALLS_APART * world.config.ballMs)),
    );
  }
  return videos.filter((v) => Date.parse(v.created_at) <= nowMs).sort(newestFirst);
}

/** The series' preview, out a few hours before its first match. */
function seriesPreview(world: World, series: SimSeries, firstStartMs: number, nowMs: number): Video | undefined {
  const atMs = firstStartMs - PREVIEW_LEAD_MS;
  if (nowMs < atMs) return undefined;
  const id = series.cid * 10;
  const rng = rngFor(world.config.seed, 'series-video', series.cid);
  return {
    id,
    title: `${series.title}: everything you need to know`,
    video_url: youtubeWatchUrl(rng),
    thumb_url: media.video(world.config, id),
    created_at: new Date(atMs).toISOString(),
    team_ids: [...series.team_ids],
    series_id: series.cid,
    match_id: null,
  };
}

/** A series' videos at `nowMs`, newest first: its preview and the videos of its matches. */
export function seriesVideos(world: World, series: SimSeries, nowMs: number): Video[] {
  const fixtures = worldExtras(world).seriesFixtures(series.cid);
  const first = fixtures[0];
  const preview = first ? seriesPreview(world, series, first.startMs, nowMs) : undefined;
  const played = fixtures.filter((f) => f.startMs <= nowMs).flatMap((f) => matchVideos(world, f, nowMs));
  return [...(preview ? [preview] : []), ...played].sort(newestFirst);
}

/** The match or series video with this id, if it is out at `nowMs`. */
export function taggedVideoById(world: World, id: number, nowMs: number): Video | undefined {
  const owner = Math.floor(id / 10);
  if (id % 10 !== 0) {
    const fixture = world.fixture(owner);
    return fixture ? matchVideos(world, fixture, nowMs).find((v) => v.id === id) : undefined;
  }
  const series = world.seriesById(owner);
  const first = series ? worldExtras(world).seriesFixtures(series.cid)[0] : undefined;
  return series && first ? seriesPreview(world, series, first.startMs, nowMs) : undefined;
}

export function newestFirst(a: Video, b: Video): number {
  return b.created_at.localeCompare(a.created_at) || a.id - b.id;
}
