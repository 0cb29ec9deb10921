// A player's Recent Form, the matches their career adds up, and the Popular Players beside them,
// for the player's page answer. Recent Form is read from the scorecards of their side's last
// completed matches: one batting row per innings they batted in and one bowling row per spell, each
// naming the match it can be found on again. Their career (world/player-stats.ts) adds up every
// completed match of their side's that they played in, the same scorecards. Popular Players are the
// top of the ranking tables, so a card's player is one the Ranking page also lists.
import { teamFixtures } from '../world/match-lists';
import { worldExtras } from '../world/world';
import { type PlayedMatch, statFormatOf } from '../world/player-stats';
import { RANK_FORMATS, type RankBoard, rankedPlayers } from '../world/player-ratings';
import type { SimFixture, SimPlayer, World } from '../world/types';
import { matchIdentity } from '../live/match-identity';
import { media } from '../media/urls';
import { type Line, completedFigures } from './match-figures';

/** How many of the side's last completed matches Recent Form reads. */
export const RECENT_FORM_MATCHES = 12;
/** How many cards the Popular Players carousel gets. */
export const POPULAR_PLAYERS_LIMIT = 10;

/** Legal balls as overs written the cricket way: 22 balls are 3.4. */
function oversOf(balls: number): number {
  return Math.floor(balls / 6) + (balls % 6) / 10;
}

function matchOf(world: World, fixture: SimFixture, oppId: number) {
  const identity = matchIdentity(world, fixture);
  const opponent = world.team(oppId);
  return {
    match_id: fixture.match_id,
    match_slug: identity.slug,
    match_subtitle: identity.subtitle,
    tournament_slug: identity.tournament_slug,
    cid: fixture.cid,
    format: fixture.format,
    date_start_utc: identity.date_start_utc,
    opponent: {
      team_id: oppId,
      name: opponent?.name ?? '',
      short_name: opponent?.short_name ?? '',
      logo: media.team(world.config, oppId),
    },
  };
}

/** The side's completed matches up to `nowMs`, newest first: the last `limit`, or every one from `sinceMs` on. */
function completedMatches(world: World, teamId: number, nowMs: number, limit: number, sinceMs = Number.NEGATIVE_INFINITY): SimFixture[] {
  return teamFixtures(world, teamId, nowMs, 'past', limit, (status, fixture) => status === 'Completed' && fixture.startMs >= sinceMs);
}

/**
 * Where the simulator's share of a player's career starts: the first day of the world's year, its
 * season (the years before it are invented, world/player-stats.ts), or the start of the oldest match
 * Recent Form lists when that is earlier (in January), so that every innings it lists is counted.
 */
function seasonStartMs(world: World, teamId: number, nowMs: number): number {
  const recent = completedMatches(world, teamId, nowMs, RECENT_FORM_MATCHES);
  return Math.min(Date.UTC(worldExtras(world).year, 0, 1), recent.at(-1)?.startMs ?? Number.POSITIVE_INFINITY);
}

/** The player's own rows of one innings list, a match's later innings first: a Test's second innings above its first. */
const ownLines = (lines: Line[], pid: number) => lines.filter((line) => line.pid === pid).reverse();

/**
 * Every completed match of their side's this season that the player played in, as their rows of its
 * scorecards: what the simulator adds to their career.
 */
export function playedMatches(world: World, player: SimPlayer, nowMs: number): PlayedMatch[] {
  const international = world.team(player.team_id)?.kind === 'international';
  const since = seasonStartMs(world, player.team_id, nowMs);
  return completedMatches(world, player.team_id, nowMs, Number.POSITIVE_INFINITY, since).flatMap((fixture) => {
    const figures = completedFigures(world, fixture);
    if (!figures.players.includes(player.pid)) return [];
    const innings = ownLines(figures.batting, player.pid).map(({ runs, balls, notOut, fours, sixes }) => ({ runs, balls, notOut, fours, sixes }));
    const spells = ownLines(figures.bowling, player.pid).map(({ balls, conceded, wickets }) => ({ balls, conceded, wickets }));
    return [{ format: statFormatOf(fixture.format, international), innings, spells }];
  });
}

/** The player's innings and spells in their side's last completed matches, newest first. */
export function recentForm(world: World, player: SimPlayer, nowMs: number) {
  const batting = [];
  const bowling = [];
  for (const fixture of completedMatches(world, player.team_id, nowMs, RECENT_FORM_MATCHES)) {
    const figures = completedFigures(world, fixture);
    const own = (lines: Line[]) => ownLines(lines, player.pid);
    for (const line of own(figures.batting)) {
      batting.push({
        ...matchOf(world, fixture, line.oppId),
        runs: line.runs,
        balls: line.balls,
        not_out: line.notOut,
        fours: line.fours,
        sixes: line.sixes,
      });
    }
    for (const line of own(figures.bowling)) {
      bowling.push({ ...matchOf(world, fixture, line.oppId), overs: oversOf(line.balls), runs: line.conceded, wickets: line.wickets });
    }
  }
  return { batting, bowling };
}

/** The top of every ranking board, taken a rank at a time across boards, without `player` themselves. */
export function popularPlayers(world: World, player: SimPlayer) {
  const boards = RANK_FORMATS.flatMap((format) =>
    (['bat', 'bowl', 'all'] as RankBoard[]).map((board) => rankedPlayers(world, format, POPULAR_PLAYERS_LIMIT, board)),
  );
  const seen = new Set<number>([player.pid]);
  const cards = [];
  for (let rank = 0; rank < POPULAR_PLAYERS_LIMIT && cards.length < POPULAR_PLAYERS_LIMIT; rank++) {
    for (const board of boards) {
      const row = board[rank];
      if (!row || seen.has(row.pid) || cards.length >= POPULAR_PLAYERS_LIMIT) continue;
      seen.add(row.pid);
      cards.push({
        pid: row.pid,
        name: row.player,
        slug: row.slug,
        thumb_url: row.thumb_url,
        country: { name: row.country, image: media.flag(world.config, row.country) },
      });
    }
  }
  return cards;
}
