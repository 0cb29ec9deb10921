// When each side is playing a calendar fixture, so a rolling slot never puts it in a second match at
// the same time. A fixture's end comes from its ball script, built only for the fixtures a question
// reaches; the longest its format can last (maxMatchSlots) bounds how far back to look.
import { formatRules, maxMatchSlots } from '../live/format-rules';
import type { SimFixture } from './types';

interface Spans {
  starts: number[];
  fixtures: SimFixture[];
}

export class CalendarBusy {
  private readonly byTeam = new Map<number, Spans>();
  private readonly ends = new Map<number, number>();
  private longestMs = 0;

  /** `lengthOf` gives a fixture's length in slots (its script's). */
  constructor(
    fixtures: readonly SimFixture[],
    private readonly ballMs: number,
    private readonly lengthOf: (fixture: SimFixture) => number,
  ) {
    // Fixtures come sorted by start, so each side's spans are too.
    for (const f of fixtures) {
      if (f.cancelled) continue;
      this.longestMs = Math.max(this.longestMs, maxMatchSlots(formatRules(f.format)) * ballMs);
      for (const teamId of [f.teama_id, f.teamb_id]) {
        const spans = this.byTeam.get(teamId) ?? { starts: [], fixtures: [] };
        spans.starts.push(f.startMs);
        spans.fixtures.push(f);
        this.byTeam.set(teamId, spans);
      }
    }
  }

  private endMs(f: SimFixture): number {
    let end = this.ends.get(f.match_id);
    if (end === undefined) this.ends.set(f.match_id, (end = f.startMs + this.lengthOf(f) * this.ballMs));
    return end;
  }

  /** Whether the side may be playing a calendar fixture at some moment of [fromMs, toMs). */
  isBusy(teamId: number, fromMs: number, toMs: number): boolean {
    const spans = this.byTeam.get(teamId);
    if (!spans) return false;
    // The last fixture starting before toMs, then back while one could still reach fromMs.
    let lo = 0;
    let hi = spans.starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((spans.starts[mid] ?? Infinity) < toMs) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo - 1; i >= 0 && (spans.starts[i] ?? 0) > fromMs - this.longestMs; i--) {
      const f = spans.fixtures[i];
      if (f && this.endMs(f) > fromMs) return true;
    }
    return false;
  }
}
