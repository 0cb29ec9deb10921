// MatchInfo, the match centre's detail beside the summary: live score, batters and bowlers at
// the crease, recent overs, the commentary feed, full scorecards, squads and XIs, toss, officials
// and venue. Manhattan and worm charts are derived by the SPA from the commentaries.
import { media } from '../media/urls';
import type { SimFixture, SimPlayer, SimTeam, World } from '../world/types';
import { playingXi } from './ball-script';
import { commentaries, liveBatters, liveBowlers, recentOvers } from './commentary-feed';
import { liveScore, tossText } from './match-state';
import type { LiveView } from './match-view';
import { officials } from './officials';
import { ROLE_TEXT, inningsCard } from './scorecard';

export interface SquadPlayer {
  pid: number;
  name: string;
  short_name: string;
  role: SimPlayer['role'];
  role_str: string;
  batting_style: string;
  bowling_style: string;
  thumb_url: string;
  playing11: boolean;
  captain: boolean;
  wicketkeeper: boolean;
}

/** The captain leads from the top order: the XI's best batter among the first five. */
function captainOf(team: SimTeam): number | undefined {
  return [...playingXi(team).slice(0, 5)].sort((a, b) => b.batting_skill - a.batting_skill || a.pid - b.pid)[0]?.pid;
}

function squad(world: World, team: SimTeam, announced: boolean): SquadPlayer[] {
  const xi = new Set(playingXi(team).map((p) => p.pid));
  const captain = captainOf(team);
  const keeper = playingXi(team).find((p) => p.role === 'wk')?.pid;
  return team.players.map((p) => ({
    pid: p.pid, name: p.name, short_name: p.short_name, role: p.role, role_str: ROLE_TEXT[p.role],
    batting_style: p.batting_style, bowling_style: p.bowling_style, thumb_url: media.player(world.config, p.pid),
    playing11: announced && xi.has(p.pid), captain: p.pid === captain, wicketkeeper: p.pid === keeper,
  }));
}

export function matchInfo(world: World, fixture: SimFixture, view: LiveView | null): Record<string, unknown> {
  const a = world.team(fixture.teama_id);
  const b = world.team(fixture.teamb_id);
  if (!a || !b) throw new Error(`fixture ${fixture.match_id} names an unknown team`);
  const m = view?.moment ?? null;
  const squads = { teama: squad(world, a, m !== null), teamb: squad(world, b, m !== null) };
  const { umpires, referee } = officials(world.config.seed, fixture.match_id);
  const venue = { ...fixture.venue };
  if (!m) {
    return {
      live_score: { runs: 0, overs: 0, wickets: 0, target: 0, runrate: 0, required_runrate: 0 },
      batsmen: [], bowlers: [], recent_overs: [], commentaries: [], innings: [], squads,
      playing11: { teama: [], teamb: [] }, toss: { winner: 0, decision: '', text: '' }, umpires, referee, venue,
    };
  }
  const teams = new Map([[a.team_id, a], [b.team_id, b]]);
  const innings = (view?.totals ?? []).map((t) => inningsCard(world, m.script, t.inn, m.bowled));
  const liveCard = innings.find((c) => c.number === m.live.number);
  return {
    live_score: liveScore(m),
    batsmen: liveBatters(m, liveCard?.batsmen ?? []),
    bowlers: liveBowlers(m, liveCard?.bowlers ?? []),
    recent_overs: m.phase === 'play' ? recentOvers(m) : [],
    commentaries: commentaries(world, fixture, m),
    innings,
    squads,
    playing11: { teama: squads.teama.filter((p) => p.playing11), teamb: squads.teamb.filter((p) => p.playing11) },
    toss: { winner: m.script.toss.winnerId, decision: m.script.toss.decision, text: tossText(m.script, teams) },
    umpires,
    referee,
    venue,
  };
}
