// Key moments of a match up to a moment, for live-blog news blocks: the script's events with
// their times on the sim clock. Oldest first, as a blog is written.
import type { SimFixture, World } from '../world/types';
import type { KeyEventKind, MatchScript } from './script-types';

export interface KeyEvent {
  /** When it happened on the sim clock, epoch ms: toss and start at the scheduled start. */
  atMs: number;
  kind: KeyEventKind;
  /** Innings number (0 for the toss). */
  inning: number;
  /** Overs as displayed: '12.3', or '20' at an innings' end. */
  over: string;
  /** Batting side's score at that moment, '98/2'; '' for the toss. */
  score: string;
  title: string;
  text: string;
}

export function keyEventsUpTo(world: World, fixture: SimFixture, script: MatchScript, nowMs: number): KeyEvent[] {
  const out: KeyEvent[] = [];
  for (const e of script.events) {
    const atMs = e.slot < 0 ? fixture.startMs : fixture.startMs + (e.slot + 1) * world.config.ballMs;
    if (atMs > nowMs) break;
    out.push({ atMs, kind: e.kind, inning: e.inning, over: e.over, score: e.score, title: e.title, text: e.text });
  }
  return out;
}
