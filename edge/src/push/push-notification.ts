// The notification a key event becomes, for the fans of one of the match's teams: the match in the
// title, the moment and the score in the body, that team's crest, a tag per match so a newer moment
// replaces an older one on the phone, and the match centre to open on a tap.
import type { KeyEvent } from '../../../shared/live-protocol';
import type { PushNotification } from '../../../shared/schemas/push-subscription';
import { matchHref } from '../../../shared/format/match-path';
import type { Match, MatchTeam } from '../../../shared/schemas/match';

export type NotifiedMatch = Pick<Match, 'match_id' | 'slug' | 'tournament_slug' | 'cid' | 'status' | 'title' | 'short_title'>;

export function keyEventNotification(event: KeyEvent, match: NotifiedMatch, team: Pick<MatchTeam, 'logo'>): PushNotification {
  const body = event.score && !event.text.includes(event.score) ? `${event.text} · ${event.score}` : event.text;
  return {
    id: event.id,
    title: (match.short_title || match.title).slice(0, 120),
    body: body.slice(0, 400),
    tag: `match-${match.match_id}`,
    url: matchHref(match),
    ...(team.logo && team.logo.length <= 500 ? { icon: team.logo } : {}),
  };
}

/** The push service's Topic header (RFC 8030 5.4: at most 32 base64url characters), one per match. */
export function pushTopic(matchId: number): string {
  return `match-${matchId}`;
}
