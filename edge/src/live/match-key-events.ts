// The key events of a match topic's change, decided once here, from the state before and after it:
// what a fan is told of on the page, and by push with the tab closed. Clients never derive them
// again; they come in the change's frame (docs/live-protocol.md, "Key events").
//
// Each event's id is made of the match, the kind and what the moment is (the ball's event id, the
// batter's id for a milestone, the innings for its end), so replays and retries carry the same id.
import { KEY_EVENT_MAX_GAP_MS } from '../../../shared/constants';
import type { KeyEvent } from '../../../shared/live-protocol';
import type { JsonObject } from '../../../shared/merge-patch';
import { z } from '../../../shared/zod';
import { MatchSchema } from '../../../shared/schemas/match';
import { CommentarySchema, InningsSchema } from '../../../shared/schemas/scorecard';
import { lenientArray } from '../../../shared/schemas/primitives';
import { plainText } from '../pages/page-head';
import { boundKeyEvents } from './key-event-bound';

/** Only what the events are made of: read cheaply on every poll of a live match. */
const SourceSchema = z.looseObject({
  match_id: MatchSchema.shape.match_id,
  status: MatchSchema.shape.status,
  status_note: MatchSchema.shape.status_note,
  short_title: MatchSchema.shape.short_title,
  title: MatchSchema.shape.title,
  teama: MatchSchema.shape.teama,
  teamb: MatchSchema.shape.teamb,
  info: z.looseObject({
    commentaries: lenientArray(CommentarySchema),
    innings: lenientArray(InningsSchema),
  }),
});
type Source = z.infer<typeof SourceSchema>;
type Commentary = Source['info']['commentaries'][number];
type Delivery = Exclude<Commentary, { event: 'overend' }>;
type Innings = Source['info']['innings'][number];

export interface MatchState {
  state: JsonObject | null;
  /** When the edge received the answer that produced it (ms since the epoch). */
  at: number | undefined;
}

/**
 * The key events between two states of a `match/{id}` topic, oldest first. None for the first state,
 * for states too far apart in time (a topic waking after nobody listened), or for a state that does
 * not read as a match (the change still goes out; it just tells of nothing).
 */
export function matchKeyEvents(before: MatchState, after: MatchState): KeyEvent[] {
  if (before.state === null || after.state === null || before.at === undefined || after.at === undefined) return [];
  if (after.at - before.at > KEY_EVENT_MAX_GAP_MS) return [];
  const prev = SourceSchema.safeParse(before.state.match);
  const next = SourceSchema.safeParse(after.state.match);
  if (!prev.success || !next.success || prev.data.match_id !== next.data.match_id) return [];
  // The protocol bounds a text at 280 characters; upstream names and notes are not bounded.
  return boundKeyEvents(keyEventsBetween(prev.data, next.data), (event) => event)
    .map((event) => ({ ...event, text: event.text.slice(0, 280) }));
}

function keyEventsBetween(prev: Source, next: Source): KeyEvent[] {
  const id = next.match_id;
  const events: KeyEvent[] = [];
  if (prev.status === 'Scheduled' && next.status === 'Live') {
    events.push({ id: `${id}:match_start`, kind: 'match_start', match_id: id, innings: 0, text: `${matchName(next)} has started` });
  }
  const seen = new Set(prev.info.commentaries.map(commentaryKey));
  const fresh = next.info.commentaries.filter((item) => !seen.has(commentaryKey(item))).reverse();
  for (const item of fresh) events.push(...ballEvents(next, item));
  events.push(...inningsEvents(prev, next));
  if (prev.status !== 'Completed' && next.status === 'Completed') {
    events.push({ id: `${id}:result`, kind: 'result', match_id: id, innings: 0, text: plainText(next.status_note ?? '') || `${matchName(next)}: match over` });
  }
  return events;
}

function ballEvents(match: Source, item: Commentary): KeyEvent[] {
  const innings = Number(item.inning_number);
  const card = match.info.innings.find((i) => Number(i.number) === innings);
  const base = {
    match_id: match.match_id,
    innings,
    ...(card ? { batting_team_id: card.batting_team_id } : {}),
    ...(item.score ? { score: scoreLine(match, card, item.score, item.event === 'overend' ? String(item.over) : `${item.over}.${item.ball}`) } : {}),
  };
  const key = `${match.match_id}:${innings}:${item.event_id}`;
  if (item.event === 'overend') {
    const runs = Number(item.run);
    return [{ ...base, id: `${key}:over_end`, kind: 'over_end', over: String(item.over), text: `End of over ${item.over}: ${runs} ${runs === 1 ? 'run' : 'runs'}` }];
  }
  const over = `${item.over}.${item.ball}`;
  const events: KeyEvent[] = [];
  if (item.four) events.push({ ...base, id: `${key}:four`, kind: 'four', over, ...player(item.batsman_id), text: `FOUR! ${plainText(item.commentary)}` });
  if (item.six) events.push({ ...base, id: `${key}:six`, kind: 'six', over, ...player(item.batsman_id), text: `SIX! ${plainText(item.commentary)}` });
  if (item.event === 'wicket') {
    const out = item.wicket_batsman_id ?? item.batsman_id ?? null;
    events.push({ ...base, id: `${key}:wicket`, kind: 'wicket', over, ...player(out), text: `Wicket! ${dismissalLine(card, out, item)}` });
    const bowler = item.bowler_id ?? null;
    if (bowler !== null && creditsBowler(item) && previousBallOfBowlerTookWicket(match, item, bowler)) {
      const name = card?.bowlers.find((b) => b.bowler_id === bowler)?.name ?? 'The bowler';
      events.push({ ...base, id: `${key}:hat_trick_chance`, kind: 'hat_trick_chance', over, player_id: bowler, text: `${name} is on a hat-trick` });
    }
  }
  return events;
}

/** Milestones, five-wicket hauls and innings ends: read from the scorecard, each crossed once. */
function inningsEvents(prev: Source, next: Source): KeyEvent[] {
  const events: KeyEvent[] = [];
  for (const card of next.info.innings) {
    const innings = Number(card.number);
    const before = prev.info.innings.find((i) => Number(i.number) === innings);
    const base = { match_id: next.match_id, innings, batting_team_id: card.batting_team_id };
    const key = `${next.match_id}:${innings}`;
    const score = card.scores ? { score: scoreLine(next, card, card.scores, card.equations?.overs) } : {};
    for (const batter of card.batsmen) {
      const was = Number(before?.batsmen.find((b) => b.batsman_id === batter.batsman_id)?.runs ?? 0);
      const now = Number(batter.runs);
      const line = `${batter.name} ${now} (${batter.balls_faced})`;
      if (was < 100 && now >= 100) {
        events.push({ ...base, ...score, id: `${key}:${batter.batsman_id}:hundred`, kind: 'hundred', player_id: batter.batsman_id, text: `Hundred! ${line}` });
      } else if (was < 50 && now >= 50) {
        events.push({ ...base, ...score, id: `${key}:${batter.batsman_id}:fifty`, kind: 'fifty', player_id: batter.batsman_id, text: `Fifty! ${line}` });
      }
    }
    for (const bowler of card.bowlers) {
      const was = Number(before?.bowlers.find((b) => b.bowler_id === bowler.bowler_id)?.wickets ?? 0);
      if (was < 5 && Number(bowler.wickets) >= 5) {
        const figures = `${bowler.name} ${bowler.wickets}/${bowler.runs_conceded} (${bowler.overs})`;
        events.push({ ...base, ...score, id: `${key}:${bowler.bowler_id}:five_wickets`, kind: 'five_wickets', player_id: bowler.bowler_id, text: `Five wickets! ${figures}` });
      }
    }
    const ended = card.status === 'completed' && before !== undefined && before.status !== 'completed';
    if (ended && next.status === 'Live') {
      const side = [next.teama, next.teamb].find((t) => t.team_id === card.batting_team_id)?.name ?? card.name;
      const how = card.result ? ` (${card.result})` : '';
      events.push({ ...base, ...score, id: `${key}:innings_break`, kind: 'innings_break', text: `Innings break: ${side} ${card.scores ?? ''}${how}`.replace(/\s+/g, ' ') });
    }
  }
  return events;
}

/** A bowler's previous legal delivery in the innings, as the commentary holds it, took a wicket of his. */
function previousBallOfBowlerTookWicket(match: Source, item: Delivery, bowler: number): boolean {
  const list = match.info.commentaries;
  const at = list.findIndex((c) => commentaryKey(c) === commentaryKey(item));
  for (let i = at + 1; i < list.length; i++) {
    const earlier = list[i]!;
    if (Number(earlier.inning_number) !== Number(item.inning_number)) return false;
    if (earlier.event === 'overend' || earlier.bowler_id !== bowler || !isLegal(earlier)) continue;
    return earlier.event === 'wicket' && creditsBowler(earlier);
  }
  return false;
}

function isLegal(ball: Delivery): boolean {
  return !Number(ball.wide_run ?? 0) && !Number(ball.noball_run ?? 0);
}

function creditsBowler(ball: Delivery): boolean {
  return ball.event === 'wicket' && ball.dismissal !== 'run_out' && !/^run out/i.test(ball.how_out ?? '');
}

function dismissalLine(card: Innings | undefined, out: number | null, item: Delivery): string {
  const row = out === null ? undefined : card?.batsmen.find((b) => b.batsman_id === out);
  if (row) return `${row.name} ${row.how_out ?? item.how_out ?? ''} ${row.runs} (${row.balls_faced})`.replace(/\s+/g, ' ');
  return plainText(item.commentary);
}

function scoreLine(match: Source, card: Innings | undefined, score: string, overs: number | string | undefined): string {
  const team = [match.teama, match.teamb].find((t) => t.team_id === card?.batting_team_id);
  return `${team ? `${team.short_name} ` : ''}${score}${overs !== undefined ? ` (${overs})` : ''}`.slice(0, 64);
}

function player(pid: number | null | undefined): { player_id?: number } {
  return pid ? { player_id: pid } : {};
}

function matchName(match: Source): string {
  return match.short_title || match.title;
}

function commentaryKey(item: Commentary): string {
  return `${item.inning_number}-${item.event_id}`;
}
