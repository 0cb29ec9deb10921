// Where a live match stands, read from its listing, so that a browser test can pick one that stays
// in play (no innings break, no result) for as long as the test watches it.
import type { WireMatch } from './wire-match';

/** The chase line of a status note: 'India need 45 runs in 30 balls'. */
export const CHASE = /need (\d+) runs? in (\d+) balls?/;

/** The overs the batting side has faced in the innings in play, and its allowance; null when unknown. */
export function battingOvers(m: WireMatch): { bowled: number; allowed: number } | null {
  const batting = [m.teama, m.teamb].find((t) => t?.team_id === m.batting_team_id);
  const bowled = Number.parseFloat(batting?.overs ?? '');
  const allowed = batting?.max_overs ?? 0;
  return allowed > 0 && Number.isFinite(bowled) ? { bowled, allowed } : null;
}

/** In its first innings with five overs or more to go and six wickets or fewer down. */
export function earlyInFirstInnings(m: WireMatch): boolean {
  const overs = battingOvers(m);
  const batting = [m.teama, m.teamb].find((t) => t?.team_id === m.batting_team_id);
  const wickets = Number(/\/(\d+)/.exec(batting?.scores ?? '')?.[1] ?? 0);
  return m.live_inning_number === 1 && overs !== null && overs.bowled < overs.allowed - 5 && wickets <= 6;
}

/**
 * A chase needing 30 runs or more from 30 balls or more: at a ball a second, one with a few balls or
 * runs left is over, and off the live list, before a test has read it.
 */
export function longChase(m: WireMatch): boolean {
  const need = CHASE.exec(m.status_note ?? '');
  return need !== null && Number(need[1]) >= 30 && Number(need[2]) >= 30;
}
