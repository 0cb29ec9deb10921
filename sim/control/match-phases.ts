// Where a live match stands, read from its summary (the carousel's entry, as the upstream sends it),
// so that a test can ask the simulator for a match in a phase it needs, at once (POST
// /__sim/clock/seek), instead of waiting in real time for the lanes to reach one.

/** The fields of a match summary the phases read. */
export interface PhaseMatch {
  status?: unknown;
  live_inning_number?: number | null;
  batting_team_id?: number | null;
  status_note?: string | null;
  articles?: { islive: number }[] | null;
  teama?: PhaseTeam | null;
  teamb?: PhaseTeam | null;
}

interface PhaseTeam {
  team_id: number;
  overs?: string | null;
  scores?: string | null;
  max_overs?: number | null;
}

/** The chase line of a status note: 'India need 45 runs in 30 balls'. */
export const CHASE = /need (\d+) runs? in (\d+) balls?/;

function battingSide(m: PhaseMatch): PhaseTeam | undefined {
  return [m.teama, m.teamb].find((t) => t?.team_id === m.batting_team_id) ?? undefined;
}

/** The overs the batting side has faced in the innings in play, and its allowance; null when unknown. */
export function battingOvers(m: PhaseMatch): { bowled: number; allowed: number } | null {
  const batting = battingSide(m);
  const bowled = Number.parseFloat(batting?.overs ?? '');
  const allowed = batting?.max_overs ?? 0;
  return allowed > 0 && Number.isFinite(bowled) ? { bowled, allowed } : null;
}

/** In its first innings with five overs or more to go and six wickets or fewer down. */
export function earlyInFirstInnings(m: PhaseMatch): boolean {
  const overs = battingOvers(m);
  const wickets = Number(/\/(\d+)/.exec(battingSide(m)?.scores ?? '')?.[1] ?? 0);
  return m.live_inning_number === 1 && overs !== null && overs.bowled < overs.allowed - 5 && wickets <= 6;
}

/**
 * A chase needing 30 runs or more from 30 balls or more: at a ball a second, one with a few balls or
 * runs left is over, and off the live list, before a test has read it.
 */
export function longChase(m: PhaseMatch): boolean {
  const need = CHASE.exec(m.status_note ?? '');
  return need !== null && Number(need[1]) >= 30 && Number(need[2]) >= 30;
}

/** Deliveries a limited-overs match has left, counted from the overs bowled and the format's limit. */
export function ballsLeft(m: PhaseMatch): number {
  const limit = (m.teama?.max_overs ?? 0) * 6;
  const [overs = '0', balls = '0'] = String(battingSide(m)?.overs || '0').split('.');
  const bowled = Number(overs) * 6 + Number(balls);
  return limit - bowled + (m.live_inning_number === 1 ? limit : 0);
}

/** Balls a live blog's growth check needs still to come. */
const BLOG_BALLS = 90;

/** The phases a test can seek, each a live match it can watch for 30 balls or more. */
export const MATCH_PHASES = {
  /** No innings break and no result for 30 balls or more: early in the first innings, or a long chase. */
  'stays-in-play': (m: PhaseMatch) => earlyInFirstInnings(m) || longChase(m),
  'long-chase': longChase,
  /** With a live blog, and 90 deliveries or more to come (one block a wicket or milestone). */
  'live-blog': (m: PhaseMatch) => Boolean(m.articles?.some((a) => a.islive)) && ballsLeft(m) >= BLOG_BALLS,
} satisfies Record<string, (m: PhaseMatch) => boolean>;

export type MatchPhase = keyof typeof MATCH_PHASES;
