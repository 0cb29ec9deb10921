// A fan's alert choices for a team, as a team's object stores them: one bit per kind of key event, so
// the object finds the subscriptions that want a wicket with one indexed comparison, not a parse.
import type { KeyEventKind } from '../../../shared/live-protocol';
import { ALERT_KINDS, type AlertKind } from '../../../shared/schemas/favourite-teams';

/** The bit of a kind a fan can be alerted of; null for one told on the match's page only (over ends). */
export function alertBit(kind: KeyEventKind): number | null {
  const index = (ALERT_KINDS as readonly string[]).indexOf(kind);
  return index === -1 ? null : 1 << index;
}

export function alertBits(kinds: readonly AlertKind[]): number {
  return kinds.reduce((bits, kind) => bits | (1 << ALERT_KINDS.indexOf(kind)), 0);
}

export function alertKindsOf(bits: number): AlertKind[] {
  return ALERT_KINDS.filter((_, index) => (bits & (1 << index)) !== 0);
}
