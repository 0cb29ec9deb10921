import { describe, expect, it } from 'vitest';
import { ballScript } from '../../../sim/live/ball-script';
import type { MatchScript } from '../../../sim/live/script-types';
import type { MatchFormat, SimFixture, World } from '../../../sim/world/types';
import { smallWorld } from './live-small-world';

const world = smallWorld(11);
const base = world.fixture(87001);
if (!base) throw new Error('small world lost its first fixture');

// Scripts are memoised by match id, so each format gets its own id range.
const ID_BASE: Partial<Record<MatchFormat, number>> = { T20I: 300_000, ODI: 310_000, TEST: 320_000, T10: 330_000 };

function scripts(format: MatchFormat, count: number, w: World = world): MatchScript[] {
  return Array.from({ length: count }, (_, i) => {
    const f: SimFixture = { ...base!, match_id: (ID_BASE[format] ?? 0) + i, format };
    return ballScript(w, f);
  });
}

const t20s = scripts('T20I', 40);
const odis = scripts('ODI', 12);
const tests = scripts('TEST', 6);
const all = [...t20s, ...odis, ...tests, ...scripts('T10', 12)];

describe('the ball-by-ball script', () => {
  it('is the same for the same seed and fixture, in a freshly built world', () => {
    const again = scripts('T20I', 3, smallWorld(11));
    expect(again.map((s) => s.deliveries)).toEqual(t20s.slice(0, 3).map((s) => s.deliveries));
    expect(again.map((s) => s.result)).toEqual(t20s.slice(0, 3).map((s) => s.result));
  });

  it('differs between matches and between seeds', () => {
    expect(t20s[0]?.deliveries).not.toEqual(t20s[1]?.deliveries);
    const other = scripts('T20I', 1, smallWorld(12))[0];
    expect(other?.deliveries.map((d) => d.commentary)).not.toEqual(t20s[0]?.deliveries.map((d) => d.commentary));
  });

  it('counts six legal balls to an over; wides and no-balls are bowled again', () => {
    const problems: string[] = [];
    for (const s of all) {
      for (const inn of s.innings) {
        const perOver = new Map<number, number>();
        for (const d of s.deliveries.slice(inn.from, inn.to)) {
          perOver.set(d.over, (perOver.get(d.over) ?? 0) + (d.legal ? 1 : 0));
          if (d.legal !== (d.wide === 0 && d.noball === 0)) problems.push(`${s.matchId}: delivery ${d.index} legality`);
          if (d.ball < 1 || d.ball > 6) problems.push(`${s.matchId}: ball number ${d.ball}`);
        }
        const overs = [...perOver.values()];
        if (overs.slice(0, -1).some((legal) => legal !== 6)) problems.push(`${s.matchId}: an over without six legal balls`);
        if (Math.ceil(inn.legalBalls / 6) !== overs.length) problems.push(`${s.matchId}: overs count`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('ends an innings at ten wickets, at the last over, or when the target is reached', () => {
    for (const s of [...t20s, ...odis]) {
      const [first, second] = s.innings;
      expect(s.innings).toHaveLength(2);
      expect(second?.target).toBe((first?.runs ?? 0) + 1);
      for (const inn of s.innings) {
        const lastBall = s.deliveries[inn.to - 1];
        const beforeLast = s.deliveries[inn.to - 2];
        if (inn.end === 'all_out') expect(inn.wickets).toBe(10);
        if (inn.end === 'overs') expect(inn.legalBalls).toBe((s.rules.oversPerInnings ?? 0) * 6);
        if (inn.end === 'target') {
          expect(inn.runs).toBeGreaterThanOrEqual(inn.target ?? Infinity);
          expect(beforeLast?.runs ?? 0).toBeLessThan(inn.target ?? 0);
        }
        expect(inn.wickets).toBeLessThanOrEqual(10);
        expect(inn.legalBalls).toBeLessThanOrEqual((s.rules.oversPerInnings ?? 0) * 6);
        expect(lastBall?.runs).toBe(inn.runs);
      }
    }
  });

  it('keeps bowlers within their quota and never gives one two overs in a row', () => {
    for (const s of [...t20s, ...odis]) {
      for (const inn of s.innings) {
        const overs = new Map<number, number>();
        for (const d of s.deliveries.slice(inn.from, inn.to)) overs.set(d.over, d.bowler);
        const byBowler = new Map<number, number>();
        let previous: number | undefined;
        for (const bowler of overs.values()) {
          expect(bowler).not.toBe(previous);
          previous = bowler;
          byBowler.set(bowler, (byBowler.get(bowler) ?? 0) + 1);
        }
        for (const count of byBowler.values()) expect(count).toBeLessThanOrEqual(s.rules.bowlerQuota ?? 0);
      }
    }
  });

  it('rotates the strike on odd runs and at the end of an over, and sends batters in order', () => {
    for (const s of t20s) {
      for (const inn of s.innings) {
        const seen: number[] = [];
        for (let i = inn.from; i < inn.to; i++) {
          const d = s.deliveries[i]!;
          for (const pid of [d.striker, d.nonStriker]) if (!seen.includes(pid)) seen.push(pid);
          const next = s.deliveries[i + 1];
          if (!next || next.inning !== d.inning || d.dismissal) continue;
          const ran = (d.batRuns === 4 || d.batRuns === 6 ? 0 : d.batRuns) + (d.bye === 4 ? 0 : d.bye)
            + (d.legbye === 4 ? 0 : d.legbye) + (d.wide === 2 ? 1 : 0);
          const overEnds = d.legal && d.ball === 6;
          const swapped = (ran % 2 === 1) !== overEnds;
          expect(next.striker).toBe(swapped ? d.nonStriker : d.striker);
        }
        expect(seen).toEqual(inn.battingOrder.slice(0, seen.length));
      }
    }
  });

  it('plays Tests as at most four innings within the match over cap', () => {
    for (const s of tests) {
      expect(s.innings.length).toBeGreaterThanOrEqual(2);
      expect(s.innings.length).toBeLessThanOrEqual(4);
      const legal = s.innings.reduce((n, i) => n + i.legalBalls, 0);
      expect(legal).toBeLessThanOrEqual((s.rules.matchOverCap ?? 0) * 6);
      expect(s.result.text).toMatch(/won by|Match drawn|Match tied/);
    }
  });

  it('writes results from the margins: runs when defended, wickets when chased', () => {
    for (const s of [...t20s, ...odis]) {
      const [first, second] = s.innings;
      if (!first || !second) throw new Error('two innings expected');
      if (second.end === 'target') expect(s.result.text).toMatch(new RegExp(`won by ${10 - second.wickets} wickets?$`));
      else if (second.runs === first.runs) expect(s.result.text).toBe('Match tied');
      else expect(s.result.text).toMatch(new RegExp(`won by ${first.runs - second.runs} runs?$`));
    }
  });

  it('names a man of the match from the two XIs', () => {
    for (const s of all) {
      const xi = [...s.xi.values()].flat();
      expect(xi).toContain(s.manOfTheMatch);
    }
  });

  it('writes cricket commentary naming bowler and batter', () => {
    const s = t20s[0]!;
    const d = s.deliveries.find((x) => x.batRuns === 4);
    expect(d?.commentary).toMatch(/^\w+ to \w+, FOUR, /);
    const w = s.deliveries.find((x) => x.dismissal);
    expect(w?.commentary).toContain('OUT!');
    expect(w?.commentary).toContain(w?.dismissal?.howOut ?? 'missing');
  });
});
