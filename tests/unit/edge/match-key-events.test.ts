// The key events the match topic decides, read off the simulator's real innings: a T20 and an ODI
// played out from before their start to after their result, as the edge polls them.
import { describe, expect, it } from 'vitest';
import { KEY_EVENT_MAX_GAP_MS } from '../../../shared/constants';
import { KeyEvent } from '../../../shared/live-protocol';
import type { JsonObject } from '../../../shared/merge-patch';
import { matchKeyEvents, type MatchState } from '../../../edge/src/live/match-key-events';
import { ballScript } from '../../../sim/live/ball-script';
import { matchDetail, matchEndMs } from '../../../sim/live/match-view';
import type { SimFixture } from '../../../sim/world/types';
import { BALL_MS, smallWorld } from '../sim/live-small-world';

const world = smallWorld(7);
const t20 = world.fixture(87001)!;
const odi = world.fixture(87002)!;

function stateAt(fixture: SimFixture, nowMs: number): MatchState {
  return { state: JSON.parse(JSON.stringify({ match: matchDetail(world, fixture, nowMs) })) as JsonObject, at: nowMs };
}

/** Every event of the match, polled every `stepMs` from a minute before the start to a minute after the end. */
function playedOut(fixture: SimFixture, stepMs: number): KeyEvent[] {
  const events: KeyEvent[] = [];
  let before = stateAt(fixture, fixture.startMs - 60_000);
  for (let now = before.at! + stepMs; now <= matchEndMs(world, fixture) + 60_000; now += stepMs) {
    const after = stateAt(fixture, now);
    events.push(...matchKeyEvents(before, after));
    before = after;
  }
  return events;
}

const idsOf = (events: KeyEvent[], kind: KeyEvent['kind']) => events.filter((e) => e.kind === kind).map((e) => e.id).sort();

describe.each([
  ['T20', t20, 0],
  // The ODI has a fifty at least, so the milestones are checked against something.
  ['ODI', odi, 1],
])('the key events of a match topic: the simulator\'s %s', (_format, fixture, leastFifties) => {
  const script = ballScript(world, fixture);
  const ballIds = (kind: string, pick: (d: (typeof script.deliveries)[number]) => boolean) =>
    script.deliveries.filter(pick).map((d) => `${fixture.match_id}:${d.inning}:${d.eventId}:${kind}`).sort();
  // The edge polls a live match every 5 s; at 4 s a ball, a poll brings one or two balls.
  const events = playedOut(fixture, 5_000);
  const final = matchDetail(world, fixture, Number.MAX_SAFE_INTEGER) as { info: { innings: { batsmen: { runs: number }[]; bowlers: { wickets: number }[] }[] } };

  it('are each well formed, and each told once', () => {
    for (const event of events) expect(KeyEvent.safeParse(event).success, JSON.stringify(event)).toBe(true);
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
  });

  it('tell of every wicket, four and six of the innings, at its ball', () => {
    expect(idsOf(events, 'wicket')).toEqual(ballIds('wicket', (d) => d.dismissal !== null));
    expect(idsOf(events, 'four')).toEqual(ballIds('four', (d) => d.batRuns === 4));
    expect(idsOf(events, 'six')).toEqual(ballIds('six', (d) => d.batRuns === 6));
    expect(idsOf(events, 'wicket').length).toBeGreaterThan(5);
    const wicket = events.find((e) => e.kind === 'wicket')!;
    expect(wicket.text).toMatch(/^Wicket! \S.* \d+ \(\d+\)$/);
    expect(wicket.over).toMatch(/^\d+\.\d$/);
    expect(wicket.score).toMatch(/^(IND|AUS) \d+\/\d+ \(\d+\.\d\)$/);
  });

  it('tell of the start, each innings break, the result, and every fifty, hundred and five-wicket haul', () => {
    expect(idsOf(events, 'match_start')).toEqual([`${fixture.match_id}:match_start`]);
    expect(idsOf(events, 'innings_break')).toEqual([`${fixture.match_id}:1:innings_break`]);
    expect(idsOf(events, 'result')).toEqual([`${fixture.match_id}:result`]);
    expect(events.find((e) => e.kind === 'result')!.text).toBe(script.result.text);
    const batters = final.info.innings.flatMap((i) => i.batsmen);
    const bowlers = final.info.innings.flatMap((i) => i.bowlers);
    // A poll brings a ball or two, so a hundred-maker passed fifty at an earlier poll.
    expect(idsOf(events, 'fifty').length).toBe(batters.filter((b) => b.runs >= 50).length);
    expect(idsOf(events, 'hundred').length).toBe(batters.filter((b) => b.runs >= 100).length);
    expect(idsOf(events, 'fifty').length).toBeGreaterThanOrEqual(leastFifties);
    expect(idsOf(events, 'five_wickets').length).toBe(bowlers.filter((b) => b.wickets >= 5).length);
    // Over ends, for the screen reader's pace: one per completed over.
    expect(idsOf(events, 'over_end').length).toBe(script.overEnds.length);
  });

  it('are the same moments, with the same ids, however the polls fall', () => {
    const slower = playedOut(fixture, 3 * BALL_MS + 1_000);
    const ids = (list: KeyEvent[]) => list.filter((e) => e.kind !== 'fifty' && e.kind !== 'hundred').map((e) => e.id).sort();
    expect(ids(slower)).toEqual(ids(events));
  });

});

describe('no key events', () => {
  it('on the first state, across a gap in polling, or for a state that is not a match', () => {
    const mid = t20.startMs + 60 * BALL_MS;
    expect(matchKeyEvents({ state: null, at: undefined }, stateAt(t20, mid))).toEqual([]);
    expect(matchKeyEvents(stateAt(t20, mid - KEY_EVENT_MAX_GAP_MS - 1), stateAt(t20, mid))).toEqual([]);
    expect(matchKeyEvents(stateAt(t20, mid - 20 * BALL_MS), stateAt(t20, mid)).length).toBeGreaterThan(0);
    expect(matchKeyEvents(stateAt(t20, mid - BALL_MS), { state: { match: 'garbage' }, at: mid })).toEqual([]);
  });
});

describe('a hat-trick chance', () => {
  const ball = (id: number, over: number, extra: object = {}) => ({
    event: 'ball', event_id: id, inning_number: 1, over, ball: id % 6 || 6, run: 0, commentary: 'no run', bowler_id: 9, batsman_id: 100 + id, ...extra,
  });
  const wicket = (id: number, over: number, how_out = 'b Bumrah') => ball(id, over, { event: 'wicket', wicket_batsman_id: 100 + id, how_out, dismissal: 'bowled' });
  const state = (commentaries: object[], at: number): MatchState => ({
    at,
    state: {
      match: {
        match_id: 5, title: 'A vs B', status: 'Live', teama: { team_id: 1, name: 'A', short_name: 'A' }, teamb: { team_id: 2, name: 'B', short_name: 'B' },
        info: { commentaries: [...commentaries].reverse(), innings: [] },
      },
    } as unknown as JsonObject,
  });

  it('comes with a bowler\'s second wicket in two legal balls of his, a wide between them or not', () => {
    const first = [ball(1, 0), wicket(2, 0)];
    const wide = ball(3, 0, { wide_run: 1, run: 1 });
    const events = matchKeyEvents(state(first, 0), state([...first, wide, wicket(4, 0)], 5_000));
    expect(events.map((e) => e.kind)).toEqual(['wicket', 'hat_trick_chance']);
    expect(events[1]).toMatchObject({ id: '5:1:4:hat_trick_chance', player_id: 9 });
  });

  it('does not come after a run out, or when a ball without a wicket came between', () => {
    const runOut = [wicket(2, 0, 'run out (Jadeja)')];
    expect(matchKeyEvents(state(runOut, 0), state([...runOut, wicket(3, 0)], 5_000)).map((e) => e.kind)).toEqual(['wicket']);
    const between = [wicket(2, 0), ball(3, 0)];
    expect(matchKeyEvents(state(between, 0), state([...between, wicket(4, 0)], 5_000)).map((e) => e.kind)).toEqual(['wicket']);
  });
});
