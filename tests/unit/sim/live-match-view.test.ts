import { describe, expect, it } from 'vitest';
import { MatchSchema } from '../../../shared/schemas/match';
import { type Commentary, MatchDetailSchema } from '../../../shared/schemas/scorecard';
import { ballScript } from '../../../sim/live/ball-script';
import { bowledAt } from '../../../sim/live/match-state';
import { matchDetail, matchEndMs, matchEvents, matchStatus, matchSummary } from '../../../sim/live/match-view';
import type { SimFixture } from '../../../sim/world/types';
import { BALL_MS, smallWorld } from './live-small-world';

const world = smallWorld(7);

function fixture(id: number): SimFixture {
  const f = world.fixture(id);
  if (!f) throw new Error(`no fixture ${id}`);
  return f;
}

const t20 = fixture(87001);
const odi = fixture(87002);
const test = fixture(87003);
const cancelled = fixture(87006);
const script = ballScript(world, t20);
const firstInnings = script.innings[0]!;
const secondInnings = script.innings[1]!;
/** The clock just after delivery `index` of the T20 was bowled. */
const after = (index: number) => t20.startMs + (script.deliveries[index]!.slot + 1) * BALL_MS;
const midChase = after(secondInnings.from + 40);

function detail(f: SimFixture, nowMs: number) {
  return MatchDetailSchema.parse(JSON.parse(JSON.stringify(matchDetail(world, f, nowMs))));
}

describe('the live clock', () => {
  it('bowls one delivery per ballMs from the start, pausing for the innings break', () => {
    expect(bowledAt(script, t20.startMs, BALL_MS, t20.startMs - 1)).toBe(0);
    expect(bowledAt(script, t20.startMs, BALL_MS, t20.startMs)).toBe(0);
    for (let k = 1; k <= 30; k++) {
      expect(bowledAt(script, t20.startMs, BALL_MS, t20.startMs + k * BALL_MS - 1)).toBe(k - 1);
      expect(bowledAt(script, t20.startMs, BALL_MS, t20.startMs + k * BALL_MS)).toBe(k);
    }
    const breakStart = after(firstInnings.to - 1);
    const breakSlots = script.rules.breakSlots;
    expect(bowledAt(script, t20.startMs, BALL_MS, breakStart + breakSlots * BALL_MS)).toBe(firstInnings.to);
    expect(bowledAt(script, t20.startMs, BALL_MS, breakStart + (breakSlots + 1) * BALL_MS)).toBe(firstInnings.to + 1);
  });

  it('moves from Scheduled to Live to Completed, with a result and a man of the match at the end', () => {
    const end = matchEndMs(world, t20);
    expect(matchStatus(world, t20, t20.startMs - 1)).toBe('Scheduled');
    expect(matchStatus(world, t20, t20.startMs)).toBe('Live');
    expect(matchStatus(world, t20, end - 1)).toBe('Live');
    expect(matchStatus(world, t20, end)).toBe('Completed');
    const done = MatchSchema.parse(matchSummary(world, t20, end));
    expect(done.status_note).toBe(script.result.text);
    expect(done.status_note).toMatch(/won by|Match tied/);
    expect(done.man_of_the_match).toMatchObject({ pid: script.manOfTheMatch });
    expect(done.runrate ?? 0).toBe(0);
    expect((done.teama.win_per ?? 0) + (done.teamb.win_per ?? 0) + (done.tie_per ?? 0)).toBe(100);
    const scheduled = MatchSchema.parse(matchSummary(world, t20, t20.startMs - 1));
    expect(scheduled.teama.scores ?? '').toBe('');
    expect(scheduled.articles).toEqual([]);
  });

  it('keeps a cancelled fixture Cancelled at every moment', () => {
    for (const at of [cancelled.startMs - 1, cancelled.startMs, cancelled.startMs + 100 * BALL_MS]) {
      expect(matchStatus(world, cancelled, at)).toBe('Cancelled');
      expect(matchSummary(world, cancelled, at)).toMatchObject({ status: 'Cancelled' });
    }
  });

  it('announces the toss on the start and an innings break between innings', () => {
    const atStart = MatchSchema.parse(matchSummary(world, t20, t20.startMs));
    expect(atStart.game_state_str).toBe('Toss');
    expect(atStart.status_note).toMatch(/won the toss and elected to (bat|field)/);
    const inBreak = detail(t20, after(firstInnings.to - 1) + BALL_MS);
    expect(inBreak.game_state_str).toBe('Innings Break');
    expect(inBreak.live_inning_number).toBe(2);
    expect(inBreak.status_note).toMatch(new RegExp(`need ${firstInnings.runs + 1} runs in 120 balls`));
    expect(inBreak.info.live_score?.target).toBe(firstInnings.runs + 1);
  });
});

describe('the scorecard', () => {
  it('adds up: batters plus extras make the total, bowlers plus byes too', () => {
    for (const f of [t20, odi, test]) {
      for (const at of [f.startMs + 150 * BALL_MS, f.startMs + 500 * BALL_MS, matchEndMs(world, f)]) {
        const d = detail(f, at);
        for (const inn of d.info.innings) {
          const total = Number(inn.equations?.runs);
          const batted = inn.batsmen.reduce((n, b) => n + Number(b.runs), 0);
          const extras = inn.extra_runs;
          expect(batted + Number(extras?.total)).toBe(total);
          const conceded = inn.bowlers.reduce((n, b) => n + Number(b.runs_conceded), 0);
          expect(conceded + Number(extras?.byes) + Number(extras?.legbyes)).toBe(total);
          const bowlerWickets = inn.bowlers.reduce((n, b) => n + Number(b.wickets), 0);
          const runOuts = inn.batsmen.filter((b) => b.dismissal === 'run_out').length;
          expect(bowlerWickets + runOuts).toBe(Number(inn.equations?.wickets));
          expect(inn.fows).toHaveLength(Number(inn.equations?.wickets));
          const notOut = inn.batsmen.filter((b) => b.how_out === 'not out').length;
          // Two at the crease while live, the last man when all out; a wicket off the final ball leaves one.
          if (inn.status === 'live') expect(notOut).toBe(2);
          else if (inn.result === 'all out') expect(notOut).toBe(1);
          else expect(notOut).toBeLessThanOrEqual(2);
          expect(inn.batsmen.length + inn.did_not_bat.length).toBe(11);
        }
      }
    }
  });

  it('works out the required run rate from runs needed and balls left', () => {
    const d = detail(t20, midChase);
    const ls = d.info.live_score!;
    const legal = Math.floor(Number(ls.overs)) * 6 + Math.round((Number(ls.overs) % 1) * 10);
    const need = Number(ls.target) - Number(ls.runs);
    expect(ls.required_runrate).toBeCloseTo((6 * need) / (120 - legal), 2);
    expect(ls.runrate).toBeCloseTo((6 * Number(ls.runs)) / legal, 2);
    expect(d.status_note).toBe(`${world.team(secondInnings.battingTeamId)?.name} need ${need} runs in ${120 - legal} balls`);
    expect(d.required_runrate).toBe(ls.required_runrate);
  });

  it('lists the striker first among the batters, and the latest bowler first', () => {
    const d = detail(t20, midChase);
    const next = script.deliveries[secondInnings.from + 41]!;
    expect(d.info.batsmen.map((b) => b.batsman_id)).toEqual([next.striker, next.nonStriker]);
    expect(d.info.bowlers[0]?.bowler_id).toBe(script.deliveries[secondInnings.from + 40]!.bowler);
  });
});

describe('the commentary feed', () => {
  const feed: Commentary[] = detail(t20, midChase).info.commentaries;

  it('runs newest first with every delivery so far and over summaries between', () => {
    const ids = feed.map((c) => c.event_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(feed.filter((c) => c.event !== 'overend')).toHaveLength(secondInnings.from + 41);
    const overEnds = feed.filter((c) => c.event === 'overend');
    expect(overEnds.length).toBeGreaterThan(20);
  });

  it('sums an over summary from the deliveries of that over', () => {
    const i = feed.findIndex((c) => c.event === 'overend');
    const summary = feed[i];
    if (!summary || summary.event !== 'overend') throw new Error('no over summary');
    const balls = feed.slice(i + 1).filter((c) => c.event !== 'overend' && c.inning_number === summary.inning_number && Number(c.over) === Number(summary.over) - 1);
    expect(balls.reduce((n, c) => n + Number(c.run), 0)).toBe(Number(summary.run));
  });

  it('marks wickets with the batter out and how', () => {
    const wicket = feed.find((c) => c.event === 'wicket');
    if (!wicket || wicket.event !== 'wicket') throw new Error('no wicket yet');
    expect(wicket.wicket_batsman_id).toBeTruthy();
    expect(wicket.how_out).toMatch(/^(b |c |lbw|st |run out)/);
  });
});

describe('the match detail', () => {
  it('parses as MatchDetail in every state and stays small for a T20', () => {
    for (const at of [t20.startMs - 1, t20.startMs, midChase, matchEndMs(world, t20)]) detail(t20, at);
    expect(JSON.stringify(matchDetail(world, t20, matchEndMs(world, t20))).length).toBeLessThan(150_000);
  });

  it('links the live blog while live and for two days after', () => {
    expect(MatchSchema.parse(matchSummary(world, t20, midChase)).articles).toEqual([
      { islive: true, slug: 'india-vs-australia-live-score-updates', id: 987001 },
    ]);
    const end = matchEndMs(world, t20);
    expect(MatchSchema.parse(matchSummary(world, t20, end + 1000)).articles[0]?.islive).toBe(false);
    expect(MatchSchema.parse(matchSummary(world, t20, end + 3 * 86_400_000)).articles).toEqual([]);
  });
});

describe('key events', () => {
  it('starts with the toss, keeps time order, and ends with the result', () => {
    expect(matchEvents(world, t20, t20.startMs - 1)).toEqual([]);
    const early = matchEvents(world, t20, t20.startMs);
    expect(early.map((e) => e.kind)).toEqual(['toss', 'start']);
    const all = matchEvents(world, t20, matchEndMs(world, t20));
    expect(all.map((e) => e.atMs)).toEqual([...all.map((e) => e.atMs)].sort((a, b) => a - b));
    expect(all[all.length - 1]).toMatchObject({ kind: 'result', title: script.result.text });
    expect(all.filter((e) => e.kind === 'wicket')).toHaveLength(firstInnings.wickets + secondInnings.wickets);
    expect(all.some((e) => e.kind === 'innings_break')).toBe(true);
    const mid = matchEvents(world, t20, midChase);
    expect(mid.every((e) => e.atMs <= midChase)).toBe(true);
    expect(mid.length).toBeLessThan(all.length);
  });
});
