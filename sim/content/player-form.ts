// A player's Recent Form and the Popular Players beside it, for the player's page answer.
// Recent Form is read from the scorecards of their side's last completed matches: one batting row
// per innings they batted in and one bowling row per spell, each naming the match it can be found
// on again. Popular Players are the top of the ranking tables, so a card's player is one the
// Ranking page also lists.
import { teamFixtures } from '../world/match-lists';
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

/** The player's innings and spells in their side's last completed matches, newest first. */
export function recentForm(world: World, player: SimPlayer, nowMs: number) {
  const fixtures = teamFixtures(world, player.team_id, nowMs, 'past', RECENT_FORM_MATCHES, (status) => status === 'Completed');
  const batting = [];
  const bowling = [];
  for (const fixture of fixtures) {
    const figures = completedFigures(world, fixture);
    // A match's later innings first, as the matches are: a Test's second innings above its first.
    const own = (lines: Line[]) => lines.filter((line) => line.pid === player.pid).reverse();
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
