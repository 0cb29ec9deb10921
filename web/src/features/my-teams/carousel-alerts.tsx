import { useContext, useEffect, useRef } from 'react';
import { matchHref } from '../../../../shared/format/match-path';
import type { KeyEvent } from '../../../../shared/live-protocol';
import { MatchSchema, type Match } from '../../../../shared/schemas/match';
import { ClientNavigationContext, type ClientNavigate } from '../../components/link';
import { toast } from '../../components/toasts';
import { alertingTeam } from '../../lib/favourite-teams';
import { topicState } from '../../lib/live/live-store';
import { useLiveTopic } from '../../lib/live/use-live-topic';
import { claimAlert } from './alert-once';

/**
 * Follows the carousel's key events (every live match's; docs/live-protocol.md) and alerts of those
 * of the fan's teams they chose: a toast, which screen readers hear politely, with a way to the match.
 * What the page held when it began to follow is not news.
 */
export function CarouselAlerts() {
  const events = useLiveTopic('carousel', (state) => state.events);
  const navigate = useContext(ClientNavigationContext);
  const held = useRef<Set<string> | null>(null);
  useEffect(() => {
    const known = held.current;
    held.current = new Set(events.map((event) => event.id));
    if (known === null) return;
    for (const event of events) if (!known.has(event.id)) void alertOf(event, navigate);
  }, [events, navigate]);
  return null;
}

async function alertOf(event: KeyEvent, navigate: ClientNavigate | null): Promise<void> {
  const match = listedMatch(event.match_id);
  if (!match) return;
  const team = alertingTeam([match.teama.team_id, match.teamb.team_id], event.kind);
  if (!team || !(await claimAlert(event.id))) return;
  const href = matchHref(match, 'commentary');
  const where = `${match.teama.short_name} v ${match.teamb.short_name}`;
  toast.alert(event.text, event.score ? `${where} · ${event.score}` : where, {
    label: 'Match centre',
    onClick: () => (navigate ? navigate(href, { replace: false }) : location.assign(href)),
  });
}

/** The carousel's entry for the match, as the page holds it now. */
function listedMatch(matchId: number): Match | null {
  const listed = topicState('carousel').data?.matches;
  if (!Array.isArray(listed)) return null;
  for (const entry of listed) {
    const match = MatchSchema.safeParse(entry);
    if (match.success && match.data.match_id === matchId) return match.data;
  }
  return null;
}
